/**
 * The schema a duel is set up with: the basic settings (core/config.ts) and the variant's table
 * (`table`), checked against the variant's named tables and, when the config names none, set to
 * the current one. A config it gives is whole: a record or a stored match keeps the table its duel
 * was played with; a designer's recipe table (`recipes`, DRA-34) is checked here too.
 */
import type { z } from 'zod';
import { type DuelingRunesConfig, settingsSchema } from './core/config';
import { rulesOf } from './variants';
import { editedRecipes, recipeRowProblems, recipeRows } from './advanced/edited-recipes';

export const configSchema: z.ZodType<DuelingRunesConfig, unknown> = settingsSchema
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
    // A designer's rows are kept in the order of every table's rows (DRA-34).
    return c.recipes ? { ...named, recipes: recipeRows(editedRecipes(c.recipes)) } : named;
  });
