import { describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import type { GameAdapter } from '../games/adapter';
import { goofspielAdapter } from '../games/goofspiel';
import { chooseSeatNumbers, parseSeatNumbers, seatNumberOptions } from './seat-numbers';

const stake = { flag: 'stake', description: 'starting stake', min: 1 };
/** A game that takes a number per seat on the command line. */
const staked: GameAdapter = { ...goofspielAdapter, seatNumbers: [stake] };
const other: GameAdapter = { ...staked, game: { ...goofspiel, id: 'other', name: 'Other' } };

describe('numbers per seat (--<flag> 12 or --<flag> 12,8)', () => {
  it('reads one value or one per seat', () => {
    expect(parseSeatNumbers(stake, '12')).toEqual({ ok: true, value: [12] });
    expect(parseSeatNumbers(stake, '12, 8')).toEqual({ ok: true, value: [12, 8] });
  });

  it('refuses anything else, naming the flag', () => {
    for (const bad of ['0', 'ten', '12,', '-3', '1.5']) expect(parseSeatNumbers(stake, bad)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^cannot read --stake /) } });
  });

  it('gives every seat a value: one for all, or one each; a wrong count is refused', () => {
    expect(chooseSeatNumbers(staked, { stake: '7' }, 3)).toEqual({ ok: true, value: { stake: [7, 7, 7] } });
    expect(chooseSeatNumbers(staked, { stake: '7,9' }, 2)).toEqual({ ok: true, value: { stake: [7, 9] } });
    expect(chooseSeatNumbers(staked, {}, 2)).toEqual({ ok: true, value: {} });
    expect(chooseSeatNumbers(staked, { stake: '7,9' }, 3)).toMatchObject({ ok: false, error: { message: '--stake gives 2 values for 3 seats: give one, or one per seat' } });
  });

  it('refuses a flag the game does not declare', () => {
    expect(chooseSeatNumbers(goofspielAdapter, { stake: '7' }, 2)).toMatchObject({ ok: false, error: { message: 'Goofspiel takes no --stake' } });
  });

  it('lists each flag once, with the games that take it', () => {
    expect(seatNumberOptions([staked, goofspielAdapter, other])).toEqual([{ option: stake, games: ['Goofspiel', 'Other'] }]);
  });
});
