import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LogEntry, LogEvent } from './contract';
import { defaultNames, visibleEntries, visibleLog } from './log';

const SEATS = 4;
const seat = fc.integer({ min: 0, max: SEATS - 1 });
const event: fc.Arbitrary<LogEvent> = fc.record({
  type: fc.constantFrom('turn', 'draw', 'play'),
  seat,
  cards: fc.array(fc.constantFrom('mill', 'sea', 'pact'), { maxLength: 3 }),
});
const entry: fc.Arbitrary<LogEntry> = fc.record(
  { text: fc.string(), seats: fc.uniqueArray(seat, { minLength: 1, maxLength: SEATS }), event },
  { requiredKeys: ['text'] },
);
const viewer = fc.option(seat, { nil: null });

describe('what a seat may read of the log', () => {
  it('gives a seat the public entries and its own, in order, and a spectator the public ones (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), viewer, (log, reader) => {
        const readable = log.filter((e) => e.seats === undefined || (reader !== null && e.seats.includes(reader)));
        expect(visibleEntries(log, reader)).toEqual(readable.map((e) => (e.event ? { text: e.text, event: e.event } : { text: e.text })));
      }),
    );
  });

  it('shows the same lines as entries and as texts: one rule for both (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), viewer, (log, reader) => {
        expect(visibleLog(log, reader)).toEqual(visibleEntries(log, reader).map((e) => e.text));
      }),
    );
  });

  it("never hands on the seats that guard a line, and keeps an entry's event with its text", () => {
    const log: LogEntry[] = [
      { text: 'Turn 1: Ada.', event: { type: 'turn', turn: 1, seat: 0 } },
      { text: 'You draw the Mill.', seats: [0], event: { type: 'you-draw', cards: ['mill'] } },
      { text: 'Ada draws a card.' },
    ];
    expect(visibleEntries(log, 0)).toEqual([
      { text: 'Turn 1: Ada.', event: { type: 'turn', turn: 1, seat: 0 } },
      { text: 'You draw the Mill.', event: { type: 'you-draw', cards: ['mill'] } },
      { text: 'Ada draws a card.' },
    ]);
    expect(visibleEntries(log, 1).map((e) => e.text)).toEqual(['Turn 1: Ada.', 'Ada draws a card.']);
    expect(visibleEntries(log, null)).toHaveLength(2);
  });
});

describe('default names', () => {
  it('names the seats "Player 1", "Player 2" … where no name is given', () => {
    expect(defaultNames(3, ['Ada', '  '])).toEqual(['Ada', 'Player 2', 'Player 3']);
  });
});
