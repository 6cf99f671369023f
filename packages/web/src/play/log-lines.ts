/**
 * The log in the player's language: each entry worded from its event by the game's entry
 * (`GameUi.logLine`), the server's own lines in every game alike (`serverLine`), or an entry's
 * own text where there are no words for it.
 */
import type { LogEvent, VisibleEntry } from '@decktet/engine';
import type { ServerLogEvent } from '@decktet/protocol';
import { i18n } from '../i18n';
import type { GameUi } from './types';

export type LogWording = Pick<GameUi, 'logLine'>;

/**
 * A line the match server adds to an online game's log (the AI begins to play for a seat, a
 * player left, a covered player is back) in the player's language; undefined for any other event.
 */
export function serverLine(event: LogEvent, names: readonly string[]): string | undefined {
  if (event.type !== 'server') return undefined;
  const e = event as ServerLogEvent;
  const name = names[e.seat] ?? i18n.t('common.player', { number: e.seat + 1 });
  switch (e.note) {
    case 'ai-cover':
      return e.turn === undefined ? i18n.t('events.server.aiCover', { name }) : i18n.t('events.server.aiCoverFrom', { name, turn: e.turn });
    case 'left':
      return i18n.t('events.server.left', { name });
    case 'back':
      return i18n.t('events.server.back', { name });
    default:
      return undefined;
  }
}

/** One entry in words: the server's or the game's wording of its event, else its text. */
export function entryLine(wording: LogWording, entry: VisibleEntry, names: readonly string[]): string {
  const event = entry.event;
  return (event && (serverLine(event, names) ?? wording.logLine?.(event, names))) ?? entry.text;
}

/** Whether an entry opens a turn: it has a `turn` event (its text is never read for that). */
export function opensTurn(entry: VisibleEntry): boolean {
  return entry.event?.type === 'turn';
}
