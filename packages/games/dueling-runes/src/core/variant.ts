/**
 * What a variant of Dueling Runes changes in the basic rules, as one object of hooks chosen once
 * from the config (`rulesOf` in src/variants.ts): the basic game's hooks (`BASIC_RULES`) change
 * nothing, the Advanced Game's live in src/advanced/variant.ts, and a third variant or a house
 * rule would be one more folder with its own object. The basic rules call the hooks and never
 * name a variant.
 */
import { automatonDeclaration } from './automaton';
import { type CastAction, type Futility, basicCastFutility } from './futility';
import { ENERGIES, type Rune } from './runes';
import type { Wizard } from './state';
import type { TurnHooks } from './turn-hooks';
import type { DuelingRunesView, ViewHooks } from './view';

export interface VariantRules extends ViewHooks, TurnHooks {
  /** The variant's name in the config (`variant`). */
  readonly name: string;
  /** Its name for players, in titles and record descriptions ("Advanced Game"); null for the basic game, which is the game itself. */
  readonly title: string | null;
  /** The rune types a cast may spend as energy (DR-4: Suns, Waves and Leaves). */
  readonly energyRunes: readonly Rune[];
  /** Gives a wizard at the deal what the variant adds to every wizard (setup.ts). */
  readonly equip: (w: Wizard) => void;
  /** Why a cast of wizard `caster`, as the view shows the table, can change nothing; null if it can change something (futility.ts). */
  readonly castFutility: (view: DuelingRunesView, caster: number, cast: CastAction) => Futility | null;
}

/** The basic game: nothing added. */
export const BASIC_RULES: VariantRules = Object.freeze<VariantRules>({
  name: 'basic',
  title: null,
  energyRunes: ENERGIES,
  equip: () => undefined,
  castFutility: basicCastFutility,
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
});
