/**
 * What a tutorial is made of. Lessons are data: a real position (the game's layout override, then
 * a few moves already made), the moves the learner is asked for, the other seats' scripted replies
 * and the words said around them. The learner always sits at seat 0.
 *
 * Every player-facing text sits in a field of its own beside an id and is read from the message
 * catalogue when it is shown, under keys such as `tutorial.<game>.<lesson>.intro` and
 * `tutorial.<game>.<lesson>.<step>.after` (or `….<step>.mistakes.<id>`).
 */
import type { Seat } from '@decktet/engine';

/** A text in the learner's language: read from the catalogue each time it is shown, so it follows the language switch. */
export type LessonText = () => string;

/** A move in the game's own notation, made by a seat: `[1, 'play origin']`. */
export type ScriptedMove = readonly [Seat, string];

/** A test over actions, for a step where several moves are right, or for a particular mistake. */
export interface MoveTest<Action> {
  /** Method syntax on purpose: a lesson of any game then fits the game-agnostic runner. */
  matches(action: Action): boolean;
}

/** A particular wrong move with its own answer ("Resist Cold stops Ice Bolts, not Fire Balls…"). */
export interface Mistake<Action> extends MoveTest<Action> {
  id: string;
  text: LessonText;
}

/** One move a lesson asks for. */
export interface LessonStep<Action> {
  id: string;
  /** What to do now, in a sentence or two: the highlighted hint. */
  ask: LessonText;
  /** The move asked for: its notation, or a test when several moves are right. */
  move: string | MoveTest<Action>;
  /** Said when the learner makes another legal move ("Not quite: … try …"); the position stays as it was. */
  wrong: LessonText;
  /** Sharper answers to likely wrong moves, the first that matches wins over `wrong`. */
  mistakes?: readonly Mistake<Action>[];
  /** The other seats' moves that follow the learner's, in order (fixed, so the lesson is always the same). */
  replies?: readonly ScriptedMove[];
  /** What happened, told once the move (and the replies) have been made. */
  after: LessonText;
}

export interface Lesson<Action, Layout> {
  id: string;
  title: LessonText;
  /** The situation and the idea, in a few plain sentences (paragraphs split by a blank line). */
  intro: LessonText;
  /** The game's config (default: the game's defaults). */
  config?: unknown;
  layout: Layout;
  /** Moves already made when the lesson opens, by any seat. */
  prelude?: readonly ScriptedMove[];
  steps: readonly LessonStep<Action>[];
}

export interface Tutorial<Action, Layout> {
  /** The game these lessons teach (its id in the game registry). */
  gameId: string;
  /** The players' names, seat by seat; the learner is seat 0. */
  names: readonly string[];
  /** Said once every lesson is done, before the invitation to play. */
  outro: LessonText;
  lessons: readonly Lesson<Action, Layout>[];
}

/** A tutorial with its game's types erased, for the game-agnostic runner and registry. */
export type AnyTutorial = Tutorial<unknown, unknown>;
export type AnyLesson = Lesson<unknown, unknown>;
export type AnyLessonStep = LessonStep<unknown>;

/** The seat the learner plays. */
export const LEARNER: Seat = 0;
