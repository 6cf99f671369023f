/**
 * The choices of a wizard declaring in the Advanced Game (DRA-2, DRA-10, DRA-11), in one fixed
 * order: `pass`; the basic spells as in the basic game — for each wizard it may aim at, in order,
 * no energy, then 1… Suns, Waves, Leaves — and, in the Wyrm phase, the same at each other wizard's
 * monster, by owner; then the advanced spells of the phase in the recipe table's order, each for
 * every target it may take (none, the wizards in order, the monsters by owner) and every count of
 * its energy types (1 … free of each, the last type counting fastest).
 */
import type { DuelingRunesAction } from '../core/actions';
import type { RuneCounts } from './recipes';
import { recipesOf, tableOf } from './tables';
import { isFeared } from './lasting';
import { canAimAtMonster } from './monsters';
import { canTarget } from '../core/protections';
import { canActivate, freeForCast } from './rune-use';
import { basicCasts } from '../core/options';
import type { Energy, Phase } from '../core/runes';
import { placedValue } from '../core/sequence';
import { SPELLS, type SpellId } from '../core/spells-table';
import type { DuelingRunesState } from '../core/state';

/** What a spell is aimed at: a wizard (or none), or the monster of wizard `target`. */
interface Aim {
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

/** May wizard `w` aim `spell`, cast in the current phase, at wizard `t` (DR-9, DR-13, DRA-11)? */
function canAimSpell(s: DuelingRunesState, w: number, spell: SpellId, t: number): boolean {
  const kind = SPELLS[spell].target;
  if (kind === 'self' || kind === 'everyone' || (kind === 'another' && t === w)) return false;
  return canTarget(s, w, t, s.phase === 'knot' ? placedValue(s.wizards[w]!) : 0);
}

/** Everything wizard `w` may aim `spell` at, in order: none (a spell with no target), the wizards, the monsters by owner. */
function aimsOf(s: DuelingRunesState, w: number, spell: SpellId): Aim[] {
  const row = SPELLS[spell];
  if (row.target === 'self' || row.target === 'everyone') return [{ target: null }];
  const aims: Aim[] = [];
  for (let t = 0; t < s.wizards.length; t++) if (canAimSpell(s, w, spell, t)) aims.push({ target: t });
  if (row.atMonsters) for (let t = 0; t < s.wizards.length; t++) if (canAimAtMonster(s, w, t)) aims.push({ target: t, monster: true });
  return aims;
}

/** Every choice of counts for energy types whose free runes are `free`, each 1 … free, the last counting fastest. */
function countChoices(types: readonly unknown[], free: readonly number[]): number[][] {
  let choices: number[][] = [[]];
  for (let i = 0; i < types.length; i++) {
    const next: number[][] = [];
    for (const chosen of choices) for (let n = 1; n <= free[i]!; n++) next.push([...chosen, n]);
    choices = next;
  }
  return choices;
}

/** The advanced casts of the current phase open to wizard `w`, in the order above (after the basic ones). */
function advancedCasts(s: DuelingRunesState, w: number, out: DuelingRunesAction[]): void {
  const wizard = s.wizards[w]!;
  for (const recipe of recipesOf(s.phase, tableOf(s.config))) {
    const free = recipe.energy.map((rune) => freeForCast(wizard, s.phase, rune));
    if (free.some((n) => n < 1)) continue;
    const choices = countChoices(recipe.energy, free);
    for (const aim of aimsOf(s, w, recipe.spell)) {
      for (const counts of choices) {
        const energy: RuneCounts = {};
        for (let i = 0; i < recipe.energy.length; i++) energy[recipe.energy[i]!] = counts[i]!;
        out.push({ type: 'cast-advanced', spell: recipe.spell, energy, ...aim });
      }
    }
  }
}

/**
 * Wizard `w`'s declarations in the current phase of the Advanced Game that the basic game does not
 * have (see above): the basic Wyrm spells at monsters, then the advanced spells. `free`: its free
 * energy of the basic types.
 */
export function advancedCastOptions(s: DuelingRunesState, w: number, free: Record<Energy, number>, out: DuelingRunesAction[]): void {
  const phase = s.phase;
  if (phase === 'wyrm') {
    for (let t = 0; t < s.wizards.length; t++) {
      if (!canAimAtMonster(s, w, t)) continue;
      basicCasts(free, (energy, power) => ({ type: 'cast', rune: phase, energy, power, target: t, monster: true }), out);
    }
  }
  advancedCasts(s, w, out);
}
