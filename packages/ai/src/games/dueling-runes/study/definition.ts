/**
 * A balance study of Dueling Runes' Advanced Game (DRA-9): its runs, each a game config, two bots
 * and a seed prefix, and what each run measures (its role). The study is kept in the project as
 * `studies/<study>/study.json`, beside one data file per run; the criteria follow from the roles
 * (./criteria.ts).
 */
import { ADVANCED_SPELL_IDS, type AdvancedSpellId, CURRENT_TABLE, SPELL_IDS, type SpellId, TABLE_NAMES, isTableName } from '@decktet/dueling-runes';
import type { Bounds } from './sequential';

/** DRA-9's criteria (./criteria.ts figures each). */
export type Criterion = 'seat balance' | 'no dead spell' | 'no must-have' | 'no spell dominates' | 'duel length' | 'turn limit';
export const CRITERIA: readonly Criterion[] = ['seat balance', 'no dead spell', 'no must-have', 'no spell dominates', 'duel length', 'turn limit'];

/** What a run measures: the Advanced Game between equal bots, the basic game to compare its length with, or one spell's worth. */
export type RunRole = 'advanced' | 'basic' | 'dominance';

export interface StudyRun {
  /** The run's name: its data file is `<run>.jsonl`. */
  readonly run: string;
  readonly role: RunRole;
  /** For a dominance run: the spell the second bot is forbidden. */
  readonly spell?: AdvancedSpellId;
  /** The game config as written to `decktet sim --config`. */
  readonly config: Readonly<Record<string, unknown>>;
  /** Two bot specs; seats swap every game. A dominance run's second bot is the one forbidden the spell. */
  readonly bots: readonly [string, string];
  /** Chunk k plays seed `<seed>-<k>`, its games `<seed>-<k>:<i>`. */
  readonly seed: string;
}

export interface Study {
  readonly study: string;
  /** What the study is for, in a sentence (shown in reports). */
  readonly about: string;
  readonly game: 'dueling-runes';
  /** The bot level the study plays (every run's bots are this level). */
  readonly level: string;
  /** Games per chunk: even, so that each bot sits in each seat equally often in every chunk. */
  readonly chunk: number;
  /** Games after which a run stops, decided or not (DRA-9: 4,000 per figure). */
  readonly cap: number;
  readonly runs: readonly StudyRun[];
  /**
   * Why the study takes no more games, if it is closed: its figures stand as stored, and a study
   * that goes on from here is a new one (e.g. the bots of its level now play otherwise).
   */
  readonly closed?: string;
  /** The bounds a criterion is held to where not DRA-9's (a designer's own, set in the Workbench). */
  readonly bounds?: Readonly<Partial<Record<Criterion, Bounds>>>;
  /**
   * Figures accepted whatever their verdict, by figure key (`cast-share:counter-spell`, see
   * ./criteria.ts), each with why in a sentence (DRA-9: "or the doc says which does not hold and
   * why that is accepted"). An accepted figure no longer keeps its run playing: no verdict of it
   * would change the table.
   */
  readonly accepted?: Readonly<Record<string, string>>;
}

export const DEFAULT_CHUNK = 10;
export const DEFAULT_CAP = 4000;
const NAME = /^[a-z0-9][a-z0-9-]*$/;
const ROLES: readonly RunRole[] = ['advanced', 'basic', 'dominance'];

/** Whether `key` names a figure a study can make (./criteria.ts, `Figure.key`). */
export function isFigureKey(key: string): boolean {
  if (['seat-balance', 'length', 'turn-limit'].includes(key)) return true;
  const [kind, spell, ...rest] = key.split(':');
  if (rest.length || spell === undefined) return false;
  if (kind === 'cast-share') return SPELL_IDS.includes(spell as SpellId);
  return (kind === 'cast-in' || kind === 'dominance') && ADVANCED_SPELL_IDS.includes(spell as AdvancedSpellId);
}

/** A study of Dueling Runes whose bots all play one level. */
function levelStudy(study: string, level: string, about: string, chunk: number, cap: number, runs: readonly StudyRun[]): Study {
  return checkStudy({ study, about, game: 'dueling-runes', level, chunk, cap, runs });
}

/** The basic game between equal bots: what a study compares the Advanced Game's length with. */
const basicRun = (study: string, level: string): StudyRun => ({ run: 'basic', role: 'basic', config: {}, bots: [level, level], seed: `${study}-basic` });

