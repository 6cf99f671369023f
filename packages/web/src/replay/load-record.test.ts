import { describe, expect, it } from 'vitest';
import { type GameRecord, Match, goofspiel, sealRecord, unwrap } from '@decktet/engine';
import { loadRecord } from './ReplayViewer';

const games = [goofspiel];

describe('the replay viewer reads records of every version (finding 1)', () => {
  it('finding 1: a version-1 record replays as it was played and is kept at version 2', () => {
    const legacy = unwrap(Match.create(goofspiel, { handSize: 2 }, 'v1:viewer', { names: ['Ada', 'Bo'] }));
    while (legacy.pending().length) {
      const seat = legacy.pending()[0]!;
      unwrap(legacy.act(seat, legacy.legal(seat)[0]!));
    }
    const { checksum: _checksum, ...rest } = legacy.toRecord();
    const v1: GameRecord = sealRecord({ ...rest, version: 1, seed: 'viewer' });
    const loaded = loadRecord(games, JSON.parse(JSON.stringify(v1)));
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.states).toEqual(legacy.states());
    expect(loaded.record).toMatchObject({ version: 2, seed: 'v1:viewer', actions: v1.actions, outcome: v1.outcome });
    expect(loadRecord(games, { ...v1, version: 9 })).toMatchObject({ ok: false, error: expect.stringMatching(/record version 9/) });
  });
});
