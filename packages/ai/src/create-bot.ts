import type { Rng } from '@decktet/decktet';
import type { AnyGame, BaseState, Seat } from '@decktet/engine';
import type { Bot, BotSpec } from './bot';
import { decisionRng } from './decision-rng';
import { type ActionFilter, playedBy, restricted, withoutSpells } from './forbidden-spells';
import { searchChoice, sparingGifts } from './gifts';
import type { GameHeuristic, RuleBot } from './heuristic';
import { type DirectChoice, type IsmctsOptions, type PlayoutPolicy, ismctsSearch, randomPlayout } from './ismcts';
import { BOT_GAMES } from './registry';
import { formatBotSpec, parseBotSpec } from './spec';
import { type WeighedGame, weightedSampler } from './weighting/secret-choices';

/** Uniform over the legal actions. */
export function randomBot(seed: string): Bot {
  return {
    name: 'random',
    decide: (view, legal, seat) => decisionRng(seed, view, seat).pick(legal),
  };
}

/** A game's rules of thumb as a bot. */
export function heuristicBot(heuristic: GameHeuristic, seed: string): Bot {
  return {
    name: 'heuristic',
    decide: (view, legal, seat) => heuristic.choose(view, legal, seat, decisionRng(seed, view, seat)),
  };
}

/**
 * Playout depth before a game's evaluation takes over (about three turns of Dueling Runes, the
 * one game with an evaluation). Measured there: 20 actions judged better than 40 (with 600
 * iterations, 37–0–3 against 32–0–8 versus the rules of thumb) and cost half the time.
 */
export const CUTOFF_DEPTH = 20;

/**
 * How a search uses a game's knowledge in its playouts: moves chosen by the rules of thumb where
 * the game offers a fast playout policy, and/or playouts cut off and judged by its evaluation.
 */
function guidedPlayouts(game: AnyGame, heuristic: GameHeuristic, depth = CUTOFF_DEPTH, evaluation?: 'fitted'): Pick<IsmctsOptions, 'playout' | 'cutoff'> {
  const evaluate = evaluation === 'fitted' ? heuristic.fitted : heuristic.evaluate;
  return {
    playout: heuristicPlayout(game, heuristic),
    ...(evaluate ? { cutoff: { depth, evaluate } } : {}),
  };
}

/**
 * Playouts guided by the heuristic, with a share of random moves so they stay varied. Where the
 * game draws a random action without listing them (`randomAction`) and the heuristic chooses from
 * the state (`playoutDirect`), the playouts in that very game make the same choices without a list.
 */
export function heuristicPlayout(game: AnyGame, heuristic: GameHeuristic, randomShare = 0.15): PlayoutPolicy {
  const threshold = Math.round(randomShare * 1000);
  const policy = (state: BaseState, legal: readonly unknown[], seat: Seat, rng: Rng): unknown => {
    if (rng.int(0, 999) < threshold) return rng.pick(legal);
    return heuristic.playout ? heuristic.playout(state, legal, seat, rng) : heuristic.choose(game.view(state, seat), legal, seat, rng);
  };
  if (!game.randomAction || !heuristic.playoutDirect) return policy;
  // randomAction draws what rng.pick(legal) draws (the engine's contract), playoutDirect chooses what playout chooses.
  const direct: DirectChoice = (state, seat, rng) => (rng.int(0, 999) < threshold ? game.randomAction!(state, seat, rng) : heuristic.playoutDirect!(state, seat, rng));
  // Only in the game itself: a restricted copy of it (forbidden spells) filters what it lists.
  return Object.assign(policy, { direct: (searched: AnyGame) => (searched === game ? direct : undefined) });
}

/** A player who follows one stated rule (see RuleBot). */
export function ruleBot(name: string, rule: RuleBot, seed: string): Bot {
  return {
    name,
    decide: (view, legal, seat) => rule.choose(view, legal, seat, decisionRng(seed, view, seat)),
  };
}

function missingRuleBot(game: AnyGame, name: string): never {
  throw new Error(`${game.name} has no rule bot "${name}"`);
}

function missingHeuristic(game: AnyGame): never {
  throw new Error(`there is no heuristic bot for ${game.name} yet: use random or ismcts`);
}

