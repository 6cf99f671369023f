/**
 * Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse 2012), single-observer
 * form, generic over any game of the contract.
 *
 * Each iteration samples a determinization — a full state consistent with the searching seat's
 * view, from the game's `sampleState` — and walks one shared tree with it. Nodes are keyed by
 * the sequence of decisions since the root, not by hidden cards, so the tree is a tree of the
 * searcher's information sets; an arm's *availability* counts how often it was legal in the
 * sampled determinizations (the subset-armed bandit of the paper), so actions that exist only in
 * some determinizations are not over- or under-explored.
 *
 * Simultaneous decisions (several seats pending) use **decoupled selection**: a node keeps
 * separate arm statistics for each pending seat, each seat picks its arm by UCB from its own
 * statistics alone, and only then are the chosen actions applied together; the child is keyed by
 * the joint choice. Why decoupled rather than "sequential with hidden moves": treating the
 * choices as sequential in one tree lets the later seat's arm statistics be conditioned on the
 * earlier seat's actual choice — the later seat would learn to answer a choice it cannot see, the
 * classic simultaneous-move leak. Decoupled selection gives each seat exactly the information it
 * has when it chooses (nothing of the others' choice), so the searcher never plans against a
 * mind-reading opponent nor assumes it can read one. It needs no support from the game beyond
 * `pending`, which already says who chooses together.
 *
 * Chance (draws from the state's PRNG) is not a tree node: a determinization carries its own
 * reseeded PRNG, so each iteration meets different draws, averaged over by the statistics.
 * Rewards are the outcome's per-seat scores, so 3–4 seat games back up one score per seat.
 * The core uses no Node-only API: it runs in worker threads and in a browser Web Worker.
 */
import type { Rng } from '@decktet/decktet';
import type { AnyGame, BaseState, PlayoutMemory, Seat } from '@decktet/engine';
import type { SearchBudget } from './bot';

/** A playout's choice for `seat`, drawn from the state itself without a list of the legal actions. */
export type DirectChoice = (state: BaseState, seat: Seat, rng: Rng) => unknown;

export type PlayoutPolicy = ((state: BaseState, legal: readonly unknown[], seat: Seat, rng: Rng) => unknown) & {
  /**
   * The same choice — the same draws, the same action — made without the list, where the policy
   * can make it so in `game` (undefined where it cannot, e.g. a game whose legal actions a
   * restriction filters): playouts then never list the choices they do not need.
   */
  readonly direct?: (game: AnyGame) => DirectChoice | undefined;
};

export interface IsmctsOptions {
  readonly budget: SearchBudget;
  /** UCB exploration constant for rewards in [0, 1] (default 0.7). */
  readonly exploration?: number;
  /** How playouts choose (default: uniformly at random). */
  readonly playout?: PlayoutPolicy;
  /** A hard stop in milliseconds whatever the budget (a safety for slow machines). */
  readonly maxMs?: number;
  /** The clock for time budgets (default `performance.now`, present in Node and browsers). */
  readonly now?: () => number;
  /** A playout still running after this many actions is scored as an even split (default 20,000). */
  readonly maxPlayoutActions?: number;
  /**
   * Cut playouts off after `depth` actions and score the position with `evaluate` (per-seat
   * values in [0, 1]) instead of playing to the end: in long games a short look ahead plus a
   * judgement of the position tells more per millisecond than one random game to the end.
   */
  readonly cutoff?: PlayoutCutoff;
  /**
   * How many decisions deep the tree grows (default: unlimited). Beyond it the playout policy
   * decides for everyone; with a strong policy, a shallow tree spends the budget on the
   * searcher's own choice instead of on thinly visited replies.
   */
  readonly treeDepth?: number;
  /**
   * Search even when only one action is legal (default: return it at once), to estimate what
   * the position is worth to the seat — a review of a game needs that for forced moves too.
   */
  readonly searchForcedMoves?: boolean;
  /**
   * How each iteration deals its determinization (default: the game's `sampleState`), e.g. a
   * weighting of opponents' secret choices (./weighting/secret-choices.ts).
   */
  readonly sample?: (view: unknown, seat: Seat, rng: Rng) => BaseState;
}

