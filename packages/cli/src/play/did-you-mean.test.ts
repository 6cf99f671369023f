import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type AnyGame, Match, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { chooseAction } from './choose';
import { nearestWords, typoDistance, unknownWord } from './did-you-mean';

const COMMANDS = ['actions', 'board', 'log', 'rules', 'help', 'quit', 'hint'];

function opening(game: AnyGame) {
  const m = unwrap(Match.create(game, {}, 'did-you-mean', { names: ['Ada', 'Bo'] }));
  return m.legalText(m.pending()[0]!);
}

/** The message a player reads for what they typed at the first decision of a game. */
function answer(game: AnyGame, typed: string): string {
  const choice = chooseAction(game, opening(game), typed, undefined, COMMANDS);
  if (choice.kind !== 'error') throw new Error(`"${typed}" was taken as ${JSON.stringify(choice)}`);
  return choice.message;
}

describe('an unknown word at the terminal', () => {
  it('gets "did you mean" with the forms that fit, not the grammar (Dueling Runes)', () => {
    const game: AnyGame = duelingRunes;
    const legal = opening(game);
    expect(legal.every((a) => a.startsWith('play '))).toBe(true);
    const pley = answer(game, 'pley pact');
    expect(pley).toMatch(/^no action here has "pley" — did you mean "play"\? You can type: play \S+ · play \S+ · play \S+ \("actions" lists all \d+\)$/);
    expect(answer(game, 'hlep')).toMatch(/^no action here has "hlep" — did you mean "help"\? You can type: help/);
    // A word of another game: no guess, three of the actions that fit now.
    expect(answer(game, 'decipher tomb1 pact as 3')).toMatch(/^no action here has "decipher"\. You can type: (play \S+ · ){2}play \S+/);
  });

  it('names the word after the ones that fit, with its nearest choices (Hieroglyphs)', () => {
    const game: AnyGame = hieroglyphs;
    expect(answer(game, 'decipher tomb9 pact as 3')).toMatch(/^no action here has "tomb9" after "decipher" — did you mean "tomb1" or "tomb2" or "tomb3"\? You can type: decipher tomb1 .+ · decipher tomb2 .+ · decipher tomb3 .+ \("actions" lists all \d+\)$/);
    // The forms shown differ: not one action three times with another number.
    const forms = answer(game, 'dance').replace(/^.*You can type: /, '').replace(/ \(.*$/, '').split(' · ');
    expect(forms).toHaveLength(3);
    expect(new Set(forms.map((f) => f.split(' ')[2])).size).toBeGreaterThan(1);
  });

  it('is short and offers only what can be typed now, whatever was typed', () => {
    for (const game of [duelingRunes, hieroglyphs]) {
      const legal = opening(game);
      fc.assert(
        fc.property(fc.array(fc.stringMatching(/^[a-z0-9+-]{1,9}$/), { minLength: 1, maxLength: 5 }), (words) => {
          const message = unknownWord(legal, words.join(' '), COMMANDS)?.message;
          if (message === undefined) return;
          expect(message.length).toBeLessThan(260);
          expect(message).not.toMatch(/write one of|<card>/);
          const forms = message.replace(/^.*You can type: /, '').replace(/ \("actions" lists all \d+\)$/, '').split(' · ');
          expect(forms.length).toBeGreaterThanOrEqual(1);
          expect(forms.length).toBeLessThanOrEqual(3);
          for (const f of forms) expect([...legal, ...COMMANDS]).toContain(f);
        }),
        { numRuns: 200 },
      );
    }
  });

  it('counts a swap of two letters as one typo and never guesses from afar', () => {
    expect(typoDistance('hlep', 'help')).toBe(1);
    expect(typoDistance('cats', 'cast')).toBe(1);
    expect(typoDistance('pact', 'pact')).toBe(0);
    expect(nearestWords('tomb', ['tomb1', 'tomb2', 'tomb3', 'pass'])).toEqual(['tomb1', 'tomb2', 'tomb3']);
    expect(nearestWords('xyzzy', ['play', 'pass'])).toEqual([]);
  });
});

describe("the game's own reason", () => {
  it('stands where it is short and about the word (a card the game knows), and gives way where it recites the grammar', () => {
    const game: AnyGame = duelingRunes;
    expect(answer(game, 'play savge')).toBe('Unknown card "savge" — did you mean the Savage (savage)?');
    // The rules' reader would answer "cast moon blah" with every form of every action.
    const long = answer(game, 'cast moon blah');
    expect(long).toMatch(/^no action here has "cast"\. You can type: play /);
    expect(long).not.toMatch(/write one of/);
  });
});
