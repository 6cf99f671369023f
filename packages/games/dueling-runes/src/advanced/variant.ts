/**
 * The Advanced Game's hooks into the basic rules (DRA-1): the object `rulesOf` (src/variants.ts)
 * gives for a config of `variant: 'advanced'`.
 */
import { ENERGIES, RUNE_ORDER, type Rune } from '../core/runes';
import type { VariantRules } from '../core/variant';
import { RECIPES } from './recipes';
import { advancedEffects, advancedWizardView, charmedHandView, declarationExtras } from './view';
import { newAdvancedWizard } from './wizard';

export const ADVANCED_RULES: VariantRules = Object.freeze<VariantRules>({
  name: 'advanced',
  // Every type an advanced recipe names is energy too (DRA-2).
  energyRunes: RUNE_ORDER.filter((r) => (ENERGIES as readonly Rune[]).includes(r) || RECIPES.some((recipe) => recipe.energy.includes(r))),
  // Every wizard has its monster slot, lasting effects, charm and activation-rune use (DRA-1).
  equip: (w) => {
    w.advanced = newAdvancedWizard();
  },
  // Monsters, charms and the runes of every type (DRA-10, DRA-13, DRA-17).
  wizardView: (s, w, index) => (w.advanced ? { advanced: advancedWizardView(s, w, index)! } : {}),
  // Protection, Poison, Fear, Charm and Electric Touch (DRA-23).
  effects: advancedEffects,
  declarationView: declarationExtras,
  // The hand of the wizard the viewer charms (DRA-17).
  tableView: (s, seat) => ({ charmed: charmedHandView(s, seat) }),
});
