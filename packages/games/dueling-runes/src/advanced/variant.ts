/**
 * The Advanced Game's hooks into the basic rules (DRA-1): the object `rulesOf` (src/variants.ts)
 * gives for a config of `variant: 'advanced'`.
 */
import { ENERGIES, RUNE_ORDER, type Rune } from '../core/runes';
import type { VariantRules } from '../core/variant';
import { RECIPES } from './recipes';
import { advancedCastFutility } from './futility';
import { advancedEffects, advancedWizardView, charmedHandView, declarationExtras } from './view';
import { newAdvancedWizard } from './wizard';
import { afterCharms, startAdvancedPlacement } from './placement';
import { advancedGroup } from './group';
import { askAttackers, landAttacks, mayAttack } from './monsters';
import { advancedAutomatonDeclaration, automatonAttack } from './automaton';
import { charmedCard, charmerOf } from './charm';
import { spendActivation, spendRunes } from './rune-use';
import { endLastingEffects, extraDraws, poisonAtEndOfTurn } from './end-of-turn';

export const ADVANCED_RULES: VariantRules = Object.freeze<VariantRules>({
  name: 'advanced',
  title: 'Advanced Game',
  // Every type an advanced recipe names is energy too (DRA-2).
  energyRunes: RUNE_ORDER.filter((r) => (ENERGIES as readonly Rune[]).includes(r) || RECIPES.some((recipe) => recipe.energy.includes(r))),
  // Every wizard has its monster slot, lasting effects, charm and activation-rune use (DRA-1).
  equip: (w) => {
    w.advanced = newAdvancedWizard();
  },
  castFutility: advancedCastFutility,
  startGroup: advancedGroup,
  // A charmed wizard's card is its charmer's choice (DRA-17).
  chooserOf: (s, w) => (w.advanced ? charmerOf(s, w) : -1),
  chosenCard: charmedCard,
  automatonDeclaration: advancedAutomatonDeclaration,
  // One job per rune: the activation rune is used too, and the runes of each type a recipe counts (DRA-10).
  spendDeclared: (w, d, phase) => {
    spendActivation(w, phase);
    if (d.counts) spendRunes(w, d.counts);
  },
  startPlacement: startAdvancedPlacement,
  afterCharms,
  // In the Wyrm phase a monster's owner is asked at its card's value too (DRA-13) …
  asksInGroup: (s, i, phase) => phase === 'wyrm' && mayAttack(s, i),
  // … and after each group of that phase, the monsters of that value attack.
  afterGroup: (s) => s.phase === 'wyrm' && askAttackers(s),
  landAttacks: (s, log, lists) => landAttacks(s, (owner) => automatonAttack(s, owner), log, lists),
  // Poison first, the extra draws of a charmed wizard, then the end of lasting effects (DRA-25).
  beforeTurnEnds: poisonAtEndOfTurn,
  extraDraws,
  afterDraws: endLastingEffects,
  // Monsters, charms and the runes of every type (DRA-10, DRA-13, DRA-17).
  wizardView: (s, w, index) => (w.advanced ? { advanced: advancedWizardView(s, w, index)! } : {}),
  // Protection, Poison, Fear, Charm and Electric Touch (DRA-23).
  effects: advancedEffects,
  declarationView: declarationExtras,
  // The hand of the wizard the viewer charms (DRA-17).
  tableView: (s, seat) => ({ charmed: charmedHandView(s, seat) }),
});
