import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from './client-address';

export interface ConnectionCaps {
  /** Open TCP connections in all. */
  maxConnections: number;
  /** Open TCP connections from one remote address; null: not counted per address (behind a trusted proxy). */
  maxConnectionsPerAddress: number | null;
}

/** A complete HTTP reply written straight onto a refused connection, before any request is read. */
function refusal(status: number, reason: string, code: string, message: string): string {
  const body = JSON.stringify({ error: { code, message } });
  return `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\nRetry-After: 10\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/**
 * Counts open TCP connections, in all and per remote address, and refuses those beyond the caps
 * with a 503 (in all) or 429 (one address) reply, so that idle or hoarded connections cannot use
 * up the process's file descriptors and lock everyone else out.
 */
export function guardConnections(server: Server, caps: ConnectionCaps): { open(): number } {
  let open = 0;
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = clientKey(socket.remoteAddress ?? 'unknown');
    const mine = perAddress.get(address) ?? 0;
    const refuse = open >= caps.maxConnections
      ? refusal(503, 'Service Unavailable', 'too-many-connections', 'the server has all the connections it can take; try again shortly')
      : caps.maxConnectionsPerAddress !== null && mine >= caps.maxConnectionsPerAddress
        ? refusal(429, 'Too Many Requests', 'too-many-connections', `too many open connections from your address (at most ${caps.maxConnectionsPerAddress}); close some and try again`)
        : null;
    if (refuse) {
      // Nothing this connection sends is read: the reply goes out and the socket is closed.
      socket.removeAllListeners('data');
      socket.pause();
      socket.end(refuse);
      socket.setTimeout(1000, () => socket.destroy());
      return;
    }
    open++;
    perAddress.set(address, mine + 1);
    socket.once('close', () => {
      open--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left <= 0) perAddress.delete(address);
      else perAddress.set(address, left);
    });
  });
  return { open: () => open };
}
