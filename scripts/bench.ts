/**
 * `npm run bench`: speed of the rules and the AI on one core.
 * - random playouts per second per game (setup + a random game to the end on the in-place path),
 *   and their rate against the same games dealt by the legacy generator, measured beside them;
 *   the same for each of the game's other rated settings (its rating pools after the first, such
 *   as Dueling Runes' Advanced Game), measured beside the default settings;
 * - ISMCTS iterations per second from the opening position (plain `ismcts`: full-depth tree,
 *   random playouts to the end), and its ratio to the random playout rate measured beside it,
 *   in alternating slices of the same process (the search should cost little beyond its playouts);
 * - decision latency per difficulty (mean, median, 90th percentile and worst over positions sampled
 *   from seeded random games, wall-clock and CPU time), at the default settings and beside them at
 *   each other rated setting (Dueling Runes' Advanced Game: `dueling-runes-advanced.hard.…`), with
 *   the ratio of the two (`…decisionCpuToDefault`).
 * Rates are given per wall-clock second and per CPU second of this process (the second is the
 * fairer figure on a shared machine). The last line printed is one JSON object of named figures.
 * Set BENCH_SECONDS to change the time spent on each rate (default 3, plus as long a warm-up).
 * Set BENCH_GAMES to a comma-separated list of game ids (e.g. `hieroglyphs`) to measure only those.
 * Set BENCH_FULL_BUDGET=1 to time each level's search without its wall-clock safety stop (its spec
 * written out, e.g. `ismcts:2000:heuristic-playouts:depth2:weighted`), so that a busy machine cannot
 * cut a search short: the CPU figures then measure the budget itself.
 * Set BENCH_DECISION_ROUNDS to time every position's decision that many times over (default 1), in
 * rounds: more decisions behind each figure, a steadier ratio between settings on a busy machine.
 */
import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, parseConfig, unwrap } from '@decktet/engine';
import { BOT_GAMES, DIFFICULTIES, createBot, difficultySpec, formatBotSpec, ismctsSearch, playOut, randomPlayout } from '@decktet/ai';
import { GAMES } from '@decktet/catalog';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const FULL_BUDGET = process.env.BENCH_FULL_BUDGET === '1';
const DECISION_ROUNDS = Number(process.env.BENCH_DECISION_ROUNDS ?? 1);
if (!Number.isInteger(DECISION_ROUNDS) || DECISION_ROUNDS < 1) throw new Error(`BENCH_DECISION_ROUNDS is how many times each position's decision is timed, a whole number from 1; it was "${process.env.BENCH_DECISION_ROUNDS}"`);
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/**
 * Runs each of `works` (each call returns the units it did) repeatedly: first a warm-up of SECONDS
 * each (the JIT needs a couple of seconds before the rules run at full speed), then SECONDS of
 * measurement each, in one-second slices taken in turn, so that a machine that speeds up or slows
 * down meanwhile affects every rate alike (their ratio is what the search target is about).
 * Returns units per wall second and per CPU second for each.
 */
interface Rate {
  wall: number;
  cpu: number;
}

function rates(works: readonly (() => number)[]): Rate[] {
  for (const work of works) {
    const warm = performance.now();
    while (performance.now() - warm < SECONDS * 1000) work();
  }
  const slice = Math.min(1, SECONDS);
  const slices = Math.max(1, Math.round(SECONDS / slice));
  const totals = works.map(() => ({ units: 0, wall: 0, cpu: 0 }));
  for (let n = 0; n < slices; n++) {
    for (const [i, work] of works.entries()) {
      const total = totals[i]!;
      const c0 = cpuSeconds();
      const t0 = performance.now();
      while (performance.now() - t0 < slice * 1000) total.units += work();
      total.wall += (performance.now() - t0) / 1000;
      total.cpu += cpuSeconds() - c0;
    }
  }
  return totals.map((t) => ({ wall: Math.round(t.units / t.wall), cpu: Math.round(t.units / Math.max(t.cpu, 1e-9)) }));
}

/** Positions per game whose decisions are timed for each level. */
const LATENCY_POSITIONS = 24;

/** Mean, median, 90th percentile and worst of some times, rounded to the millisecond. */
function distribution(times: readonly number[]): { mean: number; p50: number; p90: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { mean: Math.round(times.reduce((a, b) => a + b, 0) / times.length), p50: at(0.5), p90: at(0.9), max: Math.round(sorted.at(-1)!) };
}

