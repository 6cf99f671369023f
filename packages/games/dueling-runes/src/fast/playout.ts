/**
 * Random games on a fast path, for the AI's playouts, simulations and benchmarks.
 *
 * A random game asks for a legal action some two hundred times; listing every choice only to pick
 * one costs more than the rules themselves. So `randomOption` draws the action
 * `rng.pick(optionsOf(s, w))` would choose — with the same single draw — by counting the choices
 * of each kind and building only the one drawn; `randomPlayout` plays a whole game so. The
 * engine's conformance suite holds both to that (randomAction against a pick from legalActions,
 * randomPlayout against a step-by-step random game), so every count below names what it mirrors
 * in options.ts (and advanced/options.ts, whose blocks of advanced casts are counted, not listed).
 */
import type { CardId, Rng } from '@decktet/decktet';
import type { DuelingRunesAction } from '../core/actions';
import { rulesOf } from '../variants';
import { CARD_IDS, RUNES } from '../core/cards';
import { PASS, PLAY, basicCastAt, basicCastCount, canAimCast, castAction, faceUpInChartOrder, knotValueOf, optionsOf } from '../core/options';
import { canTarget } from '../core/protections';
import { FULL_HAND } from '../core/deck';
import { type RecipeRunes, SPECIALS, recipeRunesOf } from '../core/recipes';
import { NO_RUNES, type RuneSet, activates, hasAll, sharesRune, union } from '../core/runes';
import { Draws, HandSets, Scratch } from './scratch';
import { activeRunes, freeEnergy } from '../core/sequence';
import { amnesiaTaskOf } from '../core/spells';
import { canDeclareAdvanced, castBlocks } from '../advanced/options';
import { NO_BLOCKS, castAt, castsIn } from '../core/cast-blocks';
import { canAimAtMonster } from '../advanced/monsters';
import type { DuelingRunesState } from '../core/state';
import { act } from '../core/turn';

/** The seat of the first wizard that owes a decision (the engine's first pending seat), -1 if none. */
function firstToDecide(s: DuelingRunesState): number {
  for (const w of s.wizards) if (w.owes && w.seat !== null) return w.seat;
  return -1;
}

/**
 * The minimal sets of wizard `w`'s hand for both recipes (recipes.ts, minimalSets), found in the
 * lists of a scratch (scratch.ts) without lists of lists, or as found before for the same hand:
 * `cards` holds the hand's cards carrying a rune of either recipe, in chart order, and a set is a
 * number whose bit i stands for `cards[i]` — so counting up through the numbers goes through the
 * sets in the order minimalSets lists them. This module is the one place besides runes.ts that
 * uses bit operations: on these subsets of a hand.
 */
function minimalSetsOf(draws: Draws, w: number, hand: readonly number[], { counter, mirror }: RecipeRunes): HandSets {
  if (hand.length > FULL_HAND) throw new RangeError(`a hand of ${hand.length} cards: at most ${FULL_HAND} are expected`);
  const found = (draws.hands[w] ??= new HandSets());
  if (sameCards(found.hand, hand)) return found;
  copyCards(hand, found.hand);
  const cards = found.cards;
  const useful = union(counter, mirror);
  let k = 0;
  for (let h = 0; h < hand.length; h++) {
    const c = hand[h]!;
    if (!sharesRune(RUNES[c]!, useful)) continue;
    // In chart order as they come (an insertion sort).
    let j = k++;
    for (; j > 0 && cards[j - 1]! > c; j--) cards[j] = cards[j - 1]!;
    cards[j] = c;
  }
  found.cardCount = k;
  // Each subset's runes from the subset without its lowest card: smaller numbers come first.
  const runes = draws.subsetRunes;
  const [counters, mirrors] = found.sets;
  runes[0] = NO_RUNES;
  let nc = 0;
  let nm = 0;
  for (let set = 1; set < 1 << k; set++) {
    const low = set & -set;
    const held = union(runes[set ^ low]!, RUNES[cards[31 - Math.clz32(low)]!]!);
    runes[set] = held;
    if (hasAll(held, counter) && isMinimal(runes, set, counter)) counters[nc++] = set;
    if (hasAll(held, mirror) && isMinimal(runes, set, mirror)) mirrors[nm++] = set;
  }
  found.setCount[0] = nc;
  found.setCount[1] = nm;
  for (let i = 0; i < nc; i++) found.ids[0][i] = null;
  for (let i = 0; i < nm; i++) found.ids[1][i] = null;
  return found;
}

