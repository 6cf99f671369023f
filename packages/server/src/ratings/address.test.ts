import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatAddressKey } from './address';

describe('what a rated seat keeps of its address', () => {
  it('one network is one key within a match: an IPv4 address (also mapped into IPv6), an IPv6 /64 however written', () => {
    const key = (address: string) => seatAddressKey('m1', address);
    expect(key('::ffff:203.0.113.9')).toBe(key('203.0.113.9'));
    expect(key('2001:0db8:0001:0002:ffff:0000:0000:0007')).toBe(key('2001:db8:1:2::10'));
    expect(key('2001:DB8:1:2:ffff::7')).toBe(key('2001:db8:1:2::10'));
    expect(key('2001:db8:1:3::10')).not.toBe(key('2001:db8:1:2::10'));
    expect(key('203.0.113.10')).not.toBe(key('203.0.113.9'));
  });

  it('the key is salted with the match: the same address gives other keys in other matches, and names no address', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.uuid(), fc.uuid(), (address, a, b) => {
        fc.pre(a !== b);
        expect(seatAddressKey(a, address)).toBe(seatAddressKey(a, address));
        expect(seatAddressKey(a, address)).not.toBe(seatAddressKey(b, address));
        expect(seatAddressKey(a, address)).not.toContain(address);
      }),
    );
  });
});
