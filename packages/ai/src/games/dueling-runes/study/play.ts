/**
 * Playing a study's chunk, in the current thread and with no Node API: the terminal's runner
 * (./run.ts) and the browser's Workbench (its Web Workers) play the very same games with it. A
 * chunk's games are deterministic from its seed, so any of them replays the same duels anywhere.
 */
import type { AnyGame } from '@decktet/engine';
import type { ArenaGameSpec } from '../../../arena/play';
import { playArenaGame } from '../../../arena/play';
import { prepareArena } from '../../../arena/prepare';
import { statisticsFor } from '../../../arena/games';
import { BOT_GAMES } from '../../../registry';
import { formatBotSpec, parseBotSpec } from '../../../spec';
import { type ChunkHead, type ChunkRecord, type DuelRecord, duelRecord } from './chunk';
import { type Study, type StudyRun, chunkSeed } from './definition';

/** How a run's bots resolve (a level's search settings, its forbidden spells), written back as specs. */
export function resolvedSpecs(game: string, bots: readonly string[]): string[] {
  const entry = BOT_GAMES.find(game);
  return bots.map((b) => {
    const spec = parseBotSpec(b, entry?.difficulties, Object.keys(entry?.ruleBots ?? {}));
    if (!spec.ok) throw new Error(spec.error.message);
    return formatBotSpec(spec.value);
  });
}

/** A chunk ready to play: its seed, the resolved game and arena spec, and the turn limit its duels are drawn at. */
export interface ChunkPlan extends ChunkHead {
  readonly game: AnyGame;
  readonly spec: ArenaGameSpec;
  readonly turnLimit: number | null;
  readonly games: number;
}

/** Chunk `k` of a run: seed `<run seed>-<k>`; throws an Error saying what is wrong with the run's config or bots. */
export function planChunk(study: Study, run: StudyRun, k: number): ChunkPlan {
  const seed = chunkSeed(run, k);
  // The bots play their level's search settings in full, with no wall-clock stop: a busy or slow
  // machine plays the very same games, so a chunk replays exactly anywhere.
  const botSpecs = resolvedSpecs(study.game, run.bots);
  const { game, spec } = prepareArena({ game: study.game, bots: botSpecs, games: study.chunk, seed, config: run.config });
  return {
    run,
    chunk: k,
    seed,
    game,
    spec,
    play: { game: study.game, config: spec.config, bots: run.bots, botSpecs },
    turnLimit: game.turnLimit?.(spec.config as never) ?? null,
    games: study.chunk,
  };
}

/** Game `index` of a planned chunk, played here: its duel record. */
export function playDuel(plan: ChunkPlan, index: number): DuelRecord {
  return duelRecord(playArenaGame(plan.game, plan.spec, index, statisticsFor(plan.game.id)), plan.turnLimit);
}

/** Every game of a planned chunk, played in this thread, in order. */
export function playChunkDuels(plan: ChunkPlan): DuelRecord[] {
  return Array.from({ length: plan.games }, (_, i) => playDuel(plan, i));
}

/** A stored chunk played again here: null when its duels come out the same, else what differs first. */
export function replayDifference(study: Study, run: StudyRun, stored: ChunkRecord): string | null {
  const duels = playChunkDuels({ ...planChunk(study, run, stored.chunk), games: stored.games });
  const first = duels.findIndex((d, i) => JSON.stringify(d) !== JSON.stringify(stored.duels[i]));
  if (first < 0) return null;
  return `game ${first} (seed ${stored.seed}:${first}) was stored as ${JSON.stringify(stored.duels[first])} and plays now as ${JSON.stringify(duels[first])}`;
}
