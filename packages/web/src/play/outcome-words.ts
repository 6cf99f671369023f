/**
 * A finished game's result in the player's language: the one sentence every end screen shows
 * (a game on this device, a replay, an online table). The rules packages sum a result up in
 * English (`Outcome.summary`, for records and the terminal; online, the server's summary also marks
 * the seats the AI covered); the game's last line of the log tells the same end ("The game ends:
 * … — Ada wins."), and the game's web entry words that line in every language. So in English the
 * summary stands, and in any other language the game's last log line, worded, is the result; a log
 * whose last line has no words in the language keeps the summary.
 */
import type { LogEntry, Outcome, VisibleEntry } from '@decktet/engine';
import { currentLanguage } from '../i18n';
import { entryLine, type LogWording } from './log-lines';

/** A log as a game state holds it (every line, some marked private) or as a seat receives it online. */
export interface ReadLog {
  readonly log: readonly (VisibleEntry & Pick<LogEntry, 'seats'>)[];
  readonly names: readonly string[];
}

export function outcomeInWords(wording: LogWording, game: ReadLog, outcome: Outcome): string {
  if (currentLanguage() === 'en') return outcome.summary;
  // The game's own last line: a line the match server adds after the end (someone left) is not the result.
  const last = [...game.log].reverse().find((entry) => entry.event?.type !== 'server');
  // A line only some seats may read is never the result everyone reads.
  if (!last?.event || last.seats !== undefined) return outcome.summary;
  const line = entryLine(wording, last, game.names);
  return line === last.text ? outcome.summary : line;
}
