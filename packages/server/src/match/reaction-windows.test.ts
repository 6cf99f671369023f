/**
 * DR-16 as revised (DR-35 … DR-38) over the real server: two servers on loopback deal the same
 * duel but for one wizard's hand (a Counter Spell's Moon and Knot, or not). The other seats and a
 * spectator, playing and watching through WebSockets, must receive the very same frames; every
 * reaction window stays on show for the hold; a clock running out in a window is a silent pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyGame } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { LIVE_PROTOCOL_VERSION, type LiveMatchState, type LiveServerMessage, type LiveWelcome } from '@decktet/protocol';
import { createMatch, joinMatch, testServer } from '../../test/fixtures';
import type { ServerLimits } from '../http/limits';
import { LiveTestClient, api } from '../../test/live-client';
import { ManualClock } from '../../test/manual-clock';

const HOLD_MS = 250;
const K = 1;
const K_CARD = 'sailor';
const ABLE = ['ace-of-moons', 'ace-of-knots'];
const UNABLE = ['ace-of-suns', 'ace-of-leaves'];
const PILE = ['desert', 'discovery', 'darkness', 'penitent', 'end', 'calamity', 'huntress', 'windfall', 'market', 'forest', 'lunatic', 'journey', 'painter', 'battle'];

/** Dueling Runes dealing one fixed layout, whatever the seed: wizard K holds `two` beside its card. */
function dealing(two: string[], other: string[]): AnyGame {
  const layout = {
    hands: [
      ['bard', 'mill', 'origin'],
      [K_CARD, ...two],
      ['cave', 'savage', 'sea'],
    ],
    sequences: [['ace-of-wyrms'], ['ace-of-waves'], ['soldier']],
    drawPile: [...PILE, ...other],
  };
  const game: typeof duelingRunes = { ...duelingRunes, setup: (config, seed, options) => duelingRunes.setup(config, seed, { ...options, layout }) };
  return game;
}

type Frame = LiveServerMessage & LiveMatchState;

/** A socket that keeps every state frame it is sent. */
async function watcher(url: string): Promise<{ client: LiveTestClient; frames: Frame[] }> {
  const client = await LiveTestClient.connect(url);
  const frames: Frame[] = [];
  client.socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as LiveServerMessage;
    if (m.type === 'update' || m.type === 'welcome') frames.push(m as Frame);
  });
  return { client, frames };
}

/**
 * Plays a seat through turn 1 by a fixed policy: a reaction window is passed at once; otherwise a
 * seat acts only when it is the first one pending (so the order is the same on every run): K places
 * its card, the others their first card, and a declaration is the first spell offered.
 */
async function autoplay(client: LiveTestClient, seat: number): Promise<void> {
  let clientSeq = 0;
  for (;;) {
    const m = await client.next<LiveServerMessage & LiveMatchState>((x) => x.type === 'update' || x.type === 'welcome', 20_000);
    const view = m.view as { turn: number; stage: string } | null;
    if (!view || view.turn >= 2 || m.outcome) return;
    if (m.legal.length === 0) continue;
    let action: string | null = null;
    if (view.stage === 'react') action = 'pass';
    else if (m.pending[0] === seat) action = view.stage === 'choose' && seat === K ? `play ${K_CARD}` : (m.legal.find((a) => a !== 'pass') ?? m.legal[0]!);
    if (action === null) continue;
    client.send({ type: 'act', clientSeq: ++clientSeq, action });
    await client.next((x) => x.type === 'ack' || x.type === 'error', 20_000);
  }
}

/** What a frame shows, without what differs from server to server (the match id, the server's clock). */
function shown(f: Frame): unknown {
  const { match: _match, now: _now, ...rest } = f;
  const { chat: _chat, muted: _muted, lastClientSeq: _last, type: _type, ...state } = rest as Record<string, unknown>;
  return state;
}

const servers: { dispose(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.dispose()));
});

