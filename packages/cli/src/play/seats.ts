import { type Result, err, ok } from '@decktet/engine';
import { checkBotSpec } from './bots';

export type SeatSpec = { readonly kind: 'human' } | { readonly kind: 'bot'; readonly spec: string } | { readonly kind: 'automaton' };

/** The label a record keeps for a seat: "human", "ai:hard", "automaton". */
export function seatLabel(seat: SeatSpec): string {
  return seat.kind === 'bot' ? `ai:${seat.spec}` : seat.kind;
}

/** Reads `--seats human,ai:hard,…`; every problem is named. */
export function parseSeats(text: string): Result<SeatSpec[]> {
  const parts = text.split(',').map((p) => p.trim().toLowerCase());
  if (parts.some((p) => p === '')) return err('invalid-seats', `cannot read --seats "${text}": give a comma-separated list such as human,ai:hard`);
  const seats: SeatSpec[] = [];
  for (const part of parts) {
    if (part === 'human' || part === 'h') seats.push({ kind: 'human' });
    else if (part === 'automaton') seats.push({ kind: 'automaton' });
    else if (part.startsWith('ai:') || part === 'ai') {
      const spec = part === 'ai' ? 'normal' : part.slice(3);
      const problem = checkBotSpec(spec);
      if (problem) return err('invalid-seats', problem);
      seats.push({ kind: 'bot', spec });
    } else return err('invalid-seats', `unknown seat "${part}": a seat is human, ai:<level> (e.g. ai:hard) or automaton`);
  }
  const automata = seats.filter((s) => s.kind === 'automaton').length;
  if (automata > 1 || (automata === 1 && seats[seats.length - 1]?.kind !== 'automaton')) {
    return err('invalid-seats', 'the automaton can only take the last seat, once (solitaire: --seats human,automaton)');
  }
  return ok(seats);
}

/** Seat labels from a record back into specs (unknown labels are played by a human). */
export function seatsFromLabels(labels: readonly string[]): SeatSpec[] {
  return labels.map((label) => {
    const parsed = parseSeats(label);
    return parsed.ok && parsed.value.length === 1 ? parsed.value[0]! : { kind: 'human' };
  });
}
