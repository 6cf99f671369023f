import { visibleLog } from '@decktet/engine';
import type { LiveMatchState } from '@decktet/protocol';
import { type MatchRoom, type RoomClient, damagedMessage } from './room';

/**
 * What one socket may see of a match now, and the log lines it has not been sent yet.
 * Everything here comes from the game's view and the seat-filtered log, so nothing hidden from
 * this seat can slip in. Advances the client's log position.
 */
export function stateMessage(room: MatchRoom, client: RoomClient): LiveMatchState {
  const status = room.meta.status;
  // A damaged match is never shown as if whole (hello and act refuse it before this).
  if (room.damage !== null || status === 'damaged') throw new Error(damagedMessage(room.damage ?? 'its stored record is damaged'));
  const { game, state } = room;
  const seat = client.seat;
  const outcome = state ? game.outcome(state) : null;
  const pending = state && !outcome ? game.pending(state) : [];
  const legal = state && seat !== null && pending.includes(seat) ? game.legalActions(state, seat).map((a) => game.formatAction(a)) : [];
  const log = state ? visibleLog(state.log.slice(client.sentLog), seat) : [];
  client.sentLog = state ? state.log.length : 0;
  return {
    match: room.id,
    game: game.id,
    status,
    seq: room.seq,
    seat,
    seats: room.seatInfo(),
    pending,
    view: state ? game.view(state, seat) : null,
    legal,
    log,
    deadlines: room.automation.deadlines(pending),
    outcome: outcome ? { results: [...outcome.results], scores: [...outcome.scores], ...(outcome.points ? { points: [...outcome.points] } : {}), summary: outcome.summary } : null,
  };
}
