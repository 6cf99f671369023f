import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { WITHDRAW_STEP } from '@decktet/engine';
import { LIVE_CHAT_RATE_LINES, LIVE_CHAT_RATE_WINDOW_MS, LIVE_PROTOCOL_VERSION, type LiveAct, type LiveChatSend, type LiveClientMessage, type LiveHello, type LiveMute, type LiveServerMessage, parseLiveClientMessage } from '@decktet/protocol';
import type { ServerContext } from '../context';
import type { ServerLimits } from '../http/limits';
import type { Hub } from '../match/hub';
import { hashToken } from '../match/lobby';
import { DEVICE_FORGOTTEN, forgottenTokenHash } from '../match/forgotten-seats';
import { damagedMessage } from '../match/action-log';
import { type MatchRoom, TABLE_CANCELLED } from '../match/room';
import type { RoomClient } from '../match/table';
import type { ChatRate } from './chat-rate';
import type { ClientAddresses } from './client-addresses';
import { frameText } from './frames';
import { RateLimiter } from './rate-limit';

export type ConnectionLimits = Pick<ServerLimits, 'messagesPerSecond' | 'burst' | 'floodClose' | 'maxBufferedBytes' | 'helloTimeoutMs' | 'addressMessagesPerSecond' | 'addressBurst'>;

/** Where a socket comes from: its client address, and what that address shares with its other sockets. */
export interface SocketPeer {
  address: string;
  addresses: ClientAddresses;
  /** Chat lines per address, shared by all its sockets. */
  chatRate: ChatRate;
  /** The signed-in player whose session the upgrade request carried (cookie or bearer); null: none. Asked once, at a spectator's hello. */
  watcher?: () => Promise<string | null>;
}

const FLOOD_WINDOW_MS = 10_000;
/** setTimeout's longest delay; a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Close codes: 4400 bad hello, 4403 bad/expired token, 4404 unknown match, 4408 no hello in time,
 * 4429 too many sockets from one address, 1008 flood, 1013 too slow to read.
 */
export const CLOSE = { badHello: 4400, badToken: 4403, unknownMatch: 4404, helloTimeout: 4408, tooManySockets: 4429, flood: 1008, slow: 1013 } as const;

/**
 * One WebSocket: a seat's player or a spectator. Messages are handled one at a time in order;
 * nothing a client sends can throw out of here.
 */
