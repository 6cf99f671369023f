/**
 * Runs a lesson through the real rules (setup with the layout override, `apply`, `legalActions`):
 * the page and the tests of the lesson scripts share this code, so what is tested is what is played.
 */
import { type AnyGame, type BaseState, type Result, type Seat, err, ok, parseConfig } from '@decktet/engine';
import { i18n } from '../i18n';
import { type AnyLesson, type AnyLessonStep, type AnyTutorial, LEARNER, type LessonText, type ScriptedMove } from './lesson';

/** Every lesson deals from the same seed: with the layout fixing every hidden order, nothing is left to chance. */
const SEED = 'tutorial';

/** Makes scripted moves one after the other; a refused one says which it was and why. */
export function playMoves(game: AnyGame, state: BaseState, moves: readonly ScriptedMove[]): Result<BaseState> {
  let s = state;
  for (const [seat, text] of moves) {
    const parsed = game.parseAction(text);
    const next = parsed.ok ? game.apply(s, seat, parsed.value) : parsed;
    if (!next.ok) {
      const name = s.names[seat] ?? i18n.t('common.player', { number: seat + 1 });
      return err(next.error.code, i18n.t('tutorial.scriptRefused', { move: text, name, reason: next.error.message }));
    }
    s = next.value;
  }
  return ok(s);
}

/** The position a lesson opens on: its layout dealt, then its prelude played. */
export function openLesson(game: AnyGame, tutorial: AnyTutorial, lesson: AnyLesson): Result<BaseState> {
  const config = parseConfig(game, lesson.config ?? {});
  if (!config.ok) return config;
  const dealt = game.setup(config.value, SEED, { layout: lesson.layout, names: tutorial.names });
  if (!dealt.ok) return dealt;
  return playMoves(game, dealt.value, lesson.prelude ?? []);
}

/** Is `action` a move the step asks for? */
export function isAsked(game: AnyGame, step: AnyLessonStep, action: unknown): boolean {
  if (typeof step.move !== 'string') return step.move.matches(action);
  const expected = game.parseAction(step.move);
  return expected.ok && game.formatAction(expected.value) === game.formatAction(action);
}

/** What became of a move the learner made. */
export type Attempt =
  /** The move asked for: the position after it and the scripted replies. */
  | { kind: 'right'; state: BaseState }
  /** A legal move, but not this lesson's: what to say; the position is left as it was. */
  | { kind: 'wrong'; message: LessonText }
  /** The rules refuse it (the tables offer only legal moves, so this is a fault): the rules' reason. */
  | { kind: 'refused'; message: string };

/** Judges the learner's move for a step and, when it is the one asked for, plays it and the replies. */
export function attempt(game: AnyGame, state: BaseState, step: AnyLessonStep, action: unknown, seat: Seat = LEARNER): Attempt {
  const played = game.apply(state, seat, action);
  if (!played.ok) return { kind: 'refused', message: played.error.message };
  if (!isAsked(game, step, action)) {
    const mistake = step.mistakes?.find((m) => m.matches(action));
    return { kind: 'wrong', message: mistake?.text ?? step.wrong };
  }
  const replied = playMoves(game, played.value, step.replies ?? []);
  if (!replied.ok) return { kind: 'refused', message: replied.error.message };
  return { kind: 'right', state: replied.value };
}

/** The legal moves of the learner that a step accepts (for the tests and for a sanity check of the data). */
export function askedMoves(game: AnyGame, state: BaseState, step: AnyLessonStep): unknown[] {
  return game.legalActions(state, LEARNER).filter((a) => isAsked(game, step, a));
}
