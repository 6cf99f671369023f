/**
 * What "Your turn" costs the server per match the player sits at: `npm run bench:your-turn`
 * (MATCHES=50,200,500 to choose the sizes). A player holds a seat at every one of N started
 * turn-based matches (SQLite in a temporary folder, every room loaded, as on a busy server); the
 * bench times three answers, each many times:
 *   - every seat looked at (each match found and caught up): what "Your turn" did before it kept
 *     what it found (a fresh YourTurn each time);
 *   - nothing changed since the player last asked (one YourTurn asked again);
 *   - one match moved on since then.
 * Figures go to docs/performance.md, "Your turn".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { EXAMPLE_GAME, type AnyGame } from '@decktet/engine';
import type { ServerContext } from '../src/context';
import { YourTurn } from '../src/lobby/your-turn';
import { Hub } from '../src/match/hub';
import { Lobby } from '../src/match/lobby';
import { openSqliteStorage } from '../src/storage';

const sizes = (process.env.MATCHES ?? '50,200,500').split(',').map(Number);
const ORIGIN = { http: 'http://bench', ws: 'ws://bench' };

async function measure(run: () => Promise<unknown>, times: number): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const start = performance.now();
  for (let i = 0; i < times; i++) await run();
  return (performance.now() - start) / times;
}

async function bench(matches: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'decktet-your-turn-'));
  const storage = await openSqliteStorage(dir);
  const game: AnyGame = EXAMPLE_GAME;
  const ctx: ServerContext = { storage, games: new Map([[game.id, game]]), log: pino({ level: 'silent' }), bots: { decide: () => Promise.resolve(0) }, snapshotEvery: 50, tokenTtlMs: 3600_000, coverDifficulty: 'normal' };
  const hub = new Hub(ctx);
  const lobby = new Lobby(hub);
  const players = ['Ada', 'Bo'].map((name, i) => ({ id: `p${i}`, name, createdAt: 0 }));
  for (const p of players) await storage.players.createPlayer(p, p.name.toLowerCase(), { device: { keyHash: `k${p.id}`, id: `d${p.id}`, label: null }, recoveryHash: `r${p.id}` });
  const ids: string[] = [];
  for (let i = 0; i < matches; i++) {
    const made = await lobby.create({ game: game.id, seats: [{ kind: 'human' }, { kind: 'human' }] }, undefined, { settings: { pace: 'turn-based', visibility: 'public', creatorId: 'p0' }, rated: false, turnSeconds: 86_400 });
    if (!made.ok) throw new Error(made.error.message);
    for (const p of players) {
      const seated = await lobby.join(made.value.id, p.name, undefined, ORIGIN, p);
      if (!seated.ok) throw new Error(seated.error.message);
    }
    ids.push(made.value.id);
  }
  const times = Math.max(20, Math.round(20_000 / matches));
  const everySeat = await measure(() => new YourTurn(lobby, storage.tables).of('p0', ORIGIN), times);
  const kept = new YourTurn(lobby, storage.tables);
  const waiting = (await kept.of('p0', ORIGIN)).length;
  const unchanged = await measure(() => kept.of('p0', ORIGIN), times);
  // One match moves on: its head mark changes (as an action would move it).
  let step = 0;
  const oneChanged = await measure(async () => {
    await storage.tables.setClock(ids[0]!, 0, { decision: ++step, deadline: 1e13 + step });
    return kept.of('p0', ORIGIN);
  }, times);
  console.log(`${matches} matches (${waiting} waiting): every seat looked at ${everySeat.toFixed(2)} ms (${((everySeat / matches) * 1000).toFixed(1)} µs a match); nothing changed ${unchanged.toFixed(2)} ms (${((unchanged / matches) * 1000).toFixed(1)} µs a match); one match changed ${oneChanged.toFixed(2)} ms`);
  await hub.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
}

for (const n of sizes) await bench(n);
