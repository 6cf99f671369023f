import { type Result, err, ok } from '@decktet/engine';
import type { BotSpec, Weighting } from './bot';

/** The difficulty levels offered to players, weakest first. */
export const DIFFICULTIES = ['easy', 'normal', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The expert's budget, the same in every game (measured decision times in docs/ai.md). */
export const EXPERT_ITERATIONS = 2000;

/**
 * The expert: well under a second, EXPERT_ITERATIONS, a two-level tree (its own next decision too,
 * e.g. the rest of a Hieroglyphs turn; Dueling Runes keeps one level, see its AI entry) and
 * determinizations that weigh what opponents chose in secret. What each buys is in docs/ai.md;
 * 1.5 s is only a safety stop.
 */
export const EXPERT_SPEC: Extract<BotSpec, { kind: 'ismcts' }> = {
  kind: 'ismcts',
  budget: { iterations: EXPERT_ITERATIONS },
  playout: 'heuristic',
  maxMs: 1500,
  treeDepth: 2,
  weighted: 'made',
};

/** Iterations used by a bare `ismcts` spec. */
export const DEFAULT_ISMCTS_ITERATIONS = 1000;

/**
 * What each difficulty plays. Budgets are in iterations, so a level plays the same on every
 * machine and replays exactly; `maxMs` is only a safety stop for slow machines (measured
 * latencies are in docs/performance.md: `hard` stays well under one second here).
 */
export const DIFFICULTY_SPECS: Readonly<Record<Difficulty, BotSpec>> = {
  // A small full-depth search with random playouts: beats random play, makes human mistakes.
  easy: { kind: 'ismcts', budget: { iterations: 50 }, playout: 'random', maxMs: 1000 },
  // The rules of thumb in playouts, a one-level tree: sees the consequences of its own choice.
  normal: { kind: 'ismcts', budget: { iterations: 60 }, playout: 'heuristic', maxMs: 1000, treeDepth: 1 },
  // As normal with a larger budget (measured latency in docs/performance.md, under one second).
  hard: { kind: 'ismcts', budget: { iterations: 200 }, playout: 'heuristic', maxMs: 900, treeDepth: 1 },
  expert: EXPERT_SPEC,
};

/**
 * A game's own specs for some levels, where its searches cost a different amount per iteration or
 * need a different budget to reach a level's strength (the game's AI entry holds them).
 */
export type GameDifficulties = Partial<Record<Difficulty, BotSpec>>;

/** What a difficulty plays in a game (the game's own spec where it has one). */
export function difficultySpec(difficulty: Difficulty, own?: GameDifficulties): BotSpec {
  return own?.[difficulty] ?? DIFFICULTY_SPECS[difficulty];
}

export const SPEC_HELP =
  'random, heuristic, ismcts, ismcts:<iterations> (e.g. ismcts:2000), ismcts:<n>ms (e.g. ismcts:500ms), ' +
  `or a difficulty (${DIFFICULTIES.join(', ')}); add ":heuristic-playouts" to an ismcts spec to guide its playouts, ` +
  '(then ":cutoff<n>" to judge the position after n playout actions where the game has an evaluation, e.g. :heuristic-playouts:cutoff12, ' +
  'and ":fitted" to judge it by the evaluation fitted to playouts\' outcomes where the game has one), ' +
  '":depth<d>" to grow its tree d decisions deep (e.g. ismcts:600:heuristic-playouts:depth1) and ":weighted" to weigh ' +
  "opponents' secret choices by their rules of thumb (\":weighted-all\": also those still to be made with the bot's); end any spec with \":no=<spell>[+<spell>…]\" to forbid the bot " +
  'spells of a game that has them (e.g. hard:no=lightning-bolt, heuristic:no=fear+charm in Dueling Runes)';

const MAX_ITERATIONS = 10_000_000;
const MAX_MS = 600_000;
const MAX_DEPTH = 1000;
const MAX_CUTOFF = 20_000;

/** A spec's last part `:no=<spell>[+<spell>…]`: the spells the bot never casts. */
const FORBIDDEN = /:no=([^:]*)$/;
const SPELL_ID = /^[a-z][a-z0-9-]*$/;

/**
 * Reads a bot spec as users write it (`random`, `ismcts:500ms`, `hard`, `hard:no=fear`, …). A
 * difficulty reads as the game's own spec for it where `own` has one; `ruleBots` names the game's
 * rule bots. Forbidden spells are read here as ids; whether the game has them is checked when the
 * bot is made for a game (`botFromSpec`).
 */
export function parseBotSpec(text: string, own?: GameDifficulties, ruleBots: readonly string[] = []): Result<BotSpec> {
  const spec = text.trim().toLowerCase();
  const no = FORBIDDEN.exec(spec);
  if (!no) return parsePlainSpec(text, spec, own, ruleBots);
  const forbidden = parseForbidden(text, no[1]!);
  if (!forbidden.ok) return forbidden;
  const plain = parsePlainSpec(text, spec.slice(0, no.index), own, ruleBots);
  return plain.ok ? ok({ ...plain.value, forbidden: forbidden.value }) : plain;
}

/** The spell ids of a `:no=` part: at least one, each written once. */
function parseForbidden(text: string, list: string): Result<string[]> {
  const ids = list.split('+');
  const bad = ids.find((id) => !SPELL_ID.test(id));
  if (bad !== undefined) return err('invalid-bot', `bot "${text}": ":no=" takes spell ids joined by "+" (e.g. :no=fear+charm), not "${list}"`);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) return err('invalid-bot', `bot "${text}": ":no=" names ${twice} twice`);
  return ok(ids);
}

