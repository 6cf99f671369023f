/** The complete list of choices open to a wizard in the current stage. */
import type { CardId, Rng, Suit } from '@decktet/decktet';
import { CARD_IDS, ENERGY_WORDS, KNOT, MOON, PHASE_BITS, RUNES, RUNE_BIT, RUNE_WORDS, WYRM } from './cards';
import type { DuelingRunesAction } from './actions';
import { amnesiaTaskOf, faceUpCards } from './spells';
import { type DuelingRunesState, type Wizard, activeRunes, canTarget, energyFreePacked, energyOf, placedValue } from './state';

const PASS: DuelingRunesAction = Object.freeze({ type: 'pass' });

/*
 * Legal-action lists are built at every decision of every AI playout, so the common actions are
 * made once and shared (frozen: nobody may change them) instead of allocated each time.
 */
const PLAY: readonly DuelingRunesAction[] = CARD_IDS.map((card) => Object.freeze({ type: 'play', card }));
/** CAST[phase][energy 0–3][power 0–4][target + 1] (target 0: none). */
const CAST: readonly DuelingRunesAction[][][][] = RUNE_WORDS.map((rune) =>
  [0, 1, 2, 3].map((e) =>
    [0, 1, 2, 3, 4].map((power) =>
      [null, 0, 1, 2, 3].map((target) => Object.freeze({ type: 'cast', rune, energy: e === 3 ? null : ENERGY_WORDS[e]!, power, target }) as DuelingRunesAction),
    ),
  ),
);
const KEEP: DuelingRunesAction = Object.freeze({ type: 'keep' });
const REDRAW: DuelingRunesAction = Object.freeze({ type: 'redraw' });

export function recipeBits(recipe: readonly Suit[]): number {
  let m = 0;
  for (const s of recipe) m |= RUNE_BIT[s];
  return m;
}

function handRunes(hand: readonly number[]): number {
  let m = 0;
  for (const c of hand) m |= RUNES[c]!;
  return m;
}

type Recipes = { counterSpell: readonly Suit[]; magicMirror: readonly Suit[] };
const recipeCache = new WeakMap<Recipes, readonly [number, number]>();

/**
 * The rune masks of Counter Spell and Magic Mirror for a config, kept beside the config itself
 * (configs are never changed): asked at every reaction window.
 */
export function recipeMasks(config: Recipes): readonly [number, number] {
  let masks = recipeCache.get(config);
  if (!masks) {
    masks = [recipeBits(config.counterSpell), recipeBits(config.magicMirror)];
    recipeCache.set(config, masks);
  }
  return masks;
}

/** Can this wizard cast Counter Spell or Magic Mirror now (DR-16)? Only those who can are asked. */
export function canCastSpecial(s: DuelingRunesState, w: number): boolean {
  const wizard = s.wizards[w]!;
  return wizard.alive && wizard.seat !== null && handCanCastSpecial(s.config, wizard.hand);
}

/** Does a hand hold the runes of Counter Spell or Magic Mirror? */
export function handCanCastSpecial(config: Recipes, hand: readonly number[]): boolean {
  if (hand.length === 0) return false;
  const runes = handRunes(hand);
  const masks = recipeMasks(config);
  return (runes & masks[0]) === masks[0] || (runes & masks[1]) === masks[1];
}

/*
 * Minimal sets (DR-16) are worked out in scratch arrays, so that a reaction window costs no
 * allocation until an action object is made: `sorted` holds the hand in chart order, `subsetRunes`
 * the runes of every subset of it (bit i of a subset mask stands for `sorted[i]`), and
 * `minimalSets[k]` the first `setCount[k]` entries: the minimal sets of recipe k (0 Counter Spell,
 * 1 Magic Mirror) as subset masks, in canonical order.
 */
const MAX_HAND = 8;
const sorted = new Int32Array(MAX_HAND);
const subsetRunes = new Int32Array(1 << MAX_HAND);
let sortedLength = 0;
const minimalSets = [new Int32Array(1 << MAX_HAND), new Int32Array(1 << MAX_HAND)] as const;
const setCount = new Int32Array(2);

/**
 * Loads a hand into the scratch arrays and finds its minimal sets for both recipes (`masks`) in one
 * pass. Only cards carrying a rune of a recipe are loaded: any other card is in no minimal set,
 * and leaving it out keeps the sets' canonical order.
 */
function loadMinimalSets(hand: readonly number[], masks: readonly [number, number]): void {
  if (hand.length > MAX_HAND) throw new RangeError(`a hand of ${hand.length} cards: at most ${MAX_HAND} are expected`);
  const need0 = masks[0];
  const need1 = masks[1];
  const relevant = need0 | need1;
  let k = 0;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if ((RUNES[c]! & relevant) === 0) continue;
    // Insertion sort: walking the cards in chart order gives every set in canonical order.
    let j = k++;
    for (; j > 0 && sorted[j - 1]! > c; j--) sorted[j] = sorted[j - 1]!;
    sorted[j] = c;
  }
  sortedLength = k;
  subsetRunes[0] = 0;
  let n0 = 0;
  let n1 = 0;
  for (let mask = 1; mask < 1 << k; mask++) {
    // Each subset's runes from the subset without its lowest card; smaller subsets come first,
    // so the minimality test below finds all it needs already computed.
    const low = mask & -mask;
    const runes = subsetRunes[mask ^ low]! | RUNES[sorted[31 - Math.clz32(low)]!]!;
    subsetRunes[mask] = runes;
    if ((runes & need0) === need0 && isMinimal(mask, need0)) minimalSets[0][n0++] = mask;
    if ((runes & need1) === need1 && isMinimal(mask, need1)) minimalSets[1][n1++] = mask;
  }
  setCount[0] = n0;
  setCount[1] = n1;
}

