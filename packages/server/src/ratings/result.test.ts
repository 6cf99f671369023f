import { describe, expect, it } from 'vitest';
import type { Outcome, SeatResult } from '@decktet/engine';
import type { StoredMatch, StoredSeat } from '../storage';
import { type DecidedMatch, ratedResult } from './result';

const seat = (n: number, patch: Partial<StoredSeat> = {}): StoredSeat => ({
  seat: n,
  kind: 'human',
  name: `P${n}`,
  playerId: `player-${n}`,
  tokenHash: 'hash',
  tokenExpires: null,
  left: false,
  covered: false,
  cover: null,
  muted: [],
  ...patch,
});
const meta = (patch: Partial<StoredMatch> = {}): StoredMatch => ({
  id: 'match-1',
  game: 'hieroglyphs',
  config: {},
  seed: 's',
  seats: [{ kind: 'human' }, { kind: 'human' }],
  turnSeconds: 90,
  createdAt: '2030-01-01T00:00:00.000Z',
  status: 'live',
  summary: null,
  rated: true,
  ...patch,
});
const ended = (...results: SeatResult[]): DecidedMatch['match'] => ({
  outcome: (): Outcome => ({ results, scores: results.map((r) => (r === 'win' ? 1 : r === 'draw' ? 0.5 : 0)), summary: 'over' }),
});
const playing: DecidedMatch['match'] = { outcome: () => null };
const decided = (seats: StoredSeat[], match: DecidedMatch['match'] = playing, patch: Partial<StoredMatch> = {}) => ratedResult({ meta: meta(patch), seats, match, actions: [] });
const results = (r: ReturnType<typeof ratedResult>) => r?.seats.map((s) => [s.result, s.score, s.forfeit]);

describe("a rated match's result", () => {
  it('is the game’s own when it ends, per seat, with each player’s id', () => {
    expect(decided([seat(0), seat(1)], ended('loss', 'win'))).toEqual({
      matchId: 'match-1',
      game: 'hieroglyphs',
      seats: [
        { seat: 0, playerId: 'player-0', result: 'loss', score: 0, forfeit: null },
        { seat: 1, playerId: 'player-1', result: 'win', score: 1, forfeit: null },
      ],
    });
    expect(results(decided([seat(0), seat(1)], ended('draw', 'draw')))).toEqual([['draw', 0.5, null], ['draw', 0.5, null]]);
  });

  it('is not decided while the game goes on and nobody forfeited (an AI covering a timed-out seat without a recorded forfeit may yet hand it back)', () => {
    expect(decided([seat(0), seat(1)])).toBeNull();
    expect(decided([seat(0), seat(1, { covered: true, cover: { since: 3, turn: 2, reason: 'clock' } })])).toBeNull();
  });

  it('a seat left for good loses at once, whatever the game would say', () => {
    const left = seat(1, { left: true, covered: true, cover: { since: 3, turn: 2, reason: 'left' } });
    expect(results(decided([seat(0), left]))).toEqual([['win', 1, null], ['loss', 0, 'left']]);
    expect(results(decided([seat(0), left], ended('loss', 'win')))).toEqual([['win', 1, null], ['loss', 0, 'left']]);
  });

  it("a recorded forfeit (the seat's clock ran out) loses at once, even after the player came back", () => {
    const timedOut = seat(0, { forfeit: { reason: 'clock', seq: 7, at: 1 } });
    expect(results(decided([timedOut, seat(1)]))).toEqual([['loss', 0, 'clock'], ['win', 1, null]]);
    expect(results(decided([timedOut, seat(1)], ended('win', 'loss')))).toEqual([['loss', 0, 'clock'], ['win', 1, null]]);
  });

  it('at the end, a seat the AI was still covering for its clock loses', () => {
    const covered = seat(0, { covered: true, cover: { since: 3, turn: 2, reason: 'clock' } });
    expect(results(decided([covered, seat(1)], ended('win', 'loss')))).toEqual([['loss', 0, 'clock'], ['win', 1, null]]);
  });

  it('two recorded forfeits: the first decided it; two at once: both lose', () => {
    const first = seat(0, { forfeit: { reason: 'clock', seq: 4, at: 1 } });
    const second = seat(1, { forfeit: { reason: 'left', seq: 9, at: 2 } });
    expect(results(decided([first, second]))).toEqual([['loss', 0, 'clock'], ['win', 1, null]]);
    expect(results(decided([{ ...first, forfeit: { reason: 'clock', seq: 12, at: 3 } }, second]))).toEqual([['win', 1, null], ['loss', 0, 'left']]);
    const coveredBoth = [0, 1].map((n) => seat(n, { covered: true, cover: { since: 3, turn: 2, reason: 'clock' } }));
    expect(results(decided(coveredBoth, ended('win', 'loss')))).toEqual([['loss', 0, 'clock'], ['loss', 0, 'clock']]);
  });

  it('none for unrated matches: not made rated, a bot, a guest, one player in both seats, more than two seats', () => {
    const over = ended('win', 'loss');
    expect(decided([seat(0), seat(1)], over, { rated: false })).toBeNull();
    expect(decided([seat(0), seat(1)], over, { rated: undefined })).toBeNull();
    expect(decided([seat(0), seat(1, { kind: 'bot', playerId: null })], over, { seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }] })).toBeNull();
    expect(decided([seat(0), seat(1, { playerId: null })], over)).toBeNull();
    expect(decided([seat(0), seat(1, { playerId: undefined })], over)).toBeNull();
    expect(decided([seat(0), seat(1, { playerId: 'player-0' })], over)).toBeNull();
    expect(decided([seat(0), seat(1), seat(2)], ended('win', 'loss', 'loss'), { seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }] })).toBeNull();
    // Not decided either way: a guest who leaves does not make a match rated.
    expect(decided([seat(0), seat(1, { playerId: null, left: true })])).toBeNull();
  });
});
