/**
 * What a designer sets in the Workbench: the Advanced Game's recipe rows, the special spells'
 * runes, health and players (the config the rules check, DRA-35), the bots, the designer's bounds
 * and the study's size. The study it makes compares the edited game with the standard one on the
 * same seeds (`sideBySideStudy`).
 */
import { ADVANCED_SPELL_IDS, type AdvancedSpellId, RECIPES, type RecipeRow, configSchema, recipeRows } from '@decktet/dueling-runes';
import type { Suit } from '@decktet/decktet';
import { type Bounds, type Criterion, type Study, CRITERIA, DRA9_BOUNDS, sideBySideStudy } from '@decktet/ai/study/figures';

/** The bot levels a designer may pick, cheapest first. */
export const LAB_LEVELS = ['random', 'easy', 'normal', 'hard', 'expert'] as const;

export interface LabSettings {
  readonly recipes: readonly RecipeRow[];
  readonly counterSpell: readonly Suit[];
  readonly magicMirror: readonly Suit[];
  readonly health: number;
  readonly players: number;
  readonly level: string;
  /** The spells each of the two bots never casts. */
  readonly forbidden: readonly [readonly AdvancedSpellId[], readonly AdvancedSpellId[]];
  readonly bounds: Readonly<Partial<Record<Criterion, Bounds>>>;
  readonly chunk: number;
  readonly cap: number;
  /** The seed prefix both runs share. */
  readonly seed: string;
}

/** The standard game's settings, DRA-9's bounds and a small first study. */
export function standardSettings(seed: string): LabSettings {
  const standard = configSchema.parse({ variant: 'advanced' });
  return {
    recipes: recipeRows(RECIPES),
    counterSpell: standard.counterSpell,
    magicMirror: standard.magicMirror,
    health: standard.health[0]!,
    players: standard.players,
    level: 'easy',
    forbidden: [[], []],
    bounds: {},
    chunk: 10,
    cap: 400,
    seed,
  };
}

/**
 * The bounds a criterion is held to: the designer's, else DRA-9's — for two players. With more,
 * seat 1's fair score is one in n, so its default bounds are that share, 5 points either side.
 */
export function boundsOf(s: LabSettings, c: Criterion): Bounds {
  const own = s.bounds[c];
  if (own) return own;
  if (c === 'seat balance' && s.players > 2) return { min: 1 / s.players - 0.05, max: 1 / s.players + 0.05 };
  return DRA9_BOUNDS[c];
}

/** The edited game's config, as the rules check it (raw: the schema fills the rest). */
export function configOf(s: LabSettings): Record<string, unknown> {
  return { variant: 'advanced', recipes: s.recipes, counterSpell: s.counterSpell, magicMirror: s.magicMirror, health: s.health, players: s.players };
}

/** A bot of the level that never casts `forbidden` (a bot spec). */
export const botSpec = (level: string, forbidden: readonly AdvancedSpellId[]) => (forbidden.length ? `${level}:no=${forbidden.join('+')}` : level);

/** What is wrong with the settings, each with where (a config path or a setting's name); none: they make a study. */
export interface LabProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export function settingsProblems(s: LabSettings): LabProblem[] {
  const parsed = configSchema.safeParse(configOf(s));
  const problems: LabProblem[] = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }));
  try {
    studyOf(s);
  } catch (e) {
    if (parsed.success) problems.push({ path: ['study'], message: e instanceof Error ? e.message : String(e) });
  }
  return problems;
}

/** The side-by-side study of the settings; throws an Error saying what is wrong. */
export function studyOf(s: LabSettings): Study {
  const designer = Object.fromEntries(CRITERIA.filter((c) => JSON.stringify(boundsOf(s, c)) !== JSON.stringify(DRA9_BOUNDS[c])).map((c) => [c, boundsOf(s, c)]));
  return sideBySideStudy({
    study: `lab-${s.seed.toLowerCase().replace(/[^a-z0-9-]/g, '')}`,
    about: 'a recipe table edited in the Workbench, side by side with the standard one.',
    config: configOf(s),
    bots: [botSpec(s.level, s.forbidden[0]), botSpec(s.level, s.forbidden[1])],
    level: s.level,
    seed: s.seed,
    chunk: s.chunk,
    cap: s.cap,
    ...(Object.keys(designer).length ? { bounds: designer } : {}),
  });
}

/** Whether a row differs from the standard table's row of its spell (types in any order). */
export function rowChanged(row: RecipeRow): boolean {
  const standard = RECIPES.find((r) => r.spell === row.spell);
  if (!standard) return true;
  const same = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((x) => b.includes(x));
  const readings = new Set([...Object.keys(standard.readings), ...Object.keys(row.readings)]);
  const caps = new Set([...Object.keys(standard.atMost ?? {}), ...Object.keys(row.atMost ?? {})]);
  return (
    row.phase !== standard.phase ||
    !same(row.energy, standard.energy) ||
    [...readings].some((k) => !same(row.readings[k], standard.readings[k as keyof typeof standard.readings])) ||
    !same(row.smallest, standard.smallest) ||
    [...caps].some((k) => row.atMost?.[k] !== standard.atMost?.[k as keyof typeof standard.atMost])
  );
}

/** Every advanced spell, in the table's order. */
export const SPELLS: readonly AdvancedSpellId[] = ADVANCED_SPELL_IDS;
