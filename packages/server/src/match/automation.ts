import type { Seat } from '@decktet/engine';
import type { MatchRoom } from './room';

/**
 * The parts of a match nobody types: server bots choosing for bot seats (and for absent humans),
 * and the turn clock that hands an absent human's seat to a bot when it runs out.
 * Searches run in the bot worker pool, so the event loop never waits on them.
 */
export class Automation {
  /** seat → the match seq a bot is choosing for (one search per seat and position). */
  private readonly thinking = new Map<Seat, number>();
  private readonly clocks = new Map<Seat, { deadline: number; timer: NodeJS.Timeout }>();

  constructor(private readonly room: MatchRoom) {}

  /** Starts whatever the current position needs: bot searches and clocks. Call after every change. */
  schedule(): void {
    const room = this.room;
    if (room.closed || room.state === null || room.finished) {
      this.stopClocks();
      return;
    }
    const pending = room.game.pending(room.state);
    for (const seat of [...this.clocks.keys()]) if (!pending.includes(seat) || room.botControls(seat)) this.stopClock(seat);
    for (const seat of pending) {
      if (room.botControls(seat)) this.think(seat);
      else if (room.meta.turnSeconds !== null && !this.clocks.has(seat)) this.startClock(seat, room.meta.turnSeconds * 1000);
    }
  }

  /** A seat acted: its clock restarts at its next decision. */
  actionTaken(seat: Seat): void {
    this.stopClock(seat);
  }

  /** Per seat, when its clock runs out (epoch ms); null when the match has no clock. */
  deadlines(pending: readonly Seat[]): (number | null)[] | null {
    if (this.room.meta.turnSeconds === null) return null;
    return this.room.seats.map((s) => (pending.includes(s.seat) ? (this.clocks.get(s.seat)?.deadline ?? null) : null));
  }

  stop(): void {
    this.stopClocks();
    this.thinking.clear();
  }

  private startClock(seat: Seat, ms: number): void {
    const timer = setTimeout(() => void this.expire(seat), ms);
    timer.unref();
    this.clocks.set(seat, { deadline: Date.now() + ms, timer });
  }

  private stopClock(seat: Seat): void {
    const clock = this.clocks.get(seat);
    if (clock) clearTimeout(clock.timer);
    this.clocks.delete(seat);
  }

  private stopClocks(): void {
    for (const seat of [...this.clocks.keys()]) this.stopClock(seat);
  }

  private async expire(seat: Seat): Promise<void> {
    const room = this.room;
    this.clocks.delete(seat);
    await room
      .serial(async () => {
        if (room.closed || room.state === null || room.finished || !room.game.pending(room.state).includes(seat)) return;
        room.ctx.log.info({ match: room.id, seat }, 'turn clock ran out: a bot covers the seat');
        await room.setCovered(seat, true);
      })
      .catch((e: unknown) => room.ctx.log.error({ err: e, match: room.id }, 'covering an absent seat failed'));
  }

  private think(seat: Seat): void {
    const room = this.room;
    const seq = room.seq;
    if (this.thinking.get(seat) === seq || room.state === null) return;
    const legal = room.game.legalActions(room.state, seat);
    if (legal.length === 0) return;
    this.thinking.set(seat, seq);
    const spec = room.meta.seats[seat];
    const difficulty = spec?.kind === 'bot' ? spec.difficulty : room.ctx.coverDifficulty;
    const request = { game: room.game.id, spec: difficulty, seed: `${room.meta.seed}/bot/${seat}/${seq}`, view: room.game.view(room.state, seat), legal, seat };
    room.ctx.bots
      .decide(request)
      .then(async (index) => {
        const action = legal[index];
        if (room.closed || action === undefined) return;
        const reply = await room.act(seat, room.game.formatAction(action), null, spec?.kind === 'bot' ? 'bot' : 'cover');
        // Rejected because the position moved on: the change that moved it scheduled a new search.
        if (!reply.ok) room.ctx.log.debug({ match: room.id, seat, code: reply.error.code }, 'bot action not applied');
      })
      .catch((e: unknown) => {
        room.ctx.log.error({ err: e, match: room.id, seat }, 'bot failed to choose');
        if (this.thinking.get(seat) === seq) this.thinking.delete(seat);
        // Try again shortly (a crashed worker is replaced on the next request).
        setTimeout(() => void room.serial(() => this.schedule()), 1000).unref();
      });
  }
}