export interface PlayoutCutoff {
  readonly depth: number;
  evaluate(state: BaseState): readonly number[];
}

interface Arm {
  visits: number;
  reward: number;
  available: number;
}

interface TreeNode {
  /** Per pending seat, its arms by action notation. */
  readonly arms: Map<Seat, Map<string, Arm>>;
  readonly children: Map<string, TreeNode>;
}

interface Choice {
  readonly seat: Seat;
  readonly arm: Arm;
}

export interface SearchResult {
  readonly action: unknown;
  readonly iterations: number;
  /** The root seat's statistics per legal action, most visited first. */
  readonly stats: readonly { readonly action: string; readonly visits: number; readonly mean: number }[];
}

const newNode = (): TreeNode => ({ arms: new Map(), children: new Map() });

export const randomPlayout: PlayoutPolicy = (_state, legal, _seat, rng) => rng.pick(legal);

/** Applies a legal action: in place through the game's fast path when it has one. */
export function step(game: AnyGame, state: BaseState, seat: Seat, action: unknown): BaseState {
  if (game.applyInPlace) {
    game.applyInPlace(state, seat, action);
    return state;
  }
  const next = game.apply(state, seat, action);
  if (!next.ok) throw new Error(`${game.id}: legal action "${game.formatAction(action)}" was rejected: ${next.error.message}`);
  return next.value;
}

/**
 * Plays a state out to the end with a policy (in place where the game allows) and returns the
 * per-seat scores. A playout that does not end within `maxActions` scores an even split.
 * `memory`: the game's playout memory (`game.playoutMemory()`), kept by a caller that plays many
 * playouts one after another; it changes nothing in what is played.
 */
export function playOut(
  game: AnyGame,
  start: BaseState,
  policy: PlayoutPolicy,
  rng: Rng,
  maxActions = 20_000,
  cutoff?: PlayoutCutoff,
  memory?: PlayoutMemory,
): readonly number[] {
  let state = start;
  const depth = cutoff ? cutoff.depth : Infinity;
  // Uniform choices need no list where the game can draw one directly (the same draw, the same
  // choice), nor a call per step where the game plays the whole random game itself.
  if (policy === randomPlayout && !cutoff && game.randomPlayout && game.applyInPlace) {
    // As the loop below: a game still going after `maxActions` actions scores an even split.
    const outcome = game.randomPlayout(state, rng, maxActions, memory) < maxActions ? game.outcome(state) : null;
    return outcome ? outcome.scores : evenSplit(state);
  }
  const direct = policy === randomPlayout ? game.randomAction : policy.direct?.(game);
  for (let n = 0; n < maxActions; n++) {
    const outcome = game.outcome(state);
    if (outcome) return outcome.scores;
    if (n >= depth) return cutoff!.evaluate(state);
    const seats = game.pending(state);
    const seat = seats[0];
    if (seat === undefined) throw new Error(`${game.id}: no seat is pending but the game is not over`);
    const action = direct ? direct(state, seat, rng) : policy(state, game.legalActions(state, seat), seat, rng);
    state = step(game, state, seat, action);
  }
  return evenSplit(state);
}

function evenSplit(state: BaseState): number[] {
  const seats = state.names.length;
  return Array.from({ length: seats }, () => 1 / seats);
}