/** One duel of three people and a spectator on a server dealing `game`, played through turn 1. */
async function playTurnOne(game: AnyGame, turnSeconds: number | null = null, limits: Partial<ServerLimits> = {}) {
  const server = await testServer([game], { windowHoldMs: HOLD_MS, limits });
  servers.push(server);
  const match = await createMatch(server.url, { game: 'dueling-runes', config: { players: 3 }, seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }], turnSeconds });
  const seats = [];
  for (const name of ['Ada', 'Bo', 'Cy']) seats.push(await joinMatch(server.url, match.id, name));
  const spectator = await watcher(server.url);
  spectator.client.hello(match.id);
  await spectator.client.next((m) => m.type === 'welcome');
  const players = [];
  for (const [seat, joined] of seats.entries()) {
    const w = await watcher(server.url);
    w.client.hello(match.id, joined.token);
    await w.client.peek((m) => m.type === 'welcome');
    players.push({ seat, ...w });
  }
  return { server, spectator, players, tokens: seats.map((s) => s.token) };
}

/** The frames up to (and with) the first one of turn 2. */
function turnOne(frames: readonly Frame[]): Frame[] {
  const end = frames.findIndex((f) => (f.view as { turn: number } | null)?.turn === 2);
  return end < 0 ? frames.slice() : frames.slice(0, end + 1);
}

