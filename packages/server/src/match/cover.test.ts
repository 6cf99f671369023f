import { describe, expect, it } from 'vitest';
import { type AnyGame, type Outcome, goofspiel, unwrap } from '@decktet/engine';
import { type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { type HieroglyphsState, hieroglyphs } from '@decktet/hieroglyphs';
import type { StoredAction, StoredCover, StoredSeat } from '../storage';
import { Match } from '@decktet/engine';
import { coverBeganEvent, coverMeta, coverToBegin, decorateSummary, noteText, turnNow } from './cover';

function seat(n: number, cover: StoredCover | null, name = `P${n}`): StoredSeat {
  return { seat: n, kind: 'human', name, tokenHash: 'h', tokenExpires: null, left: cover?.reason === 'left', covered: cover !== null, cover, muted: [] };
}
const outcome = (summary: string, results: Outcome['results']): Outcome => ({ results, scores: results.map((r) => (r === 'win' ? 1 : r === 'draw' ? 0.5 : 0)), summary });

describe('the result names the seats the AI covered at the end', () => {
  it('adds a covered loser the summary does not name', () => {
    const seats = [seat(0, null, 'Ada'), seat(1, { since: 20, turn: 12, reason: 'clock' }, 'Guest')];
    expect(decorateSummary(outcome('Ada wins', ['win', 'loss']), ['Ada', 'Guest'], seats)).toBe('Ada wins against Guest (AI from turn 12)');
    expect(decorateSummary(outcome('Ada wins with 3 health left', ['win', 'loss']), ['Ada', 'Guest'], seats)).toBe('Ada wins with 3 health left against Guest (AI from turn 12)');
  });

  it('marks a covered seat where the summary names it, whole words only', () => {
    const seats = [seat(0, { since: 3, turn: 2, reason: 'left' }, 'Ada'), seat(1, null, 'Adam')];
    expect(decorateSummary(outcome('Adam wins 9 to 4 over Ada', ['loss', 'win']), ['Ada', 'Adam'], seats)).toBe('Adam wins 9 to 4 over Ada (AI from turn 2)');
    expect(decorateSummary(outcome('Ada wins 9 to 4', ['win', 'loss']), ['Ada', 'Adam'], seats)).toBe('Ada (AI from turn 2) wins 9 to 4');
    const both = [seat(0, { since: 3, turn: 2, reason: 'clock' }, 'Ada'), seat(1, { since: 5, turn: 3, reason: 'clock' }, 'Bo')];
    expect(decorateSummary(outcome('A draw between Ada and Bo', ['draw', 'draw']), ['Ada', 'Bo'], both)).toBe('A draw between Ada (AI from turn 2) and Bo (AI from turn 3)');
    expect(decorateSummary(outcome('A draw at 5 points each', ['draw', 'draw']), ['Ada', 'Bo'], both)).toBe('A draw at 5 points each (with Ada (AI from turn 2) and Bo (AI from turn 3))');
  });

  it('leaves a summary without covered seats as the game wrote it, and names with pattern characters are taken literally', () => {
    expect(decorateSummary(outcome('Ada wins', ['win', 'loss']), ['Ada', 'Bo'], [seat(0, null), seat(1, null)])).toBe('Ada wins');
    const seats = [seat(0, null, 'Ada'), seat(1, { since: 1, turn: null, reason: 'clock' }, 'B.o (x)')];
    expect(decorateSummary(outcome('Ada wins over Bxo (x)', ['win', 'loss']), ['Ada', 'B.o (x)'], seats)).toBe('Ada wins over Bxo (x) against B.o (x) (AI)');
  });

  it("writes the record's metadata and the log line", () => {
    const seats = [seat(0, { since: 0, turn: 20, reason: 'left' }), seat(1, { since: 9, turn: 12, reason: 'clock' }), seat(2, null)];
    expect(coverMeta(seats)).toEqual({ 'cover.0': 'turn 20 (left)', 'cover.1': 'turn 12 (clock)' });
    const clock = coverBeganEvent(1, { since: 9, turn: 12, reason: 'clock' });
    expect(clock).toEqual({ type: 'server', note: 'ai-cover', seat: 1, turn: 12 });
    expect(noteText(clock, 'Guest')).toBe('The AI plays for Guest from turn 12 (their time ran out)');
    // A cover from before turns were kept names no turn.
    expect(noteText(coverBeganEvent(1, { since: 0, turn: null, reason: 'clock' }), 'Guest')).toBe('The AI plays for Guest (their time ran out)');
    const left = coverBeganEvent(0, { since: 9, turn: 12, reason: 'left' });
    expect(left).toEqual({ type: 'server', note: 'left', seat: 0 });
    expect(noteText(left, 'Guest')).toBe('Guest left: the AI plays for them to the end');
    expect(noteText({ type: 'server', note: 'back', seat: 0 }, 'Guest')).toBe('Guest is back and plays again');
  });
});

describe('the turn a cover begins at', () => {
  const played = (seats: number[]): StoredAction[] => seats.map((s, i) => ({ seq: i + 1, seat: s, action: 'x', clientSeq: null, logEnd: 0, by: 'player' }));

  it("is the game's own turn number where the game has one", () => {
    const runes: AnyGame = duelingRunes;
    const duel = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({}), 'turns'));
    expect(turnNow(runes, duel, [], 0)).toBe(1);
    const later: DuelingRunesState = { ...duel, turn: 7 };
    expect(turnNow(runes, later, played([0, 1]), 1)).toBe(7);
    const glyphs: AnyGame = hieroglyphs;
    const tombs = unwrap(hieroglyphs.setup(hieroglyphs.configSchema.parse({}), 'turns'));
    expect(turnNow(glyphs, tombs, [], 1)).toBe(1);
    const twelfth: HieroglyphsState = { ...tombs, turnNumber: 12 };
    expect(turnNow(glyphs, twelfth, [], 1)).toBe(12);
  });

  it("is the seat's own decision count in a game without one", () => {
    const state = unwrap(goofspiel.setup({ handSize: 4 }, 'turns'));
    expect(turnNow(goofspiel, state, played([0, 1, 1, 0, 1]), 0)).toBe(3);
    expect(turnNow(goofspiel, state, [], 1)).toBe(1);
  });
});

