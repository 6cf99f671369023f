import type { VisibleEntry } from '@decktet/engine';
import { LIVE_AWAY_AFTER_MS, LIVE_PROTOCOL_VERSION, type LiveChatLine, type LiveMatchState, type LiveWelcome, liveLogEntries, liveServerMessageSchema } from '@decktet/protocol';
import { Outbox, type OutboxEntry } from './outbox';

/** Errors after which reconnecting cannot help. */
const FATAL = new Set(['version-mismatch', 'unknown-match', 'match-damaged', 'bad-token', 'token-expired', 'device-forgotten', 'bad-message', 'already-joined']);
/** Errors that answer a chat line or a mute: shown beside the chat, never over the table. */
const CHAT_ERRORS = new Set(['bad-chat', 'chat-rate-limited', 'bad-mute']);

/** How often the client checks that its socket still carries messages, and how long it waits for the answer. */
export const KEEP_ALIVE_MS = 15_000;
export const PONG_TIMEOUT_MS = 10_000;
/** A visible tab nobody has touched for this long reports the player as away (as the server judges a silent socket). */
export const IDLE_AFTER_MS = LIVE_AWAY_AFTER_MS;
const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 10_000;
/** While the device says it is offline, look again this seldom in case it is wrong. */
const OFFLINE_CHECK_MS = 30_000;
/** At most this many chat lines are kept in memory (the server sends the last 100 on each welcome). */
const CHAT_KEPT = 300;

export type Presence = 'online' | 'away';

/**
 * Why the player's last move was not applied, though nothing went wrong: the table moved on
 * while they were reconnecting, or before their move arrived. The table says it in words.
 */
export type LiveNotice = 'moved-on-while-reconnecting' | 'moved-on';

export interface LiveSnapshot {
  /** connecting: the first connection; reconnecting: the socket dropped after it had been open. */
  connection: 'connecting' | 'open' | 'reconnecting' | 'closed';
  state: LiveMatchState | null;
  /** Every log entry this seat has read (its text and, where the game gives one, its event), oldest first. */
  log: VisibleEntry[];
  /** Chat lines this socket may read, oldest first. */
  chat: LiveChatLine[];
  /** Seats whose chat this seat has muted. */
  muted: number[];
  /** A spectator's socket: whether it has the spectators' chat while the match is played (null: a seat's, or a server that does not say). */
  spectatorChat: boolean | null;
  /** The server's clock minus this device's, measured when the last state arrived. */
  clockOffsetMs: number;
  /** The last error the server sent (shown to the player until the next accepted change). */
  error: { code: string; message: string } | null;
  /** The last refusal of a chat line or a mute. */
  chatError: { code: string; message: string; at: number } | null;
  /** A move that could not be applied because the table moved on: not an error, the player simply chooses again. */
  notice: LiveNotice | null;
  /** An action was made and not yet shown applied (it may be waiting for the connection). */
  sending: boolean;
  /** Actions made while the connection was down, waiting to be sent. */
  queued: number;
  fatal: boolean;
  /**
   * The seat was left (in another tab), its token expired or it is held with another token now:
   * this connection watches on as a spectator.
   */
  seatLost: boolean;
}

