/**
 * For the tests of the lesson scripts: plays a lesson through the real rules as a learner would,
 * failing loudly wherever the script and the rules disagree.
 */
import { type AnyGame, type BaseState, unwrap } from '@decktet/engine';
import { type AnyLesson, type AnyTutorial, LEARNER } from '../../src/tutorial/lesson';
import { askedMoves, attempt, isAsked, openLesson } from '../../src/tutorial/script';

export interface LessonWalk {
  /** The position the lesson opens on. */
  opening: BaseState;
  /** The position after each step (the learner's move and the replies), along the first right move. */
  after: BaseState[];
  /** The position each step asks its move in. */
  before: BaseState[];
}

/**
 * Checks at every step that the learner owes a move, that the move asked for is legal (every one
 * of them, when several are right, with the rest of the lesson played from each), that the
 * scripted replies are legal after it, and that each particular mistake describes a legal move that
 * is not one of the right ones. Returns the positions along the first right answer.
 */
export function walkLesson(game: AnyGame, tutorial: AnyTutorial, lesson: AnyLesson): LessonWalk {
  const opening = unwrap(openLesson(game, tutorial, lesson));
  const before: BaseState[] = [];
  const after: BaseState[] = [];
  const walk = (state: BaseState, from: number, record: boolean): void => {
    const step = lesson.steps[from];
    if (!step) return;
    const where = `lesson "${lesson.id}", step "${step.id}"`;
    if (!game.pending(state).includes(LEARNER)) throw new Error(`${where}: the learner owes no move (pending: ${game.pending(state).join(', ') || 'nobody'})`);
    const legal = game.legalActions(state, LEARNER);
    const right = askedMoves(game, state, step);
    if (right.length === 0) {
      throw new Error(`${where}: the move asked for is not legal; legal: ${legal.map((a) => game.formatAction(a)).join(' | ')}`);
    }
    for (const mistake of step.mistakes ?? []) {
      const matching = legal.filter((a) => mistake.matches(a));
      if (matching.length === 0) throw new Error(`${where}: mistake "${mistake.id}" matches no legal move`);
      const shadowed = matching.find((a) => isAsked(game, step, a));
      if (shadowed) throw new Error(`${where}: mistake "${mistake.id}" matches the right move ${game.formatAction(shadowed)}`);
    }
    for (const [i, move] of right.entries()) {
      const result = attempt(game, state, step, move);
      if (result.kind !== 'right') throw new Error(`${where}: ${game.formatAction(move)} was not taken: ${result.kind === 'refused' ? result.message : 'judged wrong'}`);
      const primary = record && i === 0;
      if (primary) {
        before.push(state);
        after.push(result.state);
      }
      walk(result.state, from + 1, primary);
    }
  };
  walk(opening, 0, true);
  return { opening, before, after };
}
