import { describe, expect, it } from 'vitest';
import { rngKind } from '@decktet/decktet';
import { type GoofspielState, goofspiel } from './examples/goofspiel';
import { Match } from './match';
import { type GameRecord, type GameReview, RECORD_VERSION, readGameRecord, recordChecksum, sealRecord, upgradeRecord } from './record';
import { unwrap } from './result';
import v1Goofspiel from './examples/goofspiel/v1-record.json';

/** A record written before version 2 (seed dealt through a 32-bit hash), kept exactly as it was saved. */
const v1Record = (): GameRecord => structuredClone(v1Goofspiel) as GameRecord;

describe('game records (finding 1)', () => {
  it('finding 1: a version-1 record replays to the same game it recorded', () => {
    expect(v1Record().version).toBe(1);
    const match = unwrap(Match.fromRecord([goofspiel], v1Record()));
    const state = match.state as GoofspielState;
    expect(match.seed).toBe('v1:a1b2');
    expect(match.outcome()).toEqual(v1Record().outcome);
    expect(match.outcome()!.summary).toBe('Player 2 wins 17 to 16');
    expect(match.actions).toEqual(v1Record().actions);
    // The legacy stream, in the state it had when the record was written.
    expect(state.rng).toEqual([-448178869, -1734404005, -1277446021, -1001124930]);
    expect(state.log).toHaveLength(25);
    // Dealt from the unmarked seed, the same record would be another game.
    const unmarked = unwrap(Match.create(goofspiel, v1Record().config, v1Record().seed));
    expect(rngKind(unmarked.state.rng)).toBe('chacha20');
    expect(unmarked.state.hands).not.toEqual((match.states()[0] as GoofspielState).hands);
  });

  it('finding 1: upgrading is a pure function of the record, and the re-saved version-2 record replays the same', () => {
    const upgraded = upgradeRecord(v1Record());
    expect(upgradeRecord(v1Record())).toEqual(upgraded);
    expect(upgraded).toMatchObject({ version: RECORD_VERSION, seed: 'v1:a1b2', meta: { savedAt: '2026-01-15T20:00:00Z' } });
    expect(upgraded.checksum).toBe(recordChecksum(upgraded));
    expect(upgradeRecord(upgraded)).toBe(upgraded);
    expect(unwrap(readGameRecord(v1Record()))).toEqual(upgraded);

    const first = unwrap(Match.fromRecord([goofspiel], v1Record()));
    const resaved = JSON.parse(JSON.stringify(first.toRecord({ savedAt: '2026-01-15T20:00:00Z' })));
    expect(resaved).toEqual(upgraded);
    const again = unwrap(Match.fromRecord([goofspiel], resaved));
    expect(again.states()).toEqual(first.states());
  });

  it('finding 1: a version-1 record is still checked against the checksum it was sealed with', () => {
    const record = v1Record();
    const edited = { ...record, actions: record.actions.map((a, i) => (i === 0 ? { ...a, action: 'bid lunatic' } : a)) };
    expect(Match.fromRecord([goofspiel], edited)).toMatchObject({ ok: false, error: { code: 'invalid-record', message: expect.stringMatching(/checksum/) } });
    // Marking the seed by hand is an edit too: only the reader upgrades.
    expect(Match.fromRecord([goofspiel], { ...record, seed: 'v1:a1b2' })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/checksum/) } });
    expect(Match.fromRecord([goofspiel], { ...record, version: 2 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/checksum/) } });
    // A record of a game this program does not play is refused as such, before its checksum.
    expect(Match.fromRecord([goofspiel], { ...record, game: 'chess' })).toMatchObject({ ok: false, error: { message: 'the record is for an unknown game "chess"' } });
    // Not checking the checksum still upgrades (a tool may repair a record on purpose).
    expect(unwrap(readGameRecord({ ...record, checksum: 'x' }, { verifyChecksum: false })).seed).toBe('v1:a1b2');
  });

  it('finding 1: a version-2 record round-trips through JSON to the identical match, dealt by ChaCha20', () => {
    const match = unwrap(Match.create(goofspiel, { handSize: 4 }, '5d2c8e0f1a9b4c7d8e6f0a1b2c3d4e5f', { names: ['Ada', 'Bo'] }));
    while (match.pending().length) {
      const seat = match.pending()[0]!;
      unwrap(match.act(seat, match.legal(seat).at(-1)!));
    }
    const record = JSON.parse(JSON.stringify(match.toRecord()));
    expect(record).toMatchObject({ version: 2, seed: '5d2c8e0f1a9b4c7d8e6f0a1b2c3d4e5f' });
    expect(rngKind(match.states()[0]!.rng)).toBe('chacha20');
    const loaded = unwrap(Match.fromRecord([goofspiel], record));
    expect(loaded.states()).toEqual(match.states());
    expect(loaded.toRecord()).toEqual(record);
  });

  it('finding 1: a record version this program does not read is refused with a clear error', () => {
    const newer = sealRecord({ ...v1Record(), version: 3, checksum: undefined } as never);
    expect(Match.fromRecord([goofspiel], newer)).toMatchObject({
      ok: false,
      error: { code: 'invalid-record', message: 'not a Decktet Table game record — version: record version 3 is not one this program reads (1 to 2): a newer program wrote it' },
    });
    for (const version of [0, 1.5, '2']) {
      expect(Match.fromRecord([goofspiel], { ...v1Record(), version })).toMatchObject({ ok: false, error: { code: 'invalid-record', message: expect.stringMatching(/version/) } });
    }
  });
});

