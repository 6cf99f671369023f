import { type LogEntry, type Seat, visibleLog } from '@decktet/engine';
import type { LiveMatchState, LiveSeatInfo } from '@decktet/protocol';
import type { StoredNote } from '../storage';
import { spectatorCount } from './presence';
import { type MatchRoom, type RoomClient, damagedMessage } from './room';

/** What every socket of a room is told alike: worked out once per broadcast, not once per socket. */
export interface TableNews {
  seats: LiveSeatInfo[];
  spectators: number;
}

export function tableNews(room: MatchRoom): TableNews {
  return { seats: room.seatInfo(), spectators: spectatorCount(room.clients) };
}

/**
 * What one socket may see of a match now, and the log lines it has not been sent yet.
 * Everything here comes from the game's view and the seat-filtered log, so nothing hidden from
 * this seat can slip in. Advances the client's log position.
 */
export function stateMessage(room: MatchRoom, client: RoomClient, news: TableNews = tableNews(room)): LiveMatchState {
  const status = room.meta.status;
  // A damaged match is never shown as if whole (hello and act refuse it before this).
  if (room.damage !== null || status === 'damaged') throw new Error(damagedMessage(room.damage ?? 'its stored record is damaged'));
  const { game, state } = room;
  const seat = client.seat;
  const outcome = state ? game.outcome(state) : null;
  const pending = state && !outcome ? game.pending(state) : [];
  const legal = state && seat !== null && pending.includes(seat) ? game.legalActions(state, seat).map((a) => game.formatAction(a)) : [];
  const log = state ? newLogLines(room, state.log, client, seat) : [];
  client.sentLog = state ? state.log.length : 0;
  client.sentNotes = room.notes.length;
  return {
    match: room.id,
    game: game.id,
    status,
    seq: room.seq,
    seat,
    seats: news.seats,
    pending,
    view: state ? game.view(state, seat) : null,
    legal,
    log,
    deadlines: room.automation.deadlines(pending),
    now: Date.now(),
    spectators: news.spectators,
    outcome: outcome ? { results: [...outcome.results], scores: [...outcome.scores], ...(outcome.points ? { points: [...outcome.points] } : {}), summary: room.summaryOf(outcome) } : null,
  };
}

/**
 * The log lines `client` has not been sent: the game's lines this seat may read, with the
 * server's own public lines (`notes`) in their places — each after the game's lines up to the
 * action it followed.
 */
function newLogLines(room: MatchRoom, gameLog: readonly LogEntry[], client: RoomClient, seat: Seat | null): string[] {
  const notes: readonly StoredNote[] = room.notes.slice(client.sentNotes);
  const lines: string[] = [];
  let next = 0;
  const notesUpTo = (position: number) => {
    while (next < notes.length && room.logEndAt(notes[next]!.seq) <= position) lines.push(notes[next++]!.text);
  };
  for (let i = client.sentLog; i < gameLog.length; i++) {
    notesUpTo(i);
    lines.push(...visibleLog([gameLog[i]!], seat));
  }
  notesUpTo(Infinity);
  return lines;
}
