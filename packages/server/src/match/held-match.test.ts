import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AnyGame, type GameRecord, Match, goofspiel, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { type ChainedAction, type LoadedMatch, type StoredMatch, type StoredSeat, nextChain } from '../storage';
import { chainsOf, playMoves } from '../../test/stored-matches';
import { MatchDamage } from './action-log';
import { HeldMatch } from './held-match';

const game: AnyGame = goofspiel;
const names = ['Ada', 'Bo'];
const MOVES = 7;

const meta = (patch: Partial<StoredMatch> = {}): StoredMatch => ({
  id: 'held-1',
  game: game.id,
  config: { handSize: 5 },
  seed: 'held-seed',
  seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }],
  turnSeconds: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'live',
  summary: null,
  ...patch,
});
const seats: StoredSeat[] = names.map((name, seat) => ({ seat, kind: seat === 0 ? 'human' : 'bot', name, tokenHash: null, tokenExpires: null, left: false, covered: false, cover: null, muted: [] }));

/** A match of `MOVES` actions as storage returns it, with a snapshot after action `snapshotAt` (0: none). */
function loaded(snapshotAt: number): LoadedMatch & { states: unknown[] } {
  const { actions, states } = playMoves(game, { handSize: 5 }, 'held-seed', names, MOVES);
  const chains = chainsOf('held-1', actions);
  const chained: ChainedAction[] = actions.map((a, i) => ({ ...a, chain: chains[i]! }));
  return {
    match: meta(),
    seats,
    actions: chained,
    snapshot: snapshotAt ? { seq: snapshotAt, chain: chains[snapshotAt - 1]!, state: { ok: true, value: states[snapshotAt - 1] }, sealed: true } : null,
    head: { seq: MOVES, chain: chains.at(-1)! },
    sealed: true,
    states,
  };
}

describe('a match as a room holds it', () => {
  it('rebuilt from its latest snapshot, it is the match replayed from the first action: same state, actions, chain and record', () => {
    const whole = HeldMatch.rebuild(game, loaded(0));
    const resumed = HeldMatch.rebuild(game, loaded(6));
    expect(whole.match.state).toEqual(loaded(0).states.at(-1));
    expect(resumed.match.state).toEqual(whole.match.state);
    expect(resumed.actions).toEqual(whole.actions);
    expect(resumed.chain).toBe(whole.chain);
    expect(resumed.match.toRecord()).toEqual(whole.match.toRecord());
    // The record replays in the engine, seats named as the record names them.
    const record = whole.match.toRecord({ server: 'decktet-table' });
    expect(record).toMatchObject({ seed: 'held-seed', names, seats: ['human', 'ai:easy'], actions: whole.actions.map(({ seat, action }) => ({ seat, action })) });
    expect(unwrap(Match.fromRecord([game], record)).state).toEqual(whole.match.state);
  });

  it('a snapshot is used only where its chain is the log\'s at its action', () => {
    const load = loaded(6);
    expect(() => HeldMatch.rebuild(game, { ...load, snapshot: { ...load.snapshot!, chain: load.actions[2]!.chain } })).toThrow(/snapshot at action 6 does not match its action log/);
    expect(() => HeldMatch.rebuild(game, { ...load, snapshot: { ...load.snapshot!, seq: MOVES + 1 } })).toThrow(`its snapshot at action ${MOVES + 1} does not match its action log`);
  });

  it('an action changes nothing until storage accepted it: prepared with its row, then committed on the chain', () => {
    const held = HeldMatch.rebuild(game, loaded(0));
    const before = held.match.state;
    const seat = held.match.pending()[0]!;
    const text = held.match.legalText(seat)[0]!;
    const prepared = unwrap(held.prepare(seat, text, 4, 'player'));
    expect(prepared.stored).toEqual({ seq: MOVES + 1, seat, action: text, clientSeq: 4, logEnd: prepared.checked.state.log.length, by: 'player' });
    expect(held.match.state).toBe(before);
    expect(held.seq).toBe(MOVES);
    const chain = held.chain;
    held.commit(prepared);
    expect(held.seq).toBe(MOVES + 1);
    expect(held.match.state).toBe(prepared.checked.state);
    expect(held.chain).toBe(nextChain(chain, prepared.stored));
    expect(held.numbered(seat, 4)).toBe(prepared.stored);
    expect(held.lastClientSeq(seat)).toBe(4);
    // Prepared against a position the match has left: a bug, not a move.
    expect(() => held.commit(prepared)).toThrow(/earlier position/);
  });

  it('a refused action is the rules\' error, and nothing changes', () => {
    const held = HeldMatch.start(game, meta(), seats);
    expect(held.prepare(0, 'bid nowhere', 1, 'player')).toMatchObject({ ok: false, error: { code: 'unknown-card' } });
    expect(held.prepare(5, held.match.legalText(0)[0]!, 1, 'player')).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(held.prepare(0, 'withdraw', 1, 'player')).toMatchObject({ ok: false, error: { code: 'not-supported' } });
    expect(held.seq).toBe(0);
  });

  it('the log position after each action is where a client resumes; before any, the setup log', () => {
    const held = HeldMatch.rebuild(game, loaded(3));
    const setup = HeldMatch.start(game, meta(), seats);
    expect(held.logEndAt(0)).toBe(setup.match.state.log.length);
    expect(held.logEndAt(0)).toBe(setup.logEndAt(5));
    expect(held.logEndAt(2)).toBe(held.actions[1]!.logEnd);
    expect(held.logEndAt(99)).toBe(held.match.state.log.length);
  });

  it('stored settings that are not the game\'s are damage, said in public words', () => {
    const start = () => HeldMatch.start(game, meta({ config: { handSize: 'five' } }), seats);
    expect(start).toThrow(MatchDamage);
    expect(start).toThrow(`its stored settings are not valid for ${game.name}`);
  });
});

