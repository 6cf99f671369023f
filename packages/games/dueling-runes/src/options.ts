/** The complete list of choices open to a wizard in the current stage. */
import type { Suit } from '@decktet/decktet';
import { CARD_IDS, ENERGY_WORDS, KNOT, MOON, PHASE_BITS, RUNES, RUNE_BIT, RUNE_WORDS, VALUE, WYRM } from './cards';
import type { DuelingRunesAction } from './actions';
import { amnesiaTasks, faceUpCards } from './spells';
import { type DuelingRunesState, activeRunes, canTarget, energyFree } from './state';

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

/** The rune masks of Counter Spell and Magic Mirror for a config (cached: asked at every reaction window). */
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
  const [counter, mirror] = recipeMasks(config);
  return (runes & counter) === counter || (runes & mirror) === mirror;
}

const subsetRunes = new Int32Array(64);

/** The minimal sets of hand cards whose runes include `need`: no card of a set can be left out (DR-16). */
export function minimalSets(unordered: readonly number[], need: number): number[][] {
  const sets: number[][] = [];
  // Walking the cards in chart order builds every set already in canonical order.
  const hand = unordered.slice().sort((a, b) => a - b);
  const k = hand.length;
  const full = 1 << k;
  // The runes of every subset, each built from the subset without its lowest card.
  subsetRunes[0] = 0;
  for (let mask = 1; mask < full; mask++) {
    const low = mask & -mask;
    subsetRunes[mask] = subsetRunes[mask ^ low]! | RUNES[hand[31 - Math.clz32(low)]!]!;
  }
  for (let mask = 1; mask < full; mask++) {
    if ((subsetRunes[mask]! & need) !== need) continue;
    let minimal = true;
    for (let rest = mask; rest && minimal; rest &= rest - 1) {
      if ((subsetRunes[mask ^ (rest & -rest)]! & need) === need) minimal = false;
    }
    if (!minimal) continue;
    const set: number[] = [];
    for (let i = 0; i < k; i++) if (mask & (1 << i)) set.push(hand[i]!);
    sets.push(set);
  }
  return sets;
}

/** Can this wizard declare anything in the current phase? (A Wyrm with no one to aim at cannot, DR-9.) */
export function canDeclare(s: DuelingRunesState, w: number, phase: number): boolean {
  const wizard = s.wizards[w]!;
  if (!wizard.alive || (activeRunes(wizard) & PHASE_BITS[phase]!) === 0) return false;
  if (phase !== WYRM) return true;
  for (let t = 0; t < s.wizards.length; t++) if (t !== w && canTarget(s, w, t, 0)) return true;
  return false;
}

function castOptions(s: DuelingRunesState, w: number, out: DuelingRunesAction[]): void {
  const wizard = s.wizards[w]!;
  const phase = s.phase;
  if ((activeRunes(wizard) & PHASE_BITS[phase]!) === 0) return;
  const table = CAST[phase]!;
  const suns = energyFree(wizard, 0);
  const waves = energyFree(wizard, 1);
  const leaves = energyFree(wizard, 2);
  const knotValue = phase === KNOT ? VALUE[wizard.placed]! : 0;
  // Moon spells name no target (index 0 of the table); the others every wizard they may aim at.
  for (let t = phase === MOON ? 0 : 1; t <= (phase === MOON ? 0 : s.wizards.length); t++) {
    if (t > 0 && ((phase === WYRM && t - 1 === w) || !canTarget(s, w, t - 1, knotValue))) continue;
    out.push(table[3]![0]![t]!);
    for (let n = 1; n <= suns; n++) out.push(table[0]![n]![t]!);
    for (let n = 1; n <= waves; n++) out.push(table[1]![n]![t]!);
    for (let n = 1; n <= leaves; n++) out.push(table[2]![n]![t]!);
  }
}

function specialOptions(s: DuelingRunesState, w: number, out: DuelingRunesAction[]): void {
  const wizard = s.wizards[w]!;
  const targets: number[] = [];
  for (let t = 0; t < s.wizards.length; t++) if (canTarget(s, w, t, 0)) targets.push(t);
  const masks = recipeMasks(s.config);
  for (let k = 0; k < 2; k++) {
    const type = k === 0 ? 'counter' : 'mirror';
    // One discard list per set, shared by every target (actions are never changed in place).
    const discards = minimalSets(wizard.hand, masks[k]!).map((set) => set.map((c) => CARD_IDS[c]!));
    for (const target of targets) for (const discard of discards) out.push({ type, target, discard });
  }
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

/** The Amnesia `w` is now choosing for, if any. */
export function amnesiaTaskOf(s: DuelingRunesState, w: number) {
  return amnesiaTasks(s).find((t) => t.chooser === w);
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
      const up = faceUpCards(s.wizards[task.target]!).sort((a, b) => a - b);
      return subsets(up, task.count).map((set) => ({ type: 'hide', cards: set.map((c) => CARD_IDS[c]!) }));
    }
    default:
      return [];
  }
}