/** The ratio of two sets of times' totals, to two decimals. */
const ratioToFirst = (times: readonly number[], first: readonly number[]) => Math.round((times.reduce((a, b) => a + b, 0) / first.reduce((a, b) => a + b, 0)) * 100) / 100;

/** Positions met in seeded random games at settings `settings` where the seat to move has a real choice. */
function positions(game: AnyGame, count: number, seed: string, settings: Record<string, unknown> = {}): BaseState[] {
  const rng = Rng.fast(seed);
  const config = unwrap(parseConfig(game, { ...game.simulationConfig, ...settings }));
  const out: BaseState[] = [];
  for (let g = 0; out.length < count; g++) {
    let state: BaseState = unwrap(game.setup(config, `${seed}-${g}`));
    const states: BaseState[] = [];
    while (!game.outcome(state)) {
      const seat = game.pending(state)[0]!;
      const legal = game.legalActions(state, seat);
      if (legal.length > 1) states.push(state);
      state = unwrap(game.apply(state, seat, rng.pick(legal)));
    }
    for (let i = 0; i < 3 && states.length; i++) out.push(rng.pick(states));
  }
  return out.slice(0, count);
}

const figures: Record<string, number> = {};
const lines: string[] = [];

const only = (process.env.BENCH_GAMES ?? '').split(',').map((id) => id.trim()).filter(Boolean);
const unknown = only.filter((id) => !GAMES.some((g) => g.id === id));
if (unknown.length) throw new Error(`BENCH_GAMES names no game ${unknown.join(', ')}; the games are ${GAMES.map((g) => g.id).join(', ')}`);

