import { describe, expect, it } from 'vitest';
import type { PresenceChannel, PresenceReport } from '../storage';
import { parsePresencePayload, presencePayload } from '../storage/presence';
import type { StoredSeat } from '../storage';
import { RoomPresence } from './room-presence';
import { PRESENCE_KEPT_MS, PRESENCE_REFRESH_MS, SharedPresence } from './shared-presence';
import type { RoomClient } from './table';

/** Instances on one channel, as PostgreSQL's NOTIFY joins them: each message reaches every other instance, as its text. */
class Bus {
  private readonly listeners = new Map<string, (from: string, matchId: string, report: PresenceReport | null) => void>();
  readonly sent: { from: string; matchId: string; payload: string }[] = [];

  channel(instance: string): PresenceChannel {
    return {
      share: async (matchId, report) => {
        const payload = presencePayload(report);
        this.sent.push({ from: instance, matchId, payload });
        for (const [other, listener] of this.listeners) if (other !== instance) listener(instance, matchId, parsePresencePayload(payload) ?? null);
      },
      onReport: (listener) => void this.listeners.set(instance, listener),
    };
  }
}

const log = { error: (o: object, m: string) => expect.fail(`${m}: ${JSON.stringify(o)}`) };

function instances(now: () => number = Date.now) {
  const bus = new Bus();
  const told: string[] = [];
  const a = new SharedPresence(bus.channel('a'), (id) => told.push(`a:${id}`), log, now);
  const b = new SharedPresence(bus.channel('b'), (id) => told.push(`b:${id}`), log, now);
  return { bus, told, a, b };
}

describe('presence shared by every instance', () => {
  it("a seat shows the best any other instance sees, with its latest hello; spectators add up; a report with nobody removes the instance's part", async () => {
    const { a, b, told } = instances();
    const c = { seats: [{ seat: 1, presence: 'away' as const, joinedAt: 5 }], spectators: 2 };
    a.share('m1', { seats: [{ seat: 0, presence: 'online', joinedAt: 10 }], spectators: 1 });
    await Promise.resolve();
    expect(b.seat('m1', 0)).toEqual({ presence: 'online', joinedAt: 10 });
    expect(b.seat('m1', 1)).toEqual({ presence: 'offline', joinedAt: 0 });
    expect(b.seat('m2', 0).presence).toBe('offline');
    expect(b.spectators('m1')).toBe(1);
    expect(told).toEqual(['b:m1']);
    // What an instance sees of itself is never counted as elsewhere.
    expect(a.seat('m1', 0).presence).toBe('offline');

    b.share('m1', c);
    expect(a.seat('m1', 1)).toEqual({ presence: 'away', joinedAt: 5 });
    expect(a.spectators('m1')).toBe(2);

    a.share('m1', { seats: [], spectators: 0 });
    expect(b.seat('m1', 0).presence).toBe('offline');
    expect(b.spectators('m1')).toBe(0);
  });

  it('an unchanged report is not sent again; nothing is sent for a match nobody here watches', () => {
    const { bus, a } = instances();
    const sentAtStart = bus.sent.length;
    const report = { seats: [{ seat: 0, presence: 'online' as const, joinedAt: 1 }], spectators: 0 };
    a.share('m', { seats: [], spectators: 0 });
    a.share('m', report);
    a.share('m', { ...report });
    expect(bus.sent.slice(sentAtStart).map((s) => s.payload)).toEqual([JSON.stringify(report)]);
  });

  it('a new instance asks once and hears what the others see; a report nobody renews is dropped and its match told', () => {
    let now = 1_000_000;
    const bus = new Bus();
    const told: string[] = [];
    const a = new SharedPresence(bus.channel('a'), (id) => told.push(`a:${id}`), log, () => now);
    a.share('m', { seats: [{ seat: 0, presence: 'online', joinedAt: 1 }], spectators: 0 });
    // Started after a shared its report: it asks, and a answers.
    const b = new SharedPresence(bus.channel('b'), (id) => told.push(`b:${id}`), log, () => now);
    expect(b.seat('m', 0).presence).toBe('online');

    // b's refresh within the time a report is kept drops nothing.
    now += PRESENCE_REFRESH_MS;
    b.refresh();
    expect(b.seat('m', 0).presence).toBe('online');
    // a stopped without a word (killed): after PRESENCE_KEPT_MS its players show offline on b.
    now += PRESENCE_KEPT_MS;
    told.length = 0;
    b.refresh();
    expect(b.seat('m', 0).presence).toBe('offline');
    expect(told).toEqual(['b:m']);
    void a.close();
    void b.close();
  });

  it('an instance that closes tells the others its sockets are gone', async () => {
    const { a, b } = instances();
    a.share('m', { seats: [{ seat: 1, presence: 'online', joinedAt: 1 }], spectators: 3 });
    expect(b.spectators('m')).toBe(3);
    await a.close();
    expect(b.seat('m', 1).presence).toBe('offline');
    expect(b.spectators('m')).toBe(0);
    await b.close();
  });

  it('a payload that is not a report is refused as such', () => {
    expect(parsePresencePayload('?')).toBeNull();
    for (const bad of ['', '{', '[]', '{"seats":[],"spectators":-1}', '{"seats":[{"seat":0,"presence":"offline","joinedAt":1}],"spectators":0}', '{"seats":[{"seat":"0","presence":"online","joinedAt":1}],"spectators":0}']) {
      expect(parsePresencePayload(bad), bad).toBeUndefined();
    }
    expect(parsePresencePayload('{"seats":[{"seat":2,"presence":"away","joinedAt":7}],"spectators":1}')).toEqual({ seats: [{ seat: 2, presence: 'away', joinedAt: 7 }], spectators: 1 });
  });
});

