import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import { LIVE_CHAT_MAX, type LiveChatLine, type LiveChatMessage, type LiveError, type LiveServerMessage, type LiveUpdate, type LiveWelcome } from '@decktet/protocol';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch, testServer } from '../test/fixtures';
import { serverForFile } from '../test/file-servers';
import { playSeat, seededPicker } from '../test/play';
import { until } from '../test/sockets';

const games = [goofspiel];
const server = serverForFile(games);

const isState = (m: LiveServerMessage): m is LiveWelcome | LiveUpdate => m.type === 'welcome' || m.type === 'update';
const chatOf = (client: LiveTestClient) => client.received.filter((m): m is LiveChatMessage => m.type === 'chat').map((m) => m.line);
const textsOf = (client: LiveTestClient) => chatOf(client).map((l) => l.text);
const nextError = (client: LiveTestClient) => client.next<LiveError>((m) => m.type === 'error');

/** A signed-in player's bearer token on that server (a new player each time). */
let made = 0;
async function signedIn(url: string, name = `Watcher ${++made}`): Promise<{ authorization: string }> {
  const created = await api<{ session: { token: string } }>(url, 'POST', '/api/players', { name, bearer: true });
  if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  return { authorization: `Bearer ${created.body.session.token}` };
}

/** The session spectators' sockets come with: a signed-in player who sits at none of these tables. */
const watchers = new Map<string, Promise<{ authorization: string }>>();
const watcher = (url: string) => watchers.get(url) ?? watchers.set(url, signedIn(url, 'Wanda Watcher')).get(url)!;

/**
 * Each test client comes from its own loopback address, so the per-address chat rate is its own.
 * A spectator's socket comes signed in (the spectators' chat is theirs while a match is played) unless `headers` says otherwise.
 */
let lastAddress = 10;
async function connected(url: string, match: string, token?: string, headers?: Record<string, string>, from = `127.0.0.${++lastAddress}`): Promise<LiveTestClient> {
  const client = await LiveTestClient.connect(url, from, headers ?? (token ? undefined : await watcher(url)));
  client.hello(match, token);
  await client.peek((m) => m.type === 'welcome');
  return client;
}

