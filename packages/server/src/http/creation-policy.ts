import type { AnyGame } from '@decktet/engine';
import type { LiveCreateMatch } from '@decktet/protocol';
import { clientError } from '../match/errors';
import type { CreationPolicy, CreationTicket, LobbyResult } from '../match/lobby';
import type { MatchRoom } from '../match/room';
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

/**
 * What one client address may create: a few matches waiting for players at once (so one address
 * cannot fill the open-match list), and tables of bots only — which cost bot searches for the
 * whole match without anyone playing — only a couple at a time, with everyone's total capped,
 * at moderate settings. Counts are this instance's (kept in memory).
 */
export class AddressCreationPolicy implements CreationPolicy {
  private readonly byAddress = new Map<string, Set<Created>>();
  private readonly botOnly = new Set<Created>();

  constructor(
    private readonly limits: CreationLimits,
    private readonly now: () => number = Date.now,
  ) {}

  admit(creator: string, game: AnyGame, config: unknown, seats: LiveCreateMatch['seats']): LobbyResult<CreationTicket> {
    const mine = this.current(creator);
    const isBotOnly = seats.every((s) => s.kind === 'bot');
    if (isBotOnly) {
      const problem = botOnlyProblem(game, config, seats, this.limits);
      if (problem) return refuse(400, 'bot-only-limit', problem);
      for (const entry of this.botOnly) if (!this.alive(entry)) this.botOnly.delete(entry);
      const held = [...mine].filter((e) => e.botOnly).length;
      if (held >= this.limits.botOnlyPerAddress) {
        return refuse(429, 'too-many-bot-only', `you already have ${held} table${held === 1 ? '' : 's'} of bots only playing (at most ${this.limits.botOnlyPerAddress} at once); wait for one to finish`);
      }
      if (this.botOnly.size >= this.limits.botOnlyTotal) return refuse(503, 'bot-only-full', 'the server is running all the tables of bots only it can; try again when one has finished');
    } else {
      const open = [...mine].filter((e) => !e.botOnly).length;
      if (open >= this.limits.maxOpenMatchesPerAddress) {
        return refuse(429, 'too-many-open', `you already have ${open} matches waiting for players (at most ${this.limits.maxOpenMatchesPerAddress}); start or share those first`);
      }
    }
    const entry: Created = { botOnly: isBotOnly, at: this.now(), room: null };
    mine.add(entry);
    this.byAddress.set(creator, mine);
    if (isBotOnly) this.botOnly.add(entry);
    return {
      ok: true,
      value: {
        created: (room) => {
          entry.room = room;
        },
        cancel: () => {
          mine.delete(entry);
          this.botOnly.delete(entry);
        },
      },
    };
  }

  /** The creator's matches that still count, the others forgotten. */
  private current(creator: string): Set<Created> {
    const mine = this.byAddress.get(creator) ?? new Set<Created>();
    for (const entry of mine) if (!this.alive(entry)) mine.delete(entry);
    if (mine.size === 0) this.byAddress.delete(creator);
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
export function botOnlyProblem(game: AnyGame, config: unknown, seats: LiveCreateMatch['seats'], limits: CreationLimits): string | null {
  for (const seat of seats) {
    if (seat.kind === 'bot' && !limits.botOnlyDifficulties.includes(seat.difficulty)) {
      return `a table of bots only may use ${limits.botOnlyDifficulties.join(', ')} bots, not ${seat.difficulty}`;
    }
  }
  if (!game.turnLimit) return null;
  const turns = game.turnLimit(config);
  if (turns === null) return `a table of bots only needs a turn limit of at most ${limits.botOnlyMaxTurns} turns (${game.name}: none set)`;
  if (turns > limits.botOnlyMaxTurns) return `a table of bots only may last at most ${limits.botOnlyMaxTurns} turns (${game.name}: asked for ${turns})`;
  return null;
}