/** A count of set bits. */
function bitCount(m: number): number {
  let n = 0;
  for (; m; m &= m - 1) n++;
  return n;
}

/** Does subset `mask` of the loaded hand, which holds the runes `need`, need every one of its cards? */
function isMinimal(mask: number, need: number): boolean {
  for (let rest = mask; rest; rest &= rest - 1) if ((subsetRunes[mask ^ (rest & -rest)]! & need) === need) return false;
  return true;
}

/** The cards (ids, chart order) of the `index`-th minimal set of recipe `k` of the loaded hand. */
function minimalSetIds(k: number, index: number): CardId[] {
  if (!(index < setCount[k]!)) throw new RangeError(`there is no minimal set number ${index}`);
  const mask = minimalSets[k]![index]!;
  // Built at its exact size (pushing into an empty list would grow its storage first).
  const set: CardId[] = new Array<CardId>(bitCount(mask));
  for (let i = 0, j = 0; i < sortedLength; i++) if (mask & (1 << i)) set[j++] = CARD_IDS[sorted[i]!]!;
  return set;
}

/** Can this wizard declare anything in the current phase? (A Wyrm with no one to aim at cannot, DR-9.) */
export function canDeclare(s: DuelingRunesState, w: number, phase: number): boolean {
  const wizard = s.wizards[w]!;
  return wizard.alive && canDeclareWith(s, w, phase, activeRunes(wizard));
}

/** `canDeclare` for a living wizard whose active runes (`activeRunes`) are already known. */
export function canDeclareWith(s: DuelingRunesState, w: number, phase: number, runes: number): boolean {
  if ((runes & PHASE_BITS[phase]!) === 0) return false;
  if (phase !== WYRM) return true;
  for (let t = 0; t < s.wizards.length; t++) if (t !== w && canTarget(s, w, t, 0)) return true;
  return false;
}

function castOptions(s: DuelingRunesState, w: number, out: DuelingRunesAction[]): void {
  const wizard = s.wizards[w]!;
  const phase = s.phase;
  if ((activeRunes(wizard) & PHASE_BITS[phase]!) === 0) return;
  const table = CAST[phase]!;
  const free = energyFreePacked(wizard);
  const suns = energyOf(free, 0);
  const waves = energyOf(free, 1);
  const leaves = energyOf(free, 2);
  const knotValue = phase === KNOT ? placedValue(wizard) : 0;
  // Moon spells name no target (index 0 of the table); the others every wizard they may aim at.
  for (let t = phase === MOON ? 0 : 1; t <= (phase === MOON ? 0 : s.wizards.length); t++) {
    if (t > 0 && ((phase === WYRM && t - 1 === w) || !canTarget(s, w, t - 1, knotValue))) continue;
    out.push(table[3]![0]![t]!);
    for (let n = 1; n <= suns; n++) out.push(table[0]![n]![t]!);
    for (let n = 1; n <= waves; n++) out.push(table[1]![n]![t]!);
    for (let n = 1; n <= leaves; n++) out.push(table[2]![n]![t]!);
  }
}

const SPECIAL_TYPES = ['counter', 'mirror'] as const;

/** Bit mask of the wizards `w` may aim a special spell at (DR-9, DR-13). */
function specialTargets(s: DuelingRunesState, w: number): number {
  let mask = 0;
  for (let t = 0; t < s.wizards.length; t++) if (canTarget(s, w, t, 0)) mask |= 1 << t;
  return mask;
}

function specialOptions(s: DuelingRunesState, w: number, out: DuelingRunesAction[]): void {
  const targets = specialTargets(s, w);
  loadMinimalSets(s.wizards[w]!.hand, recipeMasks(s.config));
  for (let k = 0; k < 2; k++) {
    // One discard list per set, shared by every target (actions are never changed in place).
    const discards: CardId[][] = [];
    for (let i = 0; i < setCount[k]!; i++) discards.push(minimalSetIds(k, i));
    for (let target = 0; target < s.wizards.length; target++) {
      if (targets & (1 << target)) for (const discard of discards) out.push({ type: SPECIAL_TYPES[k]!, target, discard });
    }
  }
}

/** The face-up cards of a sequence in chart order (the order Amnesia's choices are listed in). */
function faceUpInChartOrder(w: Wizard): number[] {
  const up = faceUpCards(w);
  // Insertion sort: at most five cards, no comparator calls.
  for (let i = 1; i < up.length; i++) {
    const c = up[i]!;
    let j = i;
    for (; j > 0 && up[j - 1]! > c; j--) up[j] = up[j - 1]!;
    up[j] = c;
  }
  return up;
}

