import { describe, expect, it } from 'vitest';
import { type AnyGame, goofspiel } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import type { ChainedAction, StoredMatch, StoredSeat } from '../storage';
import { chainsOf, playMoves } from '../../test/stored-matches';
import { seededPicker } from '../../test/play';
import { HeldMatch } from './held-match';
import { type ActTable, botControls, judgeAct, rowsAfter } from './room-act';

/*
 * The room's act transition on its own: no socket, no database. Each judgement either refuses
 * (nothing changes), acknowledges a resend again, or names the row to write; once that row is
 * recorded, rowsAfter names the rows that follow it.
 */

const game = goofspiel as unknown as AnyGame;
const names = ['Ada', 'Bo'];

const meta = (g: AnyGame, config: unknown, seed: string, patch: Partial<StoredMatch> = {}): StoredMatch => ({
  id: 'act-1',
  game: g.id,
  config,
  seed,
  seats: [{ kind: 'human' }, { kind: 'human' }],
  turnSeconds: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'live',
  summary: null,
  ...patch,
});
const seat = (n: number, patch: Partial<StoredSeat> = {}): StoredSeat => ({ seat: n, kind: 'human', name: names[n]!, tokenHash: `hash-${n}`, tokenExpires: null, left: false, covered: false, cover: null, muted: [], ...patch });
const seats = [seat(0), seat(1)];

/** A goofspiel match (hand of 3) set up as the room sets one up. */
function started(): ActTable & { held: HeldMatch } {
  return { held: HeldMatch.start(game, meta(game, { handSize: 3 }, 'act-seed'), seats), damage: null, seats };
}

/** Judges and, when it is a row to write, records it as storage accepted it. */
function actAndRecord(table: ActTable, request: Parameters<typeof judgeAct>[1]) {
  const judged = judgeAct(table, request);
  if (judged.kind === 'append') judged.held.commit(judged.prepared);
  return judged;
}

