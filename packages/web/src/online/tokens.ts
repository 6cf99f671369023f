import { z } from 'zod';

/** A seat this browser holds in an online match: the token is the only proof, so it stays in this browser. */
export interface OnlineSeat {
  match: string;
  game: string;
  token: string;
  seat: number;
  name: string;
  joinedAt: number;
}

const KEY = 'decktet-table:online';
const schema = z.array(z.object({ match: z.string(), game: z.string(), token: z.string(), seat: z.number(), name: z.string(), joinedAt: z.number() }));

function read(): OnlineSeat[] {
  try {
    const parsed = schema.safeParse(JSON.parse(window.localStorage.getItem(KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function listOnlineSeats(): OnlineSeat[] {
  return read().sort((a, b) => b.joinedAt - a.joinedAt);
}

export function findOnlineSeat(match: string): OnlineSeat | undefined {
  return read().find((s) => s.match === match);
}

export function rememberOnlineSeat(seat: OnlineSeat): void {
  const rest = read().filter((s) => s.match !== seat.match);
  window.localStorage.setItem(KEY, JSON.stringify([seat, ...rest].slice(0, 50)));
}

export function forgetOnlineSeat(match: string): void {
  window.localStorage.setItem(KEY, JSON.stringify(read().filter((s) => s.match !== match)));
}
