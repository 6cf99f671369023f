export { duelingRunes, DUELING_RUNES_ID, DUELING_RUNES_NAME } from './game';
export type { DuelingRunesAction } from './core/actions';
export { formatAction, parseAction, normalizeAction } from './core/actions';
export type { DuelingRunesConfig, DuelingRunesLayout, RecipeRow, Variant } from './core/config';
export { type RecipeProblem, recipeRowProblems, recipeRows } from './advanced/edited-recipes';
export { layoutSchema, wizardCount, SIMULATION_CONFIG } from './core/config';
export { configSchema } from './config';
export type { DuelingRunesState, Wizard, Declaration, Stage } from './core/state';
export type { DuelingRunesView, WizardView, EffectView, SequenceCardView, DeclarationView } from './core/view';
export { VALUE as CARD_VALUE, RUNES as CARD_RUNES, cardNumber } from './core/cards';
export { type Rune, type RuneSet, type Energy, type Phase, ENERGIES, PHASES, RUNE_ORDER, PHASE_NAME, activates, activationOf, hasRune, hasAll, union, NO_RUNES, runeSet, runesIn } from './core/runes';
export { type SpellId, type BasicSpellId, type Spell, type Protection, type TargetKind, SPELLS, SPELL_IDS, BASIC_SPELL_IDS, SPELL_NAMES, spellName, spellLabel, spellOf, energyOf } from './core/spells-table';
export { type AdvancedSpellId, type Recipe, type Reading, type RuneCounts, ADVANCED_SPELL_IDS, READINGS, isAdvancedSpell } from './advanced/recipes';
export { type AdvancedTable, type TableName, TABLES, TABLE_NAMES, CURRENT_TABLE, ORIGINAL_TABLE, RECIPES, recipeOf, recipesOf, readingOf, advancedSpellFor, isTableName, tableOf } from './advanced/tables';
export { type MonsterKind, type Monster, type AdvancedWizard, MONSTER_NAME, isAdvanced } from './advanced/wizard';
export type { AdvancedWizardView, MonsterView, CharmedHandView } from './advanced/view';
export { BLOCKED_BY as MONSTER_BLOCKED_BY } from './advanced/monsters';
export { type Wards, protectionAgainst, protects } from './core/protections';
export { type Recipes, type RecipeRunes, type Special, SPECIAL_SPELL, recipeRunesOf, runesOfCards } from './core/recipes';
export { energyShown, energyFree, freeEnergy, shownEnergy, faceUpCount, isFaceUp, cardOf } from './core/sequence';
export { revealedCard, handSeenBy, amnesiaToChoose, wizardOfSeat } from './core/seen';
export { AUTOMATON_NAME, type DuelingRunesEvent, type CastEvent, type Declared, type SpellResult, type PlacedFrom } from './core/log';
export type { AdvancedEvent, AdvancedResult } from './advanced/log';
export { describeAction, turnOf } from './describe';
export { charmedBy } from './advanced/charm';
export { monsterOf } from './advanced/monsters';
export { blockerOf, whatItWouldCast, wouldBeStopped, reactionMatters, reactionEffects } from './core/guidance';
export type { Blocker, CastPreview, PhasePreview, SpellPreview, GuidedSpell, Stop, ReactionEffect } from './core/guidance';
export { PHASES as RUNE_WORDS, ENERGIES as ENERGY_WORDS, type Phase as RuneWord, type Energy as EnergyWord } from './core/runes';
export { inReactionWindow, reactionWindows, windowsOpenedBy } from './windows';
export {
  type Aim,
  type AimProblem,
  type Aiming,
  type Problem,
  type ProblemParams,
  type ProblemRule,
  type RefusalCode,
  type CastBlock,
  type Standing,
  type TargetProblem,
  type VariantRules,
  aimProblem,
  blockCast,
  canTarget,
  castTargets,
  check,
  castsIn,
  countsAt,
  castFutility,
  variantTitle,
  type ChangedRecipe,
  changedRecipes,
  castFutilityText,
  type CastAction,
  type Futility,
  damage,
  declarationsOf,
  energyRunesOf,
  isInvisible,
  isProtected,
  isTouched,
  isTouchedSeen,
  lastingAfter,
  type LastingSpell,
  type LastingTimers,
  type CastMoment,
  shownPhase,
  lossOf,
  protectionName,
  rulesOf,
  specialTargets,
  standingSeen,
  targetProblem,
  turnedBack,
} from './queries';