/** Do two lists hold the same cards in the same order? */
function sameCards(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Makes `to` a copy of `from`, keeping its room. */
function copyCards(from: readonly number[], to: number[]): void {
  for (let i = 0; i < from.length; i++) to[i] = from[i]!;
  while (to.length > from.length) to.pop();
}

/** Does subset `set`, which holds the runes `need`, need every one of its cards? */
function isMinimal(runes: readonly RuneSet[], set: number, need: RuneSet): boolean {
  for (let rest = set; rest !== 0; rest &= rest - 1) if (hasAll(runes[set ^ (rest & -rest)]!, need)) return false;
  return true;
}

/** The card ids of the `index`-th minimal set of recipe `k` (chart order), made once per hand. */
function setIds(found: HandSets, k: 0 | 1, index: number): CardId[] {
  const made = found.ids[k][index];
  if (made) return made;
  const set = found.sets[k][index]!;
  let size = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) size++;
  // Made at its exact size (pushing into an empty list would grow its storage first).
  const ids = new Array<CardId>(size);
  for (let i = 0, j = 0; i < found.cardCount; i++) if (set & (1 << i)) ids[j++] = CARD_IDS[found.cards[i]!]!;
  found.ids[k][index] = ids;
  return ids;
}

/** The wizards `w` may aim a special spell at (DR-9): a bit per wizard. */
function specialTargets(s: DuelingRunesState, w: number): number {
  let targets = 0;
  for (let t = 0; t < s.wizards.length; t++) if (canTarget(s, w, t, 0)) targets |= 1 << t;
  return targets;
}

/** The wizards `w` may aim its spell of the current Wyrm or Knot phase at (options.ts, castTargets): a bit per wizard. */
function castTargets(s: DuelingRunesState, w: number): number {
  const knotValue = knotValueOf(s, w);
  let targets = 0;
  for (let t = 0; t < s.wizards.length; t++) if (canAimCast(s, w, t, knotValue)) targets |= 1 << t;
  return targets;
}

/** How many wizards a set of targets holds. */
function targetCount(targets: number): number {
  let n = 0;
  for (let rest = targets; rest !== 0; rest &= rest - 1) n++;
  return n;
}

/** The `rank`-th wizard (from 0) of a set of targets. */
function nthTarget(targets: number, rank: number): number {
  let rest = targets;
  for (; rank > 0; rank--) rest &= rest - 1;
  return 31 - Math.clz32(rest & -rest);
}

/** A reaction window (options.ts, specialOptions): pass, or each special spell at each target with each minimal set. */
function randomReaction(s: DuelingRunesState, w: number, rng: Rng, draws: Draws, recipes: RecipeRunes): DuelingRunesAction {
  const aimable = specialTargets(s, w);
  const targets = targetCount(aimable);
  const found = minimalSetsOf(draws, w, s.wizards[w]!.hand, recipes);
  const counters = targets * found.setCount[0];
  let i = rng.int(0, counters + targets * found.setCount[1]);
  if (i === 0) return PASS;
  i--;
  const k = i < counters ? 0 : 1;
  if (k === 1) i -= counters;
  const sets = found.setCount[k];
  // Targets in order, each with every set: the index is (target rank) × sets + set.
  return { type: SPECIALS[k]!, target: nthTarget(aimable, Math.floor(i / sets)), discard: setIds(found, k, i % sets) };
}

/**
 * A declaration (options.ts, declarationsOf): pass, or per target no energy, then 1… of each energy
 * type; in the Advanced Game then the same at each monster in the Wyrm phase, then the advanced
 * casts (advanced/options.ts).
 */
