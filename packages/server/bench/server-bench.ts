/**
 * `npm run bench:server`: N concurrent matches between scripted bot clients (random legal
 * actions, a short think time), over loopback WebSockets against one server process — first on
 * SQLite, then on PostgreSQL (a throw-away cluster) when it is installed. Reports actions/s and
 * act→ack latency percentiles, and ends with one JSON line of figures.
 *
 *   --matches 500  --game dueling-runes
 *   --think 2000   mean ms a seat waits between seeing its decision and acting (a brisk human pace)
 *   --actions 30   actions per seat, then the seat stops (0: play every match to its end)
 *   --spectators 0 sockets per match that only watch (each is sent every update)
 *   --only sqlite|postgres
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LiveTestClient } from '../test/live-client';
import { type ChildServer, freePort, startChildServer } from '../test/child-server';
import { createMatch, joinMatch } from '../test/fixtures';
import { type PgCluster, startPgCluster } from '../test/pg-cluster';
import { playSeat, seededPicker } from '../test/play';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '500' },
    game: { type: 'string', default: 'dueling-runes' },
    think: { type: 'string', default: '2000' },
    actions: { type: 'string', default: '30' },
    spectators: { type: 'string', default: '0' },
    only: { type: 'string' },
  },
});
const matches = Number(values.matches);
const think = Number(values.think);
const actionsPerSeat = Number(values.actions);
const spectatorsPerMatch = Number(values.spectators);
const CONFIGS: Record<string, unknown> = { 'dueling-runes': { health: 8 }, hieroglyphs: {} };

interface Figures {
  storage: string;
  matches: number;
  finished: number;
  errors: number;
  actions: number;
  seconds: number;
  actionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** After the first WARMUP_S seconds, when every socket has connected and made its first moves. */
  steadyP50Ms: number;
  steadyP99Ms: number;
  /** The server process's CPU time (user and system, all its threads) during play, per action stored; null where /proc is not there. */
  serverCpuMsPerAction: number | null;
  /** The part of it spent in the kernel (socket and file writes). */
  serverSystemMsPerAction: number | null;
  /**
   * The same once warm: over the actions after the first third of those the run plays (the
   * optimizing compiler's warm-up, which a long-running server pays once, mostly falls before).
   */
  steadyServerCpuMsPerAction: number | null;
}

/** A process's CPU time so far (ms; user and system apart), from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): { user: number; system: number } | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: (Number(fields[11]) * 1000) / CLOCK_TICKS, system: (Number(fields[12]) * 1000) / CLOCK_TICKS };
  } catch {
    return null;
  }
}
/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common build). */
const CLOCK_TICKS = 100;

const WARMUP_S = 10;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);
const round = (x: number) => Math.round(x * 10) / 10;
const perAction = (ms: number | null, actions: number) => (ms === null || actions === 0 ? null : Math.round((ms / actions) * 100) / 100);

/** Runs `count` tasks with at most `width` at a time. */
async function limited<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, count) }, async () => {
    while (next < count) {
      const i = next++;
      out[i] = await task(i);
    }
  }));
  return out;
}

/**
 * The bench is one client address playing many matches at once: it raises the per-address limits
 * that guard a real server against exactly that (docs/deploy.md, "Limits").
 */
const BENCH_LIMITS: Record<string, string> = {
  MAX_SOCKETS_PER_ADDRESS: '100000',
  MAX_CONNECTIONS_PER_ADDRESS: '100000',
  MAX_CONNECTIONS: '100000',
  CREATES_PER_MINUTE: '100000',
  MAX_OPEN_MATCHES_PER_ADDRESS: '100000',
  API_REQUESTS_PER_MINUTE: '1000000',
  ADDRESS_MESSAGES_PER_SECOND: '1000000',
  ADDRESS_MESSAGE_BURST: '1000000',
  // Every socket is opened before any says hello (the tables are set up first): on a loaded machine that takes longer than a real client's 10 s.
  HELLO_TIMEOUT_MS: '600000',
};

