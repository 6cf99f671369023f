import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for: an IPv4 address itself (an IPv4-mapped IPv6 address
 * as its IPv4 address), an IPv6 address its /64 (one home or phone gets a whole /64).
 */
export function addressNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * What a rated seat keeps of the address it was taken from: a hash salted with the match id, so it
 * can be compared within that match only and names no address on its own.
 */
export function seatAddressKey(matchId: string, address: string): string {
  return createHash('sha256').update(`${matchId}\n${addressNetwork(address)}`).digest('hex');
}
