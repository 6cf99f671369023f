/**
 * Every text of the lesson runner itself, in one place (the lessons' own texts are in the lesson
 * files), so that they can move to the message catalogue together.
 */
export const TUTORIAL_UI = {
  learnToPlay: 'Learn to play',
  lessonNav: 'Lessons',
  progress: (n: number, total: number) => `Lesson ${n} of ${total}`,
  progressBar: 'Lessons done',
  yourMove: 'Your move',
  whatHappened: 'What happened',
  next: 'Next lesson',
  back: 'Previous',
  restart: 'Restart',
  allLessons: 'All lessons',
  done: 'done',
  finishedTitle: (game: string) => `You have finished the ${game} lessons`,
  playAi: 'Play against the AI (easy)',
  rules: 'Read the rules',
  home: 'Back to the start',
  noGame: (id: string) => `There is no game "${id}".`,
  noTutorial: (game: string) => `${game} has no lessons yet.`,
  broken: (why: string) => `This lesson cannot go on: ${why}`,
  cannotStart: (why: string) => `The game against the AI cannot start: ${why}`,
} as const;
