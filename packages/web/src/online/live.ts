import { LIVE_PROTOCOL_VERSION, type LiveMatchState, liveServerMessageSchema } from '@decktet/protocol';

/** Errors after which reconnecting cannot help. */
const FATAL = new Set(['version-mismatch', 'unknown-match', 'match-damaged', 'bad-token', 'token-expired', 'bad-message', 'already-joined']);

export interface LiveSnapshot {
  connection: 'connecting' | 'open' | 'closed';
  state: LiveMatchState | null;
  /** Every log line this seat has read, oldest first. */
  log: string[];
  /** The last error the server sent (shown to the player until the next accepted change). */
  error: { code: string; message: string } | null;
  /** A move that arrived after the table had moved on: not an error, the player simply chooses again. */
  notice: string | null;
  /** An action was sent and not yet answered. */
  sending: boolean;
  fatal: boolean;
}

/**
 * One seat's (or a spectator's) live connection to a match. Keeps the latest state and the whole
 * log, reconnects after a drop and asks only for what it missed (`lastSeq`).
 */
export class LiveConnection {
  private socket: WebSocket | null = null;
  private listeners = new Set<() => void>();
  private clientSeq = 0;
  private retryMs = 500;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The match seq our last action was sent at, and the seq its ack promised (the update that shows it). */
  private sentAtSeq: number | null = null;
  private awaitSeq: number | null = null;
  snapshot: LiveSnapshot = { connection: 'connecting', state: null, log: [], error: null, notice: null, sending: false, fatal: false };

  constructor(
    private readonly url: string,
    readonly match: string,
    private readonly token: string | undefined,
  ) {
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

  private connect(): void {
    if (this.closed) return;
    const ws = new WebSocket(this.url);
    this.socket = ws;
    this.set({ connection: 'connecting' });
    ws.onopen = () => {
      this.retryMs = 500;
      const lastSeq = this.snapshot.state?.seq;
      ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match: this.match, ...(this.token ? { token: this.token } : {}), ...(lastSeq !== undefined ? { lastSeq } : {}) }));
    };
    ws.onmessage = (e) => this.receive(String(e.data));
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.socket = null;
      this.set({ connection: 'closed', sending: false });
      if (!this.closed && !this.snapshot.fatal) {
        this.timer = setTimeout(() => this.connect(), this.retryMs);
        this.retryMs = Math.min(8000, this.retryMs * 2);
      }
    };
  }

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
        this.clientSeq = Math.max(this.clientSeq, msg.lastClientSeq);
        this.set({ connection: 'open', state: msg, log: this.snapshot.state ? [...this.snapshot.log, ...msg.log] : msg.log, sending: false });
        break;
      case 'update': {
        // An acknowledged action stays "sending" until the update that includes it, so the
        // table never offers the old choices again in between.
        const caughtUp = this.awaitSeq !== null && msg.seq >= this.awaitSeq;
        if (caughtUp) this.awaitSeq = null;
        this.set({ state: msg, log: [...this.snapshot.log, ...msg.log], ...(caughtUp ? { sending: false } : {}) });
        break;
      }
      case 'ack':
        if ((this.snapshot.state?.seq ?? -1) >= msg.seq) this.set({ sending: false, error: null, notice: null });
        else {
          this.awaitSeq = msg.seq;
          this.set({ error: null, notice: null });
        }
        break;
      case 'error': {
        const fatal = FATAL.has(msg.code) && msg.clientSeq === undefined;
        if (msg.clientSeq !== undefined && this.sentAtSeq !== null && this.snapshot.state && this.snapshot.state.seq !== this.sentAtSeq) {
          this.set({ notice: 'The table moved on before your move arrived: choose again.', sending: false });
          break;
        }
        this.set({ error: { code: msg.code, message: msg.message }, sending: false, fatal: this.snapshot.fatal || fatal });
        if (fatal) this.socket?.close();
        break;
      }
      case 'pong':
        break;
    }
  }

  /** Sends an action (game notation) for this seat. */
  act(action: string): void {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) {
      this.set({ error: { code: 'offline', message: 'Not connected to the match server; reconnecting…' } });
      return;
    }
    this.clientSeq += 1;
    this.sentAtSeq = this.snapshot.state?.seq ?? null;
    this.set({ sending: true, error: null, notice: null });
    this.socket.send(JSON.stringify({ type: 'act', clientSeq: this.clientSeq, action }));
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }
}
