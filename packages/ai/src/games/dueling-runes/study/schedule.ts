/**
 * Which run a sequential study plays next and how many games it may still take: the same choice
 * in the terminal (./run.ts) and in the browser's Workbench. The unfinished run with the fewest
 * games goes next, so runs compared side by side advance together.
 */
import type { ChunkRecord } from './chunk';
import { type Figure, runDone, runGames, wantsGames } from './criteria';
import type { Study, StudyRun } from './definition';
import { gamesToDecide } from './sequential';

/** The run to play next: the unfinished run with the fewest games (the study's order breaks ties); null when all are done. */
export function nextRun(study: Study, data: ReadonlyMap<string, readonly ChunkRecord[]>, figures: readonly Figure[]): StudyRun | null {
  let best: StudyRun | null = null;
  for (const run of study.runs) {
    const games = runGames(data, run.run);
    if (runDone(study, run, figures, games)) continue;
    if (!best || games < runGames(data, best.run)) best = run;
  }
  return best;
}

/** Games left: to the cap for every unfinished run, and to decide every figure were its estimate to stay. */
export function gamesLeft(study: Study, data: ReadonlyMap<string, readonly ChunkRecord[]>, figures: readonly Figure[]) {
  let toCap = 0;
  let toDecide = 0;
  for (const run of study.runs) {
    const games = runGames(data, run.run);
    if (runDone(study, run, figures, games)) continue;
    toCap += study.cap - games;
    const needed = figures.filter((f) => f.runs.includes(run.run) && wantsGames(f)).map((f) => gamesToDecide(f.estimate, f.ci, f.bounds, games, study.cap));
    toDecide += Math.max(games, ...needed) - games;
  }
  return { toCap, toDecide };
}
