import { describe, expect, it } from 'vitest';
import { CARDS } from '@decktet/decktet';
import { type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { type AnyGame, type GoofspielState, Match, goofspiel, unwrap } from '@decktet/engine';
import { duelingRunesHiddenCards } from '../../games/dueling-runes/test/live';
import { type HiddenCards, hiddenInformationLeaks } from './hidden';

const game: AnyGame = goofspiel;

/** What the other player (a spectator: either player) holds and has bid. */
const othersCards: HiddenCards = (state, seat) => {
  const s = state as GoofspielState;
  return (seat === null ? [0, 1] : [1 - seat]).flatMap((other) => {
    const bid = s.bids[other];
    return [...s.hands[other]!, ...(bid ? [bid] : [])];
  });
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

  it("checks a spectator's frames too: a seat's view reaching a spectator leaks", () => {
    expect(hiddenInformationLeaks(game, record, null, [frame(1, goofspiel.view(states[1]!, null))], othersCards)).toEqual([]);
    const leaked = hiddenInformationLeaks(game, record, null, [frame(1, goofspiel.view(states[1]!, 0))], othersCards).join('\n');
    expect(leaked).toMatch(/not a spectator's view/);
    expect(leaked).toMatch(/names "/);
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

describe("Dueling Runes' hidden cards: other hands and the draw pile, but a charmed hand to its charmer (DR-19, DRA-17)", () => {
  /** A three-wizard advanced duel in which wizard 1 (seat 0) charms wizard 2 (seat 1) until `charmUntil`. */
  function charmed(charmUntil: number): DuelingRunesState {
    const s = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({ players: 3, variant: 'advanced' }), 'charm-hidden'));
    Object.assign(s.wizards[1]!.advanced!, { charmedBy: 0, charmUntil });
    return s;
  }
  const ids = (cards: readonly number[]) => cards.map((n) => CARDS[n]!.id);
  const hiddenFrom = (s: DuelingRunesState, seat: number | null) => new Set(duelingRunesHiddenCards(s as never, seat));
  const holds = (set: Set<string>, cards: readonly number[]) => ids(cards).every((id) => set.has(id));
  const noneOf = (set: Set<string>, cards: readonly number[]) => ids(cards).every((id) => !set.has(id));

  it('the charmer sees the charmed hand while the charm holds; nobody else does', () => {
    const s = charmed(1);
    const [ada, bo, cy] = s.wizards;
    const charmer = hiddenFrom(s, 0);
    expect(noneOf(charmer, bo!.hand)).toBe(true);
    expect(noneOf(charmer, ada!.hand)).toBe(true);
    expect(holds(charmer, cy!.hand) && holds(charmer, s.drawPile)).toBe(true);
    expect(holds(hiddenFrom(s, 2), bo!.hand)).toBe(true);
    expect(holds(hiddenFrom(s, null), [...ada!.hand, ...bo!.hand, ...cy!.hand])).toBe(true);
    // The charmed wizard sees its own hand, never its charmer's.
    expect(holds(hiddenFrom(s, 1), ada!.hand) && noneOf(hiddenFrom(s, 1), bo!.hand)).toBe(true);
  });

  it('not once the charm is over, nor after the charmer dies', () => {
    const over = charmed(1);
    over.turn = 2;
    expect(holds(hiddenFrom(over, 0), over.wizards[1]!.hand)).toBe(true);
    const dead = charmed(1);
    dead.wizards[0]!.alive = false;
    expect(holds(hiddenFrom(dead, 0), dead.wizards[1]!.hand)).toBe(true);
  });
});
