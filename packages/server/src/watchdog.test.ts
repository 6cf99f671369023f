import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/catalog';
import { testServer } from '../test/fixtures';
import { type Table, inBatches, playTable } from '../test/watchdog';

/**
 * The watchdog: every kind of table the server offers, played to the end through the real server
 * over WebSockets, with bots of every level beside random humans. A match that stops (no new state
 * for a minute) fails the test. Small configs keep it short; the soak
 * (`node --import tsx packages/server/bench/watchdog-soak.ts`) plays hundreds of full-length matches.
 */
const human = { kind: 'human' } as const;
const bot = (difficulty: 'easy' | 'normal' | 'hard') => ({ kind: 'bot', difficulty }) as const;

const WATCHDOG_TABLES: readonly Table[] = [
  { name: 'two wizards against hard', game: 'dueling-runes', config: { health: 3, maxTurns: 4 }, seats: [human, bot('hard')] },
  { name: 'two wizards against normal, Courts', game: 'dueling-runes', config: { courts: true, health: 4, maxTurns: 5 }, seats: [bot('normal'), human] },
  { name: 'two wizards, an absent human covered by a bot', game: 'dueling-runes', config: { health: 4, maxTurns: 5 }, seats: [human, bot('easy')], absent: [0], turnSeconds: 1 },
  { name: 'three wizards with easy and hard', game: 'dueling-runes', config: { players: 3, health: 2, maxTurns: 3 }, seats: [human, bot('easy'), bot('hard')] },
  { name: 'three wizards with normal and easy', game: 'dueling-runes', config: { players: 3, health: 4, maxTurns: 5 }, seats: [bot('normal'), human, bot('easy')] },
  // The seating of finding 2, long enough for the deck to run down with four hands out.
  { name: 'four wizards: human, easy, human, normal', game: 'dueling-runes', config: { players: 4, health: 12, maxTurns: 7 }, seats: [human, bot('easy'), human, bot('normal')] },
  { name: 'four wizards with hard, Courts', game: 'dueling-runes', config: { players: 4, courts: true, health: 2, maxTurns: 3 }, seats: [bot('hard'), human, bot('easy'), human] },
  { name: 'solitaire against the automaton', game: 'dueling-runes', config: { players: 1, health: [4, 4], maxTurns: 8 }, seats: [human] },
  { name: 'Hieroglyphs against easy', game: 'hieroglyphs', seats: [human, bot('easy')] },
  { name: 'Hieroglyphs against hard', game: 'hieroglyphs', seats: [bot('hard'), human] },
];

/** Limits that keep one test client (one address) from being held to a single player's pace. */
const OPEN_LIMITS = { createsPerMinute: 10_000, maxOpenMatchesPerAddress: 10_000, maxSocketsPerAddress: 10_000, maxConnectionsPerAddress: 10_000, apiRequestsPerMinute: 1_000_000 };

let server: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  server = await testServer(GAMES, { botWorkers: 2, limits: OPEN_LIMITS });
});
afterAll(async () => {
  await server.dispose();
});

describe('watchdog: no match freezes on the server (finding 2)', () => {
  it('every table, with bots of every level, plays to its end', { timeout: 300_000 }, async () => {
    const results = await inBatches(WATCHDOG_TABLES.length, 4, (i) => playTable(server.url, WATCHDOG_TABLES[i]!, 100 + i));
    for (const r of results) {
      expect(r.summary, r.table.name).toEqual(expect.any(String));
      expect(r.seq, r.table.name).toBeGreaterThan(2);
    }
  });
});
