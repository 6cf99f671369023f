import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type AnyMatch, type BaseState, type Outcome, type Seat, Match, unwrap, visibleEntries } from '@decktet/engine';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { liveLogEntries } from '@decktet/protocol';
import { type StoredNote, type StoredSeat, chainStart } from '../storage';
import { chainsOf, playMoves } from '../../test/stored-matches';
import { ManualClock } from '../../test/manual-clock';
import { HeldMatch } from './held-match';
import { frameText } from '../ws/frames';
import { type ShownTable, messagesAt, positionAfter, stateMessage, tableNews, updatesAt } from './state-message';
import type { RoomClient } from './table';

/** A Hieroglyphs match between Ada and Bo, `moves` seeded random actions in, with where the log ended after each. */
function played(moves: number): { match: AnyMatch; logEnds: number[] } {
  const match = unwrap(Match.create(hieroglyphs, {}, 'state-message', { names: ['Ada', 'Bo'] }));
  const rng = Rng.seeded('state-message-moves');
  const logEnds = [match.state.log.length];
  for (let i = 0; i < moves && match.outcome() === null; i++) {
    const seat = match.pending()[0]!;
    unwrap(match.act(seat, rng.pick(match.legal(seat))));
    logEnds.push(match.state.log.length);
  }
  return { match, logEnds };
}

/** The parts of a room a state message reads, around a match and the server's notes. */
function tableOf(match: AnyMatch, logEnds: number[], notes: StoredNote[]): ShownTable {
  return {
    id: 'm1',
    meta: { status: 'live', game: 'hieroglyphs' },
    damage: null,
    match,
    seq: logEnds.length - 1,
    notes,
    clients: new Set(),
    seatInfo: () => [],
    logEndAt: (seq: number) => logEnds[Math.min(seq, logEnds.length - 1)]!,
    deadlines: () => null,
    summaryOf: (outcome: Outcome) => outcome.summary,
    spectators: () => 0,
  } as unknown as ShownTable;
}

const client = (seat: Seat | null): RoomClient => ({ seat, tokenHash: null, lost: null, sentLog: 0, sentNotes: 0, presence: 'online', heardAt: 0, joinedAt: 0, mutes: new Set(), send: () => {} });

describe('the log in state messages', () => {
  const { match, logEnds } = played(12);
  const note: StoredNote = { id: 1, seq: 4, text: 'The AI plays for Bo from turn 2 (their time ran out)', event: { type: 'server', note: 'ai-cover', seat: 1, turn: 2 } };

  it("sends each line with its event: the game's lines a seat may read, and the server's notes in their places", () => {
    for (const seat of [0, 1, null]) {
      const sent = stateMessage(tableOf(match, logEnds, [note]), client(seat));
      expect(sent.events).toHaveLength(sent.log.length);
      const game = visibleEntries(match.state.log, seat);
      // The note follows the lines of the action it came after.
      const noteAt = visibleEntries(match.state.log.slice(0, logEnds[note.seq]), seat).length;
      expect(liveLogEntries(sent)).toEqual([...game.slice(0, noteAt), { text: note.text, event: note.event }, ...game.slice(noteAt)]);
      expect(game.every((e) => e.event !== undefined)).toBe(true);
    }
  });

  it('sends a note stored before notes kept events as its text alone', () => {
    const old: StoredNote = { ...note, event: null };
    const sent = stateMessage(tableOf(match, logEnds, [old]), client(null));
    const at = sent.log.indexOf(old.text);
    expect(at).toBeGreaterThan(0);
    expect(sent.events[at]).toBeNull();
  });

  it("never sends a seat the event of another seat's private line", () => {
    const theirs = match.state.log.filter((e) => e.seats && !e.seats.includes(1)).map((e) => e.event);
    expect(theirs.length).toBeGreaterThan(0);
    const sent = stateMessage(tableOf(match, logEnds, []), client(1));
    for (const event of theirs) expect(sent.events).not.toContainEqual(event);
    const spectator = stateMessage(tableOf(match, logEnds, []), client(null));
    expect(spectator.events.some((e) => e?.type === 'you-draw')).toBe(false);
  });

  it('sends a client only the entries it has not been sent, events included', () => {
    // The same seeded game four moves in: what the client was sent then.
    const { match: early, logEnds: earlyEnds } = played(4);
    const watcher = client(0);
    const first = stateMessage(tableOf(early, earlyEnds, []), watcher);
    const later = stateMessage(tableOf(match, logEnds, []), watcher);
    expect([...liveLogEntries(first), ...liveLogEntries(later)]).toEqual(visibleEntries(match.state.log, 0));
  });

  it('resumes a socket that holds any number of entries with exactly the ones after them, notes in their places', () => {
    const notes: StoredNote[] = [{ ...note, id: 1, seq: 0 }, note, { ...note, id: 3, seq: 4 }, { ...note, id: 4, seq: 12 }];
    const table = tableOf(match, logEnds, notes);
    for (const seat of [0, 1, null]) {
      const whole = liveLogEntries(stateMessage(table, client(seat)));
      for (let count = 0; count <= whole.length + 2; count++) {
        const back = { ...client(seat), ...positionAfter(table, match.state.log, seat, count) };
        expect(liveLogEntries(stateMessage(table, back)), `seat ${seat}, ${count} held`).toEqual(whole.slice(count));
      }
    }
  });

  it('resumes a match from a snapshot stored before lines had events: those lines go as text, the new ones with events', () => {
    const game: AnyGame = hieroglyphs;
    const { actions, states } = playMoves(game, {}, 'old-snapshot', ['Ada', 'Bo'], 8);
    const chains = chainsOf('m1', actions);
    // The state as a snapshot written before events held it: every log line text and seats only.
    const old = (state: BaseState) => ({ ...state, log: state.log.map(({ text, seats }) => (seats ? { text, seats } : { text })) });
    const seats: StoredSeat[] = [0, 1].map((seat) => ({ seat, kind: 'human', name: seat ? 'Bo' : 'Ada', tokenHash: null, tokenExpires: null, left: false, covered: false, cover: null, muted: [] }));
    const held = HeldMatch.rebuild(game, {
      match: { id: 'm1', game: game.id, config: {}, seed: 'old-snapshot', seats: [{ kind: 'human' }, { kind: 'human' }], turnSeconds: null, createdAt: '2026-01-01T00:00:00.000Z', status: 'live', summary: null },
      seats,
      actions: actions.map((a, i) => ({ ...a, chain: chains[i]! })),
      snapshot: { seq: 5, chain: chains[4]!, state: { ok: true, value: JSON.parse(JSON.stringify(old(states[4]!))) }, sealed: true },
      head: { seq: 8, chain: chains[7] ?? chainStart('m1') },
      sealed: true,
    });
    const ends = [0, ...actions.map((a) => a.logEnd)];
    const sent = stateMessage(tableOf(held.match, ends, []), client(0));
    const told = visibleEntries(states[4]!.log, 0).length;
    expect(sent.log).toEqual(visibleEntries(states[7]!.log, 0).map((e) => e.text));
    expect(sent.events.slice(0, told).every((e) => e === null)).toBe(true);
    expect(sent.events.slice(told).every((e) => e !== null)).toBe(true);
    expect(sent.events.length).toBeGreaterThan(told);
  });
});

