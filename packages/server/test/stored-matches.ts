import { randomUUID } from 'node:crypto';
import type { AnyGame, BaseState } from '@decktet/engine';
import { hashToken, newToken } from '../src/match/lobby';
import { type Chain, type Storage, type StoredAction, chainStart, nextChain } from '../src/storage';
import { seededPicker } from './play';

/** `count` moves of a match, as the server would have stored them, with the state after each. */
export function playMoves(game: AnyGame, config: unknown, seed: string, names: string[], count: number, pickSeed = 7): { actions: StoredAction[]; states: BaseState[] } {
  const setup = game.setup(config, seed, { names });
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  const pick = seededPicker(pickSeed);
  const clientSeqs = names.map(() => 0);
  const actions: StoredAction[] = [];
  const states: BaseState[] = [];
  for (let seq = 1; seq <= count; seq++) {
    if (game.outcome(state)) throw new Error(`the match ended after ${seq - 1} moves; ask for fewer`);
    const seat = game.pending(state)[0]!;
    const text = pick(game.legalActions(state, seat).map((a) => game.formatAction(a)));
    const parsed = game.parseAction(text);
    const next = parsed.ok ? game.apply(state, seat, parsed.value) : parsed;
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    actions.push({ seq, seat, action: text, clientSeq: ++clientSeqs[seat]!, logEnd: state.log.length, by: 'player' });
    states.push(state);
  }
  return { actions, states };
}

/** The chain value after each of `actions` (index i: after action i + 1). */
export function chainsOf(matchId: string, actions: readonly StoredAction[]): Chain[] {
  let chain = chainStart(matchId);
  return actions.map((a) => (chain = nextChain(chain, a)));
}

export interface WrittenMatch {
  id: string;
  /** The seat tokens (their hashes are stored). */
  tokens: string[];
  actions: StoredAction[];
}

/**
 * A live match of humans written through the storage API, as the server writes one: its moves
 * appended one by one, and a snapshot every `snapshotEvery` moves.
 */
export async function writeLiveMatch(
  storage: Storage,
  game: AnyGame,
  options: { config?: unknown; seed?: string; names?: string[]; moves: number; snapshotEvery: number },
): Promise<WrittenMatch> {
  const id = randomUUID();
  const names = options.names ?? ['Ada', 'Bo'];
  const seed = options.seed ?? `seed-${id}`;
  const config = game.configSchema.parse(options.config ?? {});
  const tokens = names.map(() => newToken());
  await storage.createMatch(
    { id, game: game.id, config, seed, seats: names.map(() => ({ kind: 'human' as const })), turnSeconds: null, createdAt: new Date().toISOString(), status: 'live', summary: null },
    names.map((name, seat) => ({ seat, kind: 'human', name, tokenHash: hashToken(tokens[seat]!), tokenExpires: null, left: false, covered: false, cover: null, muted: [] })),
  );
  const { actions, states } = playMoves(game, config, seed, names, options.moves);
  const chains = chainsOf(id, actions);
  for (const [i, action] of actions.entries()) {
    const written = await storage.appendAction(id, action);
    if (written !== 'ok') throw new Error(`action ${action.seq} was not stored: ${written}`);
    if (action.seq % options.snapshotEvery === 0) await storage.saveSnapshot(id, action.seq, states[i], chains[i]!);
  }
  return { id, tokens, actions };
}
