import { useEffect, useState } from 'react';
import type { YourTurnReply } from '@decktet/protocol';
import { usePlayerIfKept } from '../players/session';
import { yourTurn } from './api';

/** How often the games waiting for the player are asked for (and each time the page comes back into focus). */
export const YOUR_TURN_POLL_MS = 60_000;

export interface YourTurnState {
  reply: YourTurnReply | null;
  /** The server's clock minus this device's when the reply came (the deadlines are the server's). */
  offsetMs: number;
  error: string | null;
}

const NOTHING: YourTurnState = { reply: null, offsetMs: 0, error: null };

/** The latest answer, shared by every page's header, so that moving between pages does not ask again each time. */
let latest: { player: string; at: number; state: YourTurnState } | null = null;

/** Forgets the shared answer (a test's fresh start). */
export function forgetYourTurn(): void {
  latest = null;
}

/**
 * Every game waiting for the signed-in player's decision, asked for gently: every
 * YOUR_TURN_POLL_MS and on focus; on opening, only when the last answer is older than that (or
 * with `fresh`, always). Nothing for a guest.
 */
export function useYourTurn({ fresh = false }: { fresh?: boolean } = {}): YourTurnState {
  const state = usePlayerIfKept()?.state;
  const player = state?.status === 'signed-in' ? state.player.id : null;
  const [found, setFound] = useState<YourTurnState>(() => (latest && latest.player === player ? latest.state : NOTHING));
  useEffect(() => {
    if (!player) {
      setFound(NOTHING);
      return;
    }
    let live = true;
    const ask = () =>
      void yourTurn().then((r) => {
        const before = latest?.player === player ? latest.state : NOTHING;
        const next = r.ok ? { reply: r.value, offsetMs: r.value.now - Date.now(), error: null } : { ...before, error: r.error };
        latest = { player, at: Date.now(), state: next };
        if (live) setFound(next);
      });
    const known = latest?.player === player ? latest : null;
    if (known) setFound(known.state);
    if (fresh || !known || Date.now() - known.at >= YOUR_TURN_POLL_MS) ask();
    const timer = setInterval(ask, YOUR_TURN_POLL_MS);
    window.addEventListener('focus', ask);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('focus', ask);
    };
  }, [player, fresh]);
  return found;
}