/** A spec without its `:no=` part. */
function parsePlainSpec(text: string, spec: string, own: GameDifficulties | undefined, ruleBots: readonly string[]): Result<BotSpec> {
  if (spec === 'random') return ok({ kind: 'random' });
  if (spec === 'heuristic') return ok({ kind: 'heuristic' });
  if (ruleBots.includes(spec)) return ok({ kind: 'rule', name: spec });
  if ((DIFFICULTIES as readonly string[]).includes(spec)) return ok(difficultySpec(spec as Difficulty, own));
  const m = /^ismcts(?::(\d+)(ms)?)?(:heuristic-playouts(?::cutoff(\d+))?(:fitted)?)?(?::depth(\d+))?(:weighted(-all)?)?$/.exec(spec);
  if (!m) return err('invalid-bot', `unknown bot "${text}": use ${SPEC_HELP}${ruleBots.length ? `, or a rule bot of this game (${ruleBots.join(', ')})` : ''}`);
  const playout = m[3] ? 'heuristic' : 'random';
  const cutoff = m[4] === undefined ? undefined : Number(m[4]);
  if (cutoff !== undefined && (cutoff < 1 || cutoff > MAX_CUTOFF)) return err('invalid-bot', `bot "${text}": a playout cut-off must be 1 to ${MAX_CUTOFF} actions`);
  const depth = m[6] === undefined ? undefined : Number(m[6]);
  if (depth !== undefined && (depth < 1 || depth > MAX_DEPTH)) return err('invalid-bot', `bot "${text}": a tree depth must be 1 to ${MAX_DEPTH}`);
  const shape = {
    playout,
    ...(cutoff !== undefined ? { cutoff } : {}),
    ...(m[5] ? { evaluation: 'fitted' as const } : {}),
    ...(depth !== undefined ? { treeDepth: depth } : {}),
    ...(m[7] ? { weighted: m[8] ? ('all' as const) : ('made' as const) } : {}),
  } as const;
  if (m[1] === undefined) return ok({ kind: 'ismcts', budget: { iterations: DEFAULT_ISMCTS_ITERATIONS }, ...shape });
  const n = Number(m[1]);
  if (m[2]) {
    if (n < 1 || n > MAX_MS) return err('invalid-bot', `bot "${text}": a time budget must be 1 to ${MAX_MS} ms`);
    return ok({ kind: 'ismcts', budget: { ms: n }, ...shape });
  }
  if (n < 1 || n > MAX_ITERATIONS) return err('invalid-bot', `bot "${text}": iterations must be 1 to ${MAX_ITERATIONS}`);
  return ok({ kind: 'ismcts', budget: { iterations: n }, ...shape });
}

/** The spec written back as text (for names, records and reports). */
export function formatBotSpec(spec: BotSpec): string {
  return formatPlainSpec(spec) + (spec.forbidden?.length ? `:no=${spec.forbidden.join('+')}` : '');
}

function formatPlainSpec(spec: BotSpec): string {
  if (spec.kind === 'rule') return spec.name;
  if (spec.kind !== 'ismcts') return spec.kind;
  const budget = 'iterations' in spec.budget ? `${spec.budget.iterations}` : `${spec.budget.ms}ms`;
  const depth = spec.treeDepth !== undefined ? `:depth${spec.treeDepth}` : '';
  const cutoff = (spec.cutoff !== undefined ? `:cutoff${spec.cutoff}` : '') + (spec.evaluation === 'fitted' ? ':fitted' : '');
  return `ismcts:${budget}${spec.playout === 'heuristic' ? `:heuristic-playouts${cutoff}` : ''}${depth}${weightedPart(spec.weighted)}`;
}

const weightedPart = (weighted: Weighting | undefined) => (weighted === 'all' ? ':weighted-all' : weighted === 'made' ? ':weighted' : '');
