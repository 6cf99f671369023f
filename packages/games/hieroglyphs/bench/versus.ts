/**
 * Random games of this checkout against other checkouts of the project (for instance a
 * `git worktree` of an older commit with its own node_modules), in ONE process: one-second
 * slices of each measurement alternate, so a busy machine slows both alike. Per CPU-second:
 * - games: setup and a random game to the end, as `npm run bench` runs them (this checkout both
 *   with ChaCha20 deals and with legacy `v1:` deals, which are the older checkout's very deals
 *   when it predates ChaCha20);
 * - playouts: random games from one dealt position (`bench`; here `v1:bench`), the same game on
 *   both sides.
 * Ratios are against the first checkout named.
 * Run: node --import tsx packages/games/hieroglyphs/bench/versus.ts <other checkout>[,<another>…] [game id] [rounds]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as decktet from '@decktet/decktet';
import * as engine from '@decktet/engine';
import * as ai from '@decktet/ai';
import { GAMES } from '@decktet/catalog';

interface Generator {
  int(from: number, to: number): number;
}
/** What this script uses of a checkout: its game registry, its playout runner and its generator. */
interface Checkout {
  games: readonly {
    id: string;
    setup(config: unknown, seed: string): unknown;
    clone?(state: unknown): unknown;
    simulationConfig?: unknown;
    /** A checkout from before playout memory has none: its playouts make their own. */
    playoutMemory?(): unknown;
  }[];
  parseConfig(game: unknown, raw: unknown): unknown;
  unwrap(result: unknown): unknown;
  playOut(game: unknown, state: unknown, policy: unknown, rng: Generator, maxActions?: number, cutoff?: undefined, memory?: unknown): unknown;
  randomPlayout: unknown;
  /** The fast generator for a seed (`Rng.fast`, or `Rng.seeded` in checkouts from before ChaCha20 deals). */
  rng(seed: string): Generator;
}

async function checkoutAt(root: string): Promise<Checkout> {
  const load = (pkg: string) => import(pathToFileURL(resolve(root, 'packages', pkg, 'src/index.ts')).href) as Promise<Record<string, unknown>>;
  const [d, e, a] = await Promise.all([load('decktet'), load('engine'), load('ai')]);
  // The game registry moved from the AI package to its own (`@decktet/catalog`); older checkouts have it in the first.
  return fromModules(d, e, a.GAMES ? a : { ...a, GAMES: (await load('catalog')).GAMES });
}

function fromModules(d: Record<string, unknown>, e: Record<string, unknown>, a: Record<string, unknown>): Checkout {
  const Rng = d.Rng as { fast?(seed: string): Generator; seeded(seed: string): Generator };
  return {
    games: a.GAMES as Checkout['games'],
    parseConfig: e.parseConfig as Checkout['parseConfig'],
    unwrap: e.unwrap as Checkout['unwrap'],
    playOut: a.playOut as Checkout['playOut'],
    randomPlayout: a.randomPlayout,
    rng: (seed) => (Rng.fast ? Rng.fast(seed) : Rng.seeded(seed)),
  };
}

const [otherRoots, gameId = 'hieroglyphs', roundsArg = '8'] = process.argv.slice(2);
if (!otherRoots) throw new Error('name the other checkouts: node --import tsx packages/games/hieroglyphs/bench/versus.ts <path>[,<path>…] [game id] [rounds]');
const roots = otherRoots.split(',');
const others = await Promise.all(roots.map(checkoutAt));
const here = fromModules(decktet as unknown as Record<string, unknown>, engine as unknown as Record<string, unknown>, { ...ai, GAMES } as unknown as Record<string, unknown>);

/**
 * The settings a simulation plays a game with (its `simulationConfig`): a checkout from before the
 * contract had them played its defaults, which were those settings (Dueling Runes' 100 turns).
 */
function simulated(c: Checkout, game: Checkout['games'][number]): unknown {
  return c.unwrap(c.parseConfig(game, game.simulationConfig ?? {}));
}

function games(c: Checkout, prefix: string): () => void {
  const game = c.games.find((g) => g.id === gameId);
  if (!game) throw new Error(`no game "${gameId}": the games are ${c.games.map((g) => g.id).join(', ')}`);
  const config = simulated(c, game);
  const rng = c.rng('bench');
  let n = 0;
  // One playout memory for the measured loop, as a search keeps one (older checkouts have none).
  const memory = game.playoutMemory?.();
  return () => void c.playOut(game, c.unwrap(game.setup(config, `${prefix}bench-${n++}`)), c.randomPlayout, rng, undefined, undefined, memory);
}

function playouts(c: Checkout, seed: string): () => void {
  const game = c.games.find((g) => g.id === gameId)!;
  const start = c.unwrap(game.setup(simulated(c, game), seed));
  const rng = c.rng('bench');
  const memory = game.playoutMemory?.();
  return () => void c.playOut(game, game.clone ? game.clone(start) : structuredClone(start), c.randomPlayout, rng, undefined, undefined, memory);
}

/** Each measurement, and whether it is a whole game (compared with the first checkout's games) or a playout. */
const works: [string, () => void, 'games' | 'playouts'][] = [
  ...others.map((o, i): [string, () => void, 'games'] => [`${roots[i]}: games`, games(o, ''), 'games']),
  ['this checkout: games, ChaCha20 deals', games(here, ''), 'games'],
  ['this checkout: games, legacy deals', games(here, decktet.LEGACY_SEED_PREFIX), 'games'],
  ...others.map((o, i): [string, () => void, 'playouts'] => [`${roots[i]}: playouts from one deal`, playouts(o, 'bench'), 'playouts']),
  ['this checkout: playouts from that deal', playouts(here, decktet.legacySeed('bench')), 'playouts'],
];

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
function slice(work: () => void, seconds: number): number {
  let n = 0;
  const t = cpuSeconds();
  while (cpuSeconds() - t < seconds) {
    work();
    n++;
  }
  return n / (cpuSeconds() - t);
}

for (const [, work] of works) slice(work, 3); // warm-up: the JIT needs a couple of seconds
const rates: number[][] = works.map(() => []);
for (let r = 0; r < Number(roundsArg); r++) for (const [i, [, work]] of works.entries()) rates[i]!.push(slice(work, 1));
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};
const firstOf = (kind: 'games' | 'playouts') => median(rates[works.findIndex((w) => w[2] === kind)]!);
const base = { games: firstOf('games'), playouts: firstOf('playouts') };
for (const [i, [name, , kind]] of works.entries()) {
  const m = median(rates[i]!);
  const against = base[kind];
  process.stdout.write(`${gameId}, ${name}: ${Math.round(m)} per CPU-second (${Math.round(Math.min(...rates[i]!))}–${Math.round(Math.max(...rates[i]!))}), ×${(m / against).toFixed(2)}\n`);
}
