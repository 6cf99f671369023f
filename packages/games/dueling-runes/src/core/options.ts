/** The complete list of choices open to a wizard in the current stage. */
import type { CardId } from '@decktet/decktet';
import { CARD_IDS, inChartOrder } from './cards';
import type { DuelingRunesAction } from './actions';
import { type TargetProblem, canTarget, targetProblem } from './protections';
import { SPECIALS, minimalSets, needs, recipeRunesOf } from './recipes';
import { ENERGIES, type Energy, PHASES, type Phase, type RuneSet, activates, energyIndex, phaseIndex } from './runes';
import { activeRunes, faceUpCards, freeEnergy, placedValue } from './sequence';
import { type CastBlock, NO_BLOCKS, listCasts } from './cast-blocks';
import { amnesiaTaskOf } from './spells';
import type { DuelingRunesState, Wizard } from './state';
import { variantOf } from './variant';

/*
 * Legal-action lists are built at every decision of every AI playout, so the common actions are
 * made once and shared (frozen: nobody may change them) instead of allocated each time. The
 * tables holding them are read-only by type (a frozen array is slow to read).
 */
export const PASS: DuelingRunesAction = Object.freeze({ type: 'pass' });
export const KEEP: DuelingRunesAction = Object.freeze({ type: 'keep' });
export const REDRAW: DuelingRunesAction = Object.freeze({ type: 'redraw' });
/** Placing each card, by card number. */
export const PLAY: readonly DuelingRunesAction[] = CARD_IDS.map((card) => Object.freeze({ type: 'play', card }));

/** The most energy runes of one type a spell can use: a sequence shows at most four cards. */
const MOST_POWER = 4;
/** The wizards a spell can be aimed at, by index. */
const WIZARDS = [0, 1, 2, 3] as const;

/**
 * Every cast, by phase and energy type (`phaseIndex`, `energyIndex`) and power: the action naming
 * no target (index 0) and each target (index 1 + wizard).
 */
const CAST: readonly (readonly (readonly (readonly DuelingRunesAction[])[])[])[] = PHASES.map((rune) =>
  [...ENERGIES, null].map((energy) =>
    Array.from({ length: MOST_POWER + 1 }, (_, power) => [null, ...WIZARDS].map((target): DuelingRunesAction => Object.freeze({ type: 'cast', rune, energy, power, target }))),
  ),
);

/** The shared action casting in `phase` with `power` runes of `energy` (none: power 0) at `target` (null: a Moon spell). */
export function castAction(phase: Phase, energy: Energy | null, power: number, target: number | null): DuelingRunesAction {
  return CAST[phaseIndex(phase)]![energyIndex(energy)]![power]![target === null ? 0 : target + 1]!;
}

/** Can this wizard declare anything in the current phase? (A Wyrm with no one to aim at cannot, DR-9.) */
export function canDeclare(s: DuelingRunesState, w: number, phase: Phase): boolean {
  const wizard = s.wizards[w]!;
  return wizard.alive && canDeclareWith(s, w, phase, activeRunes(wizard));
}

/** `canDeclare` for a living wizard whose active runes (`activeRunes`) are already known. */
export function canDeclareWith(s: DuelingRunesState, w: number, phase: Phase, runes: RuneSet): boolean {
  if (!activates(runes, phase)) return false;
  const variants = variantOf(s.config).canDeclare(s, w, phase);
  if (variants !== null) return variants;
  if (phase !== 'wyrm') return true;
  for (let t = 0; t < s.wizards.length; t++) if (t !== w && canTarget(s, w, t, 0)) return true;
  return false;
}

/** Why a spell of the current phase cannot be aimed at a wizard: one of `TargetProblem`'s, or a Wyrm spell aimed at its caster (DR-9). */
export type AimProblem = TargetProblem | 'yourself';

/**
 * Why wizard `w` may not aim its spell of the current Wyrm or Knot phase at wizard `t` (DR-9,
 * DR-13), or null if it may: a Wyrm spell only at another wizard; a Knot spell, cast with a card
 * of value `knotValue`, not at one hidden from it. The legal casts and the refusals ask this.
 */
export function aimProblem(s: DuelingRunesState, w: number, t: number, knotValue: number): AimProblem | null {
  if (s.phase !== 'wyrm') return targetProblem(s, w, t, knotValue);
  return t === w ? 'yourself' : targetProblem(s, w, t, 0);
}

/** May wizard `w` aim its spell of the current Wyrm or Knot phase at wizard `t`? See `aimProblem`. */
export function canAimCast(s: DuelingRunesState, w: number, t: number, knotValue: number): boolean {
  return aimProblem(s, w, t, knotValue) === null;
}

/** The value of the card wizard `w` casts a Knot spell with (DR-13); 0 in the other phases. */
export function knotValueOf(s: DuelingRunesState, w: number): number {
  return s.phase === 'knot' ? placedValue(s.wizards[w]!) : 0;
}

/** The wizards wizard `w` may aim a Wyrm or Knot spell of the current phase at, in order. */
export function castTargets(s: DuelingRunesState, w: number): number[] {
  const knotValue = knotValueOf(s, w);
  return wizardsWhere(s, (t) => canAimCast(s, w, t, knotValue));
}