describe('the messages of one moment', () => {
  const { match, logEnds } = played(10);
  const { match: early, logEnds: earlyEnds } = played(6);

  it("are each socket's own state message; sockets of one seat at one place in the log share one message, and a seat's view is worked out once", () => {
    // A clock that stands still: every message says the same `now`.
    const room = { ...tableOf(match, logEnds, []), ctx: { clock: new ManualClock(5) } } as unknown as ShownTable;
    const sockets = [client(0), client(0), client(1), client(null), client(null)];
    // One spectator was sent the match six moves in: it is sent only the lines after those.
    const late = sockets[4]!;
    stateMessage(tableOf(early, earlyEnds, []), late);
    const alone = sockets.map((c) => ({ ...c }));
    const shown = { state: match.state, seq: 10 };
    const expected = alone.map((c) => stateMessage(room, c, tableNews(room), shown));
    const views: unknown[] = [];
    const counted = { ...match.game, view: (state: BaseState, seat: Seat | null) => (views.push(seat), match.game.view(state, seat)) };
    const messageOf = messagesAt({ ...room, match: { ...match, game: counted } } as unknown as ShownTable, tableNews(room), shown);
    const sent = sockets.map((c) => messageOf(c));
    expect(sent).toEqual(expected);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[3]).not.toBe(sent[4]);
    expect(sent[4]!.view).toBe(sent[3]!.view);
    expect(sent[4]!.log.length).toBeLessThan(sent[3]!.log.length);
    expect(views).toEqual([0, 1, null]);
    // Each socket's place in the log moved on as `stateMessage` moves it.
    expect(sockets.map((c) => c.sentLog)).toEqual(alone.map((c) => c.sentLog));
  });

  it('are sent as updates built once: the same fields in the same order, the type first', () => {
    const seats = [{ seat: 0, kind: 'human', name: 'Ada', taken: true, guest: true, coveredByBot: false, presence: 'online', cover: null, forfeit: null }];
    const finished = played(Infinity).match;
    expect(finished.outcome()).not.toBeNull();
    for (const [shownMatch, ends] of [[match, logEnds], [early, earlyEnds], [finished, logEnds]] as const) {
      const room = { ...tableOf(shownMatch, [...ends], []), ctx: { clock: new ManualClock(5) }, meta: { status: 'live', game: 'hieroglyphs', rated: true, turnSeconds: 60 }, deadlines: (p: Seat[]) => p.map(() => 7) } as unknown as ShownTable;
      const news = { seats: seats as never, spectators: 2 };
      const shown = { state: shownMatch.state, seq: 3 };
      const sockets = [client(0), client(0), client(1), client(null)];
      const expected = sockets.map((c) => ({ type: 'update', ...messagesAt(room, news, shown)({ ...c }) }));
      const updateOf = updatesAt(room, news, shown);
      const sent = sockets.map((c) => updateOf(c));
      expect(sent).toEqual(expected);
      expect(sent[1]).toBe(sent[0]);
      for (const [i, update] of sent.entries()) expect(frameText(update)).toBe(JSON.stringify(expected[i]));
    }
  });
});
