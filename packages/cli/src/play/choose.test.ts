import { describe, expect, it } from 'vitest';
import { type AnyGame, goofspiel } from '@decktet/engine';
import { chooseAction } from './choose';

const game = goofspiel as unknown as AnyGame;
const legal = ['bid pact', 'bid penitent', 'bid mill'];

describe('chooseAction', () => {
  it('accepts a number, the notation, any spacing or case, and an unambiguous beginning', () => {
    expect(chooseAction(game, legal, '2')).toEqual({ kind: 'action', index: 1 });
    expect(chooseAction(game, legal, 'bid mill')).toEqual({ kind: 'action', index: 2 });
    expect(chooseAction(game, legal, '  BID   Mill ')).toEqual({ kind: 'action', index: 2 });
    expect(chooseAction(game, legal, 'bid pe')).toEqual({ kind: 'action', index: 1 });
  });

  it('lists the candidates when a beginning fits several', () => {
    expect(chooseAction(game, legal, 'bid p')).toEqual({ kind: 'several', indexes: [0, 1] });
  });

  it('explains what is wrong, never throws', () => {
    expect(chooseAction(game, legal, '0')).toEqual({ kind: 'error', message: 'there is no action 0: choose a number from 1 to 3' });
    expect(chooseAction(game, legal, '4')).toMatchObject({ kind: 'error', message: expect.stringMatching(/no action 4/) });
    expect(chooseAction(game, legal, 'bid forest')).toMatchObject({ kind: 'error', message: expect.stringMatching(/"bid forest" is not legal now/) });
    expect(chooseAction(game, legal, 'bid unicorn')).toMatchObject({ kind: 'error', message: 'unknown card "unicorn"' });
    expect(chooseAction(game, legal, 'dance')).toMatchObject({ kind: 'error', message: expect.stringMatching(/cannot read "dance"/) });
    const throwing = { ...game, parseAction: () => { throw new Error('boom'); } } as AnyGame;
    expect(chooseAction(throwing, legal, 'xyz')).toEqual({ kind: 'error', message: 'boom' });
  });
});