/**
 * Every DRA-9 criterion as one study at a bot level, on the current table: the Advanced Game between equal bots, the
 * basic game to compare its length with, and one run per advanced spell with the second bot
 * forbidden it.
 */
export function dra9Study(study: string, level: string, about: string, chunk = DEFAULT_CHUNK, cap = DEFAULT_CAP): Study {
  // The table is named, so that the study goes on measuring it when another becomes the current one.
  const advanced = { variant: 'advanced', table: CURRENT_TABLE };
  return levelStudy(study, level, about, chunk, cap, [
    { run: 'advanced', role: 'advanced', config: advanced, bots: [level, level], seed: `${study}-advanced` },
    basicRun(study, level),
    ...ADVANCED_SPELL_IDS.map((spell): StudyRun => ({
      run: `no-${spell}`,
      role: 'dominance',
      spell,
      config: advanced,
      bots: [level, `${level}:no=${spell}`],
      seed: `${study}-no-${spell}`,
    })),
  ]);
}

/**
 * Advanced Game tables side by side at a bot level: one run per named table, every one on the
 * same seed prefix (so the same deals: a difference between two tables' figures is the rule
 * change, not the luck of the deal), and the basic game to compare their lengths with. Each table
 * gets every criterion of equal bots (seat balance, the spells cast, length, turn limit); forbidden-spell
 * runs are left to a full study of the table chosen.
 */
export function tablesStudy(study: string, level: string, tables: readonly string[], about: string, chunk = DEFAULT_CHUNK, cap = DEFAULT_CAP): Study {
  if (tables.length === 0) throw new Error('name at least one table to study');
  if (new Set(tables).size !== tables.length) throw new Error(`a table is named twice in ${tables.join(', ')}`);
  const unknown = tables.filter((t) => !isTableName(t));
  if (unknown.length) throw new Error(`no Advanced Game table is named ${unknown.map((t) => `"${t}"`).join(', ')}: the tables are ${TABLE_NAMES.join(', ')}`);
  return levelStudy(study, level, about, chunk, cap, [
    ...tables.map((table): StudyRun => ({ run: table, role: 'advanced', config: { variant: 'advanced', table }, bots: [level, level], seed: `${study}-advanced` })),
    basicRun(study, level),
  ]);
}

/**
 * A designer's change side by side with the standard game: the Advanced Game with the edited
 * config and with the standard one, between the same bots on the same seeds, so that the
 * difference between the two runs' figures is the change, not the luck of the deal. `config` is the
 * edited config; the standard run plays the standard game (the current table, every setting at its
 * default) with as many players.
 */
export function sideBySideStudy(options: {
  study: string;
  about: string;
  config: Readonly<Record<string, unknown>>;
  bots: readonly [string, string];
  level: string;
  seed: string;
  chunk?: number;
  cap?: number;
  bounds?: Study['bounds'];
}): Study {
  const standard = options.config.players === undefined ? {} : { players: options.config.players };
  return checkStudy({
    study: options.study,
    about: options.about,
    game: 'dueling-runes',
    level: options.level,
    chunk: options.chunk ?? DEFAULT_CHUNK,
    cap: options.cap ?? DEFAULT_CAP,
    runs: [
      { run: 'edited', role: 'advanced', config: { ...options.config, variant: 'advanced' }, bots: options.bots, seed: options.seed },
      { run: 'standard', role: 'advanced', config: { ...standard, variant: 'advanced' }, bots: options.bots, seed: options.seed },
    ],
    ...(options.bounds ? { bounds: options.bounds } : {}),
  });
}

/** Chunk `k` of a run plays seed `<run seed>-<k>` (its games `<run seed>-<k>:<i>`). */
export const chunkSeed = (run: Pick<StudyRun, 'seed'>, k: number) => `${run.seed}-${k}`;

