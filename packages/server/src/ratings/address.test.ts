import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressNetwork, seatAddressKey } from './address';

describe('the network a rated seat was taken from', () => {
  it('an IPv4 address is itself; an IPv4-mapped IPv6 address is its IPv4 address', () => {
    expect(addressNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(addressNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('an IPv6 address is its /64, however it is written', () => {
    expect(addressNetwork('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:0db8:0001:0002:ffff:0000:0000:0007')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:DB8:1:2:ffff::7')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('2001:db8:1:3::10')).not.toBe(addressNetwork('2001:db8:1:2::10'));
  });

  it('the kept key is salted with the match: the same address gives other keys in other matches, and names no address', () => {
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