function ucbPick(arms: readonly Arm[], exploration: number, rng: Rng): number {
  let unvisited = 0;
  for (const a of arms) if (a.visits === 0) unvisited++;
  if (unvisited > 0) {
    // Try every arm once first, in random order, so no arm is favoured by its position.
    let k = rng.int(0, unvisited - 1);
    for (let i = 0; i < arms.length; i++) if (arms[i]!.visits === 0 && k-- === 0) return i;
  }
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < arms.length; i++) {
    const a = arms[i]!;
    const value = a.reward / a.visits + exploration * Math.sqrt(Math.log(a.available) / a.visits);
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

/** Searches from `seat`'s view and returns the most visited of `legal`. */
export function ismctsSearch(game: AnyGame, view: unknown, legal: readonly unknown[], seat: Seat, rng: Rng, options: IsmctsOptions): SearchResult {
  if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} has no legal action to choose from`);
  const legalKeys = legal.map((a) => game.formatAction(a));
  if (legal.length === 1 && !options.searchForcedMoves) return { action: legal[0], iterations: 0, stats: [{ action: legalKeys[0]!, visits: 0, mean: 0 }] };

  const exploration = options.exploration ?? 0.7;
  const policy = options.playout ?? randomPlayout;
  const maxPlayout = options.maxPlayoutActions ?? 20_000;
  const treeDepth = options.treeDepth ?? Infinity;
  const now = options.now ?? (() => performance.now());
  const budget = options.budget;
  const started = now();
  const deadline = Math.min('ms' in budget ? started + budget.ms : Infinity, options.maxMs !== undefined ? started + options.maxMs : Infinity);
  const maxIterations = 'iterations' in budget ? budget.iterations : Infinity;
  const timed = deadline !== Infinity;
  const sample = options.sample ?? ((v: unknown, s: Seat, r: Rng) => game.sampleState(v, s, r));
  const root = newNode();
  // One search plays its playouts one after another in the same working memory.
  const memory = game.playoutMemory?.();
  let iterations = 0;

  while (iterations < maxIterations) {
    // One clock reading (well under a microsecond) per iteration keeps time limits tight.
    if (timed && iterations > 0 && now() >= deadline) break;
    iterations++;
    let state = sample(view, seat, rng);
    let node = root;
    const path: Choice[] = [];
    for (let depth = 0; depth < treeDepth && !game.outcome(state); depth++) {
      const seats = game.pending(state);
      if (seats.length === 0) throw new Error(`${game.id}: no seat is pending but the game is not over`);
      const chosen: { seat: Seat; action: unknown; key: string }[] = [];
      // Every pending seat chooses from its own statistics before any choice is applied.
      for (const s of seats) {
        const actions = game.legalActions(state, s);
        let table = node.arms.get(s);
        if (!table) node.arms.set(s, (table = new Map()));
        const arms: Arm[] = [];
        const keys: string[] = [];
        for (const a of actions) {
          const key = game.formatAction(a);
          let arm = table.get(key);
          if (!arm) table.set(key, (arm = { visits: 0, reward: 0, available: 0 }));
          arm.available++;
          arms.push(arm);
          keys.push(key);
        }
        const i = ucbPick(arms, exploration, rng);
        chosen.push({ seat: s, action: actions[i], key: keys[i]! });
        path.push({ seat: s, arm: arms[i]! });
      }
      for (const c of chosen) state = step(game, state, c.seat, c.action);
      const joint = chosen.length === 1 ? chosen[0]!.key : chosen.map((c) => `${c.seat}:${c.key}`).join('|');
      const child = node.children.get(joint);
      if (!child) {
        node.children.set(joint, newNode());
        break;
      }
      node = child;
    }
    const scores = playOut(game, state, policy, rng, maxPlayout, options.cutoff, memory);
    for (const c of path) {
      c.arm.visits++;
      c.arm.reward += scores[c.seat] ?? 0;
    }
  }

  const table = root.arms.get(seat) ?? new Map<string, Arm>();
  // A plain loop rather than `map`: with `map`, the optimised search was thrown back to the
  // interpreter at this point at the end of every call.
  const stats: { action: string; visits: number; mean: number }[] = [];
  for (const key of legalKeys) {
    const arm = table.get(key);
    stats.push({ action: key, visits: arm?.visits ?? 0, mean: arm && arm.visits > 0 ? arm.reward / arm.visits : 0 });
  }
  let best = 0;
  for (let i = 1; i < stats.length; i++) {
    const a = stats[i]!;
    const b = stats[best]!;
    if (a.visits > b.visits || (a.visits === b.visits && a.mean > b.mean)) best = i;
  }
  return { action: legal[best], iterations, stats: [...stats].sort((a, b) => b.visits - a.visits || b.mean - a.mean) };
}
