import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { type AnyGame, goofspiel } from '@decktet/engine';
import type { BotDecider } from '../bots/pool';
import type { ServerContext } from '../context';
import { openStorage } from '../storage';
import { until } from '../../test/sockets';
import { Hub } from './hub';
import { Lobby, hashToken } from './lobby';
import type { RoomClient } from './table';

const game: AnyGame = goofspiel;
const dataDir = mkdtempSync(join(tmpdir(), 'decktet-cover-race-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the AI covering a seat, handed back and taken again at one position', () => {
  it('searches again when the player comes back and then leaves before the first search answers', async () => {
    // The first search for seat 1 answers only when released; every later one at once.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const bots: BotDecider = {
      async decide(request) {
        if (request.seat === 1 && asked++ === 0) await held;
        return 0;
      },
    };
    const storage = await openStorage({ dataDir });
    const ctx: ServerContext = { storage, games: new Map([[game.id, game]]), log: pino({ level: 'silent' }), bots, snapshotEvery: 50, tokenTtlMs: 3_600_000, coverDifficulty: 'normal' };
    const hub = new Hub(ctx);
    try {
      const lobby = new Lobby(hub, undefined, { defaultTurnSeconds: null, minTurnSeconds: 1 });
      const created = await lobby.create({ game: game.id, config: { handSize: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: 1 });
      if (!created.ok) throw new Error(created.error.message);
      const room = created.value;
      const origin = { http: 'http://test', ws: 'ws://test' };
      const ada = await lobby.join(room.id, 'Ada', undefined, origin);
      const bob = await lobby.join(room.id, 'Bob', undefined, origin);
      if (!ada.ok || !bob.ok) throw new Error('could not join');
      expect((await room.act(0, room.match!.legalText(0)[0]!, 1, 'player')).ok).toBe(true);

      // Bob's time runs out: the AI covers him and starts its (held) search.
      await until(() => room.seats[1]!.cover !== null && asked === 1);
      // Bob comes back at once: he owes the decision, so he takes it.
      const now = Date.now() + 1;
      const socket: RoomClient = { seat: 1, tokenHash: hashToken(bob.value.token), lost: null, sentLog: 0, sentNotes: 0, presence: 'online', heardAt: now, joinedAt: now, mutes: new Set(), send: () => undefined };
      room.clients.add(socket);
      await room.serial(() => room.changed());
      await until(() => room.seats[1]!.cover === null);
      // The held search answers now: too late, the seat is Bob's again.
      release();
      await new Promise((r) => setTimeout(r, 100));
      expect(room.seq).toBe(1);
      // Bob leaves before anything else happens: the AI plays his seat from this same position.
      room.clients.delete(socket);
      expect((await lobby.leave(room.id, bob.value.token)).ok).toBe(true);
      await until(() => room.seq >= 2);
      expect(room.actions[1]).toMatchObject({ seat: 1, by: 'cover' });
    } finally {
      await hub.close();
      await storage.close();
    }
  });
});
