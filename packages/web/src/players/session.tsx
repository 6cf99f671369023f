import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Player } from '@decktet/protocol';
import type { ApiResult } from '../online/api';
import { endSession, signInWithDeviceKey, whoAmI } from './api';
import { forgetPlayer, rememberPlayer, rememberedPlayer } from './device';

/** Who this browser is: being checked with the server, a guest, or a signed-in player. */
export type PlayerState = { status: 'checking' } | { status: 'guest' } | { status: 'signed-in'; player: Player };

export interface PlayerSession {
  state: PlayerState;
  /** A sign-in that just happened here: the player, and the device key it gave (null: none, by a passkey). */
  signedIn(player: Player, deviceKey: string | null): void;
  /** Ends the session and makes this browser forget the player; a failure is said and changes nothing. */
  signOut(): Promise<ApiResult<void>>;
  /** The server has forgotten this device (its key and session): this browser forgets the player too. */
  forgotten(): void;
}

const PlayerContext = createContext<PlayerSession | null>(null);

/**
 * Who this browser is now. A browser that never signed in is a guest without asking the server. A
 * browser that did asks whose session its cookie holds; when that session has ended, the device
 * key opens a new one. A key the server refuses is forgotten (it will never work again); an
 * unreachable server leaves everything as it is for the next visit.
 */
export async function resumePlayer(): Promise<PlayerState> {
  const remembered = rememberedPlayer();
  if (!remembered) return { status: 'guest' };
  const me = await whoAmI();
  if (me.ok) return { status: 'signed-in', player: me.value };
  if (me.status !== 401) return { status: 'guest' };
  if (remembered.deviceKey === null) {
    forgetPlayer();
    return { status: 'guest' };
  }
  const signed = await signInWithDeviceKey(remembered.deviceKey);
  if (signed.ok) return { status: 'signed-in', player: signed.value.player };
  if (signed.status === 401) forgetPlayer();
  return { status: 'guest' };
}

/** Keeps who this browser is for every page (the header, the players' pages). */
export function PlayerProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<PlayerState>(() => (rememberedPlayer() ? { status: 'checking' } : { status: 'guest' }));

  useEffect(() => {
    if (state.status !== 'checking') return;
    let live = true;
    void resumePlayer().then((resumed) => {
      if (live) setState(resumed);
    });
    return () => {
      live = false;
    };
    // Checked once, when the app opens.
  }, []);

  const signedIn = useCallback((player: Player, deviceKey: string | null) => {
    rememberPlayer(deviceKey);
    setState({ status: 'signed-in', player });
  }, []);

  const signOut = useCallback(async (): Promise<ApiResult<void>> => {
    const ended = await endSession();
    // 401: the session had ended already; this browser forgets the player all the same.
    if (!ended.ok && ended.status !== 401) return ended;
    forgetPlayer();
    setState({ status: 'guest' });
    return { ok: true, value: undefined };
  }, []);

  const forgotten = useCallback(() => {
    forgetPlayer();
    setState({ status: 'guest' });
  }, []);

  const session = useMemo(() => ({ state, signedIn, signOut, forgotten }), [state, signedIn, signOut, forgotten]);
  return <PlayerContext.Provider value={session}>{children}</PlayerContext.Provider>;
}

export function usePlayer(): PlayerSession {
  const session = useContext(PlayerContext);
  if (!session) throw new Error('PlayerProvider is missing');
  return session;
}

/** Who this browser is, where the app keeps it; null for a part shown outside the app (a header in a component's test). */
export function usePlayerIfKept(): PlayerSession | null {
  return useContext(PlayerContext);
}