/** Ada and Bob seated at a Goofspiel match (no clock), with their sockets and two spectators'. */
async function table(url = server.url) {
  const match = await createMatch(url, { game: 'goofspiel', config: { handSize: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null });
  const ada = await joinMatch(url, match.id, 'Ada');
  const bob = await joinMatch(url, match.id, 'Bob');
  const [a, b, s, t] = [await connected(url, match.id, ada.token), await connected(url, match.id, bob.token), await connected(url, match.id), await connected(url, match.id)];
  return { match, ada, bob, a: a!, b: b!, s: s!, t: t! };
}

describe('chat', () => {
  it("players' lines reach everyone; spectators' lines reach only spectators while the match is played", async () => {
    const { match, ada, a, b, s, t } = await table();
    a.send({ type: 'chat', channel: 'players', text: '  good luck, have fun  ' });
    const line = (await s.next<LiveChatMessage>((m) => m.type === 'chat')).line;
    expect(line).toEqual({ id: expect.any(Number), channel: 'players', seat: 0, name: 'Ada', text: 'good luck, have fun', at: expect.any(Number) });
    for (const c of [a, b, t]) expect((await c.next<LiveChatMessage>((m) => m.type === 'chat')).line).toEqual(line);

    s.send({ type: 'chat', channel: 'spectators', text: 'Bob should bid high' });
    expect((await t.next<LiveChatMessage>((m) => m.type === 'chat')).line).toMatchObject({ channel: 'spectators', seat: null, name: 'Spectator', text: 'Bob should bid high' });
    await s.next((m) => m.type === 'chat');
    // Each writes only in their own channel.
    b.send({ type: 'chat', channel: 'spectators', text: 'psst' });
    expect((await nextError(b)).code).toBe('bad-chat');
    t.send({ type: 'chat', channel: 'players', text: 'hello players' });
    expect(await nextError(t)).toMatchObject({ code: 'bad-chat', message: "spectators write in the spectators' channel: the players' channel is for the players" });
    b.send({ type: 'chat', channel: 'players', text: 'thanks' });
    for (const c of [a, b, s, t]) await c.next((m) => m.type === 'chat' && m.line.text === 'thanks');

    // No spectator line ever reached a seat's socket, not even as raw text.
    for (const seat of [a, b]) {
      expect(textsOf(seat)).toEqual(['good luck, have fun', 'thanks']);
      expect(seat.raw.join('\n')).not.toContain('Bob should bid high');
    }
    // Chat is not the game's log.
    for (const c of [a, b, s, t]) expect(c.received.filter(isState).flatMap((m) => m.log).join('\n')).not.toMatch(/good luck|bid high|thanks/);
    // A seat that reconnects is welcomed with the players' lines only; a spectator with both.
    const again = await connected(server.url, match.id, ada.token);
    expect((await again.next<LiveWelcome>((m) => m.type === 'welcome')).chat.map((l) => l.text)).toEqual(['good luck, have fun', 'thanks']);
    const watcher = await connected(server.url, match.id);
    expect((await watcher.next<LiveWelcome>((m) => m.type === 'welcome')).chat.map((l) => l.text)).toEqual(['good luck, have fun', 'Bob should bid high', 'thanks']);
    for (const c of [a, b, s, t, again, watcher]) c.close();
  });

  it('refuses empty, too long and control-character lines, saying why, and stores nothing', async () => {
    const { a, s } = await table();
    a.send({ type: 'chat', channel: 'players', text: ' \u3000 ' });
    expect(await nextError(a)).toMatchObject({ code: 'bad-chat', message: 'the message is empty: type at least one visible character' });
    a.send({ type: 'chat', channel: 'players', text: 'x'.repeat(LIVE_CHAT_MAX + 1) });
    expect(await nextError(a)).toMatchObject({ code: 'bad-chat', message: `the message is too long (${LIVE_CHAT_MAX + 1} characters): at most ${LIVE_CHAT_MAX}` });
    a.send({ type: 'chat', channel: 'players', text: 'red \u001b[31malert' });
    expect((await nextError(a)).message).toBe('the message contains a control character, U+001B (escape): chat lines may hold only visible characters and spaces');
    a.send({ type: 'chat', channel: 'players', text: 'line one\nline two' });
    expect((await nextError(a)).message).toMatch(/U\+000A \(line feed\)/);
    a.send({ type: 'chat', channel: 'players', text: 'gnp\u202eexe' });
    expect((await nextError(a)).message).toMatch(/an invisible formatting character, U\+202E \(right-to-left override\)/);
    a.send({ type: 'chat', channel: 'players', text: 'x'.repeat(LIVE_CHAT_MAX) });
    await s.next((m) => m.type === 'chat');
    expect(chatOf(s).map((l) => l.text.length)).toEqual([LIVE_CHAT_MAX]);
    a.close();
    s.close();
  });

  it('limits the rate per socket and per address', async () => {
    const { a, b, s } = await table();
    for (let i = 1; i <= 6; i++) a.send({ type: 'chat', channel: 'players', text: `line ${i}` });
    expect(await nextError(a)).toMatchObject({ code: 'chat-rate-limited', message: 'too many chat lines: at most 5 every 10 seconds from one socket, or from one address across its sockets; wait a moment' });
    await until(() => textsOf(s).length === 5);
    expect(textsOf(s)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);

    // Fresh sockets from one address share its allowance.
    const from = '127.0.0.200';
    const signed = await watcher(server.url);
    const sockets = await Promise.all([0, 1, 2].map(() => LiveTestClient.connect(server.url, from, signed)));
    for (const c of sockets) c.hello(s.received.find(isState)!.match);
    await Promise.all(sockets.map((c) => c.next((m) => m.type === 'welcome')));
    for (let i = 0; i < 6; i++) sockets[i % 3]!.send({ type: 'chat', channel: 'spectators', text: `crowd ${i}` });
    const refused = await Promise.race(sockets.map((c) => nextError(c)));
    expect(refused.code).toBe('chat-rate-limited');
    await until(() => textsOf(s).filter((t) => t.startsWith('crowd')).length === 5);
    for (const c of [a, b, s, ...sockets]) c.close();
  });

  it("finding 12: a player cannot read the spectators' chat through a socket without their token, while the match is played", async () => {
    const { match, ada, a, s, t } = await table();
    // Ada's seat socket is from a known address; Cleo is a registered player who holds a seat too.
    const adaAddress = '127.0.0.150';
    const adaAgain = await connected(server.url, match.id, ada.token, undefined, adaAddress);
    const cleo = await signedIn(server.url, `Cleo ${++made}`);
    const cleoTable = await api<{ match: { id: string } }>(server.url, 'POST', '/api/tables', { game: 'goofspiel', config: { handSize: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }], rated: false }, cleo);
    expect(cleoTable.status).toBe(201);

    const spectatorsWelcome = await s.next<LiveWelcome>((m) => m.type === 'welcome');
    expect(spectatorsWelcome.spectatorChat).toBe(true);
    // Token-less sockets that may be a player's: with no session, from a seated player's address, or with a seated player's session.
    const anonymous = await connected(server.url, match.id, undefined, {});
    const fromAdasAddress = await connected(server.url, match.id, undefined, await watcher(server.url), adaAddress);
    const cleoWatching = await connected(server.url, cleoTable.body.match.id, undefined, cleo);
    const wandaAtCleos = await connected(server.url, cleoTable.body.match.id);
    for (const c of [anonymous, fromAdasAddress, cleoWatching]) expect((await c.next<LiveWelcome>((m) => m.type === 'welcome')).spectatorChat).toBe(false);
    expect((await wandaAtCleos.next<LiveWelcome>((m) => m.type === 'welcome')).spectatorChat).toBe(true);

    s.send({ type: 'chat', channel: 'spectators', text: 'Ada holds the 9' });
    await t.next((m) => m.type === 'chat' && m.line.text === 'Ada holds the 9');
    a.send({ type: 'chat', channel: 'players', text: 'hello all' });
    for (const c of [anonymous, fromAdasAddress]) await c.next((m) => m.type === 'chat' && m.line.text === 'hello all');
    for (const c of [anonymous, fromAdasAddress, adaAgain]) expect(c.raw.join('\n')).not.toContain('Ada holds the 9');
    // Writing there is refused with the rule, and nothing is stored.
    for (const c of [anonymous, fromAdasAddress]) {
      c.send({ type: 'chat', channel: 'spectators', text: 'is anyone reading?' });
      expect(await nextError(c)).toMatchObject({ code: 'bad-chat', message: expect.stringMatching(/^while the match is played the spectators' chat is for signed-in spectators who hold no seat at this table/) });
    }
    wandaAtCleos.send({ type: 'chat', channel: 'spectators', text: 'Cleo looks confident' });
    await wandaAtCleos.next((m) => m.type === 'chat' && m.line.text === 'Cleo looks confident');
    await new Promise((r) => setTimeout(r, 100));
    expect(cleoWatching.raw.join('\n')).not.toContain('Cleo looks confident');
    expect(textsOf(t)).not.toContain('is anyone reading?');
    for (const c of [a, s, t, adaAgain, anonymous, fromAdasAddress, cleoWatching, wandaAtCleos]) c.close();
  });

  it('finding 12: a line of invisible characters alone is refused, saying so, and stored nowhere', async () => {
    const { a, b, s } = await table();
    for (const text of ['\u3164', '\u2800\u2800', '\u115f\u1160', '\ufe0f', ' \u034f ']) {
      a.send({ type: 'chat', channel: 'players', text });
      expect(await nextError(a), JSON.stringify(text)).toMatchObject({ code: 'bad-chat', message: expect.stringMatching(/no visible character|invisible/) });
    }
    b.send({ type: 'chat', channel: 'players', text: 'visible' });
    await s.next((m) => m.type === 'chat' && m.line.text === 'visible');
    expect(textsOf(s)).toEqual(['visible']);
    for (const c of [a, b, s]) c.close();
  });

  it('a player can mute another seat; the choice outlasts a reconnect; a bad mute is explained', async () => {
    const { match, ada, a, b, s } = await table();
    a.send({ type: 'mute', seat: 1, muted: true });
    a.send({ type: 'mute', seat: 0, muted: true });
    expect(await nextError(a)).toMatchObject({ code: 'bad-mute', message: 'you cannot mute your own seat' });
    a.send({ type: 'mute', seat: 7, muted: true });
    expect(await nextError(a)).toMatchObject({ code: 'bad-mute', message: 'there is no seat 7 in this match (seats 0–1)' });
    b.send({ type: 'chat', channel: 'players', text: 'you will lose' });
    await s.next((m) => m.type === 'chat' && m.line.text === 'you will lose');
    await b.next((m) => m.type === 'chat');
    a.send({ type: 'chat', channel: 'players', text: 'anyone there?' });
    await a.next((m) => m.type === 'chat');
    expect(textsOf(a)).toEqual(['anyone there?']);

    a.close();
    const back = await connected(server.url, match.id, ada.token);
    const welcome = await back.next<LiveWelcome>((m) => m.type === 'welcome');
    expect(welcome.muted).toEqual([1]);
    expect(welcome.chat.map((l) => l.text)).toEqual(['anyone there?']);
    back.send({ type: 'mute', seat: 1, muted: false });
    b.send({ type: 'chat', channel: 'players', text: 'sorry' });
    expect((await back.next<LiveChatMessage>((m) => m.type === 'chat')).line.text).toBe('sorry');

    // A spectator's mute lasts for its socket.
    s.send({ type: 'mute', seat: 0, muted: true });
    back.send({ type: 'chat', channel: 'players', text: 'muted for the spectator' });
    await b.next((m) => m.type === 'chat' && m.line.text === 'muted for the spectator');
    b.send({ type: 'chat', channel: 'players', text: 'heard by the spectator' });
    await s.next((m) => m.type === 'chat' && m.line.text === 'heard by the spectator');
    expect(textsOf(s)).not.toContain('muted for the spectator');
    for (const c of [b, s, back]) c.close();
  });

  it('keeps the chat with the match and serves both channels once it is finished', async () => {
    const { match, bob, a, b, s } = await table();
    const early = await api(server.url, 'GET', `/api/matches/${match.id}/chat`);
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'not-finished' } } });
    a.send({ type: 'chat', channel: 'players', text: 'gl' });
    s.send({ type: 'chat', channel: 'spectators', text: 'Ada will win' });
    await until(() => textsOf(s).length === 2);
    await Promise.all([playSeat(a, seededPicker(1)), playSeat(b, seededPicker(2))]);
    b.send({ type: 'chat', channel: 'players', text: 'gg' });
    await until(() => textsOf(s).includes('gg'));

    const served = await api<{ chat: LiveChatLine[] }>(server.url, 'GET', `/api/matches/${match.id}/chat`);
    expect(served.status).toBe(200);
    expect(served.body.chat.map((l) => [l.channel, l.name, l.text])).toEqual([
      ['players', 'Ada', 'gl'],
      ['spectators', 'Spectator', 'Ada will win'],
      ['players', 'Bob', 'gg'],
    ]);
    // Once it is over, the spectators' lines are public to the players too.
    const after = await connected(server.url, match.id, bob.token);
    expect((await after.next<LiveWelcome>((m) => m.type === 'welcome')).chat.map((l) => l.text)).toEqual(['gl', 'Ada will win', 'gg']);
    for (const c of [a, b, s, after]) c.close();
  });
});

