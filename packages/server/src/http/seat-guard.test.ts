import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SeatGuard, type SeatGuardLimits } from './seat-guard';

const LIMITS: SeatGuardLimits = { joinsPerMinute: 3, leavesPerMinute: 2, abandonsPerHour: 2, guestSeatsPerAddress: 1, openTurnBasedTableHours: 168 };

describe('issue 28: the seat guard counts per player and per address', () => {
  it('property: within any minute no player and no address takes more than joinsPerMinute seats, and after abandonsPerHour started leaves none within the hour', () => {
    const step = fc.record({
      wait: fc.integer({ min: 0, max: 40_000 }),
      player: fc.option(fc.constantFrom('p', 'q'), { nil: null }),
      address: fc.constantFrom('a', 'b'),
      leave: fc.boolean(),
      started: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let now = 0;
        const guard = new SeatGuard(LIMITS, () => now);
        const joins: { at: number; keys: string[] }[] = [];
        const abandons: { at: number; keys: string[] }[] = [];
        let match = 0;
        for (const s of steps) {
          now += s.wait;
          const actor = { address: s.address, playerId: s.player };
          const keys = [`a:${s.address}`, ...(s.player ? [`p:${s.player}`] : [])];
          const id = `m${match++}`;
          if (s.leave) {
            if (guard.mayLeave(actor) === null) {
              guard.left(actor, id, 0, s.started);
              if (s.started) abandons.push({ at: now, keys });
            }
          } else if (guard.mayJoin(actor, id) === null) {
            for (const key of keys) {
              expect(joins.filter((j) => now - j.at < 60_000 && j.keys.includes(key)).length).toBeLessThan(LIMITS.joinsPerMinute);
              expect(abandons.filter((a) => now - a.at < 3_600_000 && a.keys.includes(key)).length).toBeLessThan(LIMITS.abandonsPerHour);
            }
            guard.joined(actor, id, 0);
            joins.push({ at: now, keys });
          }
        }
      }),
    );
  });

  it("a guest address holds one seat of a match; a seat left before the start is free again, one left after is not the guest's to retake", () => {
    let now = 0;
    const guard = new SeatGuard(LIMITS, () => now);
    const guest = { address: 'a' };
    expect(guard.mayJoin(guest, 'm')).toBeNull();
    guard.joined(guest, 'm', 0);
    expect(guard.mayJoin(guest, 'm')).toMatchObject({ status: 409, error: { code: 'already-seated' } });
    // Another match, or another address, is another matter; a signed-in player is held to their own seat by the lobby.
    expect(guard.mayJoin(guest, 'n')).toBeNull();
    expect(guard.mayJoin({ address: 'b' }, 'm')).toBeNull();
    expect(guard.mayJoin({ address: 'a', playerId: 'p' }, 'm')).toBeNull();
    guard.left(guest, 'm', 0, false);
    expect(guard.mayJoin(guest, 'm')).toBeNull();
    now += 61_000;
    expect(guard.mayLeave(guest)).toBeNull();
  });
});
