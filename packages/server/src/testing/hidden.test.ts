import { describe, expect, it } from 'vitest';
import { type AnyGame, type GoofspielState, Match, goofspiel, unwrap } from '@decktet/engine';
import { type HiddenCards, hiddenInformationLeaks } from './hidden';

const game = goofspiel as unknown as AnyGame;

/** What the other player holds and has bid. */
const othersCards: HiddenCards = (state, seat) => {
  const s = state as GoofspielState;
  const bid = s.bids[1 - seat];
  return [...s.hands[1 - seat]!, ...(bid ? [bid] : [])];
};

/** A frame as the server would send it, with a chosen view and log. */
function frame(seq: number, view: unknown, log: string[] = [], events: unknown[] = log.map(() => null)): string {
  return JSON.stringify({ type: 'update', match: 'm', game: 'goofspiel', status: 'live', seq, seat: 0, seats: [], pending: [], view, legal: [], log, events, deadlines: null, outcome: null });
}

describe('the hidden-information checker used by the live tests', () => {
  const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 'leaks'));
  const first = match.legal(0)[0]!;
  match.act(0, first);
  const record = match.toRecord();
  const states = match.states();

  it('passes the frames a seat should get', () => {
    expect(hiddenInformationLeaks(game, record, 0, [frame(1, goofspiel.view(states[1]!, 0))], othersCards)).toEqual([]);
  });

  it("catches another seat's view, a hidden card and another seat's private log line", () => {
    const theirs = hiddenInformationLeaks(game, record, 1, [frame(1, goofspiel.view(states[1]!, 0))], othersCards);
    expect(theirs.join('\n')).toMatch(/not seat 1's view/);
    expect(theirs.join('\n')).toContain(`names "${first.card}"`);
    const privateLine = states[1]!.log.find((e) => e.seats?.includes(0))!.text;
    const log = hiddenInformationLeaks(game, record, 1, [frame(1, goofspiel.view(states[1]!, 1), [privateLine])], othersCards);
    expect(log).toEqual([`frame 0: log line meant for another seat: "${privateLine}"`]);
  });

  it('reads the log by who may read it: a card its lines name is history, but an event of no line the seat may read is a leak', () => {
    const mine = goofspiel.view(states[1]!, 1);
    const hiddenCard = first.card;
    const history = hiddenInformationLeaks(game, record, 1, [frame(1, mine, [`Seat 1 once played ${hiddenCard}.`])], othersCards);
    expect(history.filter((p) => p.includes('names'))).toEqual([]);
    const smuggled = { type: 'you-draw', cards: [hiddenCard] };
    expect(hiddenInformationLeaks(game, record, 1, [frame(1, mine, ['You draw a card.'], [smuggled])], othersCards)).toContain(`frame 0: an event of no line the seat may read: ${JSON.stringify(smuggled)}`);
  });
});