for (const game of GAMES.filter((g) => only.length === 0 || only.includes(g.id))) {
  // The games a simulation plays (with the game's simulation settings: a turn limit keeps random games finite).
  const config = unwrap(parseConfig(game, { ...game.simulationConfig }));
  const rng = Rng.fast('bench');
  let n = 0;
  let p = 0;
  // Each measured loop keeps one playout memory across its games, as a search does.
  const memory = game.playoutMemory?.();
  const playout = () => {
    playOut(game, unwrap(game.setup(config, `bench-${n++}`)), randomPlayout, rng, undefined, undefined, memory);
    return 1;
  };
  // The same games dealt by the legacy generator (a `v1:` seed), to weigh what ChaCha20 deals cost.
  const legacyPlayout = () => {
    playOut(game, unwrap(game.setup(config, `v1:bench-${n++}`)), randomPlayout, rng, undefined, undefined, memory);
    return 1;
  };
  // From the opening position, so each iteration's playout is a whole game like the playouts.
  const search = () => {
    const state = unwrap(game.setup(config, `search-${p++}`));
    const seat = game.pending(state)[0]!;
    return ismctsSearch(game, game.view(state, seat), game.legalActions(state, seat), seat, Rng.fast(`it${p}`), { budget: { iterations: 100 } }).iterations;
  };

  // Random games alone, as a simulation of random players runs them.
  const [playouts] = rates([playout]) as [Rate];
  figures[`${game.id}.randomGamesPerSecond`] = playouts.wall;
  figures[`${game.id}.randomGamesPerCpuSecond`] = playouts.cpu;
  lines.push(`${game.name}: random games ${playouts.wall}/s (${playouts.cpu} per CPU-second)`);

  // The game's other standard settings (its rating pools beyond the first: a variant such as an
  // advanced game), each measured beside the default settings in alternating slices.
  for (const pool of (game.ratingPools ?? []).slice(1)) {
    const poolConfig = unwrap(parseConfig(game, { ...game.simulationConfig, ...pool.config }));
    let v = 0;
    const poolMemory = game.playoutMemory?.();
    const poolPlayout = () => {
      playOut(game, unwrap(game.setup(poolConfig, `bench-${v++}`)), randomPlayout, rng, undefined, undefined, poolMemory);
      return 1;
    };
    const [standard, variant] = rates([playout, poolPlayout]) as [Rate, Rate];
    figures[`${pool.id}.randomGamesPerSecond`] = variant.wall;
    figures[`${pool.id}.randomGamesPerCpuSecond`] = variant.cpu;
    figures[`${pool.id}.defaultRandomGamesBesidePerCpuSecond`] = standard.cpu;
    lines.push(`${pool.name}: random games ${variant.wall}/s (${variant.cpu} per CPU-second), beside ${standard.cpu} per CPU-second with the default settings`);
  }

  // ChaCha20 deals against legacy deals, measured beside each other in alternating slices.
  const [chachaDealt, legacyDealt] = rates([playout, legacyPlayout]) as [Rate, Rate];
  figures[`${game.id}.randomGamesLegacyDealsPerCpuSecond`] = legacyDealt.cpu;
  figures[`${game.id}.chachaToLegacyDealRatio`] = Math.round((chachaDealt.cpu / legacyDealt.cpu) * 1000) / 1000;
  lines.push(
    `${game.name}: random games dealt by ChaCha20 at ${figures[`${game.id}.chachaToLegacyDealRatio`]} of the rate with legacy deals measured beside them (${chachaDealt.cpu} against ${legacyDealt.cpu} per CPU-second)`,
  );

  // The search against random games measured beside it, in alternating slices of the same process.
  const [beside, iterations] = rates([playout, search]) as [Rate, Rate];
  figures[`${game.id}.ismctsIterationsPerSecond`] = iterations.wall;
  figures[`${game.id}.ismctsIterationsPerCpuSecond`] = iterations.cpu;
  figures[`${game.id}.randomGamesBesideSearchPerCpuSecond`] = beside.cpu;
  figures[`${game.id}.ismctsToPlayoutRatio`] = Math.round((iterations.cpu / beside.cpu) * 1000) / 1000;
  lines.push(
    `${game.name}: ISMCTS ${iterations.wall} iterations/s (${iterations.cpu} per CPU-second), ${figures[`${game.id}.ismctsToPlayoutRatio`]} of the random games measured beside it (${beside.cpu} per CPU-second)`,
  );

  // Each standard setting's positions (the first rating pool's are the default settings: their
  // figures keep the game's id), a decision at each setting's i-th position timed in turn, so
  // that the machine's ups and downs meet every setting alike and their ratio is fair.
  const pools = game.ratingPools?.length ? game.ratingPools : [{ id: game.id, name: game.name, config: {} }];
  const samples = pools.map((pool, k) => positions(game, LATENCY_POSITIONS, k === 0 ? `latency-${game.id}` : `latency-${pool.id}`, pool.config));
  for (const level of DIFFICULTIES) {
    const spec = FULL_BUDGET ? formatBotSpec(difficultySpec(level, BOT_GAMES.find(game.id)?.difficulties)) : level;
    const wall = pools.map((): number[] => []);
    const cpu = pools.map((): number[] => []);
    for (let n = 0; n < LATENCY_POSITIONS * DECISION_ROUNDS; n++) {
      const i = n % LATENCY_POSITIONS;
      for (const [k, sample] of samples.entries()) {
        const state = sample[i]!;
        const seat = game.pending(state)[0]!;
        const bot = createBot(game, spec, `latency-${i}`);
        const c0 = cpuSeconds();
        const t0 = performance.now();
        bot.decide(game.view(state, seat), game.legalActions(state, seat), seat);
        wall[k]!.push(performance.now() - t0);
        cpu[k]!.push((cpuSeconds() - c0) * 1000);
      }
    }
    for (const [k, pool] of pools.entries()) {
      const w = distribution(wall[k]!);
      const c = distribution(cpu[k]!);
      figures[`${pool.id}.${level}.meanDecisionMs`] = w.mean;
      figures[`${pool.id}.${level}.p50DecisionMs`] = w.p50;
      figures[`${pool.id}.${level}.p90DecisionMs`] = w.p90;
      figures[`${pool.id}.${level}.maxDecisionMs`] = w.max;
      figures[`${pool.id}.${level}.meanDecisionCpuMs`] = c.mean;
      figures[`${pool.id}.${level}.p50DecisionCpuMs`] = c.p50;
      figures[`${pool.id}.${level}.p90DecisionCpuMs`] = c.p90;
      figures[`${pool.id}.${level}.maxDecisionCpuMs`] = c.max;
      const ratio = k === 0 ? null : ratioToFirst(cpu[k]!, cpu[0]!);
      if (ratio !== null) figures[`${pool.id}.${level}.decisionCpuToDefault`] = ratio;
      const beside = ratio === null ? '' : `; ${ratio} times the CPU of the decisions at the default settings beside them`;
      lines.push(
        `${pool.name}: ${level} decides in ${w.mean} ms on average (p50 ${w.p50}, p90 ${w.p90}, worst ${w.max}; CPU ${c.mean} ms on average, p50 ${c.p50}, p90 ${c.p90}, worst ${c.max}) over ${LATENCY_POSITIONS} positions${DECISION_ROUNDS > 1 ? ` (each ${DECISION_ROUNDS} times)` : ''}${beside}`,
      );
    }
  }
}

for (const line of lines) process.stdout.write(line + '\n');
process.stdout.write(JSON.stringify(figures) + '\n');