/** A JSON object (not an array, not null). */
export const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Checks a study read from its file; throws an Error saying what is wrong (`where` names the file). */
export function checkStudy(raw: unknown, where = 'the study'): Study {
  const fail = (what: string): never => {
    throw new Error(`${where}: ${what}`);
  };
  if (!isRecord(raw)) return fail('is not a JSON object');
  const { study, about, game, level, chunk, cap, runs, closed, bounds, accepted } = raw;
  if (typeof study !== 'string' || !NAME.test(study)) fail(`"study" must be a name of lower-case letters, digits and dashes, not ${JSON.stringify(study)}`);
  if (typeof about !== 'string') fail('"about" must be a sentence saying what the study is for');
  if (closed !== undefined && (typeof closed !== 'string' || closed === '')) fail('"closed", if given, must be a sentence saying why the study takes no more games');
  if (game !== 'dueling-runes') fail(`"game" must be "dueling-runes" (the Advanced Game's study), not ${JSON.stringify(game)}`);
  if (typeof level !== 'string' || level === '') fail('"level" must name the bot level the study plays');
  if (typeof chunk !== 'number' || !Number.isInteger(chunk) || chunk < 2 || chunk % 2 !== 0) fail(`"chunk" must be an even number of games, at least 2, not ${JSON.stringify(chunk)}`);
  if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < (chunk as number)) fail(`"cap" must be a whole number of games, at least one chunk, not ${JSON.stringify(cap)}`);
  if (!Array.isArray(runs) || runs.length === 0) fail('"runs" must list the study\'s runs');
  const names = new Set<string>();
  (runs as unknown[]).forEach((r, i) => {
    const at = (what: string) => fail(`run ${i + 1}: ${what}`);
    if (!isRecord(r)) return at('is not a JSON object');
    if (typeof r.run !== 'string' || !NAME.test(r.run)) at(`"run" must be a name of lower-case letters, digits and dashes, not ${JSON.stringify(r.run)}`);
    if (names.has(r.run as string)) at(`the name "${String(r.run)}" is used twice`);
    names.add(r.run as string);
    if (!ROLES.includes(r.role as RunRole)) at(`"role" must be one of ${ROLES.join(', ')}, not ${JSON.stringify(r.role)}`);
    if (r.role === 'dominance' && !ADVANCED_SPELL_IDS.includes(r.spell as AdvancedSpellId)) at(`a dominance run names its advanced spell ("spell": one of ${ADVANCED_SPELL_IDS.join(', ')})`);
    if (!isRecord(r.config)) at('"config" must be the game config as a JSON object');
    if (!Array.isArray(r.bots) || r.bots.length !== 2 || r.bots.some((b) => typeof b !== 'string')) at('"bots" must be two bot specs');
    if (typeof r.seed !== 'string' || r.seed === '') at('"seed" must be the seed prefix of its chunks');
  });
  if (bounds !== undefined) {
    if (!isRecord(bounds)) fail('"bounds", if given, must be an object of bounds by criterion');
    for (const [criterion, b] of Object.entries(bounds as Record<string, unknown>)) {
      const at = (what: string) => fail(`"bounds" of "${criterion}": ${what}`);
      if (!CRITERIA.includes(criterion as Criterion)) at(`not a criterion; the criteria are ${CRITERIA.join(', ')}`);
      if (!isRecord(b)) return at('must be an object with "min", "max" or both');
      const ends = ['min', 'max'].filter((k) => b[k] !== undefined);
      if (ends.length === 0 || Object.keys(b).some((k) => !['min', 'max'].includes(k))) at('must give "min", "max" or both, and nothing else');
      for (const k of ends) if (typeof b[k] !== 'number' || !Number.isFinite(b[k]) || (b[k] as number) < 0) at(`"${k}" must be a number at least 0, not ${JSON.stringify(b[k])}`);
      if (ends.length === 2 && (b.min as number) >= (b.max as number)) at(`"min" (${String(b.min)}) must be below "max" (${String(b.max)})`);
    }
  }
  if (accepted !== undefined) {
    if (!isRecord(accepted)) fail('"accepted", if given, must be an object of reasons by figure key');
    for (const [key, why] of Object.entries(accepted as Record<string, unknown>)) {
      if (!isFigureKey(key)) fail(`"accepted": "${key}" is not a figure; a figure is seat-balance, length, turn-limit, cast-share:<spell>, cast-in:<advanced spell> or dominance:<advanced spell>`);
      if (typeof why !== 'string' || why.trim() === '') fail(`"accepted": "${key}" must say in a sentence why it is accepted`);
    }
  }
  if (!(runs as StudyRun[]).some((r) => r.role === 'advanced')) fail('a study needs a run with the role "advanced"');
  return raw as unknown as Study;
}
