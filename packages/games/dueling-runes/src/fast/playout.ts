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
import type { PlayoutMemory } from '@decktet/engine';
import type { DuelingRunesAction } from '../core/actions';
import { rulesOf } from '../variants';
import { CARD_IDS } from '../core/cards';
import { PASS, PLAY, basicCastAt, basicCastCount, canAimCast, castAction, faceUpInChartOrder, knotValueOf, optionsOf } from '../core/options';
import { canTarget } from '../core/protections';
import { type RecipeRunes, SPECIALS, recipeRunesOf } from '../core/recipes';
import { activates } from '../core/runes';
import { binomial, nthTarget, targetCount } from './counting';
import { minimalSetsOf, setIds } from './minimal-sets';
import { covers, startsHere } from './bookkeeping';
import { NumberedDuel, PLACEMENT_BOUND } from './duel';
import { Draws, Scratch } from './scratch';
import { activeRunes, freeEnergy } from '../core/sequence';
import { amnesiaTaskOf } from '../core/spells';
import { canDeclareAdvanced, castBlocks } from '../advanced/options';
import { NO_BLOCKS, castAt, castsIn } from '../core/cast-blocks';
import { canAimAtMonster } from '../advanced/monsters';
import type { DuelingRunesState } from '../core/state';
import { act, advance } from '../core/turn';

/** The seat of the first wizard that owes a decision (the engine's first pending seat), -1 if none. */
function firstToDecide(s: DuelingRunesState): number {
  for (const w of s.wizards) if (w.owes && w.seat !== null) return w.seat;
  return -1;
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

/** A reaction window (options.ts, specialOptions): pass, or each special spell at each target with each minimal set. */
function randomReaction(s: DuelingRunesState, w: number, rng: Rng, draws: Draws, recipes: RecipeRunes): DuelingRunesAction {
  const aimable = specialTargets(s, w);
  const targets = targetCount(aimable);
  const found = minimalSetsOf(draws, w, s.wizards[w]!.hand, s.wizards[w]!.hand.length, recipes);
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

/**
 * The working memory of random games (the engine's `PlayoutMemory`), made by a caller that plays
 * many one after another and passed to each: the numbered duel's arrays, which every play sets
 * afresh. The lists and scratch a game draws in belong to its table and its variant, so each game
 * still makes its own.
 */
export class DuelMemory implements PlayoutMemory {
  readonly playoutMemoryOf = 'dueling-runes';
  readonly numbered = new NumberedDuel();
}

/**
 * Plays the duel on in place, the first wizard owing a decision choosing at random, for at most
 * `maxActions` actions; returns how many were played. The basic game between players (`covers`,
 * bookkeeping.ts) is played on numbered bookkeeping (duel.ts) from the first placement on where
 * enough actions are left for a whole (mini-)turn; the rest, and every other table, by the rules' own steps.
 * `memory`: the caller's (`DuelMemory`), used for this game only; without it the game makes its own.
 */
export function randomPlayout(s: DuelingRunesState, rng: Rng, maxActions: number, memory?: PlayoutMemory): number {
  if (memory !== undefined && !(memory instanceof DuelMemory)) {
    throw new Error(`a Dueling Runes random game was given another game's playout memory (${memory.playoutMemoryOf})`);
  }
  const scratch = new Scratch(s.config, rulesOf(s.config.variant, s.config.table));
  const draws = new Draws();
  const numbered = covers(s.config) ? (memory?.numbered ?? new NumberedDuel()) : null;
  let n = 0;
  while (n < maxActions && s.stage !== 'over') {
    if (numbered && maxActions - n >= PLACEMENT_BOUND && startsHere(s)) {
      n += numbered.play(s, rng, maxActions - n, draws, scratch.recipes());
      // Stopped for want of actions at a placement nobody chooses in (a haste mini-turn whose
      // hasted wizards are confused, DR-12, DR-15): the rules run on by themselves to the next
      // decision (over, nobody owes one either, and `advance` does nothing).
      if (firstToDecide(s) < 0) advance(s, false, scratch);
      continue;
    }
    const seat = firstToDecide(s);
    if (seat < 0) throw new Error('no wizard owes a decision but the duel is not over');
    act(s, seat, randomOption(s, seat, rng, draws, scratch), false, scratch);
    n++;
  }
  return n;
}
