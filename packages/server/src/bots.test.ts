import { describe, expect, it } from 'vitest';
import { Match, goofspiel } from '@decktet/engine';
import type { LiveUpdate, LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch } from '../test/fixtures';
import { serverForFile } from '../test/file-servers';
import { playSeat, seededPicker } from '../test/play';

const games = [goofspiel];
const server = serverForFile(games);

describe('server bots', () => {
  it('a human plays a whole match against a bot running in a worker', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'bot', difficulty: 'easy' }, { kind: 'human' }] });
    expect(match.seats[0]).toEqual({ seat: 0, kind: 'bot', difficulty: 'easy', name: 'Easy Bot', taken: true, guest: false, forfeit: null, coveredByBot: false, presence: 'online', cover: null });
    const me = await joinMatch(server.url, match.id, 'Ada');
    expect(me.seat).toBe(1);
    const client = await LiveTestClient.connect(server.url);
    client.hello(match.id, me.token);
    const played = await playSeat(client, seededPicker(3));
    expect(played.final.outcome?.results).toHaveLength(2);
    const record = await api(server.url, 'GET', `/api/matches/${match.id}/record`);
    const replayed = Match.fromRecord(games, record.body);
    expect(replayed.ok && replayed.value.actions.filter((a) => a.seat === 0)).toHaveLength(5);
    expect((record.body as { seats: string[] }).seats).toEqual(['ai:easy', 'human']);
    client.close();
  });

  it('a table of bots starts at once and can be watched to the end', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', config: { handSize: 3 }, seats: [{ kind: 'bot', difficulty: 'easy' }, { kind: 'bot', difficulty: 'easy' }] });
    expect(match.status).toBe('live');
    expect(match.seats.map((s) => s.name)).toEqual(['Easy Bot 1', 'Easy Bot 2']);
    const watcher = await LiveTestClient.connect(server.url);
    watcher.hello(match.id);
    const end = await watcher.next<LiveUpdate | LiveWelcome>((m) => (m.type === 'update' || m.type === 'welcome') && m.outcome !== null);
    expect(end.seq).toBe(6);
    watcher.close();
  });

  it('covers an absent seat when its turn clock runs out, until the player returns', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', config: { handSize: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: 1 });
    const ada = await joinMatch(server.url, match.id, 'Ada');
    const bob = await joinMatch(server.url, match.id, 'Bob');
    const a = await LiveTestClient.connect(server.url);
    a.hello(match.id, ada.token);
    const welcome = await a.next<LiveWelcome>((m) => m.type === 'welcome');
    expect(welcome.deadlines?.[0]).toBeGreaterThan(Date.now());
    // Ada bids at once; Bob never connects, so after a second a bot bids for him.
    a.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
    const covered = await a.next<LiveUpdate>((m) => m.type === 'update' && m.seats[1]!.coveredByBot, 5000);
    expect(covered.seats[0]!.coveredByBot).toBe(false);
    const round = await a.next<LiveUpdate>((m) => m.type === 'update' && m.seq === 2, 5000);
    expect((round.view as { rounds: unknown[] }).rounds).toHaveLength(1);
    // Bob comes back: the bot stops covering him.
    const b = await LiveTestClient.connect(server.url);
    b.hello(match.id, bob.token);
    const back = await b.next<LiveUpdate>((m) => m.type === 'update' && !m.seats[1]!.coveredByBot, 5000);
    expect(back.seat).toBe(1);
    a.close();
    b.close();
  });
});
