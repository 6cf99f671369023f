/**
 * The Advanced Game's hooks into the basic rules (DRA-1): the object `rulesOf` (src/variants.ts)
 * gives for a config of `variant: 'advanced'`.
 */
import { ENERGIES, RUNE_ORDER, type Rune } from '../core/runes';
import type { VariantRules } from '../core/variant';
import { RECIPES } from './recipes';
import { newAdvancedWizard } from './wizard';

export const ADVANCED_RULES: VariantRules = Object.freeze<VariantRules>({
  name: 'advanced',
  // Every type an advanced recipe names is energy too (DRA-2).
  energyRunes: RUNE_ORDER.filter((r) => (ENERGIES as readonly Rune[]).includes(r) || RECIPES.some((recipe) => recipe.energy.includes(r))),
  // Every wizard has its monster slot, lasting effects, charm and activation-rune use (DRA-1).
  equip: (w) => {
    w.advanced = newAdvancedWizard();
  },
});
