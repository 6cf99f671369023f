import { z } from 'zod';
import { SUITS, type CardId, type Suit } from '@decktet/decktet';
import { PHASES, type Phase } from './runes';

/** The rules a match is played with (every field has a default: `{}` is a 2-wizard game). */
export interface DuelingRunesConfig {
  /** How many people play: 2–4 wizards, or 1 for solitaire against the automaton (DR-20, DR-21). */
  players: number;
  /** Adds the four Courts to the deck (DR-1). */
  courts: boolean;
  /**
   * Starting health of each wizard in seat order (DR-3); in solitaire `[you, automaton]`.
   * Given as one number, every wizard starts with it. Default 12.
   */
  health: number[];
  /** Runes Counter Spell needs from the hand (DR-16). Default Moons + Knots. */
  counterSpell: Suit[];
  /** Runes Magic Mirror needs from the hand (DR-16). Default Moons + Waves + Knots. */
  magicMirror: Suit[];
  /**
   * The turn limit (DR-28): the duel is a draw among the living when this many turns have been
   * played. Null (the default): no limit, a duel people play goes on to its end; simulations of
   * bots set one (`SIMULATION_CONFIG`).
   */
  maxTurns: number | null;
  /**
   * The game played (DRA-1): the basic game, or the Advanced Game with its recipes and monsters.
   * A basic config leaves it out — the schema drops `"basic"` — so that every basic game, record
   * and view reads exactly as before the Advanced Game existed.
   */
  variant?: Variant;
  /**
   * The named table of the variant the duel plays with (DRA-33 … : the Advanced Game's recipes and
   * rule readings, src/advanced/tables.ts). The schema names the current one unless the config
   * chooses another, so every duel keeps the table it was set up with; a variant without tables
   * (the basic game) has none.
   */
  table?: string;
  /**
   * A designer's recipe table (DRA-35): the Advanced Game's rows as data, one per advanced spell,
   * played in place of the named table's rows; every other rule is the named table's. Checked by
   * src/config.ts (advanced/edited-recipes.ts); a config without it plays the named table's rows.
   */
  recipes?: RecipeRow[];
}

/** A row of a designer's recipe table (DRA-35), as a config gives it: the shape of advanced/recipes.ts `Recipe`. */
export interface RecipeRow {
  spell: string;
  phase: Phase;
  energy: Suit[];
  readings: Partial<Record<string, Suit[]>>;
  /** Readings that take the smallest count of their types instead of adding them up. */
  smallest?: string[];
  /** The most a reading can be: counts beyond it add nothing. */
  atMost?: Partial<Record<string, number>>;
}

/** The two games of Dueling Runes (DRA-1). */
export type Variant = 'basic' | 'advanced';


/** What a simulation of bots plays with unless told otherwise: the turn limit keeps every duel finite (DR-28). */
export const SIMULATION_CONFIG: Readonly<Partial<DuelingRunesConfig>> = Object.freeze({ maxTurns: 100 });

/**
 * The turn limit of a recorded config that names none: until the limit became a simulation's
 * setting, every duel had one of 100 turns, and a record stores its whole config, so only a
 * record written by other means can leave it out (DR-28).
 */
export const RECORDED_CONFIG_DEFAULTS: Readonly<Partial<DuelingRunesConfig>> = Object.freeze({ maxTurns: 100 });

const recipe = (fallback: Suit[]) =>
  z
    .array(z.enum(SUITS))
    .min(1)
    .refine((r) => new Set(r).size === r.length, 'a rune may be named only once')
    .default(fallback);

const healthValue = z.number().int().min(1).max(99);

/** The health each wizard starts with unless the config says otherwise (DR-3). */
export const STARTING_HEALTH = 12;

/**
 * The settings as the basic rules read them; src/config.ts adds what the variants check (the
 * table) and is the schema a game is set up with.
 */
export const settingsSchema = z
  .object({
    players: z.number().int().min(1).max(4).default(2),
    courts: z.boolean().default(false),
    health: z.union([healthValue, z.array(healthValue).min(2).max(4)]).default(STARTING_HEALTH),
    counterSpell: recipe(['moons', 'knots']),
    magicMirror: recipe(['moons', 'waves', 'knots']),
    maxTurns: z.number().int().min(1).max(1000).nullable().default(null),
    variant: z.enum(['basic', 'advanced']).default('basic'),
    table: z.string().min(1).optional(),
    recipes: z
      .array(
        z
          .object({
            spell: z.string(),
            phase: z.enum(PHASES),
            energy: z.array(z.enum(SUITS)),
            readings: z.record(z.string(), z.array(z.enum(SUITS))),
            smallest: z.array(z.string()).optional(),
            atMost: z.record(z.string(), z.number().int().min(1).max(99)).optional(),
          })
          .strict(),
      )
      .optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    const wizards = c.players === 1 ? 2 : c.players;
    if (Array.isArray(c.health) && c.health.length !== wizards) {
      ctx.addIssue({ code: 'custom', path: ['health'], message: `give one starting health per wizard: ${wizards} numbers${c.players === 1 ? ' (you, then the automaton)' : ''}` });
    }
  })
  .transform((c): DuelingRunesConfig => {
    const wizards = c.players === 1 ? 2 : c.players;
    const { variant, table, recipes, ...rest } = c;
    const config: DuelingRunesConfig = { ...rest, health: Array.isArray(c.health) ? c.health : Array.from({ length: wizards }, () => c.health as number) };
    // The basic game is the default, left out of the config; another variant is named.
    if (variant !== 'basic') config.variant = variant;
    if (table !== undefined) config.table = table;
    if (recipes !== undefined) config.recipes = recipes;
    return config;
  });

/** How many wizards duel: the players, plus the automaton in solitaire. */
export function wizardCount(config: DuelingRunesConfig): number {
  return config.players === 1 ? 2 : config.players;
}

/**
 * The layout override (tests and puzzles): fixes every hidden order. Documented in docs/games/dueling-runes.md.
 * Cards named nowhere go below the named draw pile in chart order; an unnamed Excuse goes to the bottom.
 */
export interface DuelingRunesLayout {
  /** Each wizard's starting hand (the automaton's entry, if any, must be empty). At most 5 cards each. */
  hands: CardId[][];
  /** The draw pile from the top down; may include `excuse` to fix its place. */
  drawPile?: CardId[];
  /** Cards already in each wizard's spell sequence, oldest first, all face up (at most 3). */
  sequences?: CardId[][];
  /** The discard pile, oldest first. */
  discardPile?: CardId[];
  /** Current health per wizard (at most the starting health), for puzzles. */
  health?: number[];
}

export const layoutSchema: z.ZodType<DuelingRunesLayout, unknown> = z
  .object({
    hands: z.array(z.array(z.string()).max(5)).min(1).max(4),
    drawPile: z.array(z.string()).optional(),
    sequences: z.array(z.array(z.string()).max(3)).min(2).max(4).optional(),
    discardPile: z.array(z.string()).optional(),
    health: z.array(z.number().int().min(1).max(99)).min(2).max(4).optional(),
  })
  .strict();
