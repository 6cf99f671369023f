/**
 * What a variant of Dueling Runes changes in the basic rules, as one object of hooks chosen once
 * from the config (`rulesOf` in src/variants.ts): the basic game's hooks (`BASIC_RULES`) change
 * nothing, the Advanced Game's live in src/advanced/variant.ts, and a third variant or a house
 * rule would be one more folder with its own object. The basic rules call the hooks and never
 * name a variant.
 */
import type { DuelingRunesAction } from './actions';
import { automatonDeclaration } from './automaton';
import type { CheckHooks } from './check-hooks';
import { type Problem, illegal } from './problem';
import { ENERGIES, type Rune } from './runes';
import { SPELLS } from './spells-table';
import type { Wizard } from './state';
import type { TurnHooks } from './turn-hooks';
import type { ViewHooks } from './view';

export interface VariantRules extends ViewHooks, TurnHooks, CheckHooks {
  /** The variant's name in the config (`variant`). */
  readonly name: string;
  /**
   * The variant's named tables (config `table`): every name a duel may play with, oldest first,
   * and the one a new duel takes. Null: the variant has no tables (the basic game).
   */
  readonly tables: { readonly names: readonly string[]; readonly current: string } | null;
  /** The rune types a cast may spend as energy (DR-4: Suns, Waves and Leaves). */
  readonly energyRunes: readonly Rune[];
  /** Gives a wizard at the deal what the variant adds to every wizard (setup.ts). */
  readonly equip: (w: Wizard) => void;
}

const THE_ADVANCED_GAME = 'that is for the Advanced Game only (option "variant": "advanced", DR-22)';

const NO_MONSTERS = illegal('advanced-only', `There are no monsters to aim at in this duel: ${THE_ADVANCED_GAME}`);

/** DR-22: advanced spells, monsters and their attacks are the Advanced Game's; the basic game refuses them. */
function advancedOnly(a: DuelingRunesAction): Problem | null {
  if (a.type === 'cast-advanced') return illegal('advanced-only', `${SPELLS[a.spell].name} is an advanced spell: ${THE_ADVANCED_GAME}`, { spell: a.spell });
  if (a.type === 'attack') return illegal('advanced-only', `There are no monsters in this duel: ${THE_ADVANCED_GAME}`);
  if (a.type === 'cast' && a.monster) return NO_MONSTERS;
  return null;
}

/** The basic game: nothing added. */
export const BASIC_RULES: VariantRules = Object.freeze<VariantRules>({
  name: 'basic',
  tables: null,
  energyRunes: ENERGIES,
  equip: () => undefined,
  startGroup: () => null,
  chooserOf: () => -1,
  chosenCard: () => -1,
  automatonDeclaration,
  spendDeclared: () => undefined,
  startPlacement: () => undefined,
  afterCharms: () => undefined,
  asksInGroup: () => false,
  afterGroup: () => false,
  landAttacks: () => null,
  beforeTurnEnds: () => null,
  extraDraws: () => 0,
  afterDraws: () => undefined,
  wizardView: () => ({}),
  effects: () => [],
  declarationView: () => ({}),
  tableView: () => ({}),
  outsideVariant: (_s, a) => advancedOnly(a),
  activationProblem: () => null,
  monsterAimProblem: () => NO_MONSTERS,
  variantActionProblem: (_s, _seat, a) => advancedOnly(a),
  stageWants: () => null,
  notAsked: () => null,
});
