/**
 * A finished game's result in the player's language. The rules packages sum a result up in
 * English (`Outcome.summary`, for records and the terminal); the last line of the game's log
 * tells the same end ("The game ends: … — Ada wins."), and the
 * game's web entry words that line in every language. So in English the summary stands, and in
 * any other language the last log line, worded, is the result; a log whose last line has no
 * words in the language keeps the summary.
 */
import type { BaseState, Outcome } from '@decktet/engine';
import { currentLanguage } from '../i18n';
import { entryLine, type LogWording } from './log-lines';

export function outcomeInWords(wording: LogWording, state: BaseState, outcome: Outcome): string {
  if (currentLanguage() === 'en') return outcome.summary;
  const last = state.log.at(-1);
  // A line only some seats may read is never the result everyone reads.
  if (!last?.event || last.seats !== undefined) return outcome.summary;
  const line = entryLine(wording, last, state.names);
  return line === last.text ? outcome.summary : line;
}
