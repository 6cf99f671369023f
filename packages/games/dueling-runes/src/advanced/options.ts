/**
 * The choices of a wizard declaring in the Advanced Game (DRA-2, DRA-10, DRA-11), in one fixed
 * order: `pass`; the basic spells as in the basic game — for each wizard it may aim at, in order,
 * no energy, then 1… Suns, Waves, Leaves — and, in the Wyrm phase, the same at each other wizard's
 * monster, by owner; then the advanced spells of the phase in the recipe table's order, each for
 * every target it may take (none, the wizards in order, the monsters by owner) and every count of
 * its energy types (1 … free of each, the last type counting fastest).
 */
import type { DuelingRunesAction } from '../core/actions';
import { type Recipe, type RuneCounts, recipesOf } from './recipes';
import { isFeared } from './lasting';
import { canAimAtMonster } from './monsters';
import { canTarget } from '../core/protections';
import { canActivate, freeForCasts } from './rune-use';
import { ENERGIES, type Energy, type Phase } from '../core/runes';
import { placedValue } from '../core/sequence';
import { SPELLS, type SpellId } from '../core/spells-table';
import type { DuelingRunesState } from '../core/state';

/** What a spell is aimed at: a wizard (or none), or the monster of wizard `target`. */
export interface Aim {
  target: number | null;
  monster?: true;
}

/** Can wizard `w`, whose new card carries the phase's rune, declare in `phase` of the Advanced Game (DRA-10, DRA-11, DRA-16)? */
export function canDeclareAdvanced(s: DuelingRunesState, w: number, phase: Phase): boolean {
  const wizard = s.wizards[w]!;
  if (!canActivate(wizard, phase)) return false;
  if (phase !== 'wyrm') return true;
  // A feared wizard is not asked in the Wyrm phase (DRA-16); a Wyrm spell needs someone or some monster to aim at (DR-9, DRA-11).
  if (isFeared(wizard.advanced!, s.turn)) return false;
  for (let t = 0; t < s.wizards.length; t++) if ((t !== w && canTarget(s, w, t, 0)) || canAimAtMonster(s, w, t)) return true;
  return false;
}

/** Every aim, made once and shared by the casts (actions are never changed in place): none, each wizard, each wizard's monster. */
const NO_AIM: readonly Aim[] = Object.freeze([Object.freeze({ target: null })]);
const AT_WIZARD: readonly Aim[] = [0, 1, 2, 3].map((target) => Object.freeze({ target }));
const AT_MONSTER: readonly Aim[] = [0, 1, 2, 3].map((target) => Object.freeze({ target, monster: true as const }));

/** What a wizard may aim the spells of a phase at: per wizard, it (`wizards`) and its monster (`monsters`). */
interface Reach {
  readonly wizards: boolean[];
  readonly monsters: boolean[];
}

/**
 * What wizard `w` may aim the spells of the current phase at, asked once for all of them (DR-9,
 * DR-13, DRA-11): each wizard it may aim at (a Knot spell by the value of its card), each wizard
 * whose monster it may aim at.
 */
function reachOf(s: DuelingRunesState, w: number): Reach {
  const knotValue = s.phase === 'knot' ? placedValue(s.wizards[w]!) : 0;
  const reach: Reach = { wizards: [], monsters: [] };
  for (let t = 0; t < s.wizards.length; t++) {
    reach.wizards.push(canTarget(s, w, t, knotValue));
    reach.monsters.push(canAimAtMonster(s, w, t));
  }
  return reach;
}

/** Everything wizard `w` may aim `spell` at, in order: none (a spell with no target), the wizards, the monsters by owner. */
function aimsOf(s: DuelingRunesState, w: number, spell: SpellId, reach: Reach): readonly Aim[] {
  const row = SPELLS[spell];
  if (row.target === 'self' || row.target === 'everyone') return NO_AIM;
  const aims: Aim[] = [];
  for (let t = 0; t < s.wizards.length; t++) if (reach.wizards[t] && !(row.target === 'another' && t === w)) aims.push(AT_WIZARD[t]!);
  if (row.atMonsters) for (let t = 0; t < s.wizards.length; t++) if (reach.monsters[t]) aims.push(AT_MONSTER[t]!);
  return aims;
}

