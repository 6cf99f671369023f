/**
 * What a variant of Dueling Runes changes in the basic rules, as one object of hooks chosen once
 * from the config (`rulesOf` in src/variants.ts): the basic game's hooks (`BASIC_RULES`) change
 * nothing, the Advanced Game's live in src/advanced/variant.ts, and a third variant or a house
 * rule would be one more folder with its own object. The basic rules call the hooks and never
 * name a variant; where they have only a state or a view to go by, they find its variant's hooks
 * by its config (`variantOf`) among those src/variants.ts adds (`addVariant`).
 */
import type { Rng } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import type { DuelingRunesAction } from './actions';
import { automatonDeclaration } from './automaton';
import { type CastBlock, NO_BLOCKS } from './cast-blocks';
import type { CheckHooks } from './check-hooks';
import type { Variant } from './config';
import { type CastAction, type Futility, basicCastFutility } from './futility';
import { type LogWords, addLogWords } from './log';
import { type Problem, illegal } from './problem';
import { ENERGIES, type Energy, type Phase, type Rune } from './runes';
import { SPELLS } from './spells-table';
import { type DuelingRunesState, type Wizard, type WizardPart, addWizardPart } from './state';
import type { TurnHooks } from './turn-hooks';
import type { DuelingRunesView, ViewHooks } from './view';

/** What a variant changes in the choices open to a wizard (options.ts). */
export interface OptionHooks {
  /** Can wizard `w`, whose runes activate `phase`, declare in it: the variant's answer (the Advanced Game's, DRA-10, DRA-11, DRA-16), or null where the basic rules answer (DR-9). */
  readonly canDeclare: (s: DuelingRunesState, w: number, phase: Phase) => boolean | null;
  /**
   * The declarations the variant adds after wizard `w`'s basic casts (the Advanced Game's, DRA-2,
   * DRA-11): those it lists one by one go into `out`, its own spells come back as blocks
   * (core/cast-blocks.ts), to follow them. `free`: the wizard's free energy of the basic types.
   */
  readonly moreCasts: (s: DuelingRunesState, w: number, free: Record<Energy, number>, out: DuelingRunesAction[]) => readonly CastBlock[];
  /** The choices of wizard `w` in a stage the variant adds (the Advanced Game's `charm`, DRA-17, and `attack`, DRA-13). */
  readonly stageOptions: (s: DuelingRunesState, w: number) => DuelingRunesAction[];
}

/**
 * What a variant changes in re-dealing what a seat cannot see (hidden.ts, DR-19): the variant's
 * secrets, drawn again among what the seat cannot tell apart, in the basic rules' order.
 */
export interface SampleHooks {
  /** Another wizard whose hand `seat` sees (the wizard it charms, DRA-17), or -1: that hand is not re-dealt. */
  readonly handSeen: (s: DuelingRunesState, seat: Seat) => number;
  /** After the other wizards' decisions are re-dealt in `next`, a copy of `s`: the variant's secret choices made in `s`, re-dealt (the charmers' cards, DRA-17). */
  readonly redealSecrets: (s: DuelingRunesState, next: DuelingRunesState, seat: Seat, rng: Rng) => void;
  /** Rebuilding wizard `index` of view `v` in `w`: its variant's part, and the hand `v` shows besides the seat's own (true: `w.hand` is set from it). */
  readonly fromView: (v: DuelingRunesView, index: number, w: Wizard) => boolean;
  /** After the other wizards' decisions are dealt in `s`, sampled from view `v`: the variant's secret choices the view says were made, dealt. */
  readonly dealSecrets: (v: DuelingRunesView, s: DuelingRunesState, seat: Seat, rng: Rng) => void;
}

