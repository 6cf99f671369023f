export { duelingRunes, DUELING_RUNES_ID, DUELING_RUNES_NAME } from './game';
export type { DuelingRunesAction } from './actions';
export { formatAction, parseAction, normalizeAction } from './actions';
export type { DuelingRunesConfig, DuelingRunesLayout } from './config';
export { configSchema, layoutSchema, wizardCount } from './config';
export type { DuelingRunesState, Wizard, Declaration, Stage } from './state';
export type { DuelingRunesView, WizardView, EffectView, SequenceCardView, DeclarationView } from './view';
export { SPELL_NAMES, VALUE as CARD_VALUE, RUNE_WORDS, ENERGY_WORDS } from './cards';
export { AUTOMATON_NAME } from './setup';
