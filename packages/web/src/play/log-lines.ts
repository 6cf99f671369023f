/**
 * The log in the player's language: each entry worded from its event by the game's entry
 * (`GameUi.logLine`), or its own text where the game has no words for it.
 */
import type { VisibleEntry } from '@decktet/engine';
import type { GameUi } from './types';

export type LogWording = Pick<GameUi, 'logLine'>;

/** One entry in words: the game's wording of its event, else its text. */
export function entryLine(wording: LogWording, entry: VisibleEntry, names: readonly string[]): string {
  return (entry.event && wording.logLine?.(entry.event, names)) ?? entry.text;
}

/** Whether an entry opens a turn (a `turn` event; a line without an event, by its first word). */
export function opensTurn(entry: VisibleEntry): boolean {
  // The text is read only for lines whose game writes no events yet.
  return entry.event ? entry.event.type === 'turn' : /^(turn|round)\b/i.test(entry.text);
}
