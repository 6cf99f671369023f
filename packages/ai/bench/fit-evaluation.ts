/**
 * Fits the weights of the Dueling Runes fitted evaluation (src/games/dueling-runes/fitted.ts).
 *
 * Plays seeded two-wizard duels (a share of them in the Advanced Game) with the search's own
 * playout policy for both wizards, takes positions along the way, and fits a logistic model of the
 * first wizard's score on the difference of the two wizards' features (Newton's method with a
 * small ridge). Half the duels are held out: the script prints the log-loss of the fitted model
 * and of the health evaluation on them, and the weights as a TypeScript array.
 *
 * Run: node --import tsx packages/ai/bench/fit-evaluation.ts [duels] [advanced share] [seed]
 */
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { BOT_GAMES, heuristicPlayout } from '@decktet/ai';
import { type DuelingRunesState, SIMULATION_CONFIG } from '@decktet/dueling-runes';
import { step } from '../src/ismcts';
import { FEATURE_COUNT, WIZARD_FEATURES, wizardFeatures } from '../src/games/dueling-runes/fitted';
import { duelingRunesEvaluate } from '../src/games/dueling-runes/heuristic';

const [duelsArg = '20000', advancedArg = '0.3', seed = 'fit-1'] = process.argv.slice(2);
const duels = Number(duelsArg);
const advancedShare = Number(advancedArg);
const entry = BOT_GAMES.find('dueling-runes')!;
const game = entry.game;
const policy = heuristicPlayout(game, entry.heuristic!);
/** One position in this many is kept (positions of one duel are alike). */
const KEEP_ONE_IN = 8;

interface Sample {
  readonly x: Float64Array;
  readonly y: number;
  /** The health evaluation's share for the first wizard, for comparison. */
  readonly health: number;
}

const train: Sample[] = [];
const test: Sample[] = [];
const a = new Float64Array(FEATURE_COUNT);
const b = new Float64Array(FEATURE_COUNT);
for (let d = 0; d < duels; d++) {
  const rng = Rng.fast(`${seed}-${d}`);
  const advanced = rng.int(0, 999) < advancedShare * 1000;
  const config = game.configSchema.parse({ ...SIMULATION_CONFIG, ...(advanced ? { variant: 'advanced' } : {}) });
  let state = unwrap(game.setup(config, `${seed}-${d}`)) as DuelingRunesState;
  const kept: { x: Float64Array; health: number }[] = [];
  while (!game.outcome(state)) {
    if (rng.int(0, KEEP_ONE_IN - 1) === 0 && state.wizards[0]!.alive && state.wizards[1]!.alive) {
      wizardFeatures(state, 0, a);
      wizardFeatures(state, 1, b);
      const x = new Float64Array(FEATURE_COUNT);
      for (let k = 0; k < FEATURE_COUNT; k++) x[k] = a[k]! - b[k]!;
      kept.push({ x, health: duelingRunesEvaluate(state)[0]! });
    }
    const seat = game.pending(state)[0]!;
    state = step(game, state, seat, policy(state, game.legalActions(state, seat), seat, rng)) as DuelingRunesState;
  }
  const y = game.outcome(state)!.scores[0]!;
  for (const k of kept) (d % 2 === 0 ? train : test).push({ ...k, y });
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: readonly number[], x: Float64Array) => {
  let s = 0;
  for (let k = 0; k < FEATURE_COUNT; k++) s += w[k]! * x[k]!;
  return s;
};

/** Solves H w = g by Gaussian elimination with partial pivoting. */
function solve(h: number[][], g: number[]): number[] {
  const n = g.length;
  const m = h.map((row, i) => [...row, g[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const w = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * w[k]!;
    w[r] = s / m[r]![r]!;
  }
  return w;
}

const RIDGE = 1e-2;
let w = new Array<number>(FEATURE_COUNT).fill(0);
for (let iter = 0; iter < 12; iter++) {
  const g = new Array<number>(FEATURE_COUNT).fill(0);
  const h = Array.from({ length: FEATURE_COUNT }, () => new Array<number>(FEATURE_COUNT).fill(0));
  for (const s of train) {
    const p = sigmoid(dot(w, s.x));
    const q = p * (1 - p);
    for (let i = 0; i < FEATURE_COUNT; i++) {
      g[i]! += (s.y - p) * s.x[i]!;
      for (let j = 0; j <= i; j++) h[i]![j]! += q * s.x[i]! * s.x[j]!;
    }
  }
  for (let i = 0; i < FEATURE_COUNT; i++) {
    g[i]! -= RIDGE * w[i]!;
    h[i]![i]! += RIDGE;
    for (let j = 0; j < i; j++) h[j]![i] = h[i]![j]!;
  }
  const delta = solve(h, g);
  w = w.map((v, i) => v + delta[i]!);
  if (Math.max(...delta.map(Math.abs)) < 1e-7) break;
}

const clip = (p: number) => Math.min(1 - 1e-6, Math.max(1e-6, p));
const logLoss = (samples: readonly Sample[], predict: (s: Sample) => number) =>
  samples.reduce((sum, s) => {
    const p = clip(predict(s));
    return sum - (s.y * Math.log(p) + (1 - s.y) * Math.log(1 - p));
  }, 0) / samples.length;
const accuracy = (samples: readonly Sample[], predict: (s: Sample) => number) => samples.filter((s) => s.y !== 0.5 && predict(s) > 0.5 === s.y > 0.5).length / samples.filter((s) => s.y !== 0.5).length;

const fitted = (s: Sample) => sigmoid(dot(w, s.x));
const health = (s: Sample) => s.health;
console.log(`${duels} duels (${advancedShare * 100}% advanced), ${train.length} training and ${test.length} held-out positions`);
console.log(`held out: fitted log-loss ${logLoss(test, fitted).toFixed(4)}, accuracy ${(accuracy(test, fitted) * 100).toFixed(1)}%; health log-loss ${logLoss(test, health).toFixed(4)}, accuracy ${(accuracy(test, health) * 100).toFixed(1)}%`);
console.log('export const FITTED_WEIGHTS: readonly number[] = [');
WIZARD_FEATURES.forEach((name, i) => console.log(`  ${w[i]!.toFixed(4)}, // ${name}`));
console.log('];');
