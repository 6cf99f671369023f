import { createHash } from 'node:crypto';
import { clientKey } from '../http/client-address';

/**
 * What a rated seat keeps of the address it was taken from: a hash of the client's network (as
 * per-address limits count it: an IPv4 address, an IPv6 /64) salted with the match id, so it can
 * be compared within that match only and names no address on its own.
 */
export function seatAddressKey(matchId: string, address: string): string {
  return createHash('sha256').update(`${matchId}\n${clientKey(address)}`).digest('hex');
}
