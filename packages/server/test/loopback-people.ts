import { LIMIT_ENV, type ServerLimits } from '../src/http/limits';

/**
 * Over loopback every test's people come from one address, 127.0.0.1. These limits tell people
 * apart by address (seats taken and left per minute, abandoned matches, seats per match through
 * the guests' join, an address's share of the connection cap), so test servers lift them unless
 * a test sets them: the tests of those limits set them back (issue 28 in abuse-limits.test.ts).
 */
export const LOOPBACK_PEOPLE: Partial<ServerLimits> = {
  joinsPerMinute: 100_000,
  leavesPerMinute: 100_000,
  abandonsPerHour: 100_000,
  guestSeatsPerAddress: 100,
  addressSharePercent: 100,
};

/** LOOPBACK_PEOPLE as environment variables, for servers started as `npm start` is. */
export const LOOPBACK_PEOPLE_ENV: Record<string, string> = Object.fromEntries(Object.entries(LOOPBACK_PEOPLE).map(([key, value]) => [LIMIT_ENV[key as keyof ServerLimits], String(value)]));