async function run(storage: string, env: Record<string, string>): Promise<Figures> {
  // BENCH_PROFILE=<dir>: the server writes a CPU profile there. BENCH_NODE_ARGS: further options for the server's node (V8 flags to compare).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const server: ChildServer = await startChildServer({ PORT: String(await freePort()), ...BENCH_LIMITS, ...env }, 60_000, [...profile, ...nodeArgs]);
  try {
    // Set up every table first, so the measured part is play alone.
    const tables = await limited(matches, 16, async (i) => {
      const match = await createMatch(server.url, { game: values.game, config: CONFIGS[values.game!], seats: [{ kind: 'human' }, { kind: 'human' }] });
      const seats = [await joinMatch(server.url, match.id, `A${i}`), await joinMatch(server.url, match.id, `B${i}`)];
      const clients = await Promise.all(seats.map(() => LiveTestClient.connect(server.url)));
      const watchers = await Promise.all(Array.from({ length: spectatorsPerMatch }, async () => {
        const watcher = await LiveTestClient.connect(server.url);
        watcher.hello(match.id);
        await watcher.next((m) => m.type === 'welcome', 600_000);
        return watcher;
      }));
      return { match, seats, clients, watchers };
    });
    console.log(`${storage}: ${matches} matches set up, ${matches * (2 + spectatorsPerMatch)} sockets open; playing…`);
    const pause = () => new Promise((r) => setTimeout(r, think * (0.5 + Math.random())));
    const started = performance.now();
    const cpuBefore = cpuMs(server.child.pid);
    let errors = 0;
    const latencies: number[] = [];
    // Where the steady figure starts: a third of the actions the run plays (or of 10 per seat, when it plays matches to their end).
    const warmActions = Math.floor((matches * 2 * (actionsPerSeat || 10)) / 3);
    let cpuWarm = null as { user: number; system: number } | null;
    const steady: number[] = [];
    const results = await Promise.all(
      tables.flatMap(({ match, seats, clients }, i) => {
        // A match stops when its seats have made their share of actions between them; the first
        // seat to notice closes both sockets (the other is then waiting for a turn that will not come).
        let acted = 0;
        let stopped = false;
        const stop = () => {
          stopped ||= actionsPerSeat > 0 && acted >= actionsPerSeat * clients.length;
          if (stopped) for (const c of clients) c.close();
          return stopped;
        };
        return clients.map(async (client, seat) => {
          client.hello(match.id, seats[seat]!.token);
          const pick = seededPicker(i * 2 + seat + 1);
          try {
            return await playSeat(client, (legal) => pick(legal), { timeoutMs: 120_000, stop, onAck: (_ack, _action, ms) => {
              acted++;
              latencies.push(ms);
              if (latencies.length === warmActions) cpuWarm = cpuMs(server.child.pid);
              if (performance.now() - started > WARMUP_S * 1000) steady.push(ms);
            }, ...(think > 0 ? { beforeAct: pause } : {}) });
          } catch (e) {
            if (stopped) return null;
            errors++;
            if (errors <= 3) console.error(`${storage}: seat error: ${(e as Error).message.slice(0, 300)}`);
            return null;
          } finally {
            client.close();
          }
        });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = cpuMs(server.child.pid);
    for (const { watchers } of tables) for (const watcher of watchers) watcher.close();
    latencies.sort((a, b) => a - b);
    steady.sort((a, b) => a - b);
    const finished = Math.floor(results.filter((r) => r?.final.outcome).length / 2);
    return {
      storage,
      matches,
      finished,
      errors,
      actions: latencies.length,
      seconds: round(seconds),
      actionsPerSecond: round(latencies.length / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? 0),
      steadyP50Ms: round(percentile(steady, 50)),
      steadyP99Ms: round(percentile(steady, 99)),
      serverCpuMsPerAction: perAction(cpuBefore && cpuAfter && cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system, latencies.length),
      serverSystemMsPerAction: perAction(cpuBefore && cpuAfter && cpuAfter.system - cpuBefore.system, latencies.length),
      steadyServerCpuMsPerAction: perAction(cpuWarm && cpuAfter && cpuAfter.user + cpuAfter.system - cpuWarm.user - cpuWarm.system, latencies.length - warmActions),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited();
  }
}

const figures: Figures[] = [];
console.log(`server bench: ${matches} concurrent ${values.game} matches, think ${think} ms, ${actionsPerSeat || 'all'} actions per seat, ${spectatorsPerMatch} spectators each`);
if (values.only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'decktet-bench-'));
  try {
    figures.push(await run('sqlite', { DATA_DIR: dataDir}));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(figures.at(-1));
}
if (values.only !== 'sqlite') {
  let cluster: PgCluster | null = null;
  try {
    cluster = await startPgCluster();
    figures.push(await run('postgres', { DATABASE_URL: cluster.url }));
    console.log(figures.at(-1));
  } catch (e) {
    console.error(`postgres: skipped — ${(e as Error).message}`);
  } finally {
    cluster?.stop();
  }
}
console.log(JSON.stringify({ bench: 'server', game: values.game, thinkMs: think, actionsPerSeat, spectatorsPerMatch, results: figures }));