describe("a room's presence with another instance", () => {
  const seat = (n: number): StoredSeat => ({ seat: n, kind: 'human', name: `P${n}`, tokenHash: `h${n}`, tokenExpires: null, left: false, covered: false, cover: null, muted: [] });
  const socket = (seatNo: number | null, joinedAt: number, presence: 'online' | 'away' = 'online'): RoomClient => ({ seat: seatNo, tokenHash: null, lost: null, sentLog: 0, sentNotes: 0, presence, heardAt: Date.now(), joinedAt, mutes: new Set(), send: () => undefined });

  it("shows a seat whose socket is on the other instance as it is there, counts both instances' spectators, and sees a hello there as a return (the AI's cover gives the seat back)", async () => {
    const { a, b } = instances();
    const seats = [seat(0), seat(1)];
    const onA = { id: 'm', seats, clients: new Set([socket(0, 100), socket(null, 100)]) };
    const onB = { id: 'm', seats, clients: new Set([socket(1, 500), socket(null, 100), socket(null, 100)]) };
    const hereA = new RoomPresence(onA, 60_000, a);
    const hereB = new RoomPresence(onB, 60_000, b);
    // Each shares its own sockets when it looks for a change.
    expect(hereA.changedSinceShown()).toBe(true);
    expect(hereB.changedSinceShown()).toBe(true);
    await Promise.resolve();
    expect(seats.map((s) => hereA.of(s))).toEqual(['online', 'online']);
    expect(seats.map((s) => hereB.of(s))).toEqual(['online', 'online']);
    expect(hereA.spectators()).toBe(3);
    // Bo's hello on b came after a cover that began at 400 on a: he is back; not after one at 600.
    expect(hereA.helloSince(1, 400)).toBe(true);
    expect(hereA.helloSince(1, 600)).toBe(false);

    // Bo's tab hides, then his socket closes: a sees him away, then offline.
    onB.clients = new Set([socket(1, 500, 'away')]);
    hereB.share();
    expect(hereA.of(seats[1]!)).toBe('away');
    onB.clients = new Set();
    hereB.share();
    expect(hereA.of(seats[1]!)).toBe('offline');
    expect(hereA.spectators()).toBe(1);
  });
});
