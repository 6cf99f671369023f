/**
 * The choices of a wizard declaring in the Advanced Game (DRA-2, DRA-10, DRA-11), in one fixed
 * order: `pass`; the basic spells as in the basic game — for each wizard it may aim at, in order,
 * no energy, then 1… Suns, Waves, Leaves — and, in the Wyrm phase, the same at each other wizard's
 * monster, by owner; then the advanced spells of the phase in the recipe table's order, each for
 * every target it may take (none, the wizards in order, the monsters by owner) and every count of
 * its energy types (1 … free of each, the last type counting fastest).
 */
import type { DuelingRunesAction } from '../core/actions';
import { recipesOf, tableOf } from './tables';
import { isFeared } from './lasting';
import { canAimAtMonster } from './monsters';
import { canTarget } from '../core/protections';
import { canActivate, freeForCasts } from './rune-use';
import { type Energy, type Phase, type Rune, countOf } from '../core/runes';
import type { Aim, CastBlock } from '../core/cast-blocks';
import { basicCasts } from '../core/options';
import { placedValue } from '../core/sequence';
import { SPELLS, type SpellId } from '../core/spells-table';
import type { DuelingRunesState } from '../core/state';

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

/** The free runes of each type, counted anew by every `castBlocks` (which never runs inside another). */
const FREE_RUNES: Record<Rune, number> = { moons: 0, suns: 0, waves: 0, leaves: 0, wyrms: 0, knots: 0 };

/** The advanced casts of the current phase open to wizard `w`, as blocks in the order above (each block's casts aim by aim). */
export function castBlocks(s: DuelingRunesState, w: number): CastBlock[] {
  const wizard = s.wizards[w]!;
  const blocks: CastBlock[] = [];
  // Plain loops, the free runes counted once and a block made only for a spell that can be cast:
  // a guided playout asks at every declaration.
  const runes = freeForCasts(wizard, s.phase, FREE_RUNES);
  const recipes = recipesOf(s.phase, tableOf(s.config));
  let reach: Reach | null = null;
  for (let r = 0; r < recipes.length; r++) {
    const recipe = recipes[r]!;
    const energy = recipe.energy;
    let size = 1;
    for (let i = 0; i < energy.length; i++) size *= Math.max(0, countOf(runes, energy[i]!));
    if (size === 0) continue;
    const aims = aimsOf(s, w, recipe.spell, (reach ??= reachOf(s, w)));
    if (aims.length === 0) continue;
    const free: number[] = [];
    for (let i = 0; i < energy.length; i++) free.push(countOf(runes, energy[i]!));
    blocks.push({ recipe, free, size, aims });
  }
  return blocks;
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
