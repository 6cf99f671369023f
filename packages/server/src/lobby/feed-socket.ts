import type { WebSocket } from 'ws';
import { type LobbyFeedMessage, describeIssues, lobbyFeedClientMessageSchema, tableListQuerySchema } from '@decktet/protocol';
import type { ServerLimits } from '../http/limits';
import type { Origin } from '../match/lobby';
import type { ClientAddresses } from '../ws/client-addresses';
import { CLOSE } from '../ws/connection';
import { RateLimiter } from '../ws/rate-limit';
import type { LobbyFeed } from './feed';

export type FeedSocketLimits = Pick<ServerLimits, 'messagesPerSecond' | 'burst' | 'maxBufferedBytes'>;

/** Where a lobby socket comes from: its client address, counted with the address's other sockets. */
export interface FeedPeer {
  address: string;
  addresses: ClientAddresses;
}

/**
 * One socket watching the lobby (`/ws/lobby?game=&pace=`): the filters come in the URL, the list
 * and its changes go out; the client sends nothing but `ping`. Bad filters close it (4400); more
 * messages than a socket may send close it as a flood (1008).
 */
export function handleFeedSocket(socket: WebSocket, query: unknown, origin: Origin, feed: LobbyFeed, limits: FeedSocketLimits, peer: FeedPeer): void {
  const send = (message: LobbyFeedMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) return socket.close(CLOSE.slow, 'too slow to read its messages');
    socket.send(JSON.stringify(message));
  };
  const refuse = (closeCode: number, code: string, message: string) => {
    send({ type: 'error', code, message });
    socket.close(closeCode, code);
  };
  socket.on('error', () => undefined);
  if (!peer.addresses.admit(peer.address)) return refuse(CLOSE.tooManySockets, 'too-many-sockets', `too many open sockets from your address (at most ${peer.addresses.maxSockets}); close some and try again`);
  socket.once('close', () => peer.addresses.release(peer.address));
  const filter = tableListQuerySchema.safeParse(query ?? {});
  if (!filter.success) return refuse(CLOSE.badHello, 'bad-request', describeIssues(filter.error.issues));

  const stop = feed.watch({ filter: filter.data, origin, send });
  socket.once('close', stop);
  const limiter = new RateLimiter(limits.messagesPerSecond, limits.burst);
  socket.on('message', (data, isBinary) => {
    if (!limiter.take() || !peer.addresses.take(peer.address)) return socket.close(CLOSE.flood, 'flood');
    const text = isBinary ? '' : String(data);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return send({ type: 'error', code: 'bad-json', message: 'the message is not valid JSON' });
    }
    if (lobbyFeedClientMessageSchema.safeParse(parsed).success) send({ type: 'pong' });
    else send({ type: 'error', code: 'bad-message', message: 'the lobby feed takes only { "type": "ping" }: its filters are in its URL (?game=&pace=)' });
  });
}