describe('a record\'s review', () => {
  /** A finished Goofspiel game with a review of its first two bids, as a reviewer saves it. */
  function reviewed(): { record: GameRecord; review: GameReview } {
    const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 'reviewed', { names: ['Ada', 'Bo'] }));
    while (match.pending().length) {
      const seat = match.pending()[0]!;
      unwrap(match.act(seat, match.legal(seat)[0]!));
    }
    const record = match.toRecord({ savedAt: '2026-02-01T10:00:00Z' });
    const [first, second] = record.actions;
    const review: GameReview = {
      version: 1,
      level: 'hard',
      decisions: [
        { step: 0, seat: first!.seat, played: first!.action, before: 0.6, after: 0.45, best: 'bid pact', bestWinChance: 0.6, loss: 0.15, mark: 'mistake' },
        { step: 1, seat: second!.seat, played: second!.action, before: 0.5, after: 0.5, best: second!.action, bestWinChance: 0.5, loss: 0, mark: 'best' },
      ],
      players: [
        { seat: 0, name: 'Ada', accuracy: 52.9, inaccuracies: 0, mistakes: 1, blunders: 0, decisions: 1 },
        { seat: 1, name: 'Bo', accuracy: 100, inaccuracies: 0, mistakes: 0, blunders: 0, decisions: 1 },
      ],
    };
    return { record, review };
  }

  it('is kept outside the checksum: a reviewed record reads back whole and replays the same game', () => {
    const { record, review } = reviewed();
    const saved = JSON.parse(JSON.stringify({ ...record, review }));
    expect(recordChecksum(saved)).toBe(record.checksum);
    expect(unwrap(readGameRecord(saved, { games: [goofspiel] }))).toEqual(saved);
    const replayed = unwrap(Match.fromRecord([goofspiel], saved));
    expect(replayed.states()).toEqual(unwrap(Match.fromRecord([goofspiel], record)).states());
    expect(replayed.toRecord({ savedAt: '2026-02-01T10:00:00Z' })).toEqual(record);
    expect(sealRecord(saved).checksum).toBe(record.checksum);
  });

  it('is still checked: a damaged review refuses the record and says how to read the game', () => {
    const { record, review } = reviewed();
    const damaged = [
      { ...review, decisions: [{ ...review.decisions[0]!, mark: 'brilliant' }] },
      { ...review, decisions: [{ ...review.decisions[0]!, before: 1.5 }] },
      { ...review, version: 2 },
      { ...review, players: [{ ...review.players[0]!, accuracy: 'high' }] },
    ];
    for (const bad of damaged) {
      expect(readGameRecord({ ...record, review: bad })).toMatchObject({
        ok: false,
        error: { code: 'invalid-record', message: expect.stringMatching(/^the record's review is damaged \(review\..*\); the game itself is intact: remove its "review" field/) },
      });
    }
  });

  it('refuses a review whose decisions are not the record\'s actions', () => {
    const { record, review } = reviewed();
    const elsewhere = [{ ...review.decisions[0]!, step: 99 }, { ...review.decisions[0]!, seat: 1 - review.decisions[0]!.seat }, { ...review.decisions[0]!, played: 'bid sea' }];
    for (const decision of elsewhere) {
      expect(Match.fromRecord([goofspiel], { ...record, review: { ...review, decisions: [decision] } })).toMatchObject({
        ok: false,
        error: { message: `the record's review is damaged (review.decisions.0: step ${decision.step} is not "${decision.played}" by seat ${decision.seat + 1} in the record's actions); the game itself is intact: remove its "review" field to read it, then review it again` },
      });
    }
  });

  it('does not hide a damaged game behind its review: a record damaged elsewhere too reads as not a record', () => {
    const { record, review } = reviewed();
    expect(readGameRecord({ ...record, names: 'Ada', review: { ...review, version: 2 } })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^not a Decktet Table game record — /) },
    });
  });
});