describe('reaction windows over the live server (DR-16, DR-35 … DR-38)', () => {
  it('the other seats and a spectator get the same frames whether or not a wizard could counter, each window held', async () => {
    const runs = [];
    for (const game of [dealing(ABLE, UNABLE), dealing(UNABLE, ABLE)]) {
      const table = await playTurnOne(game);
      // Seat K answers only when asked; the others play in seat order.
      await Promise.all(table.players.map((p) => autoplay(p.client, p.seat)));
      // Let the last hold run out, so the last frames have come.
      await new Promise((r) => setTimeout(r, HOLD_MS * 3));
      runs.push(table);
      for (const p of table.players) p.client.close();
      table.spectator.client.close();
    }
    const [able, unable] = runs as [(typeof runs)[0], (typeof runs)[0]];
    // In the first duel K really was asked (its own frames offered the spells), in the second never.
    const offered = (t: typeof able) => t.players[K]!.frames.some((f) => f.legal.some((a) => a.startsWith('counter')));
    expect(offered(able)).toBe(true);
    expect(offered(unable)).toBe(false);
    const viewers = [able.spectator, ...able.players.filter((p) => p.seat !== K)].map((_, i) => i);
    const framesOf = (t: typeof able) => [t.spectator, ...t.players.filter((p) => p.seat !== K)].map((w) => turnOne(w.frames));
    const [a, u] = [framesOf(able), framesOf(unable)];
    for (const i of viewers) {
      expect(a[i]!.length).toBeGreaterThan(5);
      expect(a[i]!.map(shown)).toEqual(u[i]!.map(shown));
      // Nobody is ever named as owing in a window but the viewer itself.
      for (const f of a[i]!) if ((f.view as { stage: string }).stage === 'react') expect(f.pending.filter((s) => s !== f.seat)).toEqual([]);
    }
    // Every window stays on show for the hold, the ones nobody could answer too: by the server's own
    // clock (each frame says when it was made; a timer may fire a millisecond early).
    for (const frames of [...a, ...u]) {
      frames.forEach((f, i) => {
        const next = frames[i + 1];
        if (next && (f.view as { stage: string }).stage === 'react' && f.type === 'update') expect(next.now - f.now).toBeGreaterThanOrEqual(HOLD_MS - 2);
      });
    }
  }, 60_000);

  it('a socket coming back is sent each log line once, from wherever it stopped, and the same whether or not a wizard could counter (DR-37)', async () => {
    const comebacks: unknown[][] = [];
    for (const game of [dealing(ABLE, UNABLE), dealing(UNABLE, ABLE)]) {
      // Sixty sockets say hello from one address in a few seconds: more than an address may send.
      const table = await playTurnOne(game, null, { addressMessagesPerSecond: 10_000, addressBurst: 10_000 });
      await Promise.all(table.players.map((p) => autoplay(p.client, p.seat)));
      await new Promise((r) => setTimeout(r, HOLD_MS * 3));
      const seen: unknown[] = [];
      for (const w of [table.spectator, ...table.players]) {
        const seat = 'seat' in w ? (w as { seat: number }).seat : null;
        const frames = w.frames.slice();
        const stream = frames.flatMap((f) => f.log);
        // Cut the connection after each frame in turn: the socket that comes back is sent the rest, no line twice, none lost.
        for (let i = 0; i < frames.length; i++) {
          const had = frames.slice(0, i + 1).flatMap((f) => f.log).length;
          const back = await LiveTestClient.connect(table.server.url);
          back.send({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: frames[0]!.match, ...(seat === null ? {} : { token: table.tokens[seat] }), lastSeq: frames[i]!.seq, logSeen: had });
          const answer = await back.next((m) => m.type === 'welcome' || m.type === 'error');
          if (answer.type !== 'welcome') throw new Error(`hello refused: ${JSON.stringify(answer)}`);
          const welcome = answer as LiveWelcome;
          expect(welcome.log, `${seat === null ? 'the spectator' : `seat ${seat}`} back after frame ${i}`).toEqual(stream.slice(had));
          if (seat !== K) seen.push(welcome.log);
          back.close();
        }
      }
      comebacks.push(seen);
      for (const p of table.players) p.client.close();
      table.spectator.client.close();
    }
    expect(comebacks[0]).toEqual(comebacks[1]);
  }, 60_000);

  it('at a live table a wizard asked with no socket open passes at once, in silence, after the hold (DR-38)', async () => {
    const table = await playTurnOne(dealing(ABLE, UNABLE));
    const [ada, bo, cy] = table.players as [(typeof table.players)[0], (typeof table.players)[0], (typeof table.players)[0]];
    ada.client.send({ type: 'act', clientSeq: 1, action: 'play bard' });
    await ada.client.next((m) => m.type === 'ack');
    bo.client.send({ type: 'act', clientSeq: 1, action: `play ${K_CARD}` });
    await bo.client.next((m) => m.type === 'ack');
    // Bo, who could counter, closes the tab before the reveal.
    bo.client.close();
    await table.spectator.client.next<LiveServerMessage & LiveMatchState>((m) => m.type === 'update' && m.seats[K]!.presence === 'offline');
    cy.client.send({ type: 'act', clientSeq: 1, action: 'play cave' });
    await cy.client.next((m) => m.type === 'ack');
    const window = await table.spectator.client.next<LiveServerMessage & LiveMatchState>((m) => m.type === 'update' && (m.view as { stage: string }).stage === 'react');
    // No clock at this table: only Bo's absence closes the window, with the next frame after the hold.
    const after = await table.spectator.client.next<LiveServerMessage & LiveMatchState>((m) => m.type === 'update' && (m.view as { stage: string }).stage !== 'react', 10_000);
    expect(after.now - window.now).toBeGreaterThanOrEqual(HOLD_MS - 2);
    expect(after.seats[K]!.cover).toBeNull();
    expect(table.spectator.frames.flatMap((f) => f.log).join('\n')).not.toMatch(/AI plays for|Bo passes/);
    ada.client.close();
    cy.client.close();
    table.spectator.client.close();
  }, 60_000);

  it('a clock running out in a window passes in silence: no AI cover, no line in the log (DR-38)', async () => {
    const table = await playTurnOne(dealing(ABLE, UNABLE), 1);
    const k = table.players[K]!;
    // Everyone plays but K, who places its card and then never answers the window.
    const others = table.players.filter((p) => p.seat !== K).map((p) => autoplay(p.client, p.seat));
    await k.client.next<LiveServerMessage & LiveMatchState>((m) => (m.type === 'update' || m.type === 'welcome') && m.pending[0] === K && m.legal.includes(`play ${K_CARD}`));
    k.client.send({ type: 'act', clientSeq: 1, action: `play ${K_CARD}` });
    const asked = await k.client.next<LiveServerMessage & LiveMatchState>((m) => m.type === 'update' && m.legal.some((a) => a.startsWith('counter')), 20_000);
    expect(asked.deadlines?.[K]).toBeTypeOf('number');
    // The window closes when K's clock runs out: K passed.
    const after = await table.spectator.client.next<LiveServerMessage & LiveMatchState>((m) => m.type === 'update' && (m.view as { stage: string }).stage !== 'react' && m.seq >= asked.seq, 20_000);
    expect(after.seats[K]!.coveredByBot).toBe(false);
    expect(after.seats[K]!.cover).toBeNull();
    const lines = table.spectator.frames.flatMap((f) => f.log);
    expect(lines.join('\n')).not.toMatch(/AI plays for|time ran out|Bo passes/);
    for (const p of table.players) p.client.close();
    table.spectator.client.close();
    await Promise.allSettled(others);
  }, 60_000);
});

