import type { WebSocket } from 'ws';

/** The close code of a socket on which the client sent nothing of its own for too long. */
export const CLOSE_IDLE = 4409;

/**
 * WebSocket protocol pings from the server: every `intervalMs` each socket is pinged, and one that
 * has not answered the previous ping by then is terminated. A peer that vanished without closing
 * (a dropped network, a suspended laptop) so gives back its connection within two intervals.
 * Answering pings is not enough to hold a socket: one on which the client has sent no message
 * of its own for `idleMs` is closed (4409, idle). Our clients send a keep-alive every 15 s (a
 * match) or 25 s (the lobby feed), so only a socket kept open for nothing is reclaimed.
 */
export class Heartbeat {
  private readonly answered = new Map<WebSocket, boolean>();
  private readonly heardAt = new Map<WebSocket, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    intervalMs: number,
    private readonly idleMs = Infinity,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.beat(), intervalMs);
    this.timer.unref();
  }

  watch(socket: WebSocket): void {
    this.answered.set(socket, true);
    this.heardAt.set(socket, this.now());
    socket.on('pong', () => this.answered.set(socket, true));
    socket.on('message', () => this.heardAt.set(socket, this.now()));
    socket.once('close', () => {
      this.answered.delete(socket);
      this.heardAt.delete(socket);
    });
  }

  private beat(): void {
    const now = this.now();
    for (const [socket, answered] of this.answered) {
      if (!answered) {
        this.answered.delete(socket);
        socket.terminate();
        continue;
      }
      if (now - (this.heardAt.get(socket) ?? now) >= this.idleMs) {
        this.answered.delete(socket);
        socket.close(CLOSE_IDLE, 'idle: no message for too long');
        continue;
      }
      this.answered.set(socket, false);
      if (socket.readyState === socket.OPEN) socket.ping();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.answered.clear();
    this.heardAt.clear();
  }
}
