import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BotLanes } from './lanes';

describe('issue 28, finding 8: one bot lane per address or per player, whichever is stricter', () => {
  it('twenty accounts from one address share the address lane', () => {
    const lanes = new BotLanes();
    const used = new Set(Array.from({ length: 20 }, (_, i) => lanes.laneOf({ address: '203.0.113.7', playerId: `p${i}` })));
    expect(used).toEqual(new Set(['address:203.0.113.7']));
    expect(lanes.laneOf({ address: '203.0.113.7' })).toBe('address:203.0.113.7');
  });

  it('one player at several addresses keeps the lane it first used', () => {
    const lanes = new BotLanes();
    const first = lanes.laneOf({ address: '198.51.100.1', playerId: 'ada' });
    expect(lanes.laneOf({ address: '198.51.100.2', playerId: 'ada' })).toBe(first);
    // The second address is now in Ada's lane, for its guests too.
    expect(lanes.laneOf({ address: '198.51.100.2' })).toBe(first);
    expect(lanes.laneOf({ address: '192.0.2.9', playerId: 'bob' })).not.toBe(first);
  });

  it('property: creators linked by a shared address or player always land in one lane', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ address: fc.constantFrom('a', 'b', 'c', 'd'), playerId: fc.option(fc.constantFrom('p', 'q', 'r'), { nil: undefined }) }), { minLength: 1, maxLength: 30 }), (creators) => {
        const lanes = new BotLanes();
        const seen = creators.map((c) => ({ ...c, lane: lanes.laneOf(c) }));
        // The last lane given for an address is the one every later creator from it gets.
        const last = seen.at(-1)!;
        expect(lanes.laneOf({ address: last.address })).toBe(last.lane);
        if (last.playerId) expect(lanes.laneOf({ address: 'zz', playerId: last.playerId })).toBe(last.lane);
      }),
    );
  });
});
