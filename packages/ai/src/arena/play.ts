import type { AnyGame, BaseState, Seat } from '@decktet/engine';
import { unwrap } from '@decktet/engine';
import type { Bot } from '../bot';
import { createBot } from '../create-bot';
import type { GameStatistics, PlayedAction } from './game-stats';
import type { ArenaGameResult } from './types';

export interface ArenaGameSpec {
  /** The arena's bot specs; seats take them in rotation. */
  readonly bots: readonly string[];
  /** The validated game config. */
  readonly config: unknown;
  /** The arena's seed: game `i` is seeded `${seed}:${i}`. */
  readonly seed: string;
  /** Longest game accepted (a guard against a game that never ends). */
  readonly maxActions?: number;
}

/**
 * Which bot sits in which seat in game `index`: the seating rotates by one each game, so over
 * k games each bot has sat in each seat once (with two bots: seats swap every game).
 */
export function seating(index: number, bots: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, s) => (s + index) % bots);
}

const clock = () => performance.now();

/** Plays one arena game between bots and reports its result; bots only see their seat's view. */
export function playArenaGame(game: AnyGame, spec: ArenaGameSpec, index: number, statistics?: GameStatistics): ArenaGameResult {
  const seed = `${spec.seed}:${index}`;
  let state: BaseState = unwrap(game.setup(spec.config, seed));
  const seats = state.names.length;
  const botBySeat = seating(index, spec.bots.length, seats);
  const bots: Bot[] = botBySeat.map((b, s) => createBot(game, spec.bots[b]!, `${seed}:seat${s}`));
  const thinkMs = new Array<number>(seats).fill(0);
  const decisions = new Array<number>(seats).fill(0);
  const history: PlayedAction[] = [];
  const maxActions = spec.maxActions ?? 100_000;

  while (!game.outcome(state)) {
    if (history.length >= maxActions) throw new Error(`${game.name} game ${seed} did not end within ${maxActions} actions`);
    const seat: Seat | undefined = game.pending(state)[0];
    if (seat === undefined) throw new Error(`${game.name} game ${seed}: no seat is pending but the game is not over`);
    const legal = game.legalActions(state, seat);
    const started = clock();
    const action = bots[seat]!.decide(game.view(state, seat), legal, seat);
    thinkMs[seat]! += clock() - started;
    decisions[seat]!++;
    const next = game.apply(state, seat, action);
    if (!next.ok) throw new Error(`${bots[seat]!.name} chose an illegal action in ${game.name} game ${seed}: ${next.error.message}`);
    state = next.value;
    history.push({ seat, action });
  }
  const outcome = game.outcome(state)!;
  return {
    index,
    seed,
    botBySeat,
    results: outcome.results,
    scores: outcome.scores,
    ...(outcome.points ? { points: outcome.points } : {}),
    actions: history.length,
    thinkMs: thinkMs.map((ms) => Math.round(ms * 100) / 100),
    decisions,
    details: statistics ? statistics.collect(state, history) : {},
  };
}
