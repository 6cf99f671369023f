/** The engine protocol's `events`: the lines a seat reads, as facts, beside their texts. */
import { describe, expect, it } from 'vitest';
import { type AnyGame, type BaseState, type LogEntry, goofspiel } from '@decktet/engine';
import { EngineSession } from './session';

/** Goofspiel whose every log line carries an event naming it by its place in the log and its readers. */
const toldGoofspiel: AnyGame = {
  ...goofspiel,
  apply(state, seat, action) {
    const next = goofspiel.apply(state as never, seat, action as never);
    if (!next.ok) return next;
    const log: LogEntry[] = next.value.log.map((e, i) => (e.event ? e : { ...e, event: { type: 'line', at: i, readers: e.seats ?? [] } }));
    return { ok: true, value: { ...next.value, log } as BaseState };
  },
};

const layout = {
  hands: [
    ['ace-of-moons', 'author', 'journey'],
    ['ace-of-suns', 'desert', 'painter'],
  ],
  prizes: ['pact', 'mill', 'forest'],
};

function session(game: AnyGame) {
  const s = new EngineSession({ games: [game] });
  return (request: unknown) => JSON.parse(s.handleLine(JSON.stringify(request))) as { ok: boolean; log: string[]; events: unknown[] };
}

describe('log events in the engine protocol', () => {
  it('answers act and view with the events of exactly the lines the seat may read, one per line', () => {
    const send = session(toldGoofspiel);
    send({ op: 'new', game: 'goofspiel', seed: 's1', config: { handSize: 3 }, layout, names: ['Ada', 'Bo'] });
    const act = send({ op: 'act', match: 'm1', seat: 0, action: 'bid journey' });
    expect(act.log).toEqual(['You bid the Journey (3).', 'Ada has chosen a bid.']);
    expect(act.events).toEqual([
      { type: 'line', at: 1, readers: [0] },
      { type: 'line', at: 2, readers: [] },
    ]);
    // Seat 1 and a spectator read neither seat 0's private line nor its event.
    for (const seat of [1, null]) {
      const view = send({ op: 'view', match: 'm1', seat });
      expect(view.log).not.toContain('You bid the Journey (3).');
      expect(view.events).toHaveLength(view.log.length);
      expect(view.events).not.toContainEqual({ type: 'line', at: 1, readers: [0] });
    }
    const own = send({ op: 'view', match: 'm1', seat: 0 });
    expect(own.events).toContainEqual({ type: 'line', at: 1, readers: [0] });
  });

  it('gives a line without an event null, so a bot may go on reading the texts alone', () => {
    const send = session(goofspiel);
    send({ op: 'new', game: 'goofspiel', seed: 's1', config: { handSize: 3 }, layout, names: ['Ada', 'Bo'] });
    const view = send({ op: 'view', match: 'm1', seat: 0 });
    expect(view.log.length).toBeGreaterThan(0);
    expect(view.events).toEqual(view.log.map(() => null));
  });
});