describe('the room acts without sockets or storage', () => {
  it('an action is judged into the row to write; nothing changes until it is recorded', () => {
    const table = started();
    const legal = table.held.match.legal(0).map((a) => game.formatAction(a));
    const judged = judgeAct(table, { seat: 0, text: legal[0]!, clientSeq: 1, by: 'player' });
    expect(judged).toMatchObject({ kind: 'append', prepared: { stored: { seq: 1, seat: 0, action: legal[0], clientSeq: 1, by: 'player' } }, windows: [] });
    expect(table.held.seq).toBe(0);
    if (judged.kind !== 'append') throw new Error('not appended');
    judged.held.commit(judged.prepared);
    expect(table.held.seq).toBe(1);
    expect(table.held.lastClientSeq(0)).toBe(1);
  });

  it('refuses with the reason, changing nothing: illegal, not started, damaged, over, a bot for a seat its player plays', () => {
    const table = started();
    const before = table.held.match.state;
    expect(judgeAct(table, { seat: 0, text: 'fly away', clientSeq: 1, by: 'player' })).toMatchObject({ kind: 'refused', error: { code: expect.any(String) } });
    expect(judgeAct({ ...table, held: null }, { seat: 0, text: 'bid 1', clientSeq: 1, by: 'player' })).toMatchObject({ kind: 'refused', error: { code: 'not-started' } });
    expect(judgeAct({ ...table, damage: 'its log was cut' }, { seat: 0, text: 'bid 1', clientSeq: 1, by: 'player' })).toMatchObject({ kind: 'refused', error: { code: 'match-damaged', message: expect.stringContaining('its log was cut') } });
    // A bot acts for a seat only while it covers it (or the seat is a bot's), unless the seat's time ran out in a window.
    expect(judgeAct(table, { seat: 1, text: 'bid 1', clientSeq: null, by: 'cover' })).toMatchObject({ kind: 'refused', error: { code: 'not-covered' } });
    expect(botControls(seats, 1)).toBe(false);
    const covered = [seat(0), seat(1, { cover: { since: 0, turn: 1, reason: 'clock' }, covered: true })];
    expect(botControls(covered, 1)).toBe(true);
    const legal = table.held.match.legal(1).map((a) => game.formatAction(a));
    expect(judgeAct({ ...table, seats: covered }, { seat: 1, text: legal[0]!, clientSeq: null, by: 'cover' }).kind).toBe('append');
    expect(judgeAct(table, { seat: 1, text: legal[0]!, clientSeq: null, by: 'cover', timedOut: true }).kind).toBe('append');
    expect(table.held.match.state).toBe(before);

    // Played to its end: every further action is refused as the match is over.
    const pick = seededPicker(3);
    while (!table.held.match.outcome()) {
      const s = table.held.match.pending()[0]!;
      actAndRecord(table, { seat: s, text: pick(table.held.match.legal(s).map((a) => game.formatAction(a))), clientSeq: null, by: 'player' });
    }
    expect(judgeAct(table, { seat: 0, text: 'bid 1', clientSeq: null, by: 'player' })).toMatchObject({ kind: 'refused', error: { code: 'game-over' } });
  });

  it('a resend is acknowledged again as the stored action; another action under a used number, or an old number, is refused', () => {
    const table = started();
    const legal = table.held.match.legal(0).map((a) => game.formatAction(a));
    actAndRecord(table, { seat: 0, text: legal[0]!, clientSeq: 5, by: 'player' });
    expect(judgeAct(table, { seat: 0, text: legal[0]!, clientSeq: 5, by: 'player' })).toEqual({ kind: 'duplicate', seq: 1 });
    expect(judgeAct(table, { seat: 0, text: legal[1]!, clientSeq: 5, by: 'player' })).toMatchObject({ kind: 'refused', error: { code: 'seq-reused', message: expect.stringContaining('from 6') } });
    expect(judgeAct(table, { seat: 0, text: legal[1]!, clientSeq: 4, by: 'player' })).toMatchObject({ kind: 'refused', error: { code: 'stale-seq' } });
    expect(table.held.seq).toBe(1);
  });

  it('the rows after an action: a snapshot every so many actions, the result line when it decides the match', () => {
    const table = started();
    const pick = seededPicker(9);
    const following: string[] = [];
    while (!table.held.match.outcome()) {
      const s = table.held.match.pending()[0]!;
      actAndRecord(table, { seat: s, text: pick(table.held.match.legal(s).map((a) => game.formatAction(a))), clientSeq: null, by: 'player' });
      following.push(...rowsAfter(table.held, seats, 2).map((r) => (r.kind === 'snapshot' ? `snapshot ${r.seq}` : `finished: ${r.summary}`)));
    }
    expect(following.slice(0, -1)).toEqual([2, 4].map((n) => `snapshot ${n}`));
    expect(following.at(-1)).toMatch(/^finished: /);
    const covered = [seat(0), seat(1, { cover: { since: 0, turn: 1, reason: 'left' }, left: true, covered: true })];
    expect(rowsAfter(table.held, covered, 2)[0]).toMatchObject({ kind: 'finished', summary: expect.stringContaining('Bo') });
  });

  it("a Dueling Runes step names the reaction windows it opened, the same for a step resumed from storage", () => {
    const dr = duelingRunes as unknown as AnyGame;
    const config = dr.configSchema.parse({ health: 8 });
    // Play until a step opens a window, judging each as the room does.
    const live: ActTable & { held: HeldMatch } = { held: HeldMatch.start(dr, meta(dr, config, 'windows-seed'), seats), damage: null, seats };
    const pick = seededPicker(5);
    let opened = -1;
    for (let i = 0; i < 400 && opened < 0 && !live.held.match.outcome(); i++) {
      const s = live.held.match.pending()[0]!;
      const judged = actAndRecord(live, { seat: s, text: pick(live.held.match.legal(s).map((a) => dr.formatAction(a))), clientSeq: null, by: 'player' });
      if (judged.kind === 'append' && judged.windows.length > 0) opened = live.held.seq;
    }
    expect(opened).toBeGreaterThan(0);
    // The same match rebuilt from its rows judges the next action exactly as the live one.
    const { actions } = { actions: live.held.actions };
    const chains = chainsOf('act-1', actions);
    const chained: ChainedAction[] = actions.map((a, i) => ({ ...a, chain: chains[i]! }));
    const resumed = HeldMatch.rebuild(dr, { match: meta(dr, config, 'windows-seed'), seats, actions: chained, snapshot: null, head: { seq: actions.length, chain: chains.at(-1)! }, sealed: true });
    expect(resumed.match.state).toEqual(live.held.match.state);
    const s = live.held.match.pending()[0]!;
    const next = live.held.match.legal(s).map((a) => dr.formatAction(a))[0]!;
    const a = judgeAct(live, { seat: s, text: next, clientSeq: null, by: 'player' });
    const b = judgeAct({ held: resumed, damage: null, seats }, { seat: s, text: next, clientSeq: null, by: 'player' });
    if (a.kind !== 'append' || b.kind !== 'append') throw new Error(`not appended: ${a.kind}, ${b.kind}`);
    expect(b.prepared.stored).toEqual(a.prepared.stored);
    expect(b.windows).toEqual(a.windows);
    expect(resumed.chain).toBe(live.held.chain);
  });
});

// playMoves is the stored form of a random match: a room judging those moves one by one stores the same rows.
describe('the rows a room writes are the stored match', () => {
  it('judging stored moves one by one gives the stored rows', () => {
    const { actions } = playMoves(game, { handSize: 3 }, 'act-seed', names, 4);
    const table = started();
    for (const stored of actions) {
      const judged = actAndRecord(table, { seat: stored.seat, text: stored.action, clientSeq: stored.clientSeq, by: 'player' });
      expect(judged).toMatchObject({ kind: 'append', prepared: { stored } });
    }
  });
});
