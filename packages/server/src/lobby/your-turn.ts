import type { YourTurnMatch } from '@decktet/protocol';
import { type Lobby, type Origin, inviteLink } from '../match/lobby';
import type { TableStore } from '../storage';

/** How many of a player's matches "Your turn" looks at. */
const SEATS_LOOKED_AT = 500;
/** Players whose answers are remembered (the least recently asked are forgotten first). */
const PLAYERS_KEPT = 10_000;

/** What "Your turn" found at one seat, without the links (they follow the request's origin). */
type Found = Omit<YourTurnMatch, 'invite'> | null;

interface Looked {
  mark: string;
  found: Found;
}

/**
 * "Your turn": every started match waiting for the player's decision, whatever its pace — the
 * seats the player holds (and has not left) that owe a decision now, soonest deadline first,
 * those without a clock last. Its cost follows what changed: storage lists the player's seats
 * with a mark that moves with every action, leave, cover and clock of the seat's match, and only
 * seats whose mark moved since the player last asked are looked at again (docs/performance.md).
 */
export class YourTurn {
  private readonly seen = new Map<string, Map<string, Looked>>();

  constructor(
    private readonly lobby: Lobby,
    private readonly tables: TableStore,
  ) {}

  async of(playerId: string, origin: Origin): Promise<YourTurnMatch[]> {
    const held = await this.tables.markedSeatsOf(playerId, ['live'], SEATS_LOOKED_AT);
    const before = this.seen.get(playerId) ?? new Map<string, Looked>();
    const now = new Map<string, Looked>();
    for (const { matchId, seat, mark } of held) {
      const key = `${matchId}/${seat}`;
      const known = before.get(key);
      now.set(key, known?.mark === mark ? known : { mark, found: await this.look(matchId, seat) });
    }
    // Re-adding moves the player to the newest end: the least recently asked are forgotten first.
    this.seen.delete(playerId);
    this.seen.set(playerId, now);
    while (this.seen.size > PLAYERS_KEPT) this.seen.delete(this.seen.keys().next().value as string);
    const waiting = [...now.values()].flatMap(({ found }) => (found ? [{ ...found, invite: inviteLink(origin, found.match) }] : []));
    return waiting.sort((a, b) => (a.deadline ?? Infinity) - (b.deadline ?? Infinity));
  }

  /** Whether the seat owes a decision now, and what "Your turn" shows of it. */
  private async look(matchId: string, seat: number): Promise<Found> {
    const found = await this.lobby.find(matchId);
    if (!found.ok) return null;
    const room = found.value;
    const match = room.match;
    const mine = room.seats[seat];
    if (!match || room.finished || !mine || mine.left || !match.pending().includes(seat)) return null;
    return {
      match: room.id,
      game: room.meta.game,
      gameName: room.gameName,
      seat,
      pace: room.meta.table?.pace ?? 'live',
      rated: room.meta.rated ?? false,
      deadline: room.deadlines(match.pending())?.[seat] ?? null,
      opponents: room.seats.filter((s) => s.seat !== seat).map((s) => room.nameOf(s.seat)),
    };
  }
}
