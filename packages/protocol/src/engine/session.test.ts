import { describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import { EngineSession } from './session';
import { ENGINE_OPS } from './messages';

type Answer = { id?: string | number; ok: boolean; error?: { code: string; message: string }; [k: string]: unknown };

function session() {
  const s = new EngineSession({ games: [goofspiel] });
  const send = (request: unknown): Answer => JSON.parse(s.handleLine(typeof request === 'string' ? request : JSON.stringify(request))) as Answer;
  return { s, send };
}

const layout = {
  hands: [
    ['ace-of-moons', 'author', 'journey'],
    ['ace-of-suns', 'desert', 'painter'],
  ],
  prizes: ['pact', 'mill', 'forest'],
};

describe('engine protocol session', () => {
  it('games lists each game with its config schema', () => {
    const { send } = session();
    const a = send({ op: 'games', id: 1 });
    expect(a).toMatchObject({ id: 1, ok: true });
    const games = a.games as { id: string; name: string; minSeats: number; maxSeats: number; configSchema: { properties: object }; layout: boolean }[];
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ id: 'goofspiel', name: 'Goofspiel', minSeats: 2, maxSeats: 2, layout: true });
    expect(games[0]!.configSchema.properties).toHaveProperty('handSize');
  });

  it('new, legal, act, view, state, outcome, save, load and close work on several matches at once', () => {
    const { send } = session();
    const a = send({ op: 'new', id: 'n1', game: 'goofspiel', seed: 's1', config: { handSize: 3 }, layout, names: ['Ada', 'Bo'] });
    expect(a).toMatchObject({ id: 'n1', ok: true, match: 'm1', game: 'goofspiel', seed: 's1', seats: 2, names: ['Ada', 'Bo'], pending: [0, 1], outcome: null });
    const b = send({ op: 'new', game: 'goofspiel', seed: 'other' });
    expect(b).toMatchObject({ ok: true, match: 'm2', seats: 2 });
    expect(b).not.toHaveProperty('id');

    expect(send({ op: 'legal', match: 'm1', seat: 0 })).toMatchObject({ ok: true, seat: 0, legal: ['bid ace-of-moons', 'bid author', 'bid journey'] });

    const act = send({ op: 'act', match: 'm1', seat: 0, action: 'bid journey' });
    expect(act).toMatchObject({ ok: true, seat: 0, action: 'bid journey', pending: [1], outcome: null });
    expect(act.log).toEqual(['You bid the Journey (3).', 'Ada has chosen a bid.']);

    // Seat 1's view does not show seat 0's secret bid; seat 0's does.
    const v1 = send({ op: 'view', match: 'm1', seat: 1 });
    expect(v1).toMatchObject({ ok: true, seat: 1, pending: [1] });
    expect(JSON.stringify(v1.view)).not.toContain('journey');
    expect(v1.log).not.toContain('You bid the Journey (3).');
    const v0 = send({ op: 'view', match: 'm1', seat: 0 });
    expect(v0.view).toMatchObject({ myBid: 'journey', hand: ['ace-of-moons', 'author'] });
    const spectator = send({ op: 'view', match: 'm1' });
    expect(spectator).toMatchObject({ ok: true, seat: null });
    expect((spectator.view as { hand: unknown[] }).hand).toEqual([]);

    const state = send({ op: 'state', match: 'm1' });
    expect(state.state).toMatchObject({ bids: ['journey', null], names: ['Ada', 'Bo'] });

    expect(send({ op: 'outcome', match: 'm1' })).toMatchObject({ ok: true, outcome: null });

    send({ op: 'act', match: 'm1', seat: 1, action: 'bid painter' });
    send({ op: 'act', match: 'm1', seat: 0, action: 'bid author' });
    send({ op: 'act', match: 'm1', seat: 1, action: 'bid desert' });
    send({ op: 'act', match: 'm1', seat: 0, action: 'bid ace-of-moons' });
    const last = send({ op: 'act', match: 'm1', seat: 1, action: 'bid ace-of-suns' });
    expect(last).toMatchObject({ ok: true, pending: [], outcome: { results: ['draw', 'draw'] } });
    expect(send({ op: 'outcome', match: 'm1' }).outcome).toMatchObject({ summary: 'A draw at 0 points each' });

    const saved = send({ op: 'save', match: 'm1', meta: { source: 'test' } });
    const record = saved.record as { game: string; actions: unknown[]; meta: object; checksum: string };
    expect(record).toMatchObject({ game: 'goofspiel', seed: 's1', meta: { source: 'test' } });
    expect(record.actions).toHaveLength(6);

    const loaded = send({ op: 'load', id: 7, record });
    expect(loaded).toMatchObject({ id: 7, ok: true, match: 'm3', actions: 6, pending: [], outcome: { summary: 'A draw at 0 points each' } });
    expect(send({ op: 'state', match: 'm3' }).state).toEqual(send({ op: 'state', match: 'm1' }).state);

    expect(send({ op: 'close', match: 'm1' })).toMatchObject({ ok: true, closed: 'm1' });
    expect(send({ op: 'state', match: 'm1' }).error).toMatchObject({ code: 'unknown-match' });
    expect(send({ op: 'legal', match: 'm2', seat: 1 }).ok).toBe(true);
  });

  it('a saved unfinished match loads and goes on', () => {
    const { send } = session();
    send({ op: 'new', game: 'goofspiel', seed: 'x', config: { handSize: 3 }, layout });
    send({ op: 'act', match: 'm1', seat: 1, action: 'bid desert' });
    const record = send({ op: 'save', match: 'm1' }).record;
    const loaded = send({ op: 'load', record });
    expect(loaded).toMatchObject({ ok: true, match: 'm2', actions: 1, pending: [0], outcome: null });
    expect(send({ op: 'act', match: 'm2', seat: 0, action: 'bid author' })).toMatchObject({ ok: true, pending: [0, 1] });
  });

  describe('every error is an answer, and the session goes on', () => {
    const cases: [string, unknown, string, RegExp][] = [
      ['malformed JSON', '{"op": "games"', 'malformed-json', /not valid JSON/],
      ['not an object', '[1,2]', 'invalid-request', /JSON object/],
      ['no op', { hello: 1 }, 'invalid-request', /needs an "op"/],
      ['unknown op', { op: 'dance' }, 'unknown-op', /unknown op "dance".*games, new, legal, act/],
      ['unknown field', { op: 'games', extra: 1 }, 'invalid-request', /unknown field "extra"/],
      ['missing field', { op: 'act', match: 'm1', seat: 0 }, 'invalid-request', /action/],
      ['bad seat type', { op: 'legal', match: 'm1', seat: 'one' }, 'invalid-request', /seat/],
      ['unknown game', { op: 'new', game: 'chess' }, 'unknown-game', /unknown game "chess".*goofspiel/],
      ['invalid config', { op: 'new', game: 'goofspiel', config: { handSize: 12 } }, 'invalid-config', /handSize/],
      ['invalid layout', { op: 'new', game: 'goofspiel', layout: { hands: [] } }, 'invalid-layout', /layout/],
      ['layout breaking the rules', { op: 'new', game: 'goofspiel', config: { handSize: 3 }, layout: { hands: [['pact', 'pact', 'mill'], ['a', 'b', 'c']], prizes: [] } }, 'invalid-layout', /basic deck/],
      ['unknown match', { op: 'legal', match: 'm9', seat: 0 }, 'unknown-match', /no match "m9"/],
      ['seat out of range', { op: 'legal', match: 'm1', seat: 2 }, 'invalid-seat', /seats 0–1/],
      ['illegal action', { op: 'act', match: 'm1', seat: 0, action: 'bid mill' }, 'illegal-action', /^"bid mill" is not accepted \(Goofspiel\): The Mill is not in your hand/],
      ['malformed action', { op: 'act', match: 'm1', seat: 0, action: 'jump' }, 'malformed-action', /bid <card>/],
      ['unknown card', { op: 'act', match: 'm1', seat: 0, action: 'bid unicorn' }, 'unknown-card', /unicorn/],
      ['wrong seat', { op: 'act', match: 'm1', seat: 1, action: 'bid desert' }, 'not-your-turn', /^You have already bid the Painter \(3\) this round; waiting for Player 1 to bid \(waiting for seat 0\)$/],
      ['corrupt record', { op: 'load', record: { format: 'nope' } }, 'invalid-record', /not a Decktet Table game record/],
    ];
    for (const [name, request, code, message] of cases) {
      it(name, () => {
        const { send } = session();
        send({ op: 'new', game: 'goofspiel', seed: 's', config: { handSize: 3 }, layout });
        send({ op: 'act', match: 'm1', seat: 1, action: 'bid painter' });
        const before = send({ op: 'state', match: 'm1' }).state;
        const answer = send(typeof request === 'string' ? request : { id: 'e', ...(request as object) });
        expect(answer.ok).toBe(false);
        expect(answer.error!.code).toBe(code);
        expect(answer.error!.message).toMatch(message);
        if (typeof request !== 'string') expect(answer.id).toBe('e');
        expect(send({ op: 'state', match: 'm1' }).state).toEqual(before);
        expect(send({ op: 'games' }).ok).toBe(true);
      });
    }

    it('a tampered record is refused', () => {
      const { send } = session();
      send({ op: 'new', game: 'goofspiel', seed: 's', config: { handSize: 3 }, layout });
      send({ op: 'act', match: 'm1', seat: 0, action: 'bid author' });
      const record = send({ op: 'save', match: 'm1' }).record as { seed: string };
      const answer = send({ op: 'load', record: { ...record, seed: 'changed' } });
      expect(answer.error).toMatchObject({ code: 'invalid-record', message: expect.stringMatching(/altered/) });
    });

    it("a refusal carries the game's reason; a seat with nothing to decide, or a finished match, is told so first whatever it sends", () => {
      const { send } = session();
      send({ op: 'new', game: 'goofspiel', seed: 's', config: { handSize: 3 }, layout, names: ['Ada', 'Bo'] });
      expect(send({ op: 'act', match: 'm1', seat: 0, action: 'bid pact' }).error).toEqual({
        code: 'illegal-action',
        message: '"bid pact" is not accepted (Goofspiel): The Pact is the prize of this round, not a card in your hand',
      });
      expect(send({ op: 'act', match: 'm1', seat: 0, action: 'bid pakt' }).error).toEqual({ code: 'unknown-card', message: '"bid pakt" is not accepted (Goofspiel): Unknown card "pakt" — did you mean the Pact (pact)?' });
      send({ op: 'act', match: 'm1', seat: 0, action: 'bid author' });
      expect(send({ op: 'act', match: 'm1', seat: 0, action: 'dance' }).error).toEqual({ code: 'not-your-turn', message: 'seat 0 has no decision to make now; waiting for seat 1' });
      send({ op: 'act', match: 'm1', seat: 1, action: 'bid desert' });
      expect(send({ op: 'act', match: 'm1', seat: 1, action: 'bid desert' }).error).toEqual({
        code: 'illegal-action',
        message: '"bid desert" is not accepted (Goofspiel): The Desert was bid by you in round 1: each card is bid once',
      });
      for (const action of ['bid journey', 'bid painter', 'bid ace-of-moons', 'bid ace-of-suns']) send({ op: 'act', match: 'm1', seat: action.includes('suns') || action.includes('painter') ? 1 : 0, action });
      expect(send({ op: 'outcome', match: 'm1' }).outcome).not.toBeNull();
      expect(send({ op: 'act', match: 'm1', seat: 0, action: 'dance' }).error).toMatchObject({ code: 'game-over', message: expect.stringMatching(/^the match is over: /) });
      expect(send({ op: 'act', match: 'm1', seat: 0, action: 'bid forest' }).error).toMatchObject({ code: 'game-over', message: expect.stringMatching(/^The game is over: /) });
    });

    it('acting in a finished match says the game is over', () => {
      const { send } = session();
      send({ op: 'new', game: 'goofspiel', seed: 's', config: { handSize: 1 }, layout: { hands: [['pact'], ['mill']], prizes: ['forest'] } });
      send({ op: 'act', match: 'm1', seat: 0, action: 'bid pact' });
      send({ op: 'act', match: 'm1', seat: 1, action: 'bid mill' });
      expect(send({ op: 'act', match: 'm1', seat: 0, action: 'bid pact' }).error).toMatchObject({ code: 'game-over', message: expect.stringMatching(/Player 1 wins/) });
    });

    it('finding 9: a 50,000-deep config inside a load, or in a new match, is refused as invalid, not a stack overflow', () => {
      const { send } = session();
      send({ op: 'new', game: 'goofspiel', seed: 's', config: { handSize: 3 }, layout });
      const record = send({ op: 'save', match: 'm1' }).record as object;
      const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
      // Built as text: the test itself must not recurse 50,000 levels deep either.
      const load = JSON.stringify({ op: 'load', id: 'deep', record: { ...record, config: 0 } }).replace('"config":0', `"config":${deep(50_000)}`);
      const loaded = send(load);
      expect(loaded).toMatchObject({ id: 'deep', ok: false, error: { code: 'invalid-record', message: expect.stringMatching(/more than 64 levels deep/) } });
      const config = send(JSON.stringify({ op: 'new', game: 'goofspiel', config: 0 }).replace('"config":0', `"config":{"handSize":${deep(50_000)}}`));
      expect(config.error).toMatchObject({ code: 'invalid-config' });
      const meta = send(JSON.stringify({ op: 'save', match: 'm1', meta: 0 }).replace('"meta":0', `"meta":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`));
      expect(meta.error).toMatchObject({ code: 'invalid-request' });
      // Nesting as deep as any real request is still read.
      expect(send({ op: 'load', record }).ok).toBe(true);
      expect(send({ op: 'games' }).ok).toBe(true);
    });

    it('an unreadable id is left out of the answer', () => {
      const { send } = session();
      const answer = send({ op: 'games', id: { nested: true } });
      expect(answer).not.toHaveProperty('id');
      expect(answer.error!.code).toBe('invalid-request');
    });
  });

  it('quit is answered and marks the session finished', () => {
    const { s, send } = session();
    expect(send({ op: 'quit', id: 'q' })).toEqual({ id: 'q', ok: true, bye: true });
    expect(s.finished).toBe(true);
  });

  it('a scripted client plays whole matches to the end, seat by seat', () => {
    const { send } = session();
    for (const seed of ['a', 'b', 'c']) {
      const opened = send({ op: 'new', game: 'goofspiel', seed });
      const match = opened.match as string;
      let pending = opened.pending as number[];
      let turns = 0;
      while (pending.length > 0) {
        const seat = pending[0]!;
        const legal = send({ op: 'legal', match, seat }).legal as string[];
        expect(legal.length).toBeGreaterThan(0);
        // Always the lowest-valued card: deterministic, and different from the opponent's choice order.
        const answer = send({ op: 'act', match, seat, action: legal[turns % legal.length]! });
        expect(answer.ok).toBe(true);
        pending = answer.pending as number[];
        turns++;
      }
      expect(turns).toBe(10);
      const outcome = send({ op: 'outcome', match }).outcome as { results: string[] };
      expect(outcome.results).toHaveLength(2);
    }
  });

  it('knows every op it documents', () => {
    expect(ENGINE_OPS).toEqual(['games', 'new', 'legal', 'act', 'view', 'state', 'outcome', 'save', 'load', 'close', 'quit']);
  });
});
