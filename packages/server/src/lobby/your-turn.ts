import type { YourTurnMatch } from '@decktet/protocol';
import { type Lobby, type Origin, inviteLink } from '../match/lobby';
import type { TableStore } from '../storage';

/** How many of a player's matches "Your turn" looks at. */
const SEATS_LOOKED_AT = 500;

/**
 * Every started match waiting for the player's decision, whatever its pace: the seats the player
 * holds (and has not left) that owe a decision now. Soonest deadline first, those without a clock last.
 */
export async function yourTurn(lobby: Lobby, tables: TableStore, playerId: string, origin: Origin): Promise<YourTurnMatch[]> {
  const held = await tables.seatsOf(playerId, ['live'], SEATS_LOOKED_AT);
  const waiting: YourTurnMatch[] = [];
  for (const { matchId, seat } of held) {
    const found = await lobby.find(matchId);
    if (!found.ok) continue;
    const room = found.value;
    const match = room.match;
    const mine = room.seats[seat];
    if (!match || room.finished || !mine || mine.left || !match.pending().includes(seat)) continue;
    waiting.push({
      match: room.id,
      game: room.meta.game,
      gameName: room.gameName,
      seat,
      pace: room.meta.table?.pace ?? 'live',
      rated: room.meta.rated ?? false,
      deadline: room.deadlines(match.pending())?.[seat] ?? null,
      opponents: room.seats.filter((s) => s.seat !== seat).map((s) => room.nameOf(s.seat)),
      invite: inviteLink(origin, room.id),
    });
  }
  return waiting.sort((a, b) => (a.deadline ?? Infinity) - (b.deadline ?? Infinity));
}
