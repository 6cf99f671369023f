import type { WebSocket } from 'ws';
import { LIVE_PROTOCOL_VERSION, type LiveAct, type LiveHello, type LiveServerMessage, parseLiveClientMessage } from '@decktet/protocol';
import type { ServerContext } from '../context';
import type { Hub } from '../match/hub';
import { hashToken } from '../match/lobby';
import type { MatchRoom, RoomClient } from '../match/room';
import { RateLimiter } from './rate-limit';

export interface ConnectionLimits {
  /** Messages per second a socket may send on average, and in one burst. */
  messagesPerSecond: number;
  burst: number;
  /** Refused messages within ten seconds before the socket is closed as a flood. */
  floodClose: number;
  /** Unsent bytes queued for a socket before it is dropped as too slow. */
  maxBufferedBytes: number;
}

const FLOOD_WINDOW_MS = 10_000;

/** Close codes: 4400 bad hello, 4403 bad/expired token, 4404 unknown match, 1008 flood. */
const CLOSE = { badHello: 4400, badToken: 4403, unknownMatch: 4404, flood: 1008, slow: 1013 } as const;

/**
 * One WebSocket: a seat's player or a spectator. Messages are handled one at a time in order;
 * nothing a client sends can throw out of here.
 */
export function handleConnection(socket: WebSocket, hub: Hub, ctx: ServerContext, limits: ConnectionLimits): void {
  const limiter = new RateLimiter(limits.messagesPerSecond, limits.burst);
  // Refused messages in the current flood window (FLOOD_WINDOW_MS).
  let refused = 0;
  let floodWindow = 0;
  let lastRateError = 0;
  let room: MatchRoom | null = null;
  let client: RoomClient | null = null;
  let chain: Promise<void> = Promise.resolve();

  const send = (message: LiveServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.close(CLOSE.slow, 'too slow to read its messages');
      return;
    }
    socket.send(JSON.stringify(message));
  };
  const error = (code: string, message: string, clientSeq?: number) => send({ type: 'error', code, message, ...(clientSeq !== undefined ? { clientSeq } : {}) });
  const fatal = (closeCode: number, code: string, message: string) => {
    error(code, message);
    socket.close(closeCode, code);
  };

  async function hello(message: LiveHello): Promise<void> {
    if (client) return error('already-joined', 'this socket has already said hello; open a new socket for another match');
    if (message.v !== LIVE_PROTOCOL_VERSION) return fatal(CLOSE.badHello, 'version-mismatch', `this server speaks live protocol version ${LIVE_PROTOCOL_VERSION}, not ${message.v}`);
    const found = await hub.room(message.match);
    if (!found) return fatal(CLOSE.unknownMatch, 'unknown-match', `there is no match "${message.match}"`);
    let seat: number | null = null;
    if (message.token !== undefined) {
      const held = await ctx.storage.seatByToken(found.id, hashToken(message.token));
      if (!held) return fatal(CLOSE.badToken, 'bad-token', 'that token holds no seat in this match');
      if (held.left) return fatal(CLOSE.badToken, 'token-expired', 'this seat was left; the token no longer acts for it');
      if (held.tokenExpires !== null && held.tokenExpires < Date.now()) return fatal(CLOSE.badToken, 'token-expired', 'this seat token has expired');
      seat = held.seat;
    }
    if (socket.readyState !== socket.OPEN) return;
    const joined: RoomClient = { seat, sentLog: 0, send };
    await found.serial(async () => {
      await found.catchUp();
      joined.sentLog = message.lastSeq !== undefined && message.lastSeq <= found.seq ? found.logEndAt(message.lastSeq) : 0;
      found.clients.add(joined);
      room = found;
      client = joined;
      send({ type: 'welcome', v: LIVE_PROTOCOL_VERSION, ...found.stateFor(joined), lastClientSeq: seat === null ? 0 : found.lastClientSeq(seat) });
      // A covered player who comes back takes the seat back from the bot.
      if (seat !== null && found.seats[seat]?.covered && !found.seats[seat]?.left) await found.setCovered(seat, false);
    });
  }

  async function act(message: LiveAct): Promise<void> {
    if (!room || !client) return error('hello-first', 'say hello (with your seat token) before sending actions', message.clientSeq);
    if (client.seat === null) return error('spectator', 'spectators cannot act: join a seat in the lobby to play', message.clientSeq);
    const reply = await room.act(client.seat, message.action, message.clientSeq, 'player', (seq) => send({ type: 'ack', clientSeq: message.clientSeq, seq, duplicate: false }));
    if (!reply.ok) error(reply.error.code, reply.error.message, message.clientSeq);
    else if (reply.duplicate) send({ type: 'ack', clientSeq: message.clientSeq, seq: reply.seq, duplicate: true });
  }

  async function handle(text: string): Promise<void> {
    const parsed = parseLiveClientMessage(text);
    if (!parsed.ok) return error(parsed.code, parsed.message);
    const message = parsed.value;
    if (message.type === 'ping') return send({ type: 'pong' });
    if (message.type === 'hello') return hello(message);
    return act(message);
  }

  socket.on('message', (data, isBinary) => {
    const text = isBinary ? '' : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    if (!limiter.take()) {
      const now = Date.now();
      if (now - floodWindow > FLOOD_WINDOW_MS) {
        floodWindow = now;
        refused = 0;
      }
      refused++;
      if (refused >= limits.floodClose) return socket.close(CLOSE.flood, 'flood');
      // A refused action is always answered (with its clientSeq), so its sender knows to resend it.
      const clientSeq = refusedClientSeq(text);
      if (clientSeq !== undefined || Date.now() - lastRateError > 1000) {
        lastRateError = Date.now();
        error('rate-limited', `too many messages: at most ${limits.messagesPerSecond} a second (bursts of ${limits.burst}); send it again later`, clientSeq);
      }
      return;
    }
    if (isBinary) return error('bad-message', 'send JSON text frames, not binary');
    chain = chain
      .then(() => handle(text))
      .catch((e: unknown) => {
        ctx.log.error({ err: e }, 'handling a live message failed');
        error('internal', 'the server could not handle that message');
      });
  });
  socket.on('close', () => {
    if (room && client) room.clients.delete(client);
  });
  socket.on('error', (e) => ctx.log.debug({ err: e }, 'socket error'));
}

/** The clientSeq of a refused `act`, if the frame is one (frames are small: at most 4 KiB). */
function refusedClientSeq(text: string): number | undefined {
  const parsed = parseLiveClientMessage(text);
  return parsed.ok && parsed.value.type === 'act' ? parsed.value.clientSeq : undefined;
}
