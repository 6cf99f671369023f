import type { Seat } from '@decktet/engine';
import type { StoredCover } from '../storage';
import type { ServerLogEvent } from '@decktet/protocol';
import { clockOf } from './clock';
import { coverBeganEvent, coverToBegin, noteText } from './cover';
import type { Table } from './table';

/**
 * The AI playing for an absent human, as a room runs it: when it begins (the clock ran out, or
 * the player left) and when the player takes the seat back. Each change is stored, said in the
 * public log (kept with the match, so it is shown again after a restart) and in the server's log,
 * and told to everyone. Call the changing methods inside the room's `serial`.
 */
export class RoomCover {
  /** seat → when its cover began here (epoch ms): a socket that said hello after it is a player come back. */
  private readonly began = new Map<Seat, number>();

  constructor(private readonly room: Table) {}

  /** Begins to cover `seat` (`left`: for good; an earlier cover keeps its start). Returns whether anything changed. */
  async begin(seat: Seat, reason: StoredCover['reason']): Promise<boolean> {
    const room = this.room;
    const current = room.seats[seat];
    const begun = coverToBegin(current, reason, { meta: room.meta, match: room.match, seq: room.seq, now: clockOf(room.ctx).now() });
    if (!current || !begun) return false;
    const { cover, patch } = begun;
    await room.ctx.storage.updateSeat(room.id, seat, patch);
    room.seats[seat] = { ...current, ...patch, covered: true };
    this.began.set(seat, Date.now());
    await this.note(coverBeganEvent(seat, cover));
    room.ctx.log.info({ match: room.id, seat, turn: cover.turn, since: cover.since, reason }, reason === 'left' ? 'player left: the AI plays the seat to the end' : 'turn clock ran out: the AI covers the seat');
    await room.ctx.storage.announce(room.id);
    return true;
  }

  /** The covered player (not one who left) plays the seat again. Returns whether anything changed. */
  async end(seat: Seat): Promise<boolean> {
    const room = this.room;
    const current = room.seats[seat];
    if (!current?.cover || current.left) return false;
    await room.ctx.storage.updateSeat(room.id, seat, { cover: null });
    room.seats[seat] = { ...current, cover: null, covered: false };
    await this.note({ type: 'server', note: 'back', seat });
    room.ctx.log.info({ match: room.id, seat, since: current.cover.since, until: room.seq }, 'player is back: the AI stops covering the seat');
    await room.ctx.storage.announce(room.id);
    return true;
  }

  /**
   * Whether a covered seat's player takes it back now: they are at the table (a socket of theirs
   * is open, its tab visible) and either the AI has made the decision it took over, or they came
   * back (said hello) after the cover began. A player whose time ran out while they watched so
   * loses that one decision, not the next.
   */
  returned(seat: Seat): boolean {
    const room = this.room;
    const current = room.seats[seat];
    const cover = current?.cover;
    if (!current || !cover || cover.reason !== 'clock' || current.left || room.presenceOf(current) !== 'online') return false;
    if (room.actions.slice(cover.since).some((a) => a.seat === seat)) return true;
    return room.helloSince(seat, this.began.get(seat) ?? 0);
  }

  /** Adds the server's line of `event` to the public log, in English with the seat's name (stored with its event). */
  private async note(event: ServerLogEvent): Promise<void> {
    const room = this.room;
    room.notes.push(await room.ctx.storage.addNote(room.id, room.seq, noteText(event, room.nameOf(event.seat)), event));
  }
}
