import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, type Seat, cloneState } from './contract';
import { canonicalJson } from './hash';
import { parseConfig } from './match';

export interface ConformanceOptions {
  /** Number of seeded random playouts (default 1000). */
  readonly playouts?: number;
  /** Raw configs, used in turn by the playouts (default: one empty config). */
  readonly configs?: readonly unknown[];
  /** Seeds are `${seedPrefix}-${i}`. */
  readonly seedPrefix?: string;
  /** A playout longer than this many actions fails: games must end. */
  readonly maxActions?: number;
  /** How many legal actions are test-applied at each step (random sample; default 4). */
  readonly legalSample?: number;
  /** Hidden-information, JSON and determinism checks run every this many steps (default 5). */
  readonly hiddenEvery?: number;
  /** Steps of random play continued from each sampled determinization (default 10). */
  readonly sampleContinuation?: number;
  /**
   * Every seat's view is determinized (`sampleState`, `randomizeHidden`) every this many steps
   * (default 1: every step, so every stage a playout passes through — mid reaction window or
   * mid simultaneous choice included): neither may throw, and the seat's view must not change.
   */
  readonly determinizeEvery?: number;
}

export interface ConformanceReport {
  readonly playouts: number;
  readonly actions: number;
  readonly longest: number;
  readonly illegalRejected: number;
  readonly hiddenChecks: number;
  /** Determinizations checked (sampleState and randomizeHidden, one per seat and step checked). */
  readonly determinizations: number;
  readonly endings: Readonly<Record<string, number>>;
}

export class ConformanceError extends Error {
  override name = 'ConformanceError';
}

/**
 * Runs the engine's conformance suite on a game: seeded random playouts checking that every legal
 * action applies, that illegal and malformed actions are rejected without change, that states
 * round-trip through JSON, that replays are identical, that games end, and that a seat's view does
 * not change when only information hidden from that seat changes. Throws a ConformanceError that
 * names the seed and step to reproduce a failure.
 */
