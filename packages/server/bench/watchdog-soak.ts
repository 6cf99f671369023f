/**
 * The watchdog soak: hundreds of matches played to their end through one server process (as
 * `npm start` runs it), over loopback WebSockets — Dueling Runes with two, three and four wizards
 * and bots of every level (easy, normal, hard) beside humans choosing random legal actions,
 * solitaire against the automaton, and Hieroglyphs against every level. Every match must finish;
 * one that shows no new state for `--stall` seconds counts as frozen. It also counts the server's
 * "bot failed to choose" log lines (each is a decision a fallback made).
 *
 *   node --import tsx packages/server/bench/watchdog-soak.ts
 *   --matches 320   matches in all, spread evenly over the 16 kinds of table (about 100 per bot level)
 *   --width 8       matches played at once
 *   --stall 120     seconds without a new state before a match counts as frozen
 *   --turns 12      Dueling Runes turn limit (long enough for four hands to run the deck down)
 *
 * Prints a line per kind of table and ends with one JSON line of figures; exits 1 if any match froze.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { LiveSeatRequest } from '@decktet/protocol';
import { LIMIT_ENV, type ServerLimits } from '../src/http/limits';
import { type ChildServer, freePort, startChildServer } from '../test/child-server';
import { type Table, inBatches, playTable } from '../test/watchdog';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '320' },
    width: { type: 'string', default: '8' },
    stall: { type: 'string', default: '120' },
    turns: { type: 'string', default: '12' },
  },
});
const matches = Number(values.matches);
const width = Number(values.width);
const stallMs = Number(values.stall) * 1000;
const maxTurns = Number(values.turns);

type Level = 'easy' | 'normal' | 'hard';
const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];
const human: LiveSeatRequest = { kind: 'human' };
const bot = (difficulty: Level): LiveSeatRequest => ({ kind: 'bot', difficulty });

/** The kinds of table, each with every level: humans and bots alternate, the level in the name. */
const KINDS: readonly ((level: Level) => Table)[] = [
  (level) => ({ name: `2 wizards vs ${level}`, game: 'dueling-runes', config: { maxTurns }, seats: [human, bot(level)] }),
  (level) => ({ name: `3 wizards, ${level} x2`, game: 'dueling-runes', config: { players: 3, maxTurns }, seats: [bot(level), human, bot(level)] }),
  (level) => ({ name: `4 wizards, easy + ${level}`, game: 'dueling-runes', config: { players: 4, maxTurns }, seats: [human, bot('easy'), human, bot(level)] }),
  (level) => ({ name: `4 wizards, ${level} x3, Courts`, game: 'dueling-runes', config: { players: 4, courts: true, health: 8, maxTurns }, seats: [bot(level), human, bot(level), bot(level)] }),
  (level) => ({ name: `Hieroglyphs vs ${level}`, game: 'hieroglyphs', seats: [bot(level), human] }),
];
const SOLITAIRE: Table = { name: 'solitaire vs the automaton', game: 'dueling-runes', config: { players: 1, maxTurns }, seats: [human] };
const TABLES: readonly Table[] = [...KINDS.flatMap((kind) => LEVELS.map(kind)), SOLITAIRE];

/** One test client plays every seat: it is held to no single player's pace. */
const OPEN: Partial<ServerLimits> = {
  createsPerMinute: 1_000_000,
  maxOpenMatchesPerAddress: 1_000_000,
  maxSocketsPerAddress: 1_000_000,
  maxConnectionsPerAddress: 1_000_000,
  apiRequestsPerMinute: 1_000_000,
  addressMessagesPerSecond: 1_000_000,
  addressBurst: 1_000_000,
};
const limitEnv = Object.fromEntries(Object.entries(OPEN).map(([key, value]) => [LIMIT_ENV[key as keyof ServerLimits], String(value)]));

interface KindFigures {
  played: number;
  finished: number;
  frozen: number;
  actions: number;
  meanSeconds: number;
  maxSeconds: number;
}

const dataDir = mkdtempSync(join(tmpdir(), 'decktet-watchdog-'));
const server: ChildServer = await startChildServer({ PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...limitEnv });
const started = performance.now();
const byKind = new Map<string, { ms: number[]; actions: number; frozen: string[] }>(TABLES.map((t) => [t.name, { ms: [], actions: 0, frozen: [] }]));
console.log(`watchdog soak: ${matches} matches over ${TABLES.length} kinds of table, ${width} at a time, Dueling Runes to turn ${maxTurns}`);
try {
  let done = 0;
  await inBatches(matches, width, async (i) => {
    const table = TABLES[i % TABLES.length]!;
    const figures = byKind.get(table.name)!;
    try {
      const result = await playTable(server.url, table, i, stallMs);
      figures.ms.push(result.ms);
      figures.actions += result.seq;
    } catch (e) {
      figures.frozen.push((e as Error).message.slice(0, 300));
      console.error(`FROZEN: ${(e as Error).message.slice(0, 300)}`);
    }
    if (++done % 25 === 0) console.log(`  ${done}/${matches} matches (${Math.round((performance.now() - started) / 1000)} s)`);
  });
} finally {
  server.child.kill('SIGTERM');
  await server.exited();
  rmSync(dataDir, { recursive: true, force: true });
}

const logLines = server
  .output()
  .split('\n')
  .filter((l) => l.startsWith('{'))
  .map((l) => JSON.parse(l) as { level: number; msg: string; failures?: string[] });
const fallbacks = logLines.filter((l) => l.msg === 'bot failed to choose: a fallback chose for it');
const kinds: Record<string, KindFigures> = {};
for (const [name, f] of byKind) {
  const seconds = f.ms.map((ms) => ms / 1000);
  kinds[name] = {
    played: seconds.length + f.frozen.length,
    finished: seconds.length,
    frozen: f.frozen.length,
    actions: f.actions,
    meanSeconds: Math.round((seconds.reduce((a, b) => a + b, 0) / Math.max(1, seconds.length)) * 10) / 10,
    maxSeconds: Math.round(Math.max(0, ...seconds) * 10) / 10,
  };
  const k = kinds[name];
  console.log(`${name.padEnd(32)} ${String(k.finished).padStart(4)}/${String(k.played).padEnd(4)} finished, ${String(k.actions).padStart(6)} actions, ${k.meanSeconds} s mean, ${k.maxSeconds} s max`);
}
const frozen = Object.values(kinds).reduce((n, k) => n + k.frozen, 0);
const finished = Object.values(kinds).reduce((n, k) => n + k.finished, 0);
const seconds = Math.round((performance.now() - started) / 100) / 10;
console.log(`${finished} of ${matches} matches finished, ${frozen} froze, in ${seconds} s; ${fallbacks.length} bot decisions made by a fallback; ${logLines.filter((l) => l.level >= 50).length} error lines`);
for (const f of fallbacks.slice(0, 5)) console.log(`  fallback: ${(f.failures ?? []).join(' | ')}`);
console.log(JSON.stringify({ bench: 'watchdog-soak', matches, finished, frozen, fallbacks: fallbacks.length, seconds, maxTurns, kinds }));
process.exitCode = frozen > 0 ? 1 : 0;
