/**
 * The schema a duel is set up with: the basic settings (core/config.ts) and the variant's table
 * (`table`), checked against the variant's named tables and, when the config names none, set to
 * the current one. A config it gives is whole: a record or a stored match keeps the table its duel
 * was played with; a designer's recipe table (`recipes`, DRA-35) is checked here too.
 */
import { z } from 'zod';
import { type DuelingRunesConfig, RECORDED_CONFIG_DEFAULTS, settingsSchema } from './core/config';
import { isVariant, rulesOf } from './variants';
import { editedRecipes, recipeRowProblems, recipeRows } from './advanced/edited-recipes';

/**
 * A config that names no starting health, in a variant whose table names one: the table's (the
 * settings' default is the basic game's, DR-3). Anything it cannot read is left for the schema to
 * refuse.
 */
function withTableHealth(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const c = input as { variant?: unknown; table?: unknown; health?: unknown };
  if (c.health !== undefined || !isVariant(c.variant)) return input;
  const tables = rulesOf(c.variant).tables;
  const table = typeof c.table === 'string' ? c.table : tables?.current;
  if (!tables || table === undefined || !tables.names.includes(table)) return input;
  return { ...c, health: tables.startingHealth(table) };
}

export const configSchema: z.ZodType<DuelingRunesConfig, unknown> = z
  .preprocess(withTableHealth, settingsSchema)
  .superRefine((c, ctx) => {
    const tables = rulesOf(c.variant).tables;
    if (c.table === undefined) return;
    if (!tables) ctx.addIssue({ code: 'custom', path: ['table'], message: 'the basic game has no tables: a table is a setting of the Advanced Game ({"variant":"advanced"})' });
    else if (!tables.names.includes(c.table)) ctx.addIssue({ code: 'custom', path: ['table'], message: `no table is named "${c.table}": the tables are ${tables.names.map((n) => `"${n}"`).join(', ')}` });
  })
  .superRefine((c, ctx) => {
    if (c.recipes === undefined) return;
    if (c.variant !== 'advanced') return void ctx.addIssue({ code: 'custom', path: ['recipes'], message: 'a recipe table is a setting of the Advanced Game ({"variant":"advanced"})' });
    for (const p of recipeRowProblems(c.recipes)) ctx.addIssue({ code: 'custom', path: ['recipes', ...p.path], message: p.message });
  })
  .transform((c): DuelingRunesConfig => {
    const tables = rulesOf(c.variant).tables;
    const named = tables && c.table === undefined ? { ...c, table: tables.current } : c;
    // A designer's rows are kept in the order of every table's rows (DRA-35).
    return c.recipes ? { ...named, recipes: recipeRows(editedRecipes(c.recipes)) } : named;
  });

/**
 * A recorded or stored config as it was read when it was written: the turn limit of
 * `RECORDED_CONFIG_DEFAULTS`, and a variant with tables (the Advanced Game) without a table played
 * its first one (a config the schema reads names one, so only one stored before tables had names
 * lacks it).
 */
export function recordedConfig(recorded: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const config = { ...RECORDED_CONFIG_DEFAULTS, ...recorded };
  const tables = isVariant(recorded.variant) ? rulesOf(recorded.variant).tables : null;
  return tables && recorded.table === undefined ? { ...config, table: tables.names[0] } : config;
}
