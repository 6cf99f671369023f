import type { LiveMatchState, LiveSeatRequest, LiveUpdate, LiveWelcome } from '@decktet/protocol';
import { LiveTestClient } from './live-client';
import { createMatch, joinMatch } from './fixtures';
import { playSeat, seededPicker } from './play';

/** A match to play to its end: humans are scripted sockets choosing random legal actions. */
export interface Table {
  /** Shown in failures and reports. */
  name: string;
  game: string;
  config?: unknown;
  seats: LiveSeatRequest[];
  /** Human seats that join but never connect: their turn clock runs out and a bot covers them. */
  absent?: readonly number[];
  turnSeconds?: number;
}

export interface TableResult {
  table: Table;
  match: string;
  /** Actions in the finished match. */
  seq: number;
  summary: string | null;
  ms: number;
}

const isState = (m: { type: string }) => m.type === 'welcome' || m.type === 'update';

/**
 * Plays one table to the end over WebSockets and resolves when every present human (or, with no
 * present human, a spectator) has seen the outcome. It fails when the match stops: no new state
 * for `stallMs` while the game is not over.
 */
export async function playTable(url: string, table: Table, seed: number, stallMs = 60_000): Promise<TableResult> {
  const started = performance.now();
  const match = await createMatch(url, { game: table.game, config: table.config, seats: table.seats, ...(table.turnSeconds ? { turnSeconds: table.turnSeconds } : {}) });
  const humans = table.seats.flatMap((s, seat) => (s.kind === 'human' ? [seat] : []));
  const joined = await Promise.all(humans.map((seat) => joinMatch(url, match.id, `Seat ${seat + 1}`, seat)));
  const present = humans.filter((seat) => !table.absent?.includes(seat));
  const clients: LiveTestClient[] = [];
  try {
    const plays = present.map(async (seat) => {
      const client = await LiveTestClient.connect(url);
      clients.push(client);
      client.hello(match.id, joined[humans.indexOf(seat)]!.token);
      return (await playSeat(client, seededPicker(seed * 7 + seat), { timeoutMs: stallMs })).final;
    });
    let finals: LiveMatchState[];
    if (plays.length) finals = await Promise.all(plays);
    else {
      const watcher = await LiveTestClient.connect(url);
      clients.push(watcher);
      watcher.hello(match.id);
      finals = [await waitForOutcome(watcher, stallMs)];
    }
    const final = finals[0]!;
    return { table, match: match.id, seq: final.seq, summary: final.outcome?.summary ?? null, ms: performance.now() - started };
  } catch (e) {
    throw new Error(`${table.name} (match ${match.id}) did not finish: ${(e as Error).message}`, { cause: e });
  } finally {
    for (const c of clients) c.close();
  }
}

/** A spectator's wait for the end: every new state resets the stall clock. */
async function waitForOutcome(watcher: LiveTestClient, stallMs: number): Promise<LiveMatchState> {
  for (;;) {
    const m = await watcher.next<LiveUpdate | LiveWelcome>(isState, stallMs);
    if (m.outcome) return m;
  }
}

/** Runs `count` tasks with at most `width` at a time, in order of index. */
export async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}
