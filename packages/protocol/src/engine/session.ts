import { z } from 'zod';
import { type AnyGame, type BaseState, type Game, type LogEntry, Match, type Outcome, type RuleError, type Seat, visibleEntries } from '@decktet/engine';
import {
  ENGINE_OPS,
  type EngineAnswer,
  type EngineErrorCode,
  type EngineGameInfo,
  type EngineOp,
  type EngineRequest,
  engineRequestIdSchema,
  engineRequestSchemas,
} from './messages';

type AnyMatch = Match<BaseState, unknown, unknown, unknown, unknown>;

export interface EngineSessionOptions {
  /** The games this session offers. */
  readonly games: readonly AnyGame[];
  /** A seed for `new` requests that give none (the CLI passes a random one). */
  readonly newSeed?: () => string;
}

/** Thrown inside a handler to answer with an error; never escapes the session. */
class Refusal extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (code: EngineErrorCode, message: string): never => {
  throw new Refusal(code, message);
};

/**
 * The deepest nesting of arrays and objects a request may hold. No record, config or layout comes
 * near it; refusing deeper ones before anything walks them keeps a crafted request from
 * exhausting the stack of the code that reads it (a stack overflow would be an internal error).
 */
export const MAX_REQUEST_NESTING = 64;

/** Whether `value` nests arrays and objects more than `limit` levels deep (walked without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** The error for a field too deep to read: a record, config or layout says which it is. */
const DEEP_FIELD_CODES: Readonly<Record<string, EngineErrorCode>> = { record: 'invalid-record', config: 'invalid-config', layout: 'invalid-layout' };

function fieldProblems(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => {
      const where = i.path.join('.');
      if (i.code === 'unrecognized_keys') return `unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}`;
      return where ? `${where}: ${i.message}` : i.message;
    })
    .join('; ');
}

function configJsonSchema(game: AnyGame): unknown {
  try {
    return z.toJSONSchema(game.configSchema as z.ZodType, { io: 'input', unrepresentable: 'any' });
  } catch {
    // A schema zod cannot express as JSON Schema still validates on `new`; describe it as open.
    return { type: 'object' };
  }
}

/**
 * One engine-protocol session: several matches, driven by JSON requests. Pure apart from the
 * seed source; the `decktet engine` command feeds it stdin lines and prints its answers.
 */
export class EngineSession {
  private readonly matches = new Map<string, AnyMatch>();
  private nextMatch = 1;
  private seedCounter = 1;
  /** Set once a `quit` request has been answered. */
  finished = false;

  constructor(private readonly options: EngineSessionOptions) {}

