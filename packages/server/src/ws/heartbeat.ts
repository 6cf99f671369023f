import type { WebSocket } from 'ws';

/**
 * WebSocket protocol pings from the server: every `intervalMs` each socket is pinged, and one that
 * has not answered the previous ping by then is terminated. A peer that vanished without closing
 * (a dropped network, a suspended laptop) so gives back its connection within two intervals.
 */
export class Heartbeat {
  private readonly answered = new Map<WebSocket, boolean>();
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs: number) {
    this.timer = setInterval(() => this.beat(), intervalMs);
    this.timer.unref();
  }

  watch(socket: WebSocket): void {
    this.answered.set(socket, true);
    socket.on('pong', () => this.answered.set(socket, true));
    socket.once('close', () => this.answered.delete(socket));
  }

  private beat(): void {
    for (const [socket, answered] of this.answered) {
      if (!answered) {
        this.answered.delete(socket);
        socket.terminate();
        continue;
      }
      this.answered.set(socket, false);
      if (socket.readyState === socket.OPEN) socket.ping();
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.answered.clear();
  }
}
