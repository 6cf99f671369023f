import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/**
 * The key one client is counted under for per-address limits: an IPv4 address as it is (also
 * when mapped into IPv6), an IPv6 address by its /64 network — one subscriber usually holds a
 * whole /64, so counting single IPv6 addresses would let one client be countless clients.
 * The same grouping as the lobby's rate limiter (@fastify/rate-limit, ipv6Subnet 64).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return `${new Address6(`${ip}/64`).startAddress().correctForm()}/64`;
}
