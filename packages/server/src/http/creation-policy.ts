import type { AnyGame } from '@decktet/engine';
import type { LiveCreateMatch } from '@decktet/protocol';
import { type ClientError, clientError } from '../match/errors';
import { refusal } from './refusal';
import type { Creator } from '../bots/lanes';
import type { CreationPolicy, CreationTicket, LobbyResult } from '../match/lobby';
import type { MatchRoom } from '../match/room';
import type { SeatSpec } from '../storage';
import type { ServerLimits } from './limits';

export type CreationLimits = Pick<ServerLimits, 'maxOpenMatchesPerAddress' | 'botOnlyPerAddress' | 'botOnlyTotal' | 'botOnlyMaxTurns' | 'botOnlyDifficulties'>;

/** A match waiting for players counts against its creator for this long at most (it may never fill). */
const OPEN_MATCH_WINDOW_MS = 3600_000;

interface Created {
  botOnly: boolean;
  at: number;
  /** null while the match is being made. */
  room: MatchRoom | null;
}

const refuse = (status: number, code: string, message: string): LobbyResult<never> => ({ ok: false, status, error: clientError(code, message) });

/** The keys a creator is counted under: its address, and its player when signed in. */
const keysOf = (creator: Creator) => [`address:${creator.address}`, ...(creator.playerId ? [`player:${creator.playerId}`] : [])];

/**
 * What one client address, and one player, may create (each counted on its own, so twenty accounts
 * from one address share the address's counts): a few matches waiting for players at once (so one
 * address cannot fill the open-match list), and tables of bots only — which cost bot searches for
 * the whole match without anyone playing — only a couple at a time, with everyone's total capped,
 * at moderate settings. A table whose humans have all left is counted as what it ended up as, a
 * table of bots only (`endedBotOnly`). Counts are this instance's (kept in memory).
 */
export class AddressCreationPolicy implements CreationPolicy {
  private readonly byKey = new Map<string, Set<Created>>();
  private readonly botOnly = new Set<Created>();
  private readonly byRoom = new Map<string, { keys: string[]; entry: Created }>();

  constructor(
    private readonly limits: CreationLimits,
    private readonly now: () => number = Date.now,
  ) {}

  admit(creator: Creator, game: AnyGame, config: unknown, seats: LiveCreateMatch['seats']): LobbyResult<CreationTicket> {
    const keys = keysOf(creator);
    const isBotOnly = seats.every((s) => s.kind === 'bot');
    if (isBotOnly) {
      const problem = botOnlyProblem(game, config, seats, this.limits);
      if (problem) return { ok: false, status: 400, error: problem };
      const full = this.botOnlyFull(keys);
      if (full) return full;
    } else {
      for (const key of keys) {
        const open = [...this.current(key)].filter((e) => !e.botOnly).length;
        if (open >= this.limits.maxOpenMatchesPerAddress) {
          const most = this.limits.maxOpenMatchesPerAddress;
          return { ok: false, status: 429, error: refusal('too-many-open', `you already have ${open} matches waiting for players (at most ${most}); start or share those first`, { open, most }) };
        }
      }
    }
    const entry: Created = { botOnly: isBotOnly, at: this.now(), room: null };
    for (const key of keys) this.byKey.set(key, this.current(key).add(entry));
    if (isBotOnly) this.botOnly.add(entry);
    return {
      ok: true,
      value: {
        created: (room) => {
          entry.room = room;
          this.byRoom.set(room.id, { keys, entry });
        },
        cancel: () => {
          for (const key of keys) this.byKey.get(key)?.delete(entry);
          this.botOnly.delete(entry);
        },
      },
    };
  }

