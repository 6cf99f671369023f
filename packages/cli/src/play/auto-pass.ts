import type { Seat } from '@decktet/engine';

/**
 * Auto-pass, per human seat for this game session (off unless --auto-pass or `autopass on`): a
 * reaction the seat could make is declined without asking. What was passed is told to that seat
 * alone, at its next turn, when others share the screen: in a simultaneous window a pass is a
 * secret until everyone has chosen.
 */
export class AutoPass {
  private readonly on = new Set<Seat>();
  private readonly notes = new Map<Seat, string[]>();

  constructor(seats: readonly Seat[], enabled: boolean) {
    if (enabled) for (const seat of seats) this.on.add(seat);
  }

  isOn(seat: Seat): boolean {
    return this.on.has(seat);
  }

  set(seat: Seat, on: boolean): void {
    if (on) this.on.add(seat);
    else this.on.delete(seat);
  }

  /** Keeps a line for `seat` to read at its next turn. */
  note(seat: Seat, text: string): void {
    this.notes.set(seat, [...(this.notes.get(seat) ?? []), text]);
  }

  /** The lines kept for `seat`, once. */
  takeNotes(seat: Seat): string[] {
    const lines = this.notes.get(seat) ?? [];
    this.notes.delete(seat);
    return lines;
  }
}

/** `autopass`, `autopass on`, `autopass off`: the new setting, or null for a bare `autopass` (show it); a string is an error. */
export function parseAutoPass(words: string): boolean | null | string {
  const arg = words.trim().toLowerCase();
  if (arg === '') return null;
  if (arg === 'on') return true;
  if (arg === 'off') return false;
  return `write "autopass on" or "autopass off" (not "autopass ${words.trim()}")`;
}
