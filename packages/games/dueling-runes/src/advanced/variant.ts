/**
 * The Advanced Game's hooks into the basic rules (DRA-1): the object `rulesOf` (src/variants.ts)
 * gives for a config of `variant: 'advanced'`, one per named table (tables.ts).
 */
import type { VariantRules } from '../core/variant';
import { CURRENT_TABLE, TABLES, TABLE_NAMES, type TableName, energyRunesOfTable, tableOf } from './tables';
import { advancedCastFutility } from './futility';
import { advancedEffects, advancedWizardView, charmedHandView, declarationExtras } from './view';
import { cloneAdvancedWizard, newAdvancedWizard } from './wizard';
import { wizardPart } from '../core/state';
import { ADVANCED_LOG_WORDS } from './log';
import { afterCharms, startAdvancedPlacement } from './placement';
import { advancedGroup } from './group';
import { askAttackers, attackOptions, landAttacks, mayAttack } from './monsters';
import { advancedAutomatonDeclaration, automatonAttack } from './automaton';
import { charmedBy, charmedCard, charmerOf } from './charm';
import { spendActivation, spendRunes } from './rune-use';
import { ADVANCED_CHECKS } from './check';
import { endLastingEffects, extraDraws, poisonAtEndOfTurn } from './end-of-turn';
import { advancedCastOptions, canDeclareAdvanced } from './options';
import { PLAY } from '../core/options';
import { dealCharmCards, redealCharmCards, sampleAdvancedWizard } from './sample';
import { charmedBySeat } from './view';

const rulesWith = (table: TableName): VariantRules => Object.freeze<VariantRules>({
  name: 'advanced',
  tables: { names: TABLE_NAMES, current: CURRENT_TABLE, startingHealth: (name) => tableOf({ table: name }).startingHealth },
  title: 'Advanced Game',
  // Every type an advanced recipe of the table names is energy too (DRA-2).
  energyRunes: energyRunesOfTable(TABLES[table]),
  // Every wizard has its monster slot, lasting effects, charm and activation-rune use (DRA-1).
  equip: (w) => {
    w.advanced = newAdvancedWizard();
  },
  part: wizardPart('advanced', cloneAdvancedWizard),
  // Monsters named in lines, what the advanced spells do, monsters' attacks, shocks, poison (advanced/log.ts).
  log: ADVANCED_LOG_WORDS,
  // Runes of every type, fear and monsters decide who declares (DRA-10, DRA-11, DRA-16) …
  canDeclare: canDeclareAdvanced,
  // … and what: the basic Wyrm spells at monsters too, and the advanced spells (DRA-2, DRA-11).
  moreCasts: advancedCastOptions,
  // A charmer chooses a card of the charmed wizard's hand (DRA-17); a monster's owner sends it or holds it back (DRA-13).
  stageOptions: (s, w) => {
    if (s.stage === 'attack') return attackOptions(s, w);
    const charmed = s.stage === 'charm' ? charmedBy(s, w) : -1;
    return charmed < 0 ? [] : s.wizards[charmed]!.hand.map((c) => PLAY[c]!);
  },
  // A charmer sees the charmed wizard's hand and knows the card it chose for it; the others only that one was chosen (DRA-17).
  handSeen: charmedBySeat,
  redealSecrets: redealCharmCards,
  fromView: sampleAdvancedWizard,
  dealSecrets: dealCharmCards,
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
  // Advanced spells, spells at monsters, attacks and charms (DRA-2, DRA-10, DRA-11, DRA-13, DRA-16, DRA-17).
  ...ADVANCED_CHECKS,
});

const RULES_OF_TABLE: Readonly<Record<TableName, VariantRules>> = Object.freeze(Object.fromEntries(TABLE_NAMES.map((name) => [name, rulesWith(name)])) as Record<TableName, VariantRules>);

/** The Advanced Game's hooks for a duel played with table `table` (none named: the original table, tables.ts). */
export function advancedRules(table: string | undefined): VariantRules {
  return RULES_OF_TABLE[tableOf({ table }).name];
}
