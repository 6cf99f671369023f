import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { type AnyGame, goofspiel, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import type { BotDecider, BotRequest } from '../bots/pool';
import type { ServerContext } from '../context';
import { openStorage } from '../storage';
import { decideSurely, quickDecision } from './automation';
import { Hub } from './hub';
import { Lobby } from './lobby';
import type { MatchRoom } from './room';

const game: AnyGame = goofspiel;

/** A decision request for the first seat of a fresh Goofspiel deal. */
function request(seed = 'seed'): BotRequest {
  const state = unwrap(goofspiel.setup({ handSize: 4 }, 'fallback'));
  return { game: game.id, spec: 'easy', seed, view: goofspiel.view(state, 0), legal: goofspiel.legalActions(state, 0), seat: 0 };
}

/** A decider that answers from a script, one entry per call (the last entry repeats). */
function scripted(...answers: ((r: BotRequest) => Promise<number>)[]): BotDecider & { seeds: string[] } {
  const seeds: string[] = [];
  return {
    seeds,
    decide(r) {
      seeds.push(r.seed);
      return answers[Math.min(seeds.length - 1, answers.length - 1)]!(r);
    },
  };
}
const fails = (message: string) => () => Promise.reject(new Error(message));
const answers = (index: number) => () => Promise.resolve(index);
const never = () => new Promise<number>(() => undefined);

describe('a bot decision always comes (finding 2)', () => {
  it('is the bot\'s own choice when it answers', async () => {
    const bots = scripted(answers(2));
    expect(await decideSurely(bots, game, request())).toEqual({ index: 2, by: 'bot', failures: [] });
  });

  it('asks the same bot again on another seed when it throws', async () => {
    const bots = scripted(fails('RangeError: empty range [2, 1]'), answers(1));
    const decision = await decideSurely(bots, game, request('s1'));
    expect(decision).toEqual({ index: 1, by: 'retry', failures: ['bot: RangeError: empty range [2, 1]'] });
    expect(bots.seeds).toEqual(['s1', 's1/retry']);
  });

  it('falls back to the rules of thumb when the worker dies twice, and to them after a timeout', async () => {
    const crashed = await decideSurely(scripted(fails('bot worker exited (code 1)')), game, request());
    expect(crashed.by).toBe('rules of thumb');
    expect(crashed.failures).toEqual(['bot: bot worker exited (code 1)', 'retry: bot worker exited (code 1)']);
    const silent = await decideSurely(scripted(never), game, request(), 30);
    expect(silent.by).toBe('rules of thumb');
    expect(silent.failures).toEqual(['bot: no answer within 30 ms', 'retry: no answer within 30 ms']);
    expect(request().legal[silent.index]).toBeDefined();
  });

  it('treats a choice that is not a legal action as a failure', async () => {
    const decision = await decideSurely(scripted(answers(99), answers(-1)), game, request());
    expect(decision.by).toBe('rules of thumb');
    expect(decision.failures).toEqual(['bot: chose action 99, but there are 4 legal actions', 'retry: chose action -1, but there are 4 legal actions']);
  });

  it('plays a uniformly random legal action when the game has no rules of thumb either', async () => {
    const plain = { ...game, id: 'goofspiel-without-heuristic' } as AnyGame;
    const seen = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const decision = await decideSurely(scripted(fails('no bot plays the game')), plain, request());
      expect(decision.by).toBe('random');
      expect(decision.failures).toHaveLength(3);
      expect(decision.failures[2]).toMatch(/^rules of thumb: there is no heuristic bot/);
      seen.add(decision.index);
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});

const dataDir = mkdtempSync(join(tmpdir(), 'decktet-automation-'));
const opened: { hub: Hub; close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened) await o.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A lobby over real storage whose bots decide with `bots`, logging into `lines`. */
async function tableWith(bots: BotDecider, name: string) {
  const storage = await openStorage({ dataDir: join(dataDir, name) });
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const ctx: ServerContext = { storage, games: new Map([[game.id, game]]), log, bots, snapshotEvery: 50, tokenTtlMs: 3_600_000, coverDifficulty: 'normal' };
  const hub = new Hub(ctx);
  opened.push({ hub, close: async () => (await hub.close(), await storage.close()) });
  return { lobby: new Lobby(hub), hub, lines };
}

async function finished(room: MatchRoom, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!room.finished) {
    if (Date.now() > deadline) throw new Error(`the match stopped at seq ${room.seq}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const failureLines = (lines: Record<string, unknown>[]) => lines.filter((l) => l.level === 50 && l.msg === 'bot failed to choose: a fallback chose for it');

describe('a match whose bots fail still finishes (finding 2)', () => {
  it('with bots that always throw: every decision is made by a fallback, each logged once', async () => {
    const { lobby, lines } = await tableWith({ decide: () => Promise.reject(new RangeError('empty range [2, 1]')) }, 'always');
    const created = await lobby.create({ game: game.id, config: { handSize: 4 }, seats: [{ kind: 'bot', difficulty: 'easy' }, { kind: 'bot', difficulty: 'hard' }] });
    if (!created.ok) throw new Error(created.error.message);
    const room = created.value;
    await finished(room);
    expect(room.seq).toBe(8);
    // No retry loop: a second later there is still one line per decision.
    const atEnd = failureLines(lines).length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(failureLines(lines)).toHaveLength(atEnd);
    const failed = failureLines(lines);
    // At least one per action; a seat asked again at a later position (after the other seat bid) adds its own line.
    expect(failed.length).toBeGreaterThanOrEqual(8);
    expect(new Set(failed.map((l) => `${String(l.seat)}@${String(l.seq)}`)).size).toBe(failed.length);
    for (const l of failed) {
      expect(l).toMatchObject({ match: room.id, playedBy: 'rules of thumb', failures: ['bot: RangeError: empty range [2, 1]', 'retry: RangeError: empty range [2, 1]'] });
      expect(l.seq).toEqual(expect.any(Number));
    }
  });

  it('with a bot that fails at one position: the log line appears once, the retry plays, the match goes on', async () => {
    let failedAt: string | null = null;
    const bots: BotDecider = {
      decide: (r) => {
        // Seat 1's first decision from the second round on fails for its own seed only (as a deterministic bug would).
        const seq = Number(r.seed.split('/').at(-1));
        if (r.seat === 1 && seq >= 2 && (failedAt === null || failedAt === r.seed)) {
          failedAt = r.seed;
          return Promise.reject(new RangeError('empty range [0, -1]'));
        }
        return Promise.resolve(0);
      },
    };
    const { lobby, lines } = await tableWith(bots, 'once');
    const created = await lobby.create({ game: game.id, config: { handSize: 4 }, seats: [{ kind: 'bot', difficulty: 'easy' }, { kind: 'bot', difficulty: 'normal' }] });
    if (!created.ok) throw new Error(created.error.message);
    await finished(created.value);
    await new Promise((r) => setTimeout(r, 1200));
    const failed = failureLines(lines);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ match: created.value.id, seat: 1, seq: Number(failedAt!.split('/').at(-1)), bot: 'normal', playedBy: 'retry', failures: ['bot: RangeError: empty range [0, -1]'] });
  });
});

describe('a bot asked in a reaction window at a table with a person (DR-36)', () => {
  it('answers at once by the rules of thumb, without a search that could outlast the hold', async () => {
    const layout = { hands: [['bard', 'mill'], ['sailor', 'ace-of-moons', 'ace-of-knots']], sequences: [['ace-of-wyrms'], ['ace-of-waves']] };
    let s = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({ players: 2 }), 'quick', { layout }));
    s = unwrap(duelingRunes.apply(s, 0, { type: 'play', card: 'bard' }));
    s = unwrap(duelingRunes.apply(s, 1, { type: 'play', card: 'sailor' }));
    expect(s.stage).toBe('react');
    const legal = duelingRunes.legalActions(s, 1);
    const bots = scripted(never);
    const decision = await quickDecision(bots, duelingRunes, { game: 'dueling-runes', spec: 'expert', seed: 'q', view: duelingRunes.view(s, 1), legal, seat: 1 });
    expect(decision.by).toBe('rules of thumb');
    expect(legal[decision.index]).toBeDefined();
    expect(bots.seeds).toEqual([]);
  });
});
