import { type LogEntry, type Outcome, type Seat, type VisibleEntry, visibleEntries } from '@decktet/engine';
import type { LiveMatchState, LiveSeatInfo, LiveUpdate } from '@decktet/protocol';
import type { StoredNote } from '../storage';
import { damagedMessage } from './action-log';
import { clockOf } from './clock';
import type { RoomClient, Table } from './table';
import type { Shown } from './window-hold';

/** What a socket's message needs of its room besides the table. */
export interface ShownTable extends Table {
  seatInfo(): LiveSeatInfo[];
  /** Log length after `seq` actions. */
  logEndAt(seq: number): number;
  /** Per seat, when its clock runs out (epoch ms); null when the match has no clock. */
  deadlines(pending: readonly Seat[]): (number | null)[] | null;
  /** The game's result line, with the seats the AI covered marked. */
  summaryOf(outcome: Outcome): string;
  /** Sockets watching without a seat, on every instance. */
  spectators(): number;
}

/** What every socket of a room is told alike: worked out once per broadcast, not once per socket. */
export interface TableNews {
  seats: LiveSeatInfo[];
  spectators: number;
}

export function tableNews(room: ShownTable): TableNews {
  return { seats: room.seatInfo(), spectators: room.spectators() };
}

/**
 * What one socket may see of a match at the moment `shown` (the match as it stands, or a secret
 * window on show: window-hold.ts), and the log lines it has not been sent yet (each with its
 * event, where it has one). Everything here comes from the game's view and the seat-filtered log,
 * so nothing hidden from this seat can slip in; in a secret window no other seat is named as
 * owing, and no other seat's clock is shown (DR-35). Advances the client's log position.
 */
export function stateMessage(room: ShownTable, client: RoomClient, news: TableNews = tableNews(room), shown: Shown | null = room.match ? { state: room.match.state, seq: room.seq } : null): LiveMatchState {
  return messagesAt(room, news, shown)(client);
}

/**
 * The state messages of one moment, for socket after socket: what a seat is shown (its view, legal
 * actions, pending and clocks) is worked out once per seat, and sockets of the same seat that were
 * sent the log up to the same place get the very same message object (so it is encoded once:
 * ws/frames.ts). Each message is exactly `stateMessage`'s for that socket; each advances its
 * socket's log position.
 */
export function messagesAt(room: ShownTable, news: TableNews, shown: Shown | null): (client: RoomClient) => LiveMatchState {
  const updateOf = updatesAt(room, news, shown);
  const states = new Map<LiveUpdate, LiveMatchState>();
  return (client) => {
    const update = updateOf(client);
    let state = states.get(update);
    if (!state) {
      const { type: _update, ...fields } = update;
      states.set(update, (state = fields));
    }
    return state;
  };
}

