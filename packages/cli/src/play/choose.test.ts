import { describe, expect, it } from 'vitest';
import { type AnyGame, goofspiel } from '@decktet/engine';
import { chooseAction } from './choose';

const game: AnyGame = goofspiel;
const legal = ['bid pact', 'bid penitent', 'bid mill'];

describe('chooseAction', () => {
  it('accepts a number, the notation, any spacing or case, and an unambiguous beginning', () => {
    expect(chooseAction(game, legal, '2')).toEqual({ kind: 'action', index: 1 });
    expect(chooseAction(game, legal, 'bid mill')).toEqual({ kind: 'action', index: 2 });
    expect(chooseAction(game, legal, '  BID   Mill ')).toEqual({ kind: 'action', index: 2 });
    expect(chooseAction(game, legal, 'bid pe')).toEqual({ kind: 'action', index: 1 });
    // Titles as people write them: spaces for hyphens, a leading "the".
    expect(chooseAction(game, ['bid ace-of-moons', 'bid chance-meeting'], 'bid Ace of Moons')).toEqual({ kind: 'action', index: 0 });
    expect(chooseAction(game, ['bid ace-of-moons', 'bid chance-meeting'], 'bid the chance')).toEqual({ kind: 'action', index: 1 });
  });

  it('lists the candidates when a beginning fits several', () => {
    expect(chooseAction(game, legal, 'bid p')).toEqual({ kind: 'several', indexes: [0, 1] });
  });

  it('explains what is wrong, never throws', () => {
    expect(chooseAction(game, legal, '0')).toEqual({ kind: 'error', message: 'there is no action 0: choose a number from 1 to 3' });
    expect(chooseAction(game, legal, '4')).toMatchObject({ kind: 'error', message: expect.stringMatching(/no action 4/) });
    expect(chooseAction(game, legal, 'bid forest')).toMatchObject({ kind: 'error', message: expect.stringMatching(/"bid forest" is not legal now/) });
    // A word no legal action has there: a short answer with the forms that fit, never the grammar.
    // A card the game does not know: its own short reason, which knows every card.
    expect(chooseAction(game, legal, 'bid unicorn')).toMatchObject({ kind: 'error', message: expect.stringMatching(/^Unknown card "unicorn"/) });
    expect(chooseAction(game, legal, 'bid penitant')).toMatchObject({ kind: 'error', message: 'Unknown card "penitant" — did you mean the Penitent (penitent)?' });
    expect(chooseAction(game, legal, 'dance')).toEqual({ kind: 'error', message: 'no action here has "dance". You can type: bid pact · bid penitent · bid mill' });
    const throwing = { ...game, parseAction: () => { throw new Error('boom'); } } as AnyGame;
    expect(chooseAction(throwing, legal, 'xyz')).toMatchObject({ kind: 'error', message: expect.stringMatching(/^no action here has "xyz"/) });
  });

  it("gives the rules' reason for an action that reads well but is not legal now, with any legal actions it begins", () => {
    const why = (action: unknown) => `the rules say no to ${(action as { card: string }).card}`;
    expect(chooseAction(game, legal, 'bid forest', why)).toEqual({ kind: 'error', message: 'the rules say no to forest' });
    // A complete action the rules refuse may also begin legal ones: they are listed under the reason.
    const longer = ['bid ace-of-moons', 'bid ace-of-suns'];
    const reads = { ...game, parseAction: () => ({ ok: true, value: { type: 'bid', card: 'ace' } }), formatAction: () => 'bid ace' } as AnyGame;
    expect(chooseAction(reads, longer, 'bid ace', why)).toEqual({ kind: 'several', indexes: [0, 1], note: 'the rules say no to ace' });
  });
});