export function checkConformance(game: AnyGame, options: ConformanceOptions = {}): ConformanceReport {
  const playouts = options.playouts ?? 1000;
  const configs = options.configs ?? [{}];
  const prefix = options.seedPrefix ?? game.id;
  const maxActions = options.maxActions ?? 5000;
  const legalSample = options.legalSample ?? 4;
  const hiddenEvery = options.hiddenEvery ?? 5;
  const continuation = options.sampleContinuation ?? 10;
  const determinizeEvery = options.determinizeEvery ?? 1;
  const actionPool = new Set<string>();
  let actions = 0;
  let longest = 0;
  let illegalRejected = 0;
  let hiddenChecks = 0;
  let determinizations = 0;
  const endings: Record<string, number> = {};

  for (let p = 0; p < playouts; p++) {
    const seed = `${prefix}-${p}`;
    const rawConfig = configs[p % configs.length];
    const where = (step: number, extra = '') => `[${game.id} seed "${seed}" config ${JSON.stringify(rawConfig)} step ${step}] ${extra}`;
    const fail = (step: number, message: string): never => {
      throw new ConformanceError(`${where(step)}${message}`);
    };
    const config = parseConfig(game, rawConfig);
    if (!config.ok) fail(0, `config rejected: ${config.error.message}`);
    const setup = game.setup(config.ok ? config.value : undefined, seed);
    if (!setup.ok) return fail(0, `setup failed: ${setup.error.message}`);
    let state: BaseState = setup.value;
    const rng = Rng.fast(`conformance:${seed}`);
    // Determinizations draw from their own stream, so checking more of them leaves the playouts as they were.
    const hiddenRng = Rng.fast(`conformance-hidden:${seed}`);
    const history: { seat: Seat; text: string }[] = [];
    const seats = state.names.length;

    const again = game.setup(config.ok ? config.value : undefined, seed);
    if (!again.ok || canonicalJson(again.value) !== canonicalJson(state)) fail(0, 'setup is not deterministic for a seed');

    for (let step = 0; ; step++) {
      const outcome = game.outcome(state);
      const pending = game.pending(state);
      if (outcome) {
        if (pending.length) fail(step, `game is over but seats ${pending.join(',')} are pending`);
        if (outcome.results.length !== seats || outcome.scores.length !== seats) fail(step, 'outcome must have one result and one score per seat');
        const key = outcome.results.join('/');
        endings[key] = (endings[key] ?? 0) + 1;
        checkRejectedWhenOver(step);
        break;
      }
      if (pending.length === 0) fail(step, 'no seat is pending but the game is not over');
      if (step >= maxActions) fail(step, `game did not end within ${maxActions} actions`);

      const unchanged = snapshotOf(state);
      const deepCheck = step % hiddenEvery === 0;
      if (deepCheck) {
        const problem = jsonProblem(state, 'state');
        if (problem) fail(step, `state does not round-trip through JSON: ${problem}`);
        if (game.clone && !sameJson(game.clone(state), state)) fail(step, 'the game\'s clone is not an exact copy');
        checkHidden(step, state);
        hiddenChecks++;
      } else if (step % determinizeEvery === 0) {
        for (let viewer = 0; viewer < seats; viewer++) determinize(step, state, viewer);
      }

      const seat = rng.pick(pending);
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) fail(step, `seat ${seat} is pending but has no legal action`);
      const legalTexts = legal.map((a) => game.formatAction(a));
      if (new Set(legalTexts).size !== legalTexts.length) fail(step, `duplicate legal actions: ${legalTexts.join(' | ')}`);
      for (const [i, a] of legal.entries()) {
        const text = legalTexts[i]!;
        const parsed = game.parseAction(text);
        if (!parsed.ok) fail(step, `notation does not parse back: "${text}": ${parsed.error.message}`);
        else if (game.formatAction(parsed.value) !== text) fail(step, `notation does not round-trip: "${text}" → "${game.formatAction(parsed.value)}"`);
        void a;
        actionPool.add(text);
      }

      // Every legal action applies (a random sample of them at each step), purely.
      const sample = legal.length <= legalSample ? legal : rng.shuffle([...legal]).slice(0, legalSample);
      for (const a of sample) {
        const r = game.apply(state, seat, a);
        if (!r.ok) fail(step, `legal action "${game.formatAction(a)}" for seat ${seat} was rejected: ${r.error.code}: ${r.error.message}`);
      }
      if (snapshotOf(state) !== unchanged) fail(step, `apply(${sample.map((a) => `"${game.formatAction(a)}"`).join(' or ')}) changed its input state`);

      checkIllegal(step, state, seat, pending, new Set(legalTexts));
      if (snapshotOf(state) !== unchanged) fail(step, 'a rejected action changed the state');

      if (game.randomPlayout && step % (hiddenEvery * 8) === 0) checkRandomPlayout(step, state);
      if (game.randomAction) {
        // The fast random choice makes exactly the choice, and the draws, of a pick from the list.
        const fast = Rng.from(rng.state());
        const slow = Rng.from(rng.state());
        const quick = game.formatAction(game.randomAction(state, seat, fast));
        const listed = game.formatAction(slow.pick(legal));
        if (quick !== listed || fast.int(0, 1 << 30) !== slow.int(0, 1 << 30)) fail(step, `randomAction chose "${quick}" where a pick from legalActions chose "${listed}"`);
        if (snapshotOf(state) !== unchanged) fail(step, 'randomAction changed the state');
      }
      const chosen = rng.pick(legal);
      const text = game.formatAction(chosen);
      const next = game.apply(state, seat, chosen);
      if (!next.ok) return fail(step, `legal action "${text}" rejected: ${next.error.message}`);
      if (deepCheck) {
        // The same action, parsed from its notation, on a JSON copy: the same next state.
        const reparsed = game.parseAction(text);
        const fromCopy = game.apply(JSON.parse(JSON.stringify(state)) as BaseState, seat, reparsed.ok ? reparsed.value : chosen);
        if (!fromCopy.ok || !sameJson(fromCopy.value, next.value)) fail(step, `apply is not deterministic for "${text}" (original vs JSON copy)`);
      }
      if (game.applyInPlace) {
        const inPlace = cloneState(game, state);
        game.applyInPlace(inPlace, seat, chosen);
        if (!sameJson({ ...inPlace, log: [] }, { ...next.value, log: [] })) fail(step, `applyInPlace("${text}") reached a different state than apply`);
      }
      history.push({ seat, text });
      state = next.value;
      actions++;
      longest = Math.max(longest, step + 1);
    }

    // Replay: seed + config + log reproduces the final state exactly.
    const replay = game.setup(config.ok ? config.value : undefined, seed);
    if (!replay.ok) return fail(history.length, 'replay setup failed');
    let replayed: BaseState = replay.value;
    for (const [i, h] of history.entries()) {
      const parsed = game.parseAction(h.text);
      if (!parsed.ok) return fail(i, `replay: "${h.text}" does not parse`);
      const r = game.apply(replayed, h.seat, parsed.value);
      if (!r.ok) return fail(i, `replay: "${h.text}" rejected: ${r.error.message}`);
      replayed = r.value;
    }
    if (canonicalJson(replayed) !== canonicalJson(state)) fail(history.length, 'replay did not reproduce the final state');

    /**
     * The game's whole random playout ends where the step-by-step loop does (the first pending
     * seat plays a uniformly random action), with the same draws — stopped early and played out.
     */
    function checkRandomPlayout(step: number, from: BaseState): void {
      for (const limit of [7, maxActions]) {
        const loopRng = Rng.from(rng.state());
        const fastRng = Rng.from(rng.state());
        let byLoop = cloneState(game, from);
        let played = 0;
        for (; played < limit && !game.outcome(byLoop); played++) {
          const seat = game.pending(byLoop)[0]!;
          const action = game.randomAction ? game.randomAction(byLoop, seat, loopRng) : loopRng.pick(game.legalActions(byLoop, seat));
          const next = game.apply(byLoop, seat, action);
          if (!next.ok) return fail(step, `randomPlayout check: "${game.formatAction(action)}" rejected: ${next.error.message}`);
          byLoop = next.value;
        }
        const byGame = cloneState(game, from);
        const count = game.randomPlayout!(byGame, fastRng, limit);
        if (count !== played || !sameJson({ ...byGame, log: [] }, { ...byLoop, log: [] }) || fastRng.int(0, 1 << 30) !== loopRng.int(0, 1 << 30)) {
          fail(step, `randomPlayout (at most ${limit} actions) did not reach the state a step-by-step random playout reaches`);
        }
      }
    }

    function checkRejectedWhenOver(step: number): void {
      const before = snapshotOf(state);
      for (const text of [...actionPool].slice(0, 3)) {
        const parsed = game.parseAction(text);
        if (!parsed.ok) continue;
        for (let s = 0; s < seats; s++) {
          const r = game.apply(state, s, parsed.value);
          if (r.ok) fail(step, `"${text}" by seat ${s} was accepted after the game ended`);
          illegalRejected++;
        }
      }
      if (snapshotOf(state) !== before) fail(step, 'a rejected action changed the state');
    }

    /** Illegal and malformed actions are refused with a RuleError; the caller checks the state is unchanged. */
    function checkIllegal(step: number, s: BaseState, seat: Seat, pending: Seat[], legal: Set<string>): void {
      const expectRejected = (who: Seat, action: unknown, what: string) => {
        const r = game.apply(s, who, action);
        if (r.ok) fail(step, `${what} was accepted`);
        else if (typeof r.error.code !== 'string' || !r.error.code || !r.error.message) fail(step, `${what}: error lacks a code or message`);
        illegalRejected++;
      };
      // Garbage notation is a parse error, not a crash.
      for (const junk of ['', 'xyzzy', 'play', '!!! 42', 'play no-such-card', '{"type":"pass"}']) {
        let parsed;
        try {
          parsed = game.parseAction(junk);
        } catch (e) {
          return fail(step, `parseAction("${junk}") threw instead of returning an error: ${String(e)}`);
        }
        if (parsed.ok && !legal.has(game.formatAction(parsed.value))) expectRejected(seat, parsed.value, `junk "${junk}" parsed as an illegal action`);
      }
      // Malformed action objects.
      for (const bad of [null, 42, {}, { type: 'no-such-action' }]) {
        try {
          expectRejected(seat, bad, `malformed action ${JSON.stringify(bad)}`);
        } catch (e) {
          if (e instanceof ConformanceError) throw e;
          fail(step, `apply threw on malformed action ${JSON.stringify(bad)}: ${String(e)}`);
        }
      }
      // Seats that owe nothing are refused; so are non-seats.
      const someLegal = game.legalActions(s, seat)[0];
      for (let other = -1; other <= seats; other++) {
        if (pending.includes(other)) continue;
        expectRejected(other, someLegal, `seat ${other}, not pending, acting`);
      }
      // Actions seen elsewhere but not legal here (including those legal for another seat).
      const pool = [...actionPool];
      for (let k = 0; k < 4 && pool.length; k++) {
        const text = rng.pick(pool);
        if (legal.has(text)) continue;
        const parsed = game.parseAction(text);
        if (parsed.ok) expectRejected(seat, parsed.value, `"${text}", not legal for seat ${seat} now,`);
      }
      for (const other of pending) {
        if (other === seat) continue;
        for (const a of game.legalActions(s, other)) {
          const t = game.formatAction(a);
          if (!legal.has(t)) {
            expectRejected(seat, a, `seat ${other}'s action "${t}" played by seat ${seat}`);
            break;
          }
        }
      }
    }

    function checkHidden(step: number, s: BaseState): void {
      const snapshot = snapshotOf(s);
      const spectatorView = canonicalJson(game.view(s, null));
      const viewProblem = jsonProblem(game.view(s, null), 'spectator view');
      if (viewProblem) fail(step, viewProblem);
      for (let seat = 0; seat < seats; seat++) {
        const legalText = canonicalJson(game.legalActions(s, seat).map((a) => game.formatAction(a)));
        const pendingText = canonicalJson(game.pending(s));
        const { variant, sampled } = determinize(step, s, seat, rng);
        if (snapshotOf(s) !== snapshot) fail(step, 'randomizeHidden changed its input');
        if (canonicalJson(game.view(variant, null)) !== spectatorView) fail(step, `the spectator view changed when only information hidden from seat ${seat} changed`);
        if (canonicalJson(game.legalActions(variant, seat).map((a) => game.formatAction(a))) !== legalText) fail(step, `seat ${seat}'s legal actions depend on information hidden from it`);
        if (canonicalJson(game.pending(variant)) !== pendingText) fail(step, `who is pending depends on information hidden from seat ${seat}`);

        if (canonicalJson(game.legalActions(sampled, seat).map((a) => game.formatAction(a))) !== legalText) fail(step, `seat ${seat}'s legal actions differ in its sampled state`);
        continueRandomly(step, sampled);
      }
    }

    /**
     * Re-deals what `seat` cannot see (randomizeHidden) and rebuilds a state from its view alone
     * (sampleState, from a JSON copy as a bot receives it): neither may throw, and the seat must see
     * exactly its view in both.
     */
    function determinize(step: number, s: BaseState, seat: Seat, random: Rng = hiddenRng): { variant: BaseState; sampled: BaseState } {
      const view = game.view(s, seat);
      const viewJson = JSON.stringify(view);
      const attempt = (what: string, make: () => BaseState): BaseState => {
        try {
          return make();
        } catch (e) {
          return fail(step, `${what} threw for seat ${seat} (seats ${game.pending(s).join(',')} to act): ${String(e)}`);
        }
      };
      // The same game code builds both views, so equal views serialise alike (key order included).
      const differs = (other: BaseState) => JSON.stringify(game.view(other, seat)) !== viewJson && canonicalJson(game.view(other, seat)) !== canonicalJson(view);
      const variant = attempt('randomizeHidden', () => game.randomizeHidden(s, seat, random));
      if (differs(variant)) fail(step, `seat ${seat}'s view changed when only information hidden from it changed:\n${canonicalJson(view)}\n---\n${canonicalJson(game.view(variant, seat))}`);
      const sampled = attempt('sampleState', () => game.sampleState(JSON.parse(viewJson), seat, random));
      if (differs(sampled)) fail(step, `sampleState for seat ${seat} is not consistent with its view:\n${canonicalJson(view)}\n---\n${canonicalJson(game.view(sampled, seat))}`);
      determinizations++;
      return { variant, sampled };
    }

    function continueRandomly(step: number, start: BaseState): void {
      let s = start;
      for (let k = 0; k < continuation && !game.outcome(s); k++) {
        const pend = game.pending(s);
        if (!pend.length) fail(step, 'a sampled state stalled: nobody pending and no outcome');
        const who = rng.pick(pend);
        const legal = game.legalActions(s, who);
        if (!legal.length) fail(step, `a sampled state left seat ${who} pending with no legal action`);
        const a = rng.pick(legal);
        const r = game.apply(s, who, a);
        if (!r.ok) return fail(step, `in a sampled state, legal "${game.formatAction(a)}" was rejected: ${r.error.message}`);
        s = r.value;
      }
    }
  }
  return { playouts, actions, longest, illegalRejected, hiddenChecks, determinizations, endings };
}

/**
 * A cheap fingerprint for "this state was not changed": everything but the log's text, which only
 * grows (so its length tells a change) and would make every comparison cost the whole game so far.
 */
function snapshotOf(state: BaseState): string {
  const { log, ...rest } = state;
  return `${log.length}:${JSON.stringify(rest)}`;
}

/** Equal as JSON: the fast comparison first, key order ignored only when it differs. */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) || canonicalJson(a) === canonicalJson(b);
}

/** Why a value is not plain JSON data (undefined, NaN, a Map or class instance, …), or null. */
export function jsonProblem(value: unknown, path: string): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = jsonProblem(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `${path} is a ${(value as object).constructor?.name ?? 'class instance'}, not a plain object`;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) return `${path}.${k} is undefined`;
      const p = jsonProblem(v, `${path}.${k}`);
      if (p) return p;
    }
    return null;
  }
  return `${path} is a ${typeof value}`;
}