function randomCast(s: DuelingRunesState, w: number, rng: Rng, draws: Draws): DuelingRunesAction {
  const wizard = s.wizards[w]!;
  const phase = s.phase;
  if (!activates(activeRunes(wizard), phase) || (wizard.advanced && !canDeclareAdvanced(s, w, phase))) {
    rng.int(0, 0); // the draw rng.pick([PASS]) makes
    return PASS;
  }
  const free = freeEnergy(wizard, draws.free);
  const block = basicCastCount(free);
  // Moon spells name no target: one block of choices.
  const moon = phase === 'moon';
  const aimable = moon ? 0 : castTargets(s, w);
  const basic = (moon ? 1 : targetCount(aimable)) * block;
  const monsters = wizard.advanced && phase === 'wyrm' ? monsterTargets(s, w) : 0;
  const atMonsters = targetCount(monsters) * block;
  const blocks = wizard.advanced ? castBlocks(s, w) : NO_BLOCKS;
  let i = rng.int(0, basic + atMonsters + castsIn(blocks));
  if (i === 0) return PASS;
  i--;
  if (i < basic) {
    const target = moon ? null : nthTarget(aimable, Math.floor(i / block));
    return basicCastAt(free, i % block, (energy, power) => castAction(phase, energy, power, target));
  }
  i -= basic;
  if (i < atMonsters) {
    const target = nthTarget(monsters, Math.floor(i / block));
    return basicCastAt(free, i % block, (energy, power) => ({ type: 'cast', rune: phase, energy, power, target, monster: true }));
  }
  return castAt(blocks, i - atMonsters);
}

/** The wizards whose monsters `w` may aim a Wyrm spell at (DRA-11): a bit per wizard. */
function monsterTargets(s: DuelingRunesState, w: number): number {
  let targets = 0;
  for (let t = 0; t < s.wizards.length; t++) if (canAimAtMonster(s, w, t)) targets |= 1 << t;
  return targets;
}

/** An Amnesia choice (options.ts, subsets): the i-th k-subset of the face-up cards in chart order, lexicographic by position. */
function randomHiding(s: DuelingRunesState, w: number, rng: Rng): DuelingRunesAction {
  const task = amnesiaTaskOf(s, w);
  if (!task) return rng.pick(optionsOf(s, w));
  const up = faceUpInChartOrder(s.wizards[task.target]!);
  let i = rng.int(0, binomial(up.length, task.count) - 1);
  const cards = new Array<CardId>(task.count);
  for (let j = 0, k = task.count; k > 0; j++) {
    const starting = binomial(up.length - j - 1, k - 1);
    if (i < starting) cards[task.count - k--] = CARD_IDS[up[j]!]!;
    else i -= starting;
  }
  return { type: 'hide', cards };
}

/** n choose k, for the small n of a spell sequence. */
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * One of `optionsOf(s, w)` chosen uniformly — exactly the one `rng.pick(optionsOf(s, w))` would
 * choose, with the same draw — without building the list. A random game passes the lists it keeps
 * for its draws, and its scratch's recipes; a single draw makes its own.
 */
export function randomOption(s: DuelingRunesState, w: number, rng: Rng, draws?: Draws, scratch?: Scratch): DuelingRunesAction {
  switch (s.stage) {
    case 'choose':
      return PLAY[rng.pick(s.wizards[w]!.hand)]!;
    case 'react':
      return randomReaction(s, w, rng, draws ?? new Draws(), scratch ? scratch.recipes() : recipeRunesOf(s.config));
    case 'declare':
      return randomCast(s, w, rng, draws ?? new Draws());
    case 'amnesia':
      return randomHiding(s, w, rng);
    default:
      return rng.pick(optionsOf(s, w));
  }
}

/** Plays the duel on in place, the first wizard owing a decision choosing at random, for at most `maxActions` actions; returns how many were played. */
export function randomPlayout(s: DuelingRunesState, rng: Rng, maxActions: number): number {
  const scratch = new Scratch(s.config, rulesOf(s.config.variant, s.config.table));
  const draws = new Draws();
  let n = 0;
  for (; n < maxActions && s.stage !== 'over'; n++) {
    const seat = firstToDecide(s);
    if (seat < 0) throw new Error('no wizard owes a decision but the duel is not over');
    act(s, seat, randomOption(s, seat, rng, draws, scratch), false, scratch);
  }
  return n;
}
