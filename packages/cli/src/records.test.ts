import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GameRecord, Match, sealRecord, unwrap } from '@decktet/engine';
import { runPlay } from './commands/play';
import { runReplay } from './commands/replay';
import { readRecordFile } from './records';
import { TEST_GAMES, scripted, tempDir } from '../test/testing';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', `${name}.json`);
const raw = (name: string) => JSON.parse(readFileSync(fixture(name), 'utf8')) as GameRecord;

/**
 * Games saved before version 2 of the records (written by the program as it was then), with what
 * replaying them gave at the time: the legacy generator's final state and the length of the log.
 */
const V1_GAMES = [
  { name: 'v1-dueling-runes-2p', actions: 72, finalRng: [-430051816, 773833339, 1322529197, 1294096773], log: 94, summary: 'Player 1 wins with 12 health left' },
  { name: 'v1-dueling-runes-3p', actions: 343, finalRng: [-1861086318, 1951556640, 909223978, -875143779], log: 435, summary: 'Player 2 wins with 12 health left' },
  { name: 'v1-hieroglyphs', actions: 66, finalRng: [337911201, -1691885978, 874844821, 993137408], log: 157, summary: 'Player 1 wins 108 to 30' },
];

describe('version-1 game records (finding 1)', () => {
  it('finding 1: a version-1 record of either game replays to the same final state and outcome', () => {
    for (const v1 of V1_GAMES) {
      const original = raw(v1.name);
      expect(original.version).toBe(1);
      const { match, record } = unwrap(readRecordFile(fixture(v1.name), TEST_GAMES.rules));
      expect(record).toMatchObject({ version: 2, seed: `v1:${original.seed}`, actions: original.actions, outcome: original.outcome, meta: original.meta });
      expect(match.actions).toHaveLength(v1.actions);
      expect(match.outcome()!.summary).toBe(v1.summary);
      expect((match.state as typeof match.state & { rng: number[] }).rng).toEqual(v1.finalRng);
      expect(match.state.log).toHaveLength(v1.log);
      // The same actions from the seed read as a version-2 seed are another game: they do not replay.
      const unmarked = Match.fromRecord(TEST_GAMES.rules, sealRecord({ ...record, seed: original.seed }));
      const diverged = !unmarked.ok || JSON.stringify(unmarked.value.state) !== JSON.stringify(match.state);
      expect(diverged).toBe(true);
    }
  });

  it('finding 1: decktet replay steps through a version-1 record to its end', async () => {
    const t = await scripted((io) => runReplay(fixture('v1-dueling-runes-2p'), { plain: true }, io), ['last', 'q']);
    expect(t.err).toBe('');
    expect(t.code).toBe(0);
    expect(t.out).toContain('Move 72 of 72');
    expect(t.out).toContain('Game over: Player 1 wins with 12 health left');
  });

  it('finding 1: play --resume carries on a version-1 game where it stopped and saves it as version 2', async () => {
    const original = raw('v1-hieroglyphs');
    const { checksum: _checksum, ...rest } = original;
    const half = join(tempDir(), 'half.json');
    writeFileSync(half, JSON.stringify(sealRecord({ ...rest, actions: original.actions.slice(0, 30), outcome: null })));
    const stopped = unwrap(readRecordFile(half, TEST_GAMES.rules)).match;
    const full = unwrap(readRecordFile(fixture('v1-hieroglyphs'), TEST_GAMES.rules)).match;
    expect(stopped.state).toEqual(full.states()[30]);

    const t = await scripted((io) => runPlay({ resume: half, plain: true }, io), []);
    expect(t.err).toBe('');
    expect(t.out).toMatch(/Game over/);
    const saved = JSON.parse(readFileSync(half, 'utf8')) as GameRecord;
    expect(saved).toMatchObject({ version: 2, seed: `v1:${original.seed}` });
    expect(saved.actions.slice(0, 30)).toEqual(original.actions.slice(0, 30));
    const replayed = unwrap(readRecordFile(half, TEST_GAMES.rules)).match;
    expect(replayed.states()[30]).toEqual(full.states()[30]);
    expect(replayed.outcome()).toEqual(saved.outcome);
  });
});

describe('an Advanced Game record from before tables had names (DRA-33)', () => {
  // Written by the program before the Advanced Game's tables had names: its config names no table.
  const name = 'v2-dueling-runes-advanced-before-tables';

  it('DRA-33: it replays under the original table, which the record then names; the current table would be another game', () => {
    const original = raw(name);
    expect(original.config).not.toHaveProperty('table');
    const { match, record } = unwrap(readRecordFile(fixture(name), TEST_GAMES.rules));
    expect(match.actions).toHaveLength(204);
    expect(match.outcome()).toEqual(original.outcome);
    expect((match.state as typeof match.state & { config: { table?: string } }).config.table).toBe('original');
    // The record as read keeps its config as written: re-saved, it still reads the same way.
    expect(record.config).toEqual(original.config);
    // Its Knot-phase Fears, Charms and Electric Touches count otherwise in the current table (DRA-33): the actions do not replay.
    const current = Match.fromRecord(TEST_GAMES.rules, sealRecord({ ...original, config: { ...(original.config as object), table: 'lasting-from-next-turn' } }));
    expect(current.ok).toBe(false);
  });
});