/** A short duel of a person and an easy bot on a server whose clock moves only when told: the person leaves, and the AI plays both seats. */
async function unwatchedDuel(maxTurns = 4) {
  const clock = new ManualClock();
  const server = await testServer([duelingRunes], { windowHoldMs: HOLD_MS, clock });
  servers.push(server);
  const match = await createMatch(server.url, { game: 'dueling-runes', config: { maxTurns }, seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }], turnSeconds: null });
  const joined = await joinMatch(server.url, match.id, 'Ada');
  const summary = async () => (await api<{ status: string; seq: number }>(server.url, 'GET', `/api/matches/${match.id}`)).body;
  const leave = async () => expect((await api(server.url, 'POST', `/api/matches/${match.id}/leave`, { token: joined.token })).status).toBe(200);
  return { clock, server, id: match.id, summary, leave };
}

/** Waits (in real time) until `done` says so; the server's clock does not move meanwhile. */
async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}

describe('the hold where nobody watches (DR-36)', () => {
  it('a table with no socket open plays through its windows without holding them: its clock never moves, and the duel ends', async () => {
    const duel = await unwatchedDuel();
    await duel.leave();
    // Every held window waits for the server's clock, which stands still here.
    await until(async () => (await duel.summary()).status === 'finished', 'the duel finished');
  }, 90_000);

  it('a spectator watching sees every window held; once it leaves the duel moves on unheld, and one who comes back mid-duel sees them held again', async () => {
    const duel = await unwatchedDuel(12);
    const spectator = await watcher(duel.server.url);
    spectator.client.hello(duel.id);
    await spectator.client.next((m) => m.type === 'welcome');
    await duel.leave();
    // With the clock standing still, the duel stops at its first window and stays there.
    const window = await spectator.client.next<Frame>((m) => m.type === 'update' && (m.view as { stage: string }).stage === 'react', 30_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(spectator.frames.at(-1)!.seq).toBe(window.seq);
    expect((spectator.frames.at(-1)!.view as { stage: string }).stage).toBe('react');
    // Moving the clock by the hold, window after window, the spectator is shown each for the hold.
    const windowsShown = () => spectator.frames.filter((f) => f.type === 'update' && (f.view as { stage: string }).stage === 'react').length;
    for (let i = 0; i < 300 && windowsShown() < 4; i++) {
      duel.clock.advance(HOLD_MS);
      await new Promise((r) => setTimeout(r, 50));
    }
    const held = spectator.frames.slice();
    expect(windowsShown()).toBeGreaterThanOrEqual(4);
    held.forEach((f, i) => {
      const next = held[i + 1];
      if (next && f.type === 'update' && (f.view as { stage: string }).stage === 'react') expect(next.now - f.now).toBeGreaterThanOrEqual(HOLD_MS);
    });
    // Nobody watches: the duel moves on with the clock standing still.
    spectator.client.close();
    const seqLeft = held.at(-1)!.seq;
    expect((await duel.summary()).status).toBe('live');
    await until(async () => (await duel.summary()).seq > seqLeft + 2, 'the duel moved on');
    // A spectator back mid-duel is again shown each window for the hold, from the one it finds on.
    const back = await watcher(duel.server.url);
    back.client.hello(duel.id);
    await back.client.next((m) => m.type === 'welcome');
    for (let i = 0; i < 400 && (await duel.summary()).status !== 'finished'; i++) {
      duel.clock.advance(HOLD_MS);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await duel.summary()).status).toBe('finished');
    expect(back.frames.filter((f) => (f.view as { stage: string }).stage === 'react').length).toBeGreaterThan(1);
    back.frames.forEach((f, i) => {
      const next = back.frames[i + 1];
      if (next && (f.view as { stage: string } | null)?.stage === 'react') expect(next.now - f.now).toBeGreaterThanOrEqual(HOLD_MS);
    });
    back.client.close();
  }, 120_000);
});