  /**
   * A started match whose humans have all left is now a table of bots only: it counts as one for
   * its creator and in everyone's total. False when the limits on tables of bots only would have
   * refused it (its bots' difficulty, its length, its creator's count or the total), or its
   * creator is not known here: the caller then plays it on only when the bots have nothing else to do.
   */
  endedBotOnly(room: MatchRoom): boolean {
    for (const [id, { entry }] of this.byRoom) if (entry.room?.closed || entry.room?.finished || entry.room?.meta.status === 'cancelled') this.byRoom.delete(id);
    const known = this.byRoom.get(room.id);
    if (!known || known.entry.botOnly) return known?.entry.botOnly ?? false;
    const seats = room.meta.seats.map((s) => (s.kind === 'bot' ? s : { kind: 'bot' as const, difficulty: room.ctx.coverDifficulty }));
    if (botOnlyProblem(room.game, room.meta.config, seats, this.limits) !== null) return false;
    if (this.botOnlyFull(known.keys)) return false;
    known.entry.botOnly = true;
    this.botOnly.add(known.entry);
    for (const key of known.keys) this.byKey.set(key, this.current(key).add(known.entry));
    return true;
  }

  /** Why one more table of bots only may not be made by these keys now (null: it may). */
  private botOnlyFull(keys: string[]): LobbyResult<never> | null {
    for (const entry of this.botOnly) if (!this.alive(entry)) this.botOnly.delete(entry);
    for (const key of keys) {
      const held = [...this.current(key)].filter((e) => e.botOnly).length;
      if (held >= this.limits.botOnlyPerAddress) {
        const most = this.limits.botOnlyPerAddress;
        return { ok: false, status: 429, error: refusal('too-many-bot-only', `you already have ${held} table${held === 1 ? '' : 's'} of bots only playing (at most ${most} at once); wait for one to finish`, { held, most }) };
      }
    }
    if (this.botOnly.size >= this.limits.botOnlyTotal) return refuse(503, 'bot-only-full', 'the server is running all the tables of bots only it can; try again when one has finished');
    return null;
  }

  /** A creator key's matches that still count, the others forgotten. */
  private current(key: string): Set<Created> {
    const mine = this.byKey.get(key) ?? new Set<Created>();
    for (const entry of mine) {
      if (this.alive(entry)) continue;
      mine.delete(entry);
    }
    if (mine.size === 0) this.byKey.delete(key);
    return mine;
  }

  private alive(entry: Created): boolean {
    const room = entry.room;
    if (room === null) return true;
    if (room.closed) return false;
    if (entry.botOnly) return room.meta.status === 'live' && !room.finished;
    return room.meta.status === 'open' && this.now() - entry.at < OPEN_MATCH_WINDOW_MS;
  }
}

/**
 * Why a table of bots only may not be made with these settings (null: it may): its bots must play
 * at an allowed level, and a game whose length a turn limit bounds must have one, at most
 * `botOnlyMaxTurns` (the lobby gives such tables the game's simulation settings unless the request
 * sets them); games without a turn limit end by themselves.
 */
export function botOnlyProblem(game: AnyGame, config: unknown, seats: readonly SeatSpec[], limits: CreationLimits): ClientError | null {
  const allowed = limits.botOnlyDifficulties;
  for (const seat of seats) {
    if (seat.kind === 'bot' && !allowed.includes(seat.difficulty)) {
      return refusal('bot-only-limit', `a table of bots only may use ${allowed.join(', ')} bots, not ${seat.difficulty}`, { reason: 'difficulty', difficulty: seat.difficulty, allowed });
    }
  }
  if (!game.turnLimit) return null;
  const turns = game.turnLimit(config);
  const most = limits.botOnlyMaxTurns;
  if (turns === null) return refusal('bot-only-limit', `a table of bots only needs a turn limit of at most ${most} turns (${game.name}: none set)`, { reason: 'no-turn-limit', most });
  if (turns > most) return refusal('bot-only-limit', `a table of bots only may last at most ${most} turns (${game.name}: asked for ${turns})`, { reason: 'too-many-turns', most, turns });
  return null;
}
