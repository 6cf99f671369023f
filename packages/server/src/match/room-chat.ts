import { type LiveChatChannel, type LiveChatLine, checkChatText } from '@decktet/protocol';
import type { Seat } from '@decktet/engine';
import type { StoredChatLine } from '../storage';
import { damagedMessage } from './action-log';
import { type ClientError, clientError } from './errors';
import type { RoomClient, Table } from './table';
import { type ChatReader, TableChat, channelOf, mayRead } from './table-chat';

/** Why a spectator's socket may not write in the spectators' chat while the match is played. */
const SPECTATORS_ONLY =
  "while the match is played the spectators' chat is for signed-in spectators who hold no seat at this table (and are not connected from a seated player's address): sign in to chat with the spectators; everyone reads it once the match is over";

/**
 * A match's chat as its room runs it: lines checked, stored, then sent to the sockets that may
 * read them; mutes kept per seat (a spectator's per socket). Call the writing methods inside the
 * room's `serial`.
 */
export class RoomChat {
  private readonly lines = new TableChat();
  /** Addresses sockets holding a seat here said hello from (on this instance): a token-less socket from one may be that player's. */
  private readonly seatAddresses = new Set<string>();

  constructor(private readonly room: Table) {}

  /** Lines read from storage: those this room did not know yet (another instance's) go to their readers. */
  heard(lines: readonly StoredChatLine[]): void {
    for (const line of lines) if (this.lines.add(line)) this.deliver(line);
  }

  /** A line from `client`; returns what was wrong, or null once it is stored and sent. */
  async say(client: RoomClient, channel: LiveChatChannel, text: string): Promise<ClientError | null> {
    const room = this.room;
    if (room.damage !== null) return clientError('match-damaged', damagedMessage(room.damage));
    const own = channelOf(client.seat);
    if (channel !== own) {
      return clientError('bad-chat', own === 'players' ? "players write in the players' channel: the spectators' channel is read by spectators only" : "spectators write in the spectators' channel: the players' channel is for the players");
    }
    if (own === 'spectators' && !room.finished && !this.spectatorChat(client)) return clientError('bad-chat', SPECTATORS_ONLY);
    const checked = checkChatText(text);
    if (!checked.ok) return clientError('bad-chat', checked.problem);
    const name = client.seat === null ? 'Spectator' : room.nameOf(client.seat);
    const line = await room.ctx.storage.addChat(room.id, { channel, seat: client.seat, name, text: checked.text, at: Date.now() });
    this.lines.add(line);
    this.deliver(line);
    await room.ctx.storage.announce(room.id);
    return null;
  }

  /** `client` stops (or resumes) reading `seat`'s lines; a player's choice is kept with their seat. */
  async mute(client: RoomClient, seat: Seat, muted: boolean): Promise<ClientError | null> {
    const room = this.room;
    if (!room.seats[seat]) return clientError('bad-mute', `there is no seat ${seat} in this match (seats 0–${room.seats.length - 1})`);
    if (seat === client.seat) return clientError('bad-mute', 'you cannot mute your own seat');
    if (client.seat === null) {
      if (muted) client.mutes.add(seat);
      else client.mutes.delete(seat);
      return null;
    }
    const current = room.seats[client.seat]!;
    const next = muted ? [...new Set([...current.muted, seat])].sort((a, b) => a - b) : current.muted.filter((s) => s !== seat);
    await room.ctx.storage.updateSeat(room.id, client.seat, { muted: next });
    room.seats[client.seat] = { ...current, muted: next };
    return null;
  }

  /** What a welcome carries: the latest lines this socket may read, whom it muted, and (a spectator's) whether it has the spectators' chat. */
  welcome(client: RoomClient): { chat: LiveChatLine[]; muted: Seat[]; spectatorChat?: boolean } {
    if (client.seat !== null && client.address !== undefined) this.seatAddresses.add(client.address);
    const reader = this.readerOf(client);
    return { chat: this.lines.latestFor(reader, this.room.finished), muted: this.mutedBy(client), ...(client.seat === null ? { spectatorChat: reader.spectatorChat ?? false } : {}) };
  }

  /**
   * Whether a spectator's socket reads and writes the spectators' chat while the match is played:
   * it came with a signed-in player's session, that player holds no seat here, and no socket of a
   * seat here came from its address. Anyone else might be a player with a second socket.
   */
  spectatorChat(client: RoomClient): boolean {
    if (client.seat !== null || !client.watcherId) return false;
    if (this.room.seats.some((s) => s.playerId === client.watcherId)) return false;
    return client.address === undefined || !this.seatAddresses.has(client.address);
  }

  private deliver(line: StoredChatLine): void {
    const finished = this.room.finished;
    for (const client of this.room.clients) if (mayRead(line, this.readerOf(client), finished)) client.send({ type: 'chat', line: { ...line } });
  }

  private readerOf(client: RoomClient): ChatReader {
    return { seat: client.seat, muted: this.mutedBy(client), spectatorChat: this.spectatorChat(client) };
  }

  private mutedBy(client: RoomClient): Seat[] {
    return client.seat === null ? [...client.mutes].sort((a, b) => a - b) : [...(this.room.seats[client.seat]?.muted ?? [])];
  }
}