  /** Answers one line of input with one line of output (no newline). */
  handleLine(line: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return JSON.stringify(this.error(undefined, 'malformed-json', `the request is not valid JSON (${why}); send one JSON object per line`));
    }
    return JSON.stringify(this.handle(parsed));
  }

  /** Answers one request (already parsed from JSON). Never throws. */
  handle(raw: unknown): EngineAnswer {
    const id = this.requestId(raw);
    try {
      const request = this.parse(raw);
      return { ...(id !== undefined ? { id } : {}), ok: true, ...this.dispatch(request) };
    } catch (e) {
      if (e instanceof Refusal) return this.error(id, e.code, e.message);
      return this.error(id, 'internal-error', `the engine failed on this request: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private requestId(raw: unknown): string | number | undefined {
    if (typeof raw !== 'object' || raw === null || !('id' in raw)) return undefined;
    const parsed = engineRequestIdSchema.safeParse((raw as { id: unknown }).id);
    return parsed.success ? parsed.data : undefined;
  }

  private error(id: string | number | undefined, code: EngineErrorCode, message: string): EngineAnswer {
    return { ...(id !== undefined ? { id } : {}), ok: false, error: { code, message } };
  }

  private parse(raw: unknown): EngineRequest {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) refuse('invalid-request', 'a request must be a JSON object such as {"op":"games"}');
    const { op, id, ...fields } = raw as Record<string, unknown>;
    for (const [name, value] of Object.entries(fields)) {
      if (nestsDeeperThan(value, MAX_REQUEST_NESTING)) {
        refuse(DEEP_FIELD_CODES[name] ?? 'invalid-request', `"${name}" nests arrays and objects more than ${MAX_REQUEST_NESTING} levels deep; no ${name === 'record' ? 'game record' : name} needs that`);
      }
    }
    if (id !== undefined && !engineRequestIdSchema.safeParse(id).success) refuse('invalid-request', '"id" must be a string or a number');
    if (typeof op !== 'string') refuse('invalid-request', `a request needs an "op": one of ${ENGINE_OPS.join(', ')}`);
    if (!(ENGINE_OPS as string[]).includes(op as string)) refuse('unknown-op', `unknown op "${String(op)}": the ops are ${ENGINE_OPS.join(', ')}`);
    const schema = engineRequestSchemas[op as EngineOp] as z.ZodType;
    const checked = schema.safeParse(fields);
    if (!checked.success) refuse('invalid-request', `bad "${String(op)}" request — ${fieldProblems(checked.error)}`);
    return { op, ...(checked.data as object) } as EngineRequest;
  }

  private dispatch(request: EngineRequest): Record<string, unknown> {
    switch (request.op) {
      case 'games':
        return { games: this.options.games.map(engineGameInfo) };
      case 'new':
        return this.newMatch(request);
      case 'legal': {
        const match = this.match(request.match);
        const seat = this.seat(match, request.seat);
        return { seat, legal: match.legalText(seat), pending: match.pending() };
      }
      case 'act':
        return this.act(request);
      case 'view': {
        const match = this.match(request.match);
        const seat = request.seat === undefined || request.seat === null ? null : this.seat(match, request.seat);
        return { seat, view: match.view(seat), ...readableLog(match.state.log, seat), pending: match.pending() };
      }
      case 'state':
        return { state: this.match(request.match).state };
      case 'outcome':
        return { outcome: this.match(request.match).outcome() };
      case 'save':
        return { record: this.match(request.match).toRecord(request.meta) };
      case 'load': {
        const loaded = Match.fromRecord(this.options.games, request.record);
        if (!loaded.ok) refuse(loaded.error.code, loaded.error.message);
        return this.opened((loaded as { value: AnyMatch }).value);
      }
      case 'close':
        this.match(request.match);
        this.matches.delete(request.match);
        return { closed: request.match };
      case 'quit':
        this.finished = true;
        return { bye: true };
    }
  }

  private newMatch(request: Extract<EngineRequest, { op: 'new' }>): Record<string, unknown> {
    const game = this.options.games.find((g) => g.id === request.game);
    if (!game) refuse('unknown-game', `unknown game "${request.game}": the games are ${this.options.games.map((g) => g.id).join(', ')}`);
    const g = game as AnyGame;
    let layout: unknown;
    if (request.layout !== undefined) {
      if (!g.layoutSchema) refuse('invalid-layout', `${g.name} takes no layout override`);
      const parsed = (g.layoutSchema as z.ZodType).safeParse(request.layout);
      if (!parsed.success) refuse('invalid-layout', `invalid ${g.name} layout — ${fieldProblems(parsed.error)}`);
      layout = (parsed as { data: unknown }).data;
    }
    const seed = request.seed ?? this.options.newSeed?.() ?? `seed-${this.seedCounter++}`;
    const created = Match.create(g, request.config, seed, {
      ...(request.names ? { names: request.names } : {}),
      ...(layout !== undefined ? { layout } : {}),
    });
    if (!created.ok) refuse(created.error.code, created.error.message);
    return this.opened((created as { value: AnyMatch }).value);
  }

  private opened(match: AnyMatch): Record<string, unknown> {
    const id = `m${this.nextMatch++}`;
    this.matches.set(id, match);
    return {
      match: id,
      game: match.game.id,
      seed: match.seed,
      config: match.config,
      names: match.state.names,
      seats: match.state.names.length,
      actions: match.actions.length,
      pending: match.pending(),
      outcome: match.outcome(),
    };
  }

  private act(request: Extract<EngineRequest, { op: 'act' }>): Record<string, unknown> {
    const match = this.match(request.match);
    const seat = this.seat(match, request.seat);
    const over = match.outcome();
    const pending = match.pending();
    const result = match.act(seat, request.action);
    if (!result.ok) {
      // A finished match, or a seat with nothing to decide, is what the answer says first, whatever
      // the action's text; the game's own words say why (they reveal nothing that seat may not know).
      const { code } = result.error;
      if (over && code !== 'game-over') refuse('game-over', `the match is over: ${over.summary}`);
      if (!over && !pending.includes(seat) && code !== 'not-your-turn') refuse('not-your-turn', `seat ${seat} has no decision to make now; ${waitingFor(pending)}`);
      refuse(code, explain(result.error, match.game, request.action, pending));
    }
    const added = (result as { value: { added: readonly LogEntry[] } }).value.added;
    const outcome: Outcome | null = match.outcome();
    return {
      seat,
      action: match.actions[match.actions.length - 1]?.action,
      // Only the lines the acting seat may read: the answer goes to whoever plays that seat.
      ...readableLog(added, seat),
      pending: match.pending(),
      outcome,
    };
  }

  private match(id: string): AnyMatch {
    const match = this.matches.get(id);
    if (!match) {
      const open = [...this.matches.keys()];
      refuse('unknown-match', `no match "${id}" in this session${open.length ? ` (open: ${open.join(', ')})` : ' (start one with "new")'}`);
    }
    return match as AnyMatch;
  }

  private seat(match: AnyMatch, seat: number): Seat {
    const count = match.state.names.length;
    if (seat >= count) refuse('invalid-seat', `seat ${seat} does not exist: this match has seats 0–${count - 1}`);
    return seat;
  }
}

/** The lines of `log` a seat may read (`log`), and the same lines as events (`events`; null for a line without one). */
function readableLog(log: readonly LogEntry[], seat: Seat | null): { log: string[]; events: unknown[] } {
  const entries = visibleEntries(log, seat);
  return { log: entries.map((e) => e.text), events: entries.map((e) => e.event ?? null) };
}

const waitingFor = (pending: readonly Seat[]) => `waiting for seat${pending.length > 1 ? 's' : ''} ${pending.join(', ')}`;

/** The game's reason, with what a program needs beside it: the action refused, or the seats awaited. */
function explain(error: RuleError, game: Game<BaseState, unknown, unknown, unknown, unknown>, action: string, pending: readonly Seat[]): string {
  if (error.code === 'game-over') return error.message;
  if (error.code === 'not-your-turn') return `${error.message} (${waitingFor(pending)})`;
  return error.message.includes(action) ? error.message : `"${action}" is not accepted (${game.name}): ${error.message}`;
}

export function engineGameInfo(game: AnyGame): EngineGameInfo {
  return {
    id: game.id,
    name: game.name,
    minSeats: game.minSeats,
    maxSeats: game.maxSeats,
    configSchema: configJsonSchema(game),
    layout: game.layoutSchema !== undefined,
  };
}