describe('public move numbers (DR-37)', () => {
  const layout = { hands: [['bard', 'mill'], ['sailor', 'ace-of-moons', 'ace-of-knots']], sequences: [['ace-of-wyrms'], ['ace-of-waves']] };
  const runes: typeof duelingRunes = { ...duelingRunes, setup: (config, seed, options) => duelingRunes.setup(config, seed, { ...options, layout }) };
  const duel: AnyGame = runes;
  const play = (held: HeldMatch, seat: number, text: string) => held.commit(unwrap(held.prepare(seat, text, null, 'player')));

  it('leave out the decisions made in reaction windows, and a socket resumes from the action that reached its number', () => {
    const held = HeldMatch.start(duel, meta({ game: 'dueling-runes', config: { players: 2 } }), seats);
    play(held, 0, 'play bard');
    play(held, 1, 'play sailor');
    expect(held.inSecretWindow()).toBe(true);
    expect(held.publicSeqAt(2)).toBe(2);
    // Bo, who could counter, passes: stored as action 3, not counted as a move.
    play(held, 1, 'pass');
    expect(held.seq).toBe(3);
    expect(held.publicSeqAt(3)).toBe(2);
    expect(held.seqOfPublic(2)).toBe(2);
    expect(held.seqOfPublic(0)).toBe(0);
  });

  it('hand on the windows a step opened, the ones nobody was asked in too (DR-36)', () => {
    const quiet: typeof duelingRunes = { ...duelingRunes, setup: (config, seed, options) => duelingRunes.setup(config, seed, { ...options, layout: { ...layout, hands: [['bard', 'mill'], ['sailor', 'cave']] } }) };
    const held = HeldMatch.start(quiet, meta({ game: 'dueling-runes', config: { players: 2 } }), seats);
    play(held, 0, 'play bard');
    const prepared = unwrap(held.prepare(1, 'play sailor', null, 'player'));
    const windows = held.windowsOpenedBy(prepared);
    held.commit(prepared);
    expect(windows.map((w) => (w as unknown as { stage: string }).stage)).toEqual(['react']);
    expect(held.inSecretWindow()).toBe(false);
    expect(held.publicSeqAt(2)).toBe(2);
  });
});

describe('a Dueling Runes Advanced Game stored before its tables had names (DRA-33)', () => {
  /** A record the program wrote before tables had names (its config names none), as a match it stored then. */
  const before = JSON.parse(readFileSync(new URL('../../../cli/src/fixtures/v2-dueling-runes-advanced-before-tables.json', import.meta.url), 'utf8')) as GameRecord;
  const stored = (snapshotAt: number): LoadedMatch => {
    const storedNames = [...before.names];
    // The states it stored, played as then: the original table, whose name its config did not carry.
    const then = unwrap(Match.create(duelingRunes, { ...(before.config as object), table: 'original' }, before.seed, { names: storedNames }));
    const clientSeqs = storedNames.map(() => 0);
    const actions = before.actions.map((a, i) => {
      unwrap(then.replayStep(a));
      const state = JSON.parse(JSON.stringify(then.state)) as { config: { table?: string } };
      delete state.config.table;
      return { seq: i + 1, seat: a.seat, action: a.action, clientSeq: ++clientSeqs[a.seat]!, logEnd: then.state.log.length, by: 'player' as const, state };
    });
    const chains = chainsOf('advanced-before', actions);
    return {
      match: { ...meta({ id: 'advanced-before', game: duelingRunes.id, seed: before.seed, seats: [{ kind: 'human' }, { kind: 'human' }] }), config: before.config },
      seats,
      actions: actions.map(({ state: _state, ...a }, i) => ({ ...a, chain: chains[i]! })),
      snapshot: snapshotAt ? { seq: snapshotAt, chain: chains[snapshotAt - 1]!, state: { ok: true, value: actions[snapshotAt - 1]!.state }, sealed: true } : null,
      head: { seq: actions.length, chain: chains.at(-1)! },
      sealed: true,
    };
  };

  it('DRA-33: it resumes under the original table, from its first action or from a snapshot stored then, and ends as it ended', () => {
    expect(before.config).not.toHaveProperty('table');
    const whole = HeldMatch.rebuild(duelingRunes, stored(0));
    expect((whole.match.config as { table?: string }).table).toBe('original');
    expect(whole.match.outcome()).toEqual(before.outcome);
    const resumed = HeldMatch.rebuild(duelingRunes, stored(120));
    expect(resumed.match.outcome()).toEqual(before.outcome);
    expect(resumed.match.toRecord()).toEqual(whole.match.toRecord());
  });
});
