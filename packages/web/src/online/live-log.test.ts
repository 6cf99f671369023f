// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_PROTOCOL_VERSION } from '@decktet/protocol';
import { FakeSocket } from '../../test/online/fake-socket';
import { LiveConnection } from './live';

const seats = [0, 1].map((seat) => ({ seat, kind: 'human', name: seat ? 'Bo' : 'Ada', taken: true, coveredByBot: false, presence: 'online', cover: null }));
const state = (seq: number, log: string[], events: unknown[]) => ({ match: 'm1', game: 'hieroglyphs', status: 'live', seq, seat: 0, seats, pending: [0], view: {}, legal: [], log, events, deadlines: null, outcome: null, spectators: 0, now: Date.now() });

let conn: LiveConnection | null = null;
afterEach(() => conn?.close());

describe("the live connection's log", () => {
  it('keeps each line with its event, from the welcome on through every update', () => {
    const socket = new FakeSocket();
    conn = new LiveConnection('ws://x/ws', 'm1', 'tok', { createSocket: () => socket, random: () => 0.5 });
    socket.open();
    socket.receive({ type: 'welcome', v: LIVE_PROTOCOL_VERSION, ...state(0, ["Turn 1: Ada's turn."], [{ type: 'turn', turn: 1, seat: 0 }]), lastClientSeq: 0, chat: [], muted: [] });
    socket.receive({ type: 'update', ...state(1, ['You draw the Mill.', 'The AI plays for Bo from turn 1 (their time ran out)'], [{ type: 'you-draw', cards: ['mill'] }, null]) });
    expect(conn.snapshot.log).toEqual([
      { text: "Turn 1: Ada's turn.", event: { type: 'turn', turn: 1, seat: 0 } },
      { text: 'You draw the Mill.', event: { type: 'you-draw', cards: ['mill'] } },
      { text: 'The AI plays for Bo from turn 1 (their time ran out)' },
    ]);
  });
});