/** k-element subsets of `items`, in order. */
function subsets(items: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === k) {
      out.push(chosen.slice());
      return;
    }
    for (let i = start; i < items.length; i++) {
      chosen.push(items[i]!);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}

/**
 * Every choice of wizard `w` in the current stage, whether or not it has already chosen (the
 * hidden-information tools re-deal choices with it). `legalActions` filters by who owes.
 */
export function optionsOf(s: DuelingRunesState, w: number): DuelingRunesAction[] {
  const wizard = s.wizards[w]!;
  switch (s.stage) {
    case 'choose': {
      const out: DuelingRunesAction[] = [];
      for (const c of wizard.hand) out.push(PLAY[c]!);
      return out;
    }
    case 'redraw':
      return [KEEP, REDRAW];
    case 'react': {
      const out: DuelingRunesAction[] = [PASS];
      specialOptions(s, w, out);
      return out;
    }
    case 'declare': {
      const out: DuelingRunesAction[] = [PASS];
      castOptions(s, w, out);
      return out;
    }
    case 'amnesia': {
      const task = amnesiaTaskOf(s, w);
      if (!task) return [];
      const up = faceUpInChartOrder(s.wizards[task.target]!);
      return subsets(up, task.count).map((set) => ({ type: 'hide', cards: set.map((c) => CARD_IDS[c]!) }));
    }
    default:
      return [];
  }
}

/**
 * One of `optionsOf(s, w)` chosen uniformly — exactly the one `rng.pick(optionsOf(s, w))` would
 * choose, with the same draw — without building the list (AI playouts choose thousands of times
 * a second; most of a list is never used).
 */
export function randomOption(s: DuelingRunesState, w: number, rng: Rng): DuelingRunesAction {
  const wizard = s.wizards[w]!;
  switch (s.stage) {
    case 'choose':
      return PLAY[rng.pick(wizard.hand)]!;
    case 'react': {
      const targets = specialTargets(s, w);
      loadMinimalSets(wizard.hand, recipeMasks(s.config));
      const perKind = bitCount(targets);
      const counterSets = setCount[0]!;
      const mirrorSets = setCount[1]!;
      const counters = perKind * counterSets;
      let i = rng.int(0, counters + perKind * mirrorSets);
      if (i === 0) return PASS;
      i--;
      const k = i < counters ? 0 : 1;
      if (k === 1) i -= counters;
      const sets = k === 0 ? counterSets : mirrorSets;
      // Targets in order, each with every set: the index is (target rank) × sets + set.
      let rank = Math.floor(i / sets);
      let target = 0;
      for (; target < s.wizards.length; target++) if (targets & (1 << target) && rank-- === 0) break;
      return { type: SPECIAL_TYPES[k]!, target, discard: minimalSetIds(k, i % sets) };
    }
    case 'declare': {
      const phase = s.phase;
      if ((activeRunes(wizard) & PHASE_BITS[phase]!) === 0) {
        rng.int(0, 0); // the draw rng.pick([PASS]) makes
        return PASS;
      }
      const free = energyFreePacked(wizard);
      const suns = energyOf(free, 0);
      const waves = energyOf(free, 1);
      const block = 1 + suns + waves + energyOf(free, 2);
      const knotValue = phase === KNOT ? placedValue(wizard) : 0;
      let mask = 0;
      if (phase === MOON) mask = 1;
      else for (let t = 1; t <= s.wizards.length; t++) if (!(phase === WYRM && t - 1 === w) && canTarget(s, w, t - 1, knotValue)) mask |= 1 << t;
      let i = rng.int(0, bitCount(mask >> 1) * block + (mask & 1) * block);
      if (i === 0) return PASS;
      i--;
      let rank = Math.floor(i / block);
      let t = 0;
      for (; t <= s.wizards.length; t++) if (mask & (1 << t) && rank-- === 0) break;
      const table = CAST[phase]!;
      let j = i % block;
      if (j === 0) return table[3]![0]![t]!;
      if (j <= suns) return table[0]![j]![t]!;
      j -= suns;
      if (j <= waves) return table[1]![j]![t]!;
      return table[2]![j - waves]![t]!;
    }
    case 'amnesia': {
      const task = amnesiaTaskOf(s, w);
      if (!task) return rng.pick(NO_OPTIONS);
      const up = faceUpInChartOrder(s.wizards[task.target]!);
      // The i-th k-subset in the order `subsets` lists them (lexicographic by position).
      let i = rng.int(0, binomial(up.length, task.count) - 1);
      const cards: CardId[] = [];
      for (let j = 0, k = task.count; k > 0; j++) {
        const starting = binomial(up.length - j - 1, k - 1);
        if (i < starting) {
          cards.push(CARD_IDS[up[j]!]!);
          k--;
        } else i -= starting;
      }
      return { type: 'hide', cards };
    }
    default:
      return rng.pick(optionsOf(s, w));
  }
}

const NO_OPTIONS: readonly DuelingRunesAction[] = [];

/** n choose k, for the small n of a spell sequence. */
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}