/**
 * The advanced casts of one spell at one aim: every choice of counts of its energy types, each
 * 1 … free of that type, the last type counting fastest — `size` choices, numbered from 0.
 */
export interface CastBlock {
  readonly recipe: Recipe;
  /** The free runes of each of the recipe's energy types (DRA-10), each at least 1. */
  readonly free: readonly number[];
  /** How many choices of counts: the product of `free`. */
  readonly size: number;
  /** Everything the spell may be aimed at, in order (none, the wizards, the monsters by owner). */
  readonly aims: readonly Aim[];
}

/** No advanced casts (the basic game, or a wizard who cannot declare). */
export const NO_BLOCKS: readonly CastBlock[] = Object.freeze([]);

/** The advanced casts of the current phase open to wizard `w`, as blocks in the order above (each block's casts aim by aim). */
export function castBlocks(s: DuelingRunesState, w: number): CastBlock[] {
  const wizard = s.wizards[w]!;
  const blocks: CastBlock[] = [];
  // Plain loops, and the free runes counted once: a guided playout asks at every declaration.
  const runes = freeForCasts(wizard, s.phase, { moons: 0, suns: 0, waves: 0, leaves: 0, wyrms: 0, knots: 0 });
  let reach: Reach | null = null;
  for (const recipe of recipesOf(s.phase)) {
    const free: number[] = [];
    let size = 1;
    for (const rune of recipe.energy) {
      const n = runes[rune];
      free.push(n);
      size *= Math.max(0, n);
    }
    if (size === 0) continue;
    const aims = aimsOf(s, w, recipe.spell, (reach ??= reachOf(s, w)));
    if (aims.length > 0) blocks.push({ recipe, free, size, aims });
  }
  return blocks;
}

/** The counts of choice `choice` (0 … size − 1) of a block: the last type counting fastest. */
export function countsAt(block: CastBlock, choice: number, energy: RuneCounts = {}): RuneCounts {
  const { recipe, free } = block;
  let stride = block.size;
  for (let i = 0; i < recipe.energy.length; i++) {
    stride /= free[i]!;
    energy[recipe.energy[i]!] = 1 + (Math.floor(choice / stride) % free[i]!);
  }
  return energy;
}

/** The cast of a block at its `aim`-th aim with its `choice`-th counts. */
export function blockCast(block: CastBlock, aim: number, choice: number): DuelingRunesAction {
  return { type: 'cast-advanced', spell: block.recipe.spell, energy: countsAt(block, choice), ...block.aims[aim]! };
}

/** How many casts a list of blocks holds. */
export function castsIn(blocks: readonly CastBlock[]): number {
  let n = 0;
  for (const b of blocks) n += b.aims.length * b.size;
  return n;
}

/** The `i`-th cast (from 0) of a list of blocks, in their order (i below `castsIn(blocks)`). */
export function castAt(blocks: readonly CastBlock[], i: number): DuelingRunesAction {
  for (const b of blocks) {
    const n = b.aims.length * b.size;
    if (i < n) return blockCast(b, Math.floor(i / b.size), i % b.size);
    i -= n;
  }
  throw new RangeError(`no cast ${i} past the end of the blocks`);
}

/** Lists the casts of some blocks, block by block, aim by aim, in the order of their counts. */
export function listCasts(blocks: readonly CastBlock[], out: DuelingRunesAction[]): void {
  for (const block of blocks) {
    for (let aim = 0; aim < block.aims.length; aim++) for (let choice = 0; choice < block.size; choice++) out.push(blockCast(block, aim, choice));
  }
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
 * Wizard `w`'s declarations in the current phase of the Advanced Game that the basic game does not
 * have (see above): lists the basic Wyrm spells at monsters into `out` and returns the advanced
 * spells' blocks, to follow them. `free`: its free energy of the basic types.
 */
export function advancedCastOptions(s: DuelingRunesState, w: number, free: Record<Energy, number>, out: DuelingRunesAction[]): CastBlock[] {
  const phase = s.phase;
  if (phase === 'wyrm') {
    for (let t = 0; t < s.wizards.length; t++) {
      if (!canAimAtMonster(s, w, t)) continue;
      basicCasts(free, (energy, power) => ({ type: 'cast', rune: phase, energy, power, target: t, monster: true }), out);
    }
  }
  return castBlocks(s, w);
}
