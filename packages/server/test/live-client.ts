import WebSocket from 'ws';
import { LIVE_PROTOCOL_VERSION, type LiveClientMessage, type LiveServerMessage, liveServerMessageSchema } from '@decktet/protocol';

/**
 * A scripted WebSocket client for tests and the benchmark: records every frame it receives
 * (validated against the protocol) and lets a script wait for the next matching one.
 */
export class LiveTestClient {
  readonly received: LiveServerMessage[] = [];
  /** Raw frames as received, for checks on the exact bytes a seat was sent. */
  readonly raw: string[] = [];
  private cursor = 0;
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      this.received.push(liveServerMessageSchema.parse(JSON.parse(text)));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  /**
   * Opens a socket to the server at `url`; `from`: a loopback address (127.0.0.x) to connect from, to
   * stand for another client; `headers`: sent with the upgrade request (a session's cookie or bearer token).
   */
  static connect(url: string, from?: string, headers?: Record<string, string>): Promise<LiveTestClient> {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + (url.endsWith('/ws') ? '' : '/ws'), { ...(from ? { localAddress: from } : {}), ...(headers ? { headers } : {}) });
    const client = new LiveTestClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  send(message: LiveClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  hello(match: string, token?: string, lastSeq?: number): void {
    this.send({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match, ...(token ? { token } : {}), ...(lastSeq !== undefined ? { lastSeq } : {}) });
  }

  /** The next unread message matching `predicate` (messages before it are skipped). */
  next<T extends LiveServerMessage = LiveServerMessage>(predicate: (m: LiveServerMessage) => boolean = () => true, timeoutMs = 15_000): Promise<T> {
    return this.wait<T>(predicate, timeoutMs, true);
  }

  /** Like `next`, but leaves the message (and those before it) unread. */
  peek<T extends LiveServerMessage = LiveServerMessage>(predicate: (m: LiveServerMessage) => boolean, timeoutMs = 15_000): Promise<T> {
    return this.wait<T>(predicate, timeoutMs, false);
  }

  private async wait<T>(predicate: (m: LiveServerMessage) => boolean, timeoutMs: number, consume: boolean): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let scan = this.cursor;
    while (true) {
      while (scan < this.received.length) {
        const m = this.received[scan++]!;
        if (predicate(m)) {
          if (consume) this.cursor = scan;
          return m as T;
        }
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting; last messages: ${JSON.stringify(this.received.slice(-3)).slice(0, 600)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the socket is closed by the server. */
  async closedBy(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the socket was not closed');
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.closed;
  }

  close(): void {
    this.socket.close();
  }
}

/** JSON over HTTP for tests: returns status and parsed body. */
export async function api<T = unknown>(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
