import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AnyGame, Seat } from '@decktet/engine';
import { createBot } from '@decktet/ai';
import type { BotDecider, BotRequest } from '../bots/pool';
import { clockOf } from './clock';
import { dutyOf, whenClockRunsOut } from './duties';
import type { ClientError } from './errors';
import type { Table } from './table';

/**
 * How long a bot's decision may take, waiting in the pool's queue included, before it counts as
 * failed. Every level stops its own search within a second, `expert` within 1.5 s
 * (packages/ai/src/spec.ts): the rest is room for a queue of other matches' decisions on a busy server.
 */
export const DECISION_TIMEOUT_MS = 30_000;

/** Who chose in the end: the bot asked for, the same bot on another seed, the rules of thumb, or chance. */
export type DecidedBy = 'bot' | 'retry' | 'rules of thumb' | 'random';

export interface SureDecision {
  /** Index into the request's legal actions. */
  index: number;
  by: DecidedBy;
  /** What went wrong before `by` chose, one line per failed attempt (empty when the bot chose). */
  failures: string[];
}

/**
 * A decision that always comes, so a match never waits on a bot for good. The bot asked for
 * chooses in the worker pool; if it fails — throws, its worker dies, it does not answer within
 * `timeoutMs`, or it names no legal action — the same bot tries again on another seed (bots are
 * deterministic for a seed, so asking again unchanged would fail again); then the game's rules of
 * thumb choose here (they only read the view: no search); then a uniformly random legal action.
 */
