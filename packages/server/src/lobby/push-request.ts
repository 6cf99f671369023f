import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { type Agent, request } from 'node:https';
import { BlockList, type LookupFunction } from 'node:net';
import type { RequestDetails } from 'web-push';

/** Addresses a push service never has: loopback, private, link-local, carrier-grade NAT, unique-local, unspecified, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 3]] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** Whether an address may be a push service's (a public unicast address). */
export function publicAddress(address: string, family: 4 | 6): boolean {
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A DNS lookup that answers public addresses only: even a push service's name that resolves to
 * this machine or its network (a `*` allow-list, a hijacked record) is never connected to.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((a) => publicAddress(a.address, a.family === 6 ? 6 : 4));
    if (allowed.length === 0) {
      const refused = Object.assign(new Error(`${hostname} resolves to no public address: not a push service`), { code: 'ENOTFOUND' });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    return callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};

/**
 * Sends a push message `web-push` prepared to the URL that validation returned (push-endpoint.ts):
 * its host, on port 443, its path — never to the text of the endpoint as another parser reads it.
 * Answers the push service's status code.
 */
export function sendPush(url: URL, details: RequestDetails, options: { timeoutMs: number; agent?: Agent | undefined }): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        protocol: 'https:',
        hostname: url.hostname,
        port: 443,
        path: url.pathname + url.search,
        servername: url.hostname,
        method: details.method,
        headers: details.headers,
        lookup: publicOnlyLookup,
        timeout: options.timeoutMs,
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('the push service did not answer in time')));
    sent.on('error', reject);
    sent.end(details.body ?? undefined);
  });
}