describe('when the AI begins to cover a seat', () => {
  const game = goofspiel as unknown as AnyGame;
  const match = unwrap(Match.create(game, { handSize: 3 }, 'cover-begins', { names: ['Ada', 'Bo'] }));
  const at = { meta: { rated: false, turnSeconds: 30 }, match, seq: 0, now: 1_000 };

  it("covers a human's seat from the turn it owes; a rated match's player whose time ran out gets one more turn clock to come back", () => {
    expect(coverToBegin(seat(1, null), 'clock', at)).toEqual({ cover: { since: 0, turn: 1, reason: 'clock' }, patch: { cover: { since: 0, turn: 1, reason: 'clock' } } });
    expect(coverToBegin(seat(1, null), 'clock', { ...at, meta: { rated: true, turnSeconds: 30 } })?.cover).toEqual({ since: 0, turn: 1, reason: 'clock', returnBy: 31_000 });
    // No clock, no return deadline; leaving is for good.
    expect(coverToBegin(seat(1, null), 'clock', { ...at, meta: { rated: true, turnSeconds: null } })?.cover.returnBy).toBeUndefined();
    expect(coverToBegin(seat(1, null), 'left', { ...at, meta: { rated: true, turnSeconds: 30 } })).toEqual({ cover: { since: 0, turn: 1, reason: 'left' }, patch: { cover: { since: 0, turn: 1, reason: 'left' }, left: true } });
  });

  it('an earlier cover keeps its start; nothing changes for a bot, a seat already covered so, one who left, or a match not being played', () => {
    const earlier: StoredCover = { since: 4, turn: 3, reason: 'clock' };
    expect(coverToBegin(seat(1, earlier), 'left', { ...at, seq: 9 })?.cover).toEqual({ since: 4, turn: 3, reason: 'left' });
    expect(coverToBegin(seat(1, earlier), 'clock', at)).toBeNull();
    expect(coverToBegin(seat(1, { ...earlier, reason: 'left' }), 'clock', at)).toBeNull();
    expect(coverToBegin({ ...seat(1, null), kind: 'bot' }, 'clock', at)).toBeNull();
    expect(coverToBegin(seat(1, null), 'clock', { ...at, match: null })).toBeNull();
    expect(coverToBegin(undefined, 'clock', at)).toBeNull();
  });
});
