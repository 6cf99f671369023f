import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '@decktet/server';
import type { LiveMatchSummary } from '@decktet/protocol';
import { TEST_GAMES, scripted, tempDir } from '../../test/testing';
import { type OnlineCreateOptions, creationRequest, runOnlineCreate } from './online';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', dataDir: tempDir(), logLevel: 'silent', botWorkers: 1 });
});
afterAll(async () => {
  await server.close();
});

const create = (options: Omit<OnlineCreateOptions, 'server'> & { server?: string }) => scripted((io) => runOnlineCreate({ server: server.url, ...options }, io), []);

/** The match a transcript's invite link names, as the lobby shows it. */
async function created(out: string): Promise<LiveMatchSummary> {
  const id = /Invite players: \S+\/match\/([\w-]+)\n/.exec(out)?.[1];
  if (!id) throw new Error(`no invite link in: ${out}`);
  return (await (await fetch(new URL(`/api/matches/${id}`, server.url))).json()) as LiveMatchSummary;
}

describe('decktet online create', () => {
  it('creates a match with the chosen seats and clock, and prints the links to invite and to watch', async () => {
    const run = await create({ game: 'runes', config: '{"players":3}', seats: 'human,human,ai:hard', turnSeconds: '30' });
    expect(run.code).toBe(0);
    const match = await created(run.out);
    expect(run.out).toBe(
      [`Created a Dueling Runes match for 3 seats (30 seconds per decision).`, `Invite players: ${match.invite}`, `Watch:          ${match.invite}/watch`, ''].join('\n'),
    );
    expect(match).toMatchObject({ game: 'dueling-runes', status: 'open', turnSeconds: 30, config: { players: 3 } });
    expect(match.seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot']);
    expect(match.seats[2]).toMatchObject({ difficulty: 'hard', name: 'Hard Bot' });
  });

  it("fills every seat with a human and takes the server's clock by default; none asks for no clock", async () => {
    const plain = await created((await create({ game: 'hieroglyphs' })).out);
    expect(plain.seats.map((s) => s.kind)).toEqual(['human', 'human']);
    expect(plain.turnSeconds).toBe(90);
    const unclocked = await create({ game: 'hieroglyphs', turnSeconds: 'none' });
    expect(unclocked.out).toContain('(no turn clock)');
    expect((await created(unclocked.out)).turnSeconds).toBeNull();
  });

  it('says what is wrong without sending anything, and passes on what the server refuses', async () => {
    expect(creationRequest({ server: 'x', game: 'chess' }, TEST_GAMES)).toMatch(/^unknown game "chess"/);
    expect(creationRequest({ server: 'x', game: 'runes', seats: 'human,robot' }, TEST_GAMES)).toBe('"robot" is not a seat: write human, ai, or ai:easy / ai:normal / ai:hard / ai:expert');
    expect(creationRequest({ server: 'x', game: 'runes', seats: 'human,ai:godlike' }, TEST_GAMES)).toBe('"ai:godlike": the AI plays easy, normal, hard or expert (e.g. ai:hard)');
    expect(creationRequest({ server: 'x', game: 'runes', seats: 'human,ai:expert' }, TEST_GAMES)).toMatchObject({ seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'expert' }] });
    expect(creationRequest({ server: 'x', game: 'runes', seats: 'human' }, TEST_GAMES)).toBe('Dueling Runes with these options is played by 2 seats; --seats names 1');
    expect(creationRequest({ server: 'x', game: 'runes', config: '{players:3}' }, TEST_GAMES)).toMatch(/^--config must be JSON/);
    expect(creationRequest({ server: 'x', game: 'runes', turnSeconds: 'soon' }, TEST_GAMES)).toBe('--turn-seconds must be a whole number of seconds or "none", not "soon"');

    const short = await create({ game: 'runes', turnSeconds: '3' });
    expect(short.code).toBe(1);
    expect(short.err).toBe('decktet online create: the server refused: turnSeconds: the turn clock must be from 10 to 86400 seconds (or null for no clock), not 3\n');
    const nowhere = await create({ game: 'runes', server: 'http://127.0.0.1:1' });
    expect(nowhere.code).toBe(1);
    expect(nowhere.err).toMatch(/^decktet online create: cannot reach the server at http:\/\/127\.0\.0\.1:1: /);
    const bad = await create({ game: 'runes', server: 'ftp://example.org' });
    expect(bad.err).toBe('decktet online create: --server must be an http:// or https:// address, not "ftp://example.org"\n');
  });
});

describe('the AI levels a server bot plays at', () => {
  it('are the AI\'s difficulties, in the same order (one list on the wire, one in the AI)', async () => {
    const { DIFFICULTIES } = await import('@decktet/ai');
    const { BOT_DIFFICULTIES } = await import('@decktet/protocol');
    expect([...BOT_DIFFICULTIES]).toEqual([...DIFFICULTIES]);
  });
});
