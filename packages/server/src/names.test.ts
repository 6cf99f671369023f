import { describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/ai';
import type { LiveJoinReply } from '@decktet/protocol';
import { createMatch } from './testing/fixtures';
import { serverForFile } from './testing/file-servers';
import { api } from './testing/live-client';

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