describe('a server restart mid-match', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'decktet-chat-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the chat, the cover and its log line', async () => {
    const first = await testServer(games, { dataDir });
    const match = await createMatch(first.url, { game: 'goofspiel', config: { handSize: 4 }, seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: 2 });
    const ada = await joinMatch(first.url, match.id, 'Ada');
    await joinMatch(first.url, match.id, 'Bob');
    const a = await connected(first.url, match.id, ada.token);
    const welcome = await a.next<LiveWelcome>((m) => m.type === 'welcome');
    a.send({ type: 'act', clientSeq: 1, action: welcome.legal[0]! });
    a.send({ type: 'chat', channel: 'players', text: 'where is Bob?' });
    const covered = await a.next<LiveUpdate>((m) => m.type === 'update' && m.seats[1]!.cover !== null, 15_000);
    await first.close();

    const second = await testServer(games, { dataDir });
    try {
      const back = await connected(second.url, match.id, ada.token);
      const resumed = await back.next<LiveWelcome>((m) => m.type === 'welcome');
      expect(resumed.seats[1]!.cover).toEqual(covered.seats[1]!.cover);
      expect(resumed.chat.map((l) => [l.name, l.text])).toEqual([['Ada', 'where is Bob?']]);
      expect(resumed.log).toContain('The AI plays for Bob from turn 1 (their time ran out)');
      const played = await playSeat(back, seededPicker(4), { lastClientSeq: resumed.lastClientSeq });
      expect(played.final.outcome!.summary).toMatch(/Bob \(AI from turn 1\)/);
      const served = await api<{ chat: LiveChatLine[] }>(second.url, 'GET', `/api/matches/${match.id}/chat`);
      expect(served.body.chat.map((l) => l.text)).toEqual(['where is Bob?']);
      back.close();
    } finally {
      await second.dispose();
    }
  });
});