export interface VariantRules extends ViewHooks, TurnHooks, OptionHooks, SampleHooks, CheckHooks {
  /** The variant's name in the config (`variant`). */
  readonly name: string;
  /**
   * The variant's named tables (config `table`): every name a duel may play with, oldest first,
   * and the one a new duel takes. Null: the variant has no tables (the basic game).
   */
  readonly tables: {
    readonly names: readonly string[];
    readonly current: string;
    /** The health each wizard starts with under a table, when the config names none (DR-3's 12 unless a table says otherwise). */
    readonly startingHealth: (table: string) => number;
  } | null;
  /** Its name for players, in titles and record descriptions ("Advanced Game"); null for the basic game, which is the game itself. */
  readonly title: string | null;
  /** The rune types a cast may spend as energy (DR-4: Suns, Waves and Leaves). */
  readonly energyRunes: readonly Rune[];
  /** Gives a wizard at the deal what the variant adds to every wizard (setup.ts). */
  readonly equip: (w: Wizard) => void;
  /** What the variant adds to every wizard (`equip`), as a copy of the state copies it; null: nothing. */
  readonly part: WizardPart | null;
  /** The words of the variant's log: what its spells may be aimed at, what they do, its own lines; null: none. */
  readonly log: LogWords | null;
  /** Why a cast of wizard `caster`, as the view shows the table, can change nothing; null if it can change something (futility.ts). */
  readonly castFutility: (view: DuelingRunesView, caster: number, cast: CastAction) => Futility | null;
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
  title: null,
  energyRunes: ENERGIES,
  equip: () => undefined,
  part: null,
  log: null,
  canDeclare: () => null,
  moreCasts: () => NO_BLOCKS,
  stageOptions: () => [],
  handSeen: () => -1,
  redealSecrets: () => undefined,
  fromView: () => false,
  dealSecrets: () => undefined,
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
  outsideVariant: (_s, a) => advancedOnly(a),
  activationProblem: () => null,
  monsterAimProblem: () => NO_MONSTERS,
  variantActionProblem: (_s, _seat, a) => advancedOnly(a),
  stageWants: () => null,
  notAsked: () => null,
});

/** A variant's hooks for the table a duel plays with (`table` in the config; none named: the variant's rule for that). */
export type RulesOfTable = (table: string | undefined) => VariantRules;

const VARIANTS = new Map<string, RulesOfTable>([[BASIC_RULES.name, () => BASIC_RULES]]);

/**
 * Adds a variant's hooks under its name (`ofTable` gives them for each of its tables), its part of
 * every wizard to what `cloneState` copies and its words to the log's (src/variants.ts adds each
 * variant as it loads). A variant's part and log words are the same at every table.
 */
export function addVariant(name: string, ofTable: RulesOfTable): void {
  if (VARIANTS.has(name)) throw new Error(`Dueling Runes has a variant named "${name}" already`);
  VARIANTS.set(name, ofTable);
  const rules = ofTable(undefined);
  if (rules.part) addWizardPart(rules.part);
  if (rules.log) addLogWords(rules.log);
}

/**
 * The variant's hooks found last, by variant and table name: a playout of a variant's duel asks for
 * the same hooks at nearly every step, and finds them again with two comparisons.
 */
const lastFound: { name: string; table: string | undefined; rules: VariantRules } = { name: BASIC_RULES.name, table: undefined, rules: BASIC_RULES };

/** The hooks of the variant a config names (none: the basic game) at its table, among those added. */
export function variantOf(config: { readonly variant?: Variant; readonly table?: string }): VariantRules {
  const name = config.variant;
  // The basic game's are asked most, at every step of a playout: found without a lookup.
  if (name === undefined || name === 'basic') return BASIC_RULES;
  const table = config.table;
  if (name === lastFound.name && table === lastFound.table) return lastFound.rules;
  const ofTable = VARIANTS.get(name);
  if (!ofTable) throw new Error(`Dueling Runes' "${name}" variant is not loaded (src/variants.ts adds every variant)`);
  const rules = ofTable(table);
  lastFound.name = name;
  lastFound.table = table;
  lastFound.rules = rules;
  return rules;
}
