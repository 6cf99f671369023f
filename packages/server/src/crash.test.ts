import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Match } from '@decktet/engine';
import { GAMES } from '@decktet/catalog';
import type { LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { type ChildServer, freePort, startChildServer } from '../test/child-server';
import { createMatch, joinMatch } from '../test/fixtures';
import { playSeat, seededPicker } from '../test/play';

const dataDir = mkdtempSync(join(tmpdir(), 'decktet-crash-'));
const children: ChildServer[] = [];
afterAll(() => {
  for (const c of children) c.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash and restart', () => {
  it('kill -9 mid-match loses no acknowledged action; the restarted server resumes and finishes the match', async () => {
    const port = await freePort();
    // Snapshots every 3 actions: the restart resumes from a snapshot plus the actions after it.
    const env = { PORT: String(port), DATA_DIR: dataDir, SNAPSHOT_EVERY: '3' };
    const first = await startChildServer(env);
    children.push(first);
    const match = await createMatch(first.url, { game: 'hieroglyphs', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const seats = [await joinMatch(first.url, match.id, 'Ada'), await joinMatch(first.url, match.id, 'Bob')];
    const acked: { seq: number; seat: number; action: string }[] = [];
    const clients = await Promise.all(seats.map(() => LiveTestClient.connect(first.url)));
    clients.forEach((c, i) => c.hello(match.id, seats[i]!.token));
    const pickers = [seededPicker(11), seededPicker(12)];
    const stop = () => acked.length >= 7;
    const playing = clients.map((c, seat) => playSeat(c, pickers[seat]!, { stop, onAck: (ack, action) => acked.push({ seq: ack.seq, seat, action }) }));
    await Promise.race(playing);
    first.child.kill('SIGKILL');
    await first.exited();
    await Promise.allSettled(playing);
    expect(acked.length).toBeGreaterThanOrEqual(7);

    const second = await startChildServer(env);
    children.push(second);
    const again = await Promise.all(seats.map(() => LiveTestClient.connect(second.url)));
    again.forEach((c, i) => c.hello(match.id, seats[i]!.token, acked.length));
    const welcomes = await Promise.all(again.map((c) => c.peek<LiveWelcome>((m) => m.type === 'welcome')));
    expect(welcomes[0]!.seq).toBe(acked.length);
    expect(welcomes[0]!.log).toEqual([]);
    for (const [seat, w] of welcomes.entries()) expect(w.lastClientSeq).toBe(acked.filter((a) => a.seat === seat).length);
    const finished = await Promise.all(again.map((c, seat) => playSeat(c, pickers[seat]!)));
    expect(finished[0]!.final.outcome).not.toBeNull();

    const record = await api<{ actions: { seat: number; action: string }[] }>(second.url, 'GET', `/api/matches/${match.id}/record`);
    for (const a of acked) expect(record.body.actions[a.seq - 1]).toEqual({ seat: a.seat, action: a.action });
    expect(Match.fromRecord(GAMES, record.body).ok).toBe(true);

    // SIGTERM stops it gracefully.
    second.child.kill('SIGTERM');
    expect(await second.exited()).toBe(0);
    expect(second.output()).toContain('decktet server stopped');
  });
});
