import type { LivePresenceState } from '@decktet/protocol';

/*
 * What a room does for a seat that owes a decision, and when its clock runs out: pure choices,
 * taken by the automation (automation.ts), which then starts the search, the clock or the pass.
 */

/** Where a seat owing a decision stands. */
export interface OwingSeat {
  /** Its covered player is back at the table to take it now (RoomCover.returned). */
  readonly returned: boolean;
  /** A bot plays it: a bot's seat, or a human's that was left or is covered. */
  readonly botControls: boolean;
  /** The match stands in a secret window (DR-36). */
  readonly inSecretWindow: boolean;
  /** This server is the only one on its storage: presence here is certain. */
  readonly soleInstance: boolean;
  readonly turnBased: boolean;
  /** Whether its player is at the table (on any instance); null: no such seat is stored. */
  readonly presence: LivePresenceState | null;
}

/**
 * `give-back`: the covered player takes the seat at this decision, before the AI makes it;
 * `bot`: a bot chooses; `pass`: the seat passes in the window at once (DR-38: nobody at a live
 * table waits out the clock of a player who is not there — decided only where presence is
 * certain, so that a player who is there is never answered for); `wait`: the seat's clock runs.
 */
export type Duty = 'give-back' | 'bot' | 'pass' | 'wait';

export function dutyOf(seat: OwingSeat): Duty {
  if (seat.returned) return 'give-back';
  if (seat.botControls) return 'bot';
  if (seat.inSecretWindow && seat.soleInstance && !seat.turnBased && seat.presence === 'offline') return 'pass';
  return 'wait';
}

/** A seat's clock ran out: in a secret window it passes in silence (covering it would tell everyone it was asked, DR-38); elsewhere the AI covers it. */
export function whenClockRunsOut(inSecretWindow: boolean): 'pass' | 'cover' {
  return inSecretWindow ? 'pass' : 'cover';
}
