import { LIVE_CHAT_WELCOME_LINES, type LiveChatChannel, type LiveChatLine } from '@decktet/protocol';
import type { Seat } from '@decktet/engine';
import type { StoredChatLine } from '../storage';

/** Lines kept in memory per channel: enough for a welcome even when one channel is busy. */
const KEPT_PER_CHANNEL = 2 * LIVE_CHAT_WELCOME_LINES;

/**
 * Who reads: a seat's socket (seat set) or a spectator's (seat null), with the seats it muted;
 * `spectatorChat`: a spectator's socket known to be no player's (see `RoomChat.spectatorChat`).
 */
export interface ChatReader {
  seat: Seat | null;
  muted: readonly Seat[];
  spectatorChat?: boolean;
}

/**
 * Which chat lines reach whom. Players write to `players`, read by everyone at the table;
 * spectators write to `spectators`, read while the match is played only by spectators' sockets
 * known to be no player's — so nobody can pass hints to a player, nor a player read them through a
 * socket without its token — and by everyone once it is finished. A reader never gets the lines
 * of a seat it muted.
 */
export function mayRead(line: Pick<StoredChatLine, 'channel' | 'seat'>, reader: ChatReader, finished: boolean): boolean {
  if (line.channel === 'spectators' && !finished && (reader.seat !== null || !reader.spectatorChat)) return false;
  return line.seat === null || !reader.muted.includes(line.seat);
}

/** The channel a socket writes to: its seat's players, or the spectators. */
export function channelOf(seat: Seat | null): LiveChatChannel {
  return seat === null ? 'spectators' : 'players';
}

/** A match's latest chat lines, as this instance knows them. */
export class TableChat {
  private readonly lines: Record<LiveChatChannel, StoredChatLine[]> = { players: [], spectators: [] };
  private readonly known = new Set<number>();

  /** Adds a line; false when it was already known (read again from storage). */
  add(line: StoredChatLine): boolean {
    if (this.known.has(line.id)) return false;
    this.known.add(line.id);
    const channel = this.lines[line.channel];
    channel.push(line);
    channel.sort((a, b) => a.id - b.id);
    if (channel.length > KEPT_PER_CHANNEL) for (const old of channel.splice(0, channel.length - KEPT_PER_CHANNEL)) this.known.delete(old.id);
    return true;
  }

  /** The latest lines `reader` may read, oldest first (at most `LIVE_CHAT_WELCOME_LINES`). */
  latestFor(reader: ChatReader, finished: boolean): LiveChatLine[] {
    return [...this.lines.players, ...this.lines.spectators]
      .filter((line) => mayRead(line, reader, finished))
      .sort((a, b) => a.id - b.id)
      .slice(-LIVE_CHAT_WELCOME_LINES)
      .map((line) => ({ ...line }));
  }
}