export async function decideSurely(bots: BotDecider, game: AnyGame, request: BotRequest, timeoutMs = DECISION_TIMEOUT_MS): Promise<SureDecision> {
  const failures: string[] = [];
  const attempts: [DecidedBy, () => Promise<number>][] = [
    ['bot', () => withinTime(bots.decide(request), timeoutMs)],
    ['retry', () => withinTime(bots.decide({ ...request, seed: `${request.seed}/retry` }), timeoutMs)],
    ['rules of thumb', async () => rulesOfThumb(game, request)],
  ];
  for (const [by, attempt] of attempts) {
    try {
      const index = await attempt();
      if (!Number.isInteger(index) || index < 0 || index >= request.legal.length) throw new Error(`chose action ${index}, but there are ${request.legal.length} legal actions`);
      return { index, by, failures };
    } catch (e) {
      failures.push(`${by}: ${e instanceof Error && e.name !== 'Error' ? `${e.name}: ${e.message}` : e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { index: randomInt(request.legal.length), by: 'random', failures };
}

/** The index of a bot's choice among the legal actions (it may come back as a structured copy), or -1. */
export function indexOfChoice(legal: readonly unknown[], choice: unknown): number {
  const index = legal.indexOf(choice);
  if (index >= 0) return index;
  const text = JSON.stringify(choice);
  return legal.findIndex((a) => JSON.stringify(a) === text);
}

/** The rules of thumb's choice, made here at once (no search); should they fail, a sure decision as usual. */
export async function quickDecision(bots: BotDecider, game: AnyGame, request: BotRequest): Promise<SureDecision> {
  try {
    const index = rulesOfThumb(game, request);
    if (index >= 0) return { index, by: 'rules of thumb', failures: [] };
  } catch {
    // Fall through to the pool, which tries every fallback in turn.
  }
  return decideSurely(bots, game, request);
}

function rulesOfThumb(game: AnyGame, request: BotRequest): number {
  const bot = createBot(game, 'heuristic', `${request.seed}/rules-of-thumb`);
  return indexOfChoice(request.legal, bot.decide(request.view, request.legal, request.seat));
}

/** The decision, or a failure once `ms` have passed without one. */
async function withinTime<T>(decision: Promise<T>, ms: number): Promise<T> {
  const stop = new AbortController();
  const late = sleep(ms, undefined, { signal: stop.signal, ref: false }).then(() => {
    throw new Error(`no answer within ${ms} ms`);
  });
  try {
    return await Promise.race([decision, late]);
  } finally {
    stop.abort();
    late.catch(() => undefined);
  }
}

/** Which decision a seat owes: the seq of its last action (0 before any), the same on every instance. */
export function decisionOf(table: Pick<Table, 'actions'>, seat: Seat): number {
  for (let i = table.actions.length - 1; i >= 0; i--) if (table.actions[i]!.seat === seat) return table.actions[i]!.seq;
  return 0;
}

/** What automation needs of its room besides the table: acting for a seat, and handing seats to the AI and back. */
export interface AutomatedTable extends Table {
  readonly closed: boolean;
  /** Whether a bot plays this seat now. */
  botControls(seat: Seat): boolean;
  /** Whether a covered seat's player is back to take it now. */
  returned(seat: Seat): boolean;
  /** Runs `task` after every earlier operation on the room has finished. */
  serial<T>(task: () => Promise<T> | T): Promise<T>;
  beginCover(seat: Seat, reason: 'clock'): Promise<void>;
  /** A covered seat's return deadline passed (see MatchRoom.missedReturn). */
  missedReturn(seat: Seat, returnBy: number): Promise<void>;
  endCover(seat: Seat): Promise<void>;
  act(seat: Seat, text: string, clientSeq: null, by: 'bot' | 'cover', onAccepted?: undefined, holder?: undefined, timedOut?: boolean): Promise<{ ok: true } | { ok: false; error: ClientError }>;
}

/**
 * The parts of a match nobody types: server bots choosing for bot seats (and for absent humans),
 * and the turn clock that hands an absent human's seat to a bot when it runs out.
 * Searches run in the bot worker pool, so the event loop never waits on them.
 */
export class Automation {
  /** seat → the match seq a bot is choosing for (one search per seat and position). */
  private readonly thinking = new Map<Seat, number>();
  /** seat → the seq whose failed store was last logged. */
  private readonly reported = new Map<Seat, number>();
  private readonly clocks = new Map<Seat, { deadline: number; cancel: () => void }>();
  /** seat → the return deadline of its cover being watched (a rated match's player whose time ran out). */
  private readonly returns = new Map<Seat, { returnBy: number; cancel: () => void }>();
  /** seat → the match seq at which it was passed in a secret window (once per position). */
  private readonly passing = new Map<Seat, number>();

  constructor(private readonly room: AutomatedTable) {}

  /** Starts whatever the current position needs: bot searches and clocks. Call after every change. */
  schedule(): void {
    const room = this.room;
    if (room.closed || room.match === null || room.finished) {
      this.stopClocks();
      return;
    }
    this.watchReturns();
    const pending = room.match.pending();
    // The seats of a simultaneous decision start their clocks at one instant.
    const now = clockOf(room.ctx).now();
    for (const seat of [...this.clocks.keys()]) if (!pending.includes(seat) || room.botControls(seat)) this.stopClock(seat);
    for (const seat of pending) {
      const held = room.seats[seat];
      const duty = dutyOf({
        returned: room.returned(seat),
        botControls: room.botControls(seat),
        inSecretWindow: this.inSecretWindow(),
        soleInstance: room.ctx.storage.soleInstance,
        turnBased: room.meta.table?.pace === 'turn-based',
        presence: held ? room.presenceOf(held) : null,
      });
      if (duty === 'give-back') void room.serial(() => room.endCover(seat)).catch((e: unknown) => room.ctx.log.error({ err: e, match: room.id }, 'giving a seat back failed'));
      else if (duty === 'bot') this.think(seat);
      else if (duty === 'pass') void this.passInWindow(seat).catch((e: unknown) => room.ctx.log.error({ err: e, match: room.id, seat }, 'passing an absent seat in a window failed'));
      else {
        if (room.meta.turnSeconds !== null && !this.clocks.has(seat)) this.startClock(seat, now, room.meta.turnSeconds * 1000);
        this.tellOwed(seat);
      }
    }
  }

  /** A turn-based seat of a signed-in player owes a decision: whoever listens (push reminders) is told, after every change. */
  private tellOwed(seat: Seat): void {
    const room = this.room;
    const told = room.ctx.turnOwed;
    const held = room.seats[seat];
    if (!told || room.meta.table?.pace !== 'turn-based' || !held?.playerId) return;
    const opponents = room.seats.filter((s) => s.seat !== seat).map((s) => room.nameOf(s.seat));
    told({ matchId: room.id, game: room.meta.game, seat, playerId: held.playerId, decision: decisionOf(room, seat), present: room.presenceOf(held) !== 'offline', opponents });
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

  private startClock(seat: Seat, now: number, ms: number): void {
    const deadline = this.deadlineFor(seat, now + ms);
    const cancel = clockOf(this.room.ctx).after(deadline - now, () => void this.expire(seat));
    this.clocks.set(seat, { deadline, cancel });
  }

  /**
   * When a seat's clock runs out: `fresh` for a live match. A turn-based seat's clock is stored, so
   * that it runs on across restarts and instances: the one stored for this decision, else `fresh`, stored now.
   */
  private deadlineFor(seat: Seat, fresh: number): number {
    const room = this.room;
    const held = room.seats[seat];
    if (room.meta.table?.pace !== 'turn-based' || !held) return fresh;
    const decision = decisionOf(room, seat);
    if (held.clock?.decision === decision) return held.clock.deadline;
    const kept = { decision, deadline: fresh };
    room.seats[seat] = { ...held, clock: kept };
    room.ctx.storage.tables.setClock(room.id, seat, kept).catch((e: unknown) => room.ctx.log.error({ err: e, match: room.id, seat }, 'storing a turn clock failed'));
    return fresh;
  }

  private stopClock(seat: Seat): void {
    this.clocks.get(seat)?.cancel();
    this.clocks.delete(seat);
  }

  private stopClocks(): void {
    for (const seat of [...this.clocks.keys()]) this.stopClock(seat);
    for (const watched of this.returns.values()) watched.cancel();
    this.returns.clear();
  }

  /** Watches each covered seat's return deadline (restored from storage after a restart too); a passed one is judged at once. */
  private watchReturns(): void {
    const room = this.room;
    const clock = clockOf(room.ctx);
    for (const s of room.seats) {
      const returnBy = s.cover?.returnBy ?? null;
      const watched = this.returns.get(s.seat);
      if (watched && watched.returnBy === returnBy) continue;
      watched?.cancel();
      this.returns.delete(s.seat);
      if (returnBy === null || s.forfeit) continue;
      const cancel = clock.after(Math.max(0, returnBy - clock.now()), () => {
        this.returns.delete(s.seat);
        void room.serial(() => room.missedReturn(s.seat, returnBy)).catch((e: unknown) => room.ctx.log.error({ err: e, match: room.id }, 'judging a missed return failed'));
      });
      this.returns.set(s.seat, { returnBy, cancel });
    }
  }

  private async expire(seat: Seat): Promise<void> {
    const room = this.room;
    this.clocks.delete(seat);
    if (whenClockRunsOut(this.inSecretWindow()) === 'pass') return this.passInWindow(seat);
    await room
      .serial(async () => {
        if (room.closed || room.match === null || room.finished || !room.match.pending().includes(seat)) return;
        await room.beginCover(seat, 'clock');
      })
      .catch((e: unknown) => room.ctx.log.error({ err: e, match: room.id }, 'covering an absent seat failed'));
  }

  private inSecretWindow(): boolean {
    const match = this.room.match;
    return match !== null && (match.game.secretWindows?.isOpen(match.state) ?? false);
  }

  /**
   * A seat that cannot answer a secret window passes in it, as a quick player would, and nobody is
   * told (DR-38): its clock ran out, or (at a live table) none of its sockets is open.
   */
  private async passInWindow(seat: Seat): Promise<void> {
    const room = this.room;
    const match = room.match;
    const windows = match?.game.secretWindows;
    if (!match || !windows || this.passing.get(seat) === room.seq) return;
    this.passing.set(seat, room.seq);
    const reply = await room.act(seat, match.game.formatAction(windows.timeoutAction(match.state, seat)), null, 'cover', undefined, undefined, true);
    if (!reply.ok) room.ctx.log.debug({ match: room.id, seat, code: reply.error.code }, 'a window decision for an absent seat was not applied');
  }

  private think(seat: Seat): void {
    const room = this.room;
    const seq = room.seq;
    const match = room.match;
    if (this.thinking.get(seat) === seq || match === null) return;
    const legal = match.legal(seat);
    if (legal.length === 0) return;
    this.thinking.set(seat, seq);
    const spec = room.meta.seats[seat];
    const by = spec?.kind === 'bot' ? 'bot' : 'cover';
    const difficulty = spec?.kind === 'bot' ? spec.difficulty : room.ctx.coverDifficulty;
    const request: BotRequest = { game: match.game.id, spec: difficulty, seed: `${room.meta.seed}/bot/${seat}/${seq}`, view: match.view(seat), legal, seat };
    // In a secret window at a table with a person seated, a search could outlast the window's hold
    // and so show that this seat was asked (DR-36): the rules of thumb answer at once instead.
    const quick = this.inSecretWindow() && room.seats.some((s) => s.kind === 'human');
    const decision = quick ? quickDecision(room.ctx.bots, match.game, request) : decideSurely(room.ctx.bots, match.game, request);
    void decision
      .then(async (decision) => {
        if (room.closed) return;
        // Once per failed decision (the fallbacks always choose, so nothing repeats it).
        if (decision.failures.length) room.ctx.log.error({ match: room.id, seat, seq, bot: difficulty, failures: decision.failures, playedBy: decision.by }, 'bot failed to choose: a fallback chose for it');
        const reply = await room.act(seat, match.game.formatAction(legal[decision.index]), null, by);
        // Rejected because the position moved on: the change that moved it scheduled a new search.
        if (!reply.ok) {
          room.ctx.log.debug({ match: room.id, seat, code: reply.error.code }, 'bot action not applied');
          // Or the player took the seat back at this very position: if the AI covers it again here, it must search again.
          if (this.thinking.get(seat) === seq) this.thinking.delete(seat);
        }
      })
      .catch((e: unknown) => {
        // Not the bot: storing its action failed. Try again shortly, and say so once per position.
        if (this.reported.get(seat) !== seq) room.ctx.log.error({ err: e, match: room.id, seat, seq }, 'a bot action could not be stored: retrying');
        this.reported.set(seat, seq);
        if (this.thinking.get(seat) === seq) this.thinking.delete(seat);
        setTimeout(() => void room.serial(() => this.schedule()), 1000).unref();
      });
  }
}
