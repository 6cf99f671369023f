import { describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import type { LiveError, LiveMatchState, LiveServerMessage, LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch } from '../test/fixtures';
import { postgresInstancesForFile } from '../test/file-servers';
import { hashToken, newToken } from './match/lobby';
import { openPostgresStorage } from './storage';

const games = [goofspiel];
const { cluster, a, b } = postgresInstancesForFile(games);

const isNotice = (m: LiveServerMessage): m is LiveError => m.type === 'error' && m.clientSeq === undefined;

async function seatedOn(url: string, matchId: string, token: string) {
  const client = await LiveTestClient.connect(url);
  client.hello(matchId, token);
  const welcome = await client.next<LiveWelcome>((m) => m.type === 'welcome');
  expect(welcome.seat).toBe(0);
  return { client, welcome };
}

describe('finding 5: seat authority across instances sharing PostgreSQL', () => {
  it('finding 5: leaving through one instance takes the seat from its socket on the other', async () => {
    const match = await createMatch(a.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const ada = await joinMatch(a.url, match.id, 'Ada');
    await joinMatch(b.url, match.id, 'Bob');
    const onA = await seatedOn(a.url, match.id, ada.token);
    expect((await api(b.url, 'POST', `/api/matches/${match.id}/leave`, { token: ada.token })).status).toBe(200);
    expect(await onA.client.next<LiveError>(isNotice)).toMatchObject({ code: 'token-expired', message: expect.stringMatching(/you left this seat/) });
    const update = await onA.client.next<LiveMatchState & LiveServerMessage>((m) => m.type === 'update');
    expect(update).toMatchObject({ seat: null, legal: [] });
    onA.client.send({ type: 'act', clientSeq: 1, action: onA.welcome.legal[0]! });
    expect(await onA.client.next((m) => m.type === 'error' && m.clientSeq === 1)).toMatchObject({ code: 'token-expired' });
    onA.client.close();
  });

  it('finding 5: a new token for the seat, announced by another instance, takes the seat from the old socket', async () => {
    const match = await createMatch(b.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const ada = await joinMatch(a.url, match.id, 'Ada');
    await joinMatch(a.url, match.id, 'Bob');
    const onA = await seatedOn(a.url, match.id, ada.token);
    // Another instance (here: a storage client of its own) gives seat 0 a new token and says so.
    const other = await openPostgresStorage(cluster.url);
    try {
      await other.updateSeat(match.id, 0, { tokenHash: hashToken(newToken()) });
      await other.announce(match.id);
    } finally {
      await other.close();
    }
    expect(await onA.client.next<LiveError>(isNotice)).toMatchObject({ code: 'token-expired', message: expect.stringMatching(/held with another token/) });
    expect(await onA.client.next((m) => m.type === 'update')).toMatchObject({ seat: null, legal: [] });
    onA.client.close();
  });
});
