/**
 * A fitted evaluation of a Dueling Runes position: each living wizard gets a strength, a weighted
 * sum of what it has (health, energy on show, the runes in its hand, its protections and timers),
 * and its share of the duel is its strength's softmax among the living — for two wizards, the
 * logistic win chance of the difference. The weights are fitted (`bench/fit-evaluation.ts`) to
 * the outcomes of duels played on by the playout policy, so the evaluation estimates what a
 * playout to the end would have said, at the cost of one sum.
 *
 * It reads a state the search dealt for itself (a determinization), as the health evaluation does.
 */
import type { BaseState } from '@decktet/engine';
import { CARD_RUNES, type DuelingRunesState, NO_RUNES, SPELLS, type Wizard, faceUpCount, hasAll, hasRune, lossOf, recipeRunesOf, shownEnergy, union } from '@decktet/dueling-runes';

/** What one wizard has, in the order of its weights. */
export const WIZARD_FEATURES = [
  'health',
  'sqrt-health',
  'suns-shown',
  'waves-shown',
  'leaves-shown',
  'face-up',
  'hand-size',
  'hand-wyrms',
  'hand-moons',
  'hand-knots',
  'pays-counter',
  'pays-mirror',
  'resist-cold-turns',
  'resist-heat-turns',
  'haste-turns',
  'invisible-turns',
  'harm-declared',
  'monster-health',
  'monster-attack',
  'poison-turns',
  'protection-turns',
] as const;

export const FEATURE_COUNT = WIZARD_FEATURES.length;

/**
 * The weights, one per feature, fitted on 40,000 duels (30% in the Advanced Game), seed `fit-1`:
 * `node --import tsx packages/ai/bench/fit-evaluation.ts 40000 0.3 fit-1` (docs/ai.md).
 */
export const FITTED_WEIGHTS: readonly number[] = [
  -0.1827, // health
  1.8889, // sqrt-health
  0.0522, // suns-shown
  0.0459, // waves-shown
  0.0938, // leaves-shown
  -0.0126, // face-up
  -0.1876, // hand-size
  0.1730, // hand-wyrms
  0.2005, // hand-moons
  0.1317, // hand-knots
  -0.0862, // pays-counter
  0.2974, // pays-mirror
  0.0020, // resist-cold-turns
  -0.0171, // resist-heat-turns
  0.0217, // haste-turns
  0.0363, // invisible-turns
  0.0034, // harm-declared
  0.1791, // monster-health
  0.1374, // monster-attack
  -0.3795, // poison-turns
  -0.0061, // protection-turns
];

const shown = { suns: 0, waves: 0, leaves: 0 };

/** Turns left of a timer that holds while the turn is not past `until`. */
const turnsLeft = (until: number, turn: number) => Math.max(0, until - turn + 1);

/** Writes wizard `i`'s features into `out` from `offset`. */
export function wizardFeatures(s: DuelingRunesState, i: number, out: Float64Array, offset = 0): void {
  const w: Wizard = s.wizards[i]!;
  const health = Math.max(0, w.health);
  shownEnergy(w, shown);
  let wyrms = 0;
  let moons = 0;
  let knots = 0;
  let runes = NO_RUNES;
  for (const c of w.hand) {
    const r = CARD_RUNES[c]!;
    runes = union(runes, r);
    if (hasRune(r, 'wyrms')) wyrms++;
    if (hasRune(r, 'moons')) moons++;
    if (hasRune(r, 'knots')) knots++;
  }
  const recipes = recipeRunesOf(s.config);
  let harm = 0;
  for (const d of s.declared) if (d.target === i && !d.monster && d.caster !== i && SPELLS[d.spell].phase === 'wyrm') harm += lossOf(d.spell, d.power);
  const a = w.advanced;
  const values = [
    health,
    Math.sqrt(health),
    shown.suns,
    shown.waves,
    shown.leaves,
    faceUpCount(w),
    w.hand.length,
    wyrms,
    moons,
    knots,
    hasAll(runes, recipes.counter) ? 1 : 0,
    hasAll(runes, recipes.mirror) ? 1 : 0,
    turnsLeft(w.resistColdUntil, s.turn),
    turnsLeft(w.resistHeatUntil, s.turn),
    turnsLeft(w.hasteUntil, s.turn),
    turnsLeft(w.invisibleUntil, s.turn),
    harm,
    a?.monster ? a.monster.health : 0,
    a?.monster ? a.monster.attack : 0,
    a ? turnsLeft(a.poisonUntil, s.turn) : 0,
    a ? turnsLeft(a.protectionUntil, s.turn) : 0,
  ];
  for (let k = 0; k < FEATURE_COUNT; k++) out[offset + k] = values[k]!;
}

const scratch = new Float64Array(FEATURE_COUNT);

/** A wizard's strength under `weights`. */
function strength(s: DuelingRunesState, i: number, weights: readonly number[]): number {
  wizardFeatures(s, i, scratch);
  let sum = 0;
  for (let k = 0; k < FEATURE_COUNT; k++) sum += weights[k]! * scratch[k]!;
  return sum;
}

/** The evaluation with these weights: per seat, its living wizard's softmax share; the dead score 0. */
export function fittedEvaluation(weights: readonly number[]): (state: BaseState) => number[] {
  if (weights.length !== FEATURE_COUNT) throw new Error(`a Dueling Runes evaluation needs ${FEATURE_COUNT} weights, not ${weights.length}`);
  return (state) => {
    const s = state as DuelingRunesState;
    const seats = s.names.length;
    const share = new Array<number>(seats).fill(0);
    const raw: number[] = [];
    let top = -Infinity;
    for (let i = 0; i < s.wizards.length; i++) {
      const x = s.wizards[i]!.alive ? strength(s, i, weights) : -Infinity;
      raw.push(x);
      if (x > top) top = x;
    }
    if (top === -Infinity) return share.fill(1 / seats);
    let total = 0;
    for (let i = 0; i < raw.length; i++) total += raw[i] = raw[i] === -Infinity ? 0 : Math.exp(raw[i]! - top);
    s.wizards.forEach((w, i) => {
      if (w.seat !== null) share[w.seat] = raw[i]! / total;
    });
    return share;
  };
}
