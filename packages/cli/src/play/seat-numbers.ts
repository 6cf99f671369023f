import { type Result, err, ok } from '@decktet/engine';
import type { GameAdapter, SeatNumberOption } from '../games/adapter';

/** "12,8" → [12, 8]: whole numbers, each at least the option's least value. */
export function parseSeatNumbers(option: SeatNumberOption, text: string): Result<number[]> {
  const parts = text.split(',').map((p) => p.trim());
  const values = parts.map(Number);
  if (parts.some((p) => !/^\d+$/.test(p)) || values.some((v) => v < option.min)) {
    return err('invalid-seat-numbers', `cannot read --${option.flag} "${text}": give whole numbers of at least ${option.min}, one per seat or one for all (e.g. 12 or 12,8)`);
  }
  return ok(values);
}

/**
 * The per-seat numbers asked for (by flag, as text), read by the options the game declares:
 * one value for every seat, or one per seat (`seats` counts the automaton where it plays).
 */
export function chooseSeatNumbers(adapter: GameAdapter, given: Readonly<Record<string, string>>, seats: number): Result<Record<string, number[]>> {
  const chosen: Record<string, number[]> = {};
  for (const [flag, text] of Object.entries(given)) {
    const option = adapter.seatNumbers?.find((o) => o.flag === flag);
    if (!option) return err('invalid-seat-numbers', `${adapter.game.name} takes no --${flag}`);
    const values = parseSeatNumbers(option, text);
    if (!values.ok) return values;
    const count = values.value.length;
    if (count !== 1 && count !== seats) return err('invalid-seat-numbers', `--${flag} gives ${count} values for ${seats} seats: give one, or one per seat`);
    chosen[flag] = count === 1 ? Array.from({ length: seats }, () => values.value[0]!) : values.value;
  }
  return ok(chosen);
}

/** Every per-seat option the games declare, once each, with the games that take it. */
export function seatNumberOptions(games: readonly GameAdapter[]): { option: SeatNumberOption; games: string[] }[] {
  const options = new Map<string, { option: SeatNumberOption; games: string[] }>();
  for (const adapter of games) {
    for (const option of adapter.seatNumbers ?? []) {
      const known = options.get(option.flag) ?? { option, games: [] };
      known.games.push(adapter.game.name);
      options.set(option.flag, known);
    }
  }
  return [...options.values()];
}
