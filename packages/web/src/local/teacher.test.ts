import { describe, expect, it } from 'vitest';
import { type AnyGame, Match, goofspiel, unwrap } from '@decktet/engine';
import { teacherAnswers } from './teacher';

const game: AnyGame = goofspiel;
const teacher = teacherAnswers([game]);

/** A Goofspiel position with the hands and prizes fixed. */
function position(hands: [string[], string[]], prizes: string[]) {
  return unwrap(Match.create(goofspiel, { handSize: hands[0].length }, 'teacher', { layout: { hands, prizes } }));
}

function finished() {
  const m = unwrap(Match.create(goofspiel, { handSize: 3 }, 'teacher-review', { names: ['Ada', 'Bo'] }));
  while (m.outcome() === null) for (const seat of m.pending()) m.act(seat, m.legal(seat).at(-1)!);
  return m.toRecord();
}

describe('the teacher in the AI worker', () => {
  it('hints the seat to move with indices into its own legal actions and win chances', () => {
    // The Crown (huntress) takes the Crown prize; the Ace takes nothing.
    const m = position([['ace-of-moons', 'huntress'], ['author', 'desert']], ['bard', 'ace-of-suns']);
    const legal = m.legal(0);
    const hint = teacher.hint({ game: 'goofspiel', seat: 0, view: m.view(0), legal });
    expect(legal[hint.best.index]).toEqual({ type: 'bid', card: 'huntress' });
    expect(legal[hint.runnerUp!.index]).toEqual({ type: 'bid', card: 'ace-of-moons' });
    expect(hint.best.winChance).toBeGreaterThan(hint.runnerUp!.winChance);
  });

  it('hints from the seat\'s view only: another hand for the opponent gives the same hint', () => {
    const a = position([['ace-of-moons', 'huntress', 'mill'], ['author', 'desert', 'sea']], ['bard', 'ace-of-suns', 'pact']);
    const b = position([['ace-of-moons', 'huntress', 'mill'], ['sea', 'author', 'savage']], ['bard', 'ace-of-suns', 'pact']);
    expect(a.view(0)).toEqual(b.view(0));
    expect(teacher.hint({ game: 'goofspiel', seat: 0, view: a.view(0), legal: a.legal(0) })).toEqual(teacher.hint({ game: 'goofspiel', seat: 0, view: b.view(0), legal: b.legal(0) }));
  });

  it('reviews a record with its progress, and stops when asked', () => {
    const record = finished();
    const progress: [number, number][] = [];
    const review = teacher.review({ game: 'goofspiel', record }, (done, total) => progress.push([done, total]), () => false);
    expect(review!.decisions.map((d) => d.step)).toEqual(record.actions.map((_, i) => i));
    expect(progress.at(0)).toEqual([0, record.actions.length]);
    expect(progress.at(-1)).toEqual([record.actions.length, record.actions.length]);
    expect(teacher.review({ game: 'goofspiel', record }, () => {}, () => true)).toBeNull();
  });

  it('refuses a game it does not know', () => {
    expect(() => teacher.hint({ game: 'chess', seat: 0, view: null, legal: [] })).toThrow(/does not know the game "chess"/);
  });
});