/** A WebSocket as this client uses it (a test passes its own). */
export interface SocketLike {
  readyState: number;
  onopen: ((e: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: ((e: unknown) => void) | null;
  onerror: ((e: unknown) => void) | null;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveOptions {
  createSocket?(url: string): SocketLike;
  /** 0 ≤ x < 1, for the reconnect jitter. */
  random?(): number;
}

const OPEN = 1;

/** Time before the `attempt`-th reconnect: doubling up to a ceiling, each spread by jitter so a restarted server is not hit by every client at once. */
export function retryDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/**
 * One seat's (or a spectator's) live connection to a match. Keeps the latest state, the whole log
 * and the chat; reconnects after a drop and asks only for what it missed (`lastSeq`); keeps the
 * seat's actions until the server acknowledges them and sends them again after a reconnect (the
 * server applies a `clientSeq` once, so nothing is applied twice); finds a silently dead socket by
 * its own keep-alive; reports whether the player is looking.
 */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private listeners = new Set<() => void>();
  private readonly outbox = new Outbox();
  private attempts = 0;
  private closed = false;
  private everOpen = false;
  /** The seat token the log was read under (a seat's log and a spectator's differ), and whether the hello on the socket asked to resume it. */
  private logToken: string | undefined;
  private resuming = false;
  /** A server refused a hello with `logSeen` (one from before it): resume by move number alone. */
  private byMoveNumber = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setTimeout> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private lastInput = Date.now();
  private presence: Presence = 'online';
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  snapshot: LiveSnapshot = {
    connection: 'connecting',
    state: null,
    log: [],
    chat: [],
    muted: [],
    spectatorChat: null,
    clockOffsetMs: 0,
    error: null,
    chatError: null,
    notice: null,
    sending: false,
    queued: 0,
    fatal: false,
    seatLost: false,
  };

  constructor(
    private readonly url: string,
    readonly match: string,
    private token: string | undefined,
    options: LiveOptions = {},
  ) {
    this.createSocket = options.createSocket ?? ((u) => new WebSocket(u) as unknown as SocketLike);
    this.random = options.random ?? Math.random;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
      for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) window.addEventListener(type, this.onInput, { passive: true });
    }
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibility);
    this.presence = this.currentPresence();
    this.connect();
  }

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getSnapshot = (): LiveSnapshot => this.snapshot;

  private set(change: Partial<LiveSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const l of this.listeners) l();
  }

  private isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === OPEN && this.snapshot.connection === 'open';
  }

  private connect(): void {
    this.clearRetry();
    if (this.closed || this.snapshot.fatal) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      // No network at all: the `online` event brings us back; a slow look guards against a wrong flag.
      this.set({ connection: this.everOpen ? 'reconnecting' : 'connecting' });
      this.retryTimer = setTimeout(() => this.connect(), OFFLINE_CHECK_MS);
      return;
    }
    let ws: SocketLike;
    try {
      ws = this.createSocket(this.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = ws;
    this.set({ connection: this.everOpen ? 'reconnecting' : 'connecting' });
    ws.onopen = () => {
      if (this.socket !== ws) return;
      // Coming back: the server sends the log entries after the ones this page holds (read as the
      // same seat or spectator; one who lost the seat is sent its whole log as a spectator's anew).
      this.resuming = this.snapshot.state !== null && this.logToken === this.token;
      const resume = this.snapshot.state && this.resuming ? { lastSeq: this.snapshot.state.seq, ...(this.byMoveNumber ? {} : { logSeen: this.snapshot.log.length }) } : {};
      ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: this.match, ...(this.token ? { token: this.token } : {}), ...resume }));
      // The hello itself must be answered in time, or this socket is as good as dead.
      this.expectAnswer();
    };
    ws.onmessage = (e) => {
      if (this.socket !== ws) return;
      this.answered();
      this.receive(String(e.data));
    };
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.drop();
    };
    ws.onerror = () => {};
  }

  /** Forgets the current socket (closing it if it is not closed) and plans the next attempt. */
  private drop(): void {
    const ws = this.socket;
    this.socket = null;
    this.stopKeepAlive();
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      try {
        ws.close(4000, 'reconnecting');
      } catch {
        // Already closed.
      }
    }
    if (this.closed) return;
    if (this.snapshot.fatal) {
      this.set({ connection: 'closed' });
      return;
    }
    this.set({ connection: this.everOpen ? 'reconnecting' : 'connecting' });
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.clearRetry();
    const delay = retryDelay(this.attempts, this.random());
    this.attempts += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  // ── Keep-alive ─────────────────────────────────────────────────────────────────────────────

  private startKeepAlive(): void {
    this.stopKeepAlive();
    this.pingTimer = setTimeout(() => this.ping(), KEEP_ALIVE_MS);
  }

  private stopKeepAlive(): void {
    if (this.pingTimer) clearTimeout(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pingTimer = this.pongTimer = null;
  }

  /** Asks the server for a sign of life; without one in time the socket is taken for dead. */
  private ping(): void {
    if (this.pingTimer) clearTimeout(this.pingTimer);
    this.pingTimer = null;
    if (!this.isOpen()) return;
    this.sendRaw({ type: 'ping' });
    if (this.token) this.sendRaw({ type: 'presence', state: this.presence });
    this.expectAnswer();
  }

  private expectAnswer(): void {
    if (this.pongTimer) return;
    this.pongTimer = setTimeout(() => {
      this.pongTimer = null;
      this.drop();
    }, PONG_TIMEOUT_MS);
  }

  /** Any message proves the socket alive. */
  private answered(): void {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
    if (this.snapshot.connection === 'open' && !this.pingTimer) this.pingTimer = setTimeout(() => this.ping(), KEEP_ALIVE_MS);
  }

  private sendRaw(message: object): void {
    try {
      this.socket?.send(JSON.stringify(message));
    } catch {
      this.drop();
    }
  }

  // ── Presence ───────────────────────────────────────────────────────────────────────────────

  private currentPresence(): Presence {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return 'away';
    return Date.now() - this.lastInput >= IDLE_AFTER_MS ? 'away' : 'online';
  }

  private reportPresence(): void {
    const now = this.currentPresence();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = now === 'online' ? setTimeout(() => this.reportPresence(), Math.max(1000, IDLE_AFTER_MS - (Date.now() - this.lastInput))) : null;
    if (now === this.presence) return;
    this.presence = now;
    if (this.token && this.isOpen()) this.sendRaw({ type: 'presence', state: now });
  }

  private onInput = (): void => {
    const wasIdle = Date.now() - this.lastInput >= IDLE_AFTER_MS;
    this.lastInput = Date.now();
    if (wasIdle || this.presence === 'away') this.reportPresence();
  };

  private onVisibility = (): void => {
    if (document.visibilityState === 'visible') {
      this.lastInput = Date.now();
      // Back from a sleeping laptop or a background tab: make sure the socket still lives.
      if (this.socket === null && !this.closed) this.connect();
      else if (this.isOpen()) this.ping();
    }
    this.reportPresence();
  };

  private onOnline = (): void => {
    this.attempts = 0;
    if (!this.isOpen() && !this.closed) {
      this.drop();
      this.connect();
    }
  };

  /** The device lost its network: the socket cannot carry anything now, whatever it claims. */
  private onOffline = (): void => {
    if (this.socket) this.drop();
  };

  // ── Messages ───────────────────────────────────────────────────────────────────────────────

  private receive(text: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return;
    }
    const parsed = liveServerMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const msg = parsed.data;
    switch (msg.type) {
      case 'welcome':
        return this.welcome(msg);
      case 'update': {
        // An acknowledged action stays "sending" until the update that shows it, so the table
        // never offers the old choices again in between.
        this.outbox.caughtUp(msg.seq);
        this.set({ state: msg, log: [...this.snapshot.log, ...liveLogEntries(msg)], clockOffsetMs: offsetOf(msg) });
        this.set(this.sendingState());
        return;
      }
      case 'ack':
        this.outbox.acknowledged(msg.clientSeq, msg.seq, this.snapshot.state?.seq ?? -1);
        this.set({ error: null, notice: null, ...this.sendingState() });
        return;
      case 'chat':
        this.set({ chat: mergeChat(this.snapshot.chat, [msg.line]) });
        return;
      case 'error':
        return this.refused(msg);
      case 'pong':
        return;
    }
  }

  private welcome(msg: LiveWelcome): void {
    this.attempts = 0;
    this.everOpen = true;
    const resend = this.outbox.afterWelcome(msg.lastClientSeq, msg.legal);
    this.logToken = this.token;
    this.set({
      connection: 'open',
      state: msg,
      log: this.resuming ? [...this.snapshot.log, ...liveLogEntries(msg)] : liveLogEntries(msg),
      chat: mergeChat(this.snapshot.chat, msg.chat),
      muted: msg.muted,
      spectatorChat: msg.spectatorChat ?? null,
      clockOffsetMs: offsetOf(msg),
      ...(resend.dropped ? { notice: 'moved-on-while-reconnecting' as const } : {}),
      ...this.sendingState(),
    });
    if (this.token) this.sendRaw({ type: 'presence', state: this.presence });
    for (const entry of resend.send) this.sendEntry(entry);
    this.startKeepAlive();
    this.reportPresence();
  }

  private refused(msg: { code: string; message: string; clientSeq?: number }): void {
    // A server from before `logSeen` refuses the hello that carries it (instances upgraded one by
    // one): say hello again at once by the move number alone, as an older page would.
    if (msg.code === 'bad-message' && msg.clientSeq === undefined && this.snapshot.connection !== 'open' && this.resuming && !this.byMoveNumber) {
      this.byMoveNumber = true;
      this.drop();
      this.connect();
      return;
    }
    if (CHAT_ERRORS.has(msg.code)) {
      this.set({ chatError: { code: msg.code, message: msg.message, at: Date.now() } });
      return;
    }
    if (msg.clientSeq !== undefined) {
      const entry = this.outbox.get(msg.clientSeq);
      if (msg.code === 'rate-limited' && entry) {
        // The server asks for it again later: it stays queued and goes out once more.
        setTimeout(() => this.isOpen() && this.outbox.get(entry.clientSeq) && this.sendEntry(entry), 1000);
        return;
      }
      this.outbox.refused(msg.clientSeq);
      if (entry && this.snapshot.state && this.snapshot.state.seq !== entry.atSeq) {
        this.set({ notice: 'moved-on', ...this.sendingState() });
        return;
      }
    }
    // The seat was left, expired, taken with another token, or its device forgotten: the socket watches on.
    if ((msg.code === 'token-expired' || msg.code === 'device-forgotten') && msg.clientSeq === undefined && this.snapshot.state) {
      // The server keeps this socket as a spectator's; later connections say hello as one.
      this.token = undefined;
      this.outbox.clear();
      this.set({ error: { code: msg.code, message: msg.message }, seatLost: true, ...this.sendingState() });
      return;
    }
    const fatal = FATAL.has(msg.code) && msg.clientSeq === undefined;
    this.set({ error: { code: msg.code, message: msg.message }, ...this.sendingState(), fatal: this.snapshot.fatal || fatal });
    if (fatal) this.drop();
  }

  private sendingState(): Pick<LiveSnapshot, 'sending' | 'queued'> {
    return { sending: this.outbox.busy(this.snapshot.state?.seq ?? -1), queued: this.isOpen() ? 0 : this.outbox.size };
  }

  // ── What the player does ───────────────────────────────────────────────────────────────────

  /** Sends an action (game notation) for this seat; while the connection is down it waits and goes out on reconnect. */
  act(action: string): void {
    const entry = this.outbox.add(action, this.snapshot.state?.seq ?? null);
    this.set({ error: null, notice: null, ...this.sendingState() });
    if (this.isOpen()) this.sendEntry(entry);
  }

  /** Takes back this seat's hidden choice (not revealed yet), so that it chooses again. */
  withdraw(): void {
    const entry = this.outbox.add('', this.snapshot.state?.seq ?? null, 'withdraw');
    this.set({ error: null, notice: null, ...this.sendingState() });
    if (this.isOpen()) this.sendEntry(entry);
  }

  private sendEntry(entry: OutboxEntry): void {
    this.sendRaw(entry.kind === 'withdraw' ? { type: 'withdraw', clientSeq: entry.clientSeq } : { type: 'act', clientSeq: entry.clientSeq, action: entry.action });
  }

  /** Sends a chat line; false when it could not go out (no connection). */
  chat(channel: 'players' | 'spectators', text: string): boolean {
    if (!this.isOpen()) {
      // The chat says it in the player's words, by the code.
      this.set({ chatError: { code: 'offline', message: 'not connected to the match server', at: Date.now() } });
      return false;
    }
    this.set({ chatError: null });
    this.sendRaw({ type: 'chat', channel, text });
    return true;
  }

  /** Stops (or starts again) showing a seat's chat lines; the server remembers it for this seat. */
  mute(seat: number, muted: boolean): void {
    const rest = this.snapshot.muted.filter((s) => s !== seat);
    this.set({ muted: muted ? [...rest, seat].sort((a, b) => a - b) : rest });
    if (this.isOpen()) this.sendRaw({ type: 'mute', seat, muted });
  }

  close(): void {
    this.closed = true;
    this.clearRetry();
    this.stopKeepAlive();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
      for (const type of ['pointerdown', 'keydown', 'touchstart'] as const) window.removeEventListener(type, this.onInput);
    }
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
    const ws = this.socket;
    this.socket = null;
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      ws.close();
    }
  }
}

function offsetOf(msg: { now: number }): number {
  return msg.now - Date.now();
}

/** Adds lines not seen yet (a reconnect's welcome repeats the latest ones), oldest first. */
export function mergeChat(kept: readonly LiveChatLine[], incoming: readonly LiveChatLine[]): LiveChatLine[] {
  if (incoming.length === 0) return kept as LiveChatLine[];
  const seen = new Set(kept.map((l) => l.id));
  const fresh = incoming.filter((l) => !seen.has(l.id));
  if (fresh.length === 0) return kept as LiveChatLine[];
  return [...kept, ...fresh].sort((a, b) => a.at - b.at || byId(a.id, b.id)).slice(-CHAT_KEPT);
}

function byId(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), undefined, { numeric: true });
}