/** The search a spec describes, with the game's rules of thumb in its playouts where it asks for them. */
export function searchOptions(game: AnyGame, spec: Extract<BotSpec, { kind: 'ismcts' }>): IsmctsOptions {
  const entry = BOT_GAMES.find(game.id);
  const heuristic = entry?.heuristic;
  return {
    budget: spec.budget,
    ...(spec.maxMs !== undefined ? { maxMs: spec.maxMs } : {}),
    ...(spec.treeDepth !== undefined ? { treeDepth: spec.treeDepth } : {}),
    ...(spec.playout === 'heuristic' && heuristic ? guidedPlayouts(game, heuristic, spec.cutoff, spec.evaluation) : { playout: randomPlayout }),
    ...weighting(game, spec, entry),
  };
}

/** Weighted determinizations where the spec asks for them and the game has secret choices to weigh. */
function weighting(game: AnyGame, spec: Extract<BotSpec, { kind: 'ismcts' }>, entry: WeighedGame | undefined): Pick<IsmctsOptions, 'sample'> {
  const sample = spec.weighted ? weightedSampler(game, entry, spec.weighted) : undefined;
  return sample ? { sample } : {};
}

/**
 * A bot for a game from a parsed spec. A spec that forbids spells the game does not have (or a
 * game without spells) throws an Error saying which exist.
 */
export function botFromSpec(game: AnyGame, spec: BotSpec, seed: string): Bot {
  const entry = BOT_GAMES.find(game.id);
  const allowed = spec.forbidden?.length ? withoutSpells(game, entry?.spells, spec.forbidden) : undefined;
  if (spec.kind === 'ismcts' && spec.cutoff !== undefined && !entry?.heuristic?.evaluate) {
    throw new Error(`${game.name} has no evaluation of a position: a playout cut-off (":cutoff${spec.cutoff}") does not apply to it`);
  }
  if (spec.kind === 'ismcts' && spec.evaluation === 'fitted' && !entry?.heuristic?.fitted) {
    throw new Error(`${game.name} has no fitted evaluation: ":fitted" does not apply to it`);
  }
  if (spec.kind === 'ismcts') return searchBot(game, spec, seed, allowed);
  // No level chooses a gift unless its search judges it the best move (src/gifts.ts).
  const bot = spec.kind === 'random' ? randomBot(seed) : sparingGifts(ruleOfThumbBot(game, spec, seed), entry?.gift);
  return allowed ? restricted(bot, allowed) : bot;
}

/** The rules of thumb or a rule bot, as a spec names them. */
function ruleOfThumbBot(game: AnyGame, spec: Extract<BotSpec, { kind: 'heuristic' | 'rule' }>, seed: string): Bot {
  const entry = BOT_GAMES.find(game.id);
  if (spec.kind === 'rule') return ruleBot(spec.name, entry?.ruleBots?.[spec.name] ?? missingRuleBot(game, spec.name), seed);
  return heuristicBot(entry?.heuristic ?? missingHeuristic(game), seed);
}

/**
 * A search bot: it keeps a gift only when its estimates justify it (src/gifts.ts). A bot forbidden some spells (`allowed`) searches the game as it plays it: its own moves, now and
 * in the search's future, never cast them (./forbidden-spells.ts).
 */
function searchBot(game: AnyGame, spec: Extract<BotSpec, { kind: 'ismcts' }>, seed: string, allowed: ActionFilter | undefined): Bot {
  const gift = BOT_GAMES.find(game.id)?.gift;
  const options = searchOptions(game, spec);
  return {
    name: formatBotSpec(spec),
    decide(view, legal, seat: Seat) {
      const own = allowed ? allowed(legal) : legal;
      const searched = allowed ? playedBy(game, seat, allowed) : game;
      const result = ismctsSearch(searched, view, own, seat, decisionRng(seed, view, seat), options);
      return searchChoice(game, gift, view, own, seat, result).action;
    },
  };
}

/**
 * A bot for a game: `random`, `heuristic`, `ismcts`, `ismcts:<iterations>`, `ismcts:<n>ms`, or a
 * difficulty `easy` | `normal` | `hard` (the game's own spec for it where it has one), each
 * optionally ending in `:no=<spell>[+<spell>…]`. An unknown spec throws an Error listing the specs
 * that exist.
 */
export function createBot(game: AnyGame, spec: string, seed: string): Bot {
  const entry = BOT_GAMES.find(game.id);
  const parsed = parseBotSpec(spec, entry?.difficulties, Object.keys(entry?.ruleBots ?? {}));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const bot = botFromSpec(game, parsed.value, seed);
  const label = spec.trim().toLowerCase();
  return label === bot.name ? bot : { name: label, decide: bot.decide };
}