/** The wizards, in order, for whom `fits` holds (a plain loop: targets are listed at every step of an AI's playouts). */
function wizardsWhere(s: DuelingRunesState, fits: (t: number) => boolean): number[] {
  const wizards: number[] = [];
  for (let t = 0; t < s.wizards.length; t++) if (fits(t)) wizards.push(t);
  return wizards;
}

/** The basic casts at one aim with the free energy `free`, in the basic game's order: no energy, then 1… Suns, Waves, Leaves (DR-5). */
export function basicCasts(free: Record<Energy, number>, make: (energy: Energy | null, power: number) => DuelingRunesAction, out: DuelingRunesAction[]): void {
  out.push(make(null, 0));
  for (const energy of ENERGIES) for (let n = 1; n <= free[energy]; n++) out.push(make(energy, n));
}

/** How many basic casts there are at one aim (`basicCasts`). */
export const basicCastCount = (free: Record<Energy, number>): number => 1 + free.suns + free.waves + free.leaves;

/** The `j`-th of `basicCasts` (from 0), made alone. */
export function basicCastAt(free: Record<Energy, number>, j: number, make: (energy: Energy | null, power: number) => DuelingRunesAction): DuelingRunesAction {
  if (j === 0) return make(null, 0);
  for (const energy of ENERGIES) {
    if (j <= free[energy]) return make(energy, j);
    j -= free[energy];
  }
  throw new RangeError(`no basic cast ${j} past the end`);
}

/**
 * Wizard `w`'s declarations in the current phase (DR-5, DRA-2), in two parts: `listed`, one by
 * one — pass, the basic casts at each aim, and what the variant lists besides (the Advanced Game:
 * the basic Wyrm spells at monsters) — then the variant's casts in `blocks` (core/cast-blocks.ts),
 * which `optionsOf` lists after them. Readers that weigh every choice can go through a block
 * without making each cast.
 */
export function declarationsOf(s: DuelingRunesState, w: number): { listed: DuelingRunesAction[]; blocks: readonly CastBlock[] } {
  const listed: DuelingRunesAction[] = [PASS];
  const wizard = s.wizards[w]!;
  const phase = s.phase;
  const rules = variantOf(s.config);
  if (!activates(activeRunes(wizard), phase) || rules.canDeclare(s, w, phase) === false) return { listed, blocks: NO_BLOCKS };
  const free = freeEnergy(wizard, { suns: 0, waves: 0, leaves: 0 });
  // Moon spells name no target; the others every wizard they may aim at.
  for (const target of phase === 'moon' ? [null] : castTargets(s, w)) basicCasts(free, (energy, power) => castAction(phase, energy, power, target), listed);
  // Then what the variant adds.
  return { listed, blocks: rules.moreCasts(s, w, free, listed) };
}

/** The wizards `w` may aim a special spell at (DR-9, DR-13). */
export function specialTargets(s: DuelingRunesState, w: number): number[] {
  return wizardsWhere(s, (t) => canTarget(s, w, t, 0));
}

function specialOptions(s: DuelingRunesState, w: number, out: DuelingRunesAction[]): void {
  const targets = specialTargets(s, w);
  const recipes = recipeRunesOf(s.config);
  for (const special of SPECIALS) {
    // One discard list per set, shared by every target (actions are never changed in place).
    const discards = minimalSets(s.wizards[w]!.hand, needs(recipes, special)).map((set) => set.map((c) => CARD_IDS[c]!));
    for (const target of targets) for (const discard of discards) out.push({ type: special, target, discard });
  }
}

/** The face-up cards of a sequence in chart order (the order Amnesia's choices are listed in). */
export function faceUpInChartOrder(w: Wizard): number[] {
  return inChartOrder(faceUpCards(w));
}

/** k-element subsets of `items`, in order. */
function subsets(items: readonly number[], k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = 0; i + k <= items.length; i++) for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([items[i]!, ...rest]);
  return out;
}

/**
 * Every choice of wizard `w` in the current stage, whether or not it has already chosen (the
 * hidden-information tools re-deal choices with it). `legalActions` filters by who owes.
 */
export function optionsOf(s: DuelingRunesState, w: number): DuelingRunesAction[] {
  const wizard = s.wizards[w]!;
  switch (s.stage) {
    case 'choose':
      return wizard.hand.map((c) => PLAY[c]!);
    case 'redraw':
      return [KEEP, REDRAW];
    case 'react': {
      const out: DuelingRunesAction[] = [PASS];
      specialOptions(s, w, out);
      return out;
    }
    case 'declare': {
      const { listed, blocks } = declarationsOf(s, w);
      listCasts(blocks, listed);
      return listed;
    }
    case 'amnesia': {
      const task = amnesiaTaskOf(s, w);
      if (!task) return [];
      const up = faceUpInChartOrder(s.wizards[task.target]!);
      return subsets(up, task.count).map((set) => ({ type: 'hide', cards: set.map((c): CardId => CARD_IDS[c]!) }));
    }
    case 'over':
      return [];
    default:
      // A stage of the variant's (the Advanced Game's `charm`, DRA-17, and `attack`, DRA-13).
      return variantOf(s.config).stageOptions(s, w);
  }
}
