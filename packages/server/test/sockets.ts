import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';

/** A raw TCP connection for tests of what the server does before (or instead of) a whole request. */
export interface RawConnection {
  socket: Socket;
  /** Everything the server sent. */
  received(): string;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  /** The status of the first reply (0 until one arrives). */
  status(): number;
  /** Resolves with the first reply's status. */
  replied: Promise<number>;
}

/** Opens a TCP connection to the server at `url`, from a chosen loopback address (127.0.0.x) if given, and writes `send` at once. */
export function rawConnection(url: string, options: { from?: string; send?: string } = {}): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port), ...(options.from ? { localAddress: options.from } : {}) });
  let text = '';
  let markReplied: (status: number) => void = () => {};
  const replied = new Promise<number>((resolve) => (markReplied = resolve));
  const status = () => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  socket.on('data', (chunk) => {
    text += String(chunk);
    if (status()) markReplied(status());
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      if (options.send) socket.write(options.send);
      resolve({ socket, received: () => text, closed, status, replied });
    });
    socket.once('error', reject);
  });
}

/** A keep-alive request for /healthz: a connection that has been served and stays open. */
export const HEALTH_REQUEST = 'GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n';

/** A WebSocket to `/ws` with chosen headers (an Origin, X-Forwarded-For) and ws client options. */
export interface RawSocket {
  ws: WebSocket;
  /** Parsed JSON messages the server sent. */
  messages: { type: string; code?: string; message?: string; [k: string]: unknown }[];
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves when the socket opened; rejects with the HTTP status when the upgrade was refused. */
  opened: Promise<void>;
}

export function rawSocket(url: string, headers: Record<string, string> = {}, options: WebSocket.ClientOptions = {}): RawSocket {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers, ...options });
  const messages: RawSocket['messages'] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as RawSocket['messages'][number]));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade refused: ${response.statusCode}`));
      ws.terminate();
    });
    ws.once('error', reject);
  });
  opened.catch(() => {});
  return { ws, messages, closed, opened };
}

/** Waits until `check` holds, looking every 20 ms (the test's own timeout ends a wait that never succeeds). */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}
