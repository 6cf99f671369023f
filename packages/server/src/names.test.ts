import { describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/catalog';
import type { LiveJoinReply, LiveMatchSummary } from '@decktet/protocol';
import { createMatch } from '../test/fixtures';
import { serverForFile } from '../test/file-servers';
import { api } from '../test/live-client';

const server = serverForFile(GAMES);

describe('names at the join endpoint', () => {
  it('finding 8: control, bidi and zero-width characters and bot-like names are refused with the problem named; a good name is normalised', async () => {
    const match = await createMatch(server.url, { game: 'hieroglyphs', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const join = (name: string) => api<{ error?: { code: string; message: string } } & Partial<LiveJoinReply>>(server.url, 'POST', `/api/matches/${match.id}/join`, { name });
    const refusals: [string, RegExp][] = [
      ['Ada\x1b[2J\x1b[H', /U\+001B \(escape\)/],
      ['Ada\x07', /U\+0007 \(bell\)/],
      ['Ada\0', /U\+0000 \(null\)/],
      ['Ada\n{"level":30,"msg":"Bo resigns"}', /U\+000A \(line feed\)/],
      ['\u202eadA', /U\+202E \(right-to-left override\)/],
      ['A\u200dda', /U\+200D \(zero-width joiner\)/],
      ['Easy Bot', /looks like a computer player's name/],
      ['\u3000', /the name is empty/],
    ];
    for (const [name, why] of refusals) {
      const refused = await join(name);
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.error?.message, JSON.stringify(name)).toMatch(why);
    }
    // Nothing was taken by the refused requests.
    const joined = await join('  Ａｄａ  ');
    expect(joined.status).toBe(200);
    expect(joined.body.seat).toBe(0);
    expect(joined.body.match?.seats[0]?.name).toBe('Ada');
  });
});

describe('finding 9: guests and registered names', () => {
  it("a guest cannot sit under a registered player's name, however it is written, nor under one at the table; guests are marked in the seats", async () => {
    const registered = await api<{ player: { name: string } }>(server.url, 'POST', '/api/players', { name: 'Adelaide' });
    expect(registered.status).toBe(201);
    // Registering a look-alike of a registered name is refused too.
    for (const name of ['ADELAIDE', 'Ade\u0406aide', '\u13aadelaide', '\ua4eedelaide', 'Adelaid\u0435']) {
      expect((await api<{ error: { code: string } }>(server.url, 'POST', '/api/players', { name })).body.error?.code, name).toBe('name-taken');
    }
    const match = await createMatch(server.url, { game: 'hieroglyphs', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const join = (name: string) => api<{ error?: { code: string; message: string } } & Partial<LiveJoinReply>>(server.url, 'POST', `/api/matches/${match.id}/join`, { name });
    for (const name of ['Adelaide', 'adelaide', '\u13aadelaide', 'Ade\u04cfaide', 'A\u0501elaide', 'ADELAlDE']) {
      const refused = await join(name);
      if (refused.status === 200) throw new Error(`${JSON.stringify(name)} was seated`);
      expect(refused.body.error, JSON.stringify(name)).toMatchObject({ code: 'name-registered', message: expect.stringMatching(/name of a registered player: sign in/) });
    }
    const guest = await join('Grace');
    expect(guest.status).toBe(200);
    // Another guest under a look-alike of a name at the table is refused.
    expect((await join('Gr\u0430ce')).body.error).toMatchObject({ code: 'name-at-table' });
    const summary = await api<LiveMatchSummary>(server.url, 'GET', `/api/matches/${match.id}`);
    expect(summary.body.seats.map((s) => ({ name: s.name, taken: s.taken, guest: s.guest }))).toEqual([
      { name: 'Grace', taken: true, guest: true },
      { name: null, taken: false, guest: false },
    ]);
  });
});