/** `messagesAt`'s messages as the updates a broadcast sends, each built once (not copied to add its `type`). */
export function updatesAt(room: ShownTable, news: TableNews, shown: Shown | null): (client: RoomClient) => LiveUpdate {
  const status = room.meta.status;
  // A damaged match is never shown as if whole (hello and act refuse it before this).
  if (room.damage !== null || status === 'damaged') throw new Error(damagedMessage(room.damage ?? 'its stored record is damaged'));
  // A cancelled table's sockets were let go (and hello refuses it): it has no state to show.
  if (status === 'cancelled') throw new Error(`match ${room.id} is a cancelled table`);
  const game = room.match?.game ?? null;
  const state = game && shown ? shown.state : null;
  const outcome = game && state ? game.outcome(state) : null;
  const everyone = game && state && !outcome ? game.pending(state) : [];
  // DR-35: in a secret window a seat learns only whether it is asked itself.
  const secret = game && state ? (game.secretWindows?.isOpen(state) ?? false) : false;
  const shared = {
    match: room.id,
    game: room.meta.game,
    status,
    seq: shown ? shown.seq : 0,
    seats: news.seats,
    now: clockOf(room.ctx).now(),
    spectators: news.spectators,
    outcome: outcome ? { results: [...outcome.results], scores: [...outcome.scores], ...(outcome.points ? { points: [...outcome.points] } : {}), summary: room.summaryOf(outcome) } : null,
    rated: room.meta.rated ?? false,
    turnSeconds: room.meta.turnSeconds,
  };
  interface SeatPart {
    pending: Seat[];
    view: unknown;
    legal: string[];
    deadlines: (number | null)[] | null;
  }
  const seatParts = new Map<Seat | null, SeatPart>();
  const partOf = (seat: Seat | null) => {
    let part = seatParts.get(seat);
    if (!part) {
      const pending = secret ? everyone.filter((p) => p === seat) : everyone;
      const legal = game && state && seat !== null && pending.includes(seat) ? game.legalActions(state, seat).map((a) => game.formatAction(a)) : [];
      part = { pending, view: game && state ? game.view(state, seat) : null, legal, deadlines: room.deadlines(pending) };
      seatParts.set(seat, part);
    }
    return part;
  };
  const made = new Map<string, LiveUpdate>();
  return (client) => {
    const seat = client.seat;
    const key = `${seat}/${client.sentLog}/${client.sentNotes}`;
    let update = made.get(key);
    if (!update) {
      const entries = state ? newLogEntries(room, state.log, client, seat) : [];
      const part = partOf(seat);
      update = {
        type: 'update',
        match: shared.match,
        game: shared.game,
        status: shared.status,
        seq: shared.seq,
        seat,
        seats: shared.seats,
        pending: part.pending,
        view: part.view,
        legal: part.legal,
        log: entries.map((e) => e.text),
        events: entries.map((e) => e.event ?? null),
        deadlines: part.deadlines,
        now: shared.now,
        spectators: shared.spectators,
        outcome: shared.outcome,
        rated: shared.rated,
        turnSeconds: shared.turnSeconds,
      } as LiveUpdate;
      made.set(key, update);
    }
    client.sentLog = state ? state.log.length : 0;
    client.sentNotes = room.notes.length;
    return update;
  };
}

/** How far a socket's log has gone: how many of the game's log lines, and of the room's notes, it has been sent. */
export interface LogPosition {
  sentLog: number;
  sentNotes: number;
}

/**
 * The log entries `client` has not been sent: the game's entries this seat may read, with the
 * server's own public lines (`notes`, with their events where stored) in their places — each after the game's lines up
 * to the action it followed.
 */
function newLogEntries(room: ShownTable, gameLog: readonly LogEntry[], client: RoomClient, seat: Seat | null): VisibleEntry[] {
  return readOn(room, gameLog, client, seat, Infinity).entries;
}

/**
 * Where a socket that holds the first `count` entries of this seat's log stands: a socket coming
 * back says how many it holds, and is sent the ones after them. Counted in what the seat was sent,
 * never in stored actions, so that it cannot tell the decisions made in a reaction window (DR-37)
 * and it resumes exactly where it stopped, whether it last saw a window on show or what followed.
 * A count past the end stands at the end.
 */
export function positionAfter(room: ShownTable, gameLog: readonly LogEntry[], seat: Seat | null, count: number): LogPosition {
  return readOn(room, gameLog, { sentLog: 0, sentNotes: 0 }, seat, count).at;
}

/** The seat's log entries from `from` on, at most `limit` of them, and the position after the last one read. */
function readOn(room: ShownTable, gameLog: readonly LogEntry[], from: LogPosition, seat: Seat | null, limit: number): { entries: VisibleEntry[]; at: LogPosition } {
  const notes: readonly StoredNote[] = room.notes;
  const entries: VisibleEntry[] = [];
  let line = from.sentLog;
  let note = from.sentNotes;
  while (entries.length < limit) {
    const next = notes[note];
    // A note comes after the game's lines up to its action; the ones past the log shown come last.
    if (next && (line >= gameLog.length || room.logEndAt(next.seq) <= line)) {
      entries.push(next.event ? { text: next.text, event: next.event } : { text: next.text });
      note++;
    } else if (line < gameLog.length) {
      entries.push(...visibleEntries([gameLog[line]!], seat));
      line++;
    } else break;
  }
  return { entries, at: { sentLog: line, sentNotes: note } };
}
