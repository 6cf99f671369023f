import { type TableName, duelingRunes, tableOf } from '@decktet/dueling-runes';
import type { GameUi } from '../../play/types';
import { narrator } from '../narrator';
import { rulesLoader } from '../rules';
import { i18n } from '../../i18n';
import { DuelingRunesTable } from './DuelingRunesTable';
import { duelingRunesLogLine } from './log-lines';
import { duelingRunesTurnOf, narrateDuelingRunes } from './narration';

/** Whether a config, as a table's summary carries it, asks for the Advanced Game (`variant: "advanced"`). */
function isAdvancedConfig(config: unknown): boolean {
  return typeof config === 'object' && config !== null && (config as { variant?: unknown }).variant === 'advanced';
}

/** The health wizards start with when the player sets none: the basic game's, or the Advanced Game's current table's (DR-3). */
function standardHealth(options: Record<string, unknown>): number {
  return duelingRunes.configSchema.parse(options.advanced ? { variant: 'advanced' } : {}).health[0]!;
}

/** Each Advanced Game table's name in the player's language (DRA-33). */
const TABLE_WORDS: Readonly<Record<TableName, () => string>> = {
  original: () => i18n.t('lobby.table.advancedTables.original'),
  'lasting-from-next-turn': () => i18n.t('lobby.table.advancedTables.lastingFromNextTurn'),
  'smaller-monster-attacks': () => i18n.t('lobby.table.advancedTables.smallerMonsterAttacks'),
  'poison-at-most-2': () => i18n.t('lobby.table.advancedTables.poisonAtMost2'),
  'smaller-lightning-bolts': () => i18n.t('lobby.table.advancedTables.smallerLightningBolts'),
  'starting-health-20': () => i18n.t('lobby.table.advancedTables.startingHealth20'),
};

/** The config, or a view's rules (which name the variant, DRA-1), of a table. */
function rulesOfTable(configOrView: unknown): unknown {
  return typeof configOrView === 'object' && configOrView !== null && 'rules' in configOrView ? (configOrView as { rules?: unknown }).rules : configOrView;
}

/** Whether a config, or a view of the table, plays a designer's recipe table (DRA-35). */
function hasDesignersRows(config: unknown): boolean {
  return typeof config === 'object' && config !== null && Array.isArray((config as { recipes?: unknown }).recipes);
}

/** Dueling Runes in the web client: its name, blurb and option labels are the catalogue's. */
export const duelingRunesUi: GameUi = {
  game: duelingRunes,
  get name() {
    return i18n.t('game.duelingRunes.name');
  },
  poolName: (poolId) => (poolId === `${duelingRunes.id}-advanced` ? i18n.t('rated.pools.duelingRunesAdvanced') : undefined),
  get blurb() {
    return i18n.t('game.duelingRunes.blurb');
  },
  // An Advanced Game is named, with its table (a config stored before tables had names played the original one, DRA-33).
  // A designer's rows (DRA-35) are said instead of the table they change: nobody sits down to changed rules unwarned.
  tableTags: (config) =>
    isAdvancedConfig(config)
      ? [i18n.t('game.duelingRunes.advanced'), hasDesignersRows(config) ? i18n.t('lobby.table.changedRules') : i18n.t('lobby.table.advancedTable', { name: TABLE_WORDS[tableOf(config as { table?: string }).name]() })]
      : [],
  variant: (table) => {
    const rules = rulesOfTable(table);
    if (!isAdvancedConfig(rules)) return null;
    return { name: hasDesignersRows(rules) ? i18n.t('game.duelingRunes.advancedChanged') : i18n.t('game.duelingRunes.advanced'), rulesAnchor: i18n.t('game.duelingRunes.advancedRules') };
  },
  Table: DuelingRunesTable,
  rules: rulesLoader('dueling-runes'),
  narrator: narrator(narrateDuelingRunes, duelingRunesTurnOf),
  logLine: duelingRunesLogLine,
  tutorial: true,
  // The Advanced Game's recipe table and settings, edited and studied side by side with the standard game (DRA-35).
  workbench: () => import('./workbench/Workbench').then((m) => m.Workbench),
  config: (options, seats) => ({ players: seats, courts: Boolean(options.courts), health: Number(options.health ?? standardHealth(options)), ...(options.advanced ? { variant: 'advanced' } : {}) }),
  // The starting health follows the game chosen: the basic game's, or the current table's (DR-3), unless the player set another.
  followOptions: (before, after) => (Boolean(before.advanced) !== Boolean(after.advanced) && Number(after.health) === standardHealth(before) ? { ...after, health: standardHealth(after) } : after),
  options: [
    {
      kind: 'boolean',
      key: 'courts',
      get label() {
        return i18n.t('game.duelingRunes.courts');
      },
      default: false,
    },
    {
      kind: 'number',
      key: 'health',
      get label() {
        return i18n.t('game.duelingRunes.health');
      },
      default: standardHealth({}),
      min: 1,
      max: 30,
    },
    {
      kind: 'boolean',
      key: 'advanced',
      get label() {
        return i18n.t('game.duelingRunes.advanced');
      },
      get hint() {
        return i18n.t('game.duelingRunes.advancedHint');
      },
      default: false,
    },
  ],
};