export function handleConnection(socket: WebSocket, hub: Hub, ctx: ServerContext, limits: ConnectionLimits, peer: SocketPeer): void {
  const limiter = new RateLimiter(limits.messagesPerSecond, limits.burst);
  // Refused messages in the current flood window (FLOOD_WINDOW_MS).
  let refused = 0;
  let floodWindow = 0;
  let lastRateError = 0;
  let room: MatchRoom | null = null;
  let client: RoomClient | null = null;
  let chain: Promise<void> = Promise.resolve();
  let expiry: NodeJS.Timeout | null = null;
  // This socket's own chat lines (the address's are counted in peer.chatRate).
  const chatTimes: number[] = [];

  const send = (message: LiveServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      socket.close(CLOSE.slow, 'too slow to read its messages');
      return;
    }
    holdWrites();
    socket.send(frameText(message));
  };
  // The frames sent to this socket in one turn of the event loop (an action's ack and the update
  // after it) leave in one write: a system call per socket and change, not per frame.
  const connection = (socket as unknown as { _socket?: Duplex })._socket;
  let holding = false;
  const holdWrites = () => {
    if (holding || !connection) return;
    holding = true;
    connection.cork();
    process.nextTick(() => {
      holding = false;
      connection.uncork();
    });
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
    if (found.damage !== null) return fatal(CLOSE.unknownMatch, 'match-damaged', damagedMessage(found.damage));
    if (found.meta.status === 'cancelled') return fatal(CLOSE.unknownMatch, 'table-cancelled', TABLE_CANCELLED);
    let seat: number | null = null;
    if (message.token !== undefined) {
      const held = await ctx.storage.seatByToken(found.id, hashToken(message.token));
      if (!held) {
        if (await ctx.storage.seatByToken(found.id, forgottenTokenHash(hashToken(message.token)))) return fatal(CLOSE.badToken, 'device-forgotten', DEVICE_FORGOTTEN);
        return fatal(CLOSE.badToken, 'bad-token', 'that token holds no seat in this match');
      }
      if (held.left) return fatal(CLOSE.badToken, 'token-expired', 'this seat was left; the token no longer acts for it');
      if (held.tokenExpires !== null && held.tokenExpires < Date.now()) return fatal(CLOSE.badToken, 'token-expired', 'this seat token has expired');
      seat = held.seat;
    }
    // A spectator's session decides whether it has the spectators' chat while the match is played.
    const watcherId = seat === null && peer.watcher ? await peer.watcher() : null;
    if (socket.readyState !== socket.OPEN) return;
    const now = Date.now();
    const joined: RoomClient = {
      seat,
      tokenHash: seat === null ? null : hashToken(message.token as string),
      lost: null,
      sentLog: 0,
      sentNotes: 0,
      presence: 'online',
      heardAt: now,
      joinedAt: now,
      mutes: new Set(),
      address: peer.address,
      watcherId,
      send,
    };
    await found.serial(async () => {
      await found.catchUp();
      if (socket.readyState !== socket.OPEN) return;
      // The seat may have been left or taken again while storage was read: judge by the latest.
      const lost = found.lostHold(joined);
      if (lost) return fatal(CLOSE.badToken, lost.code, lost.message);
      if (message.logSeen !== undefined) {
        // The socket says how many log entries it holds: it is sent the ones after them.
        Object.assign(joined, found.logPositionAfter(seat, message.logSeen));
      } else {
        // An older client counts only in public move numbers (DR-37): it resumes from the stored
        // action that first reached that number (lines a reaction window added after it come again).
        const resumed = message.lastSeq !== undefined && message.lastSeq <= found.publicSeq ? found.seqOfPublic(message.lastSeq) : null;
        joined.sentLog = resumed === null ? 0 : found.logEndAt(resumed);
        // The server's lines up to that action were sent with it.
        joined.sentNotes = resumed === null ? 0 : found.notes.filter((n) => n.seq <= resumed).length;
      }
      found.clients.add(joined);
      room = found;
      client = joined;
      clearTimeout(helloDeadline);
      send({
        type: 'welcome',
        v: LIVE_PROTOCOL_VERSION,
        ...found.stateFor(joined),
        lastClientSeq: seat === null ? 0 : found.lastClientSeq(seat),
        ...found.chat.welcome(joined),
      });
      if (seat !== null) watchExpiry(found, joined);
      // The others see the new presence or spectator; a covered player who is back and owes a decision takes the seat at once.
      found.changed(joined);
    });
  }

  /** At its token's expiry the socket stops playing the seat, even if it never sends anything again. */
  function watchExpiry(watched: MatchRoom, holder: RoomClient): void {
    const expires = holder.seat === null ? null : (watched.seats[holder.seat]?.tokenExpires ?? null);
    if (expires === null || holder.seat === null) return;
    expiry = setTimeout(
      () => {
        expiry = null;
        if (holder.seat === null || socket.readyState !== socket.OPEN) return;
        if (Date.now() < expires) return watchExpiry(watched, holder);
        void watched.serial(() => watched.releaseLostHolds()).catch((e: unknown) => ctx.log.error({ err: e }, 'ending an expired seat token failed'));
      },
      Math.min(LONGEST_TIMER_MS, Math.max(0, expires - Date.now())),
    );
    expiry.unref();
  }

  /** An action, or a withdrawal (stored as the step `withdraw`), for the socket's seat. */
  async function act(message: Pick<LiveAct, 'clientSeq' | 'action'>): Promise<void> {
    if (!room || !client) return error('hello-first', 'say hello (with your seat token) before sending actions', message.clientSeq);
    if (client.seat === null) {
      if (client.lost) return error(client.lost.code, client.lost.message, message.clientSeq);
      return error('spectator', 'spectators cannot act: join a seat in the lobby to play', message.clientSeq);
    }
    const reply = await room.act(client.seat, message.action, message.clientSeq, 'player', (seq) => send({ type: 'ack', clientSeq: message.clientSeq, seq, duplicate: false }), client);
    if (!reply.ok) error(reply.error.code, reply.error.message, message.clientSeq);
    else if (reply.duplicate) send({ type: 'ack', clientSeq: message.clientSeq, seq: reply.seq, duplicate: true });
  }

  /** Whether this socket, and its address across all its sockets, may send another chat line now. */
  function chatAllowed(now: number): boolean {
    while (chatTimes.length && now - chatTimes[0]! >= LIVE_CHAT_RATE_WINDOW_MS) chatTimes.shift();
    return chatTimes.length < LIVE_CHAT_RATE_LINES && peer.chatRate.allows(peer.address, now);
  }

  async function chat(message: LiveChatSend): Promise<void> {
    const [at, who] = [room, client];
    if (!at || !who) return error('hello-first', 'say hello before writing in the chat');
    const now = Date.now();
    if (!chatAllowed(now)) {
      return error('chat-rate-limited', `too many chat lines: at most ${LIVE_CHAT_RATE_LINES} every ${LIVE_CHAT_RATE_WINDOW_MS / 1000} seconds from one socket, or from one address across its sockets; wait a moment`);
    }
    const refused = await at.serial(() => at.chat.say(who, message.channel, message.text));
    if (refused) return error(refused.code, refused.message);
    chatTimes.push(now);
    peer.chatRate.count(peer.address, now);
  }

  async function mute(message: LiveMute): Promise<void> {
    const [at, who] = [room, client];
    if (!at || !who) return error('hello-first', 'say hello before muting anyone');
    const refused = await at.serial(() => at.chat.mute(who, message.seat, message.muted));
    if (refused) error(refused.code, refused.message);
  }

  /** Anything a socket sends is a sign of life; a presence report says whether its tab is visible. */
  function heard(message: LiveClientMessage): void {
    if (!room || !client) return;
    client.heardAt = Date.now();
    if (message.type === 'presence') client.presence = message.state;
    // A spectator's tab changes nothing anyone sees.
    if (client.seat !== null) room.presenceMayHaveChanged();
  }

  async function handle(text: string): Promise<void> {
    const parsed = parseLiveClientMessage(text);
    if (!parsed.ok) return error(parsed.code, parsed.message);
    const message = parsed.value;
    heard(message);
    switch (message.type) {
      case 'ping':
        return send({ type: 'pong' });
      case 'hello':
        return hello(message);
      case 'act':
        return act(message);
      case 'withdraw':
        return act({ clientSeq: message.clientSeq, action: WITHDRAW_STEP });
      case 'presence':
        if (!room) return error('hello-first', 'say hello before reporting presence');
        return;
      case 'chat':
        return chat(message);
      case 'mute':
        return mute(message);
    }
  }

  socket.on('error', (e) => ctx.log.debug({ err: e }, 'socket error'));
  if (!peer.addresses.admit(peer.address)) {
    fatal(CLOSE.tooManySockets, 'too-many-sockets', `too many open sockets from your address (at most ${peer.addresses.maxSockets}); close some and try again`);
    return;
  }
  socket.once('close', () => peer.addresses.release(peer.address));

  const helloDeadline = setTimeout(() => {
    if (!client) fatal(CLOSE.helloTimeout, 'hello-timeout', `no hello within ${Math.round(limits.helloTimeoutMs / 1000)} seconds: say hello first, at once after connecting`);
  }, limits.helloTimeoutMs);
  helloDeadline.unref();

  socket.on('message', (data, isBinary) => {
    // A Buffer as ws hands it over (read as it is, not copied first); fragments joined; an ArrayBuffer viewed.
    const text = isBinary ? '' : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
    // The address's bucket is shared by all its sockets, so fresh sockets do not bring fresh allowance.
    const alone = limiter.take();
    if (!alone || !peer.addresses.take(peer.address)) {
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
        const why = alone
          ? `too many messages from your address: at most ${limits.addressMessagesPerSecond} a second across all your sockets (bursts of ${limits.addressBurst}); send it again later`
          : `too many messages: at most ${limits.messagesPerSecond} a second (bursts of ${limits.burst}); send it again later`;
        error('rate-limited', why, clientSeq);
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
    clearTimeout(helloDeadline);
    if (expiry) clearTimeout(expiry);
    if (room && client) {
      room.clients.delete(client);
      // A closed tab shows its seat offline at once.
      room.presenceMayHaveChanged();
    }
  });
}

/** The clientSeq of a refused `act` or `withdraw`, if the frame is one (frames are small: at most 4 KiB). */
function refusedClientSeq(text: string): number | undefined {
  const parsed = parseLiveClientMessage(text);
  return parsed.ok && (parsed.value.type === 'act' || parsed.value.type === 'withdraw') ? parsed.value.clientSeq : undefined;
}
