import { describe, expect, it } from 'vitest';
import { type GameRecord, goofspiel, sealRecord } from '@decktet/engine';
import { EngineSession } from './session';

type Answer = { ok: boolean; error?: { code: string; message: string }; [k: string]: unknown };

function session() {
  const s = new EngineSession({ games: [goofspiel] });
  return (request: unknown): Answer => JSON.parse(s.handleLine(JSON.stringify(request))) as Answer;
}

/** A record as version 1 wrote it: the seed unmarked, dealt the legacy way (what `v1:` now asks for). */
function versionOneRecord(send: ReturnType<typeof session>): { v1: GameRecord; state: unknown } {
  send({ op: 'new', game: 'goofspiel', seed: 'v1:old-table', config: { handSize: 4 } });
  for (const [seat, pick] of [[0, 0], [1, 2], [0, 1]] as const) {
    const legal = send({ op: 'legal', match: 'm1', seat }).legal as string[];
    send({ op: 'act', match: 'm1', seat, action: legal[pick] });
  }
  const { checksum: _checksum, ...rest } = send({ op: 'save', match: 'm1' }).record as GameRecord;
  return { v1: sealRecord({ ...rest, version: 1, seed: 'old-table' }), state: send({ op: 'state', match: 'm1' }).state };
}

describe('engine protocol: loading records of every version (finding 1)', () => {
  it('finding 1: load opens a version-1 record dealt as it was, and save writes it as version 2', () => {
    const send = session();
    const { v1, state } = versionOneRecord(send);
    const opened = send({ op: 'load', record: v1 });
    expect(opened).toMatchObject({ ok: true, match: 'm2', seed: 'v1:old-table', actions: 3 });
    expect(send({ op: 'state', match: 'm2' }).state).toEqual(state);
    const saved = send({ op: 'save', match: 'm2' }).record as GameRecord;
    expect(saved).toMatchObject({ version: 2, seed: 'v1:old-table', actions: v1.actions });
    expect(send({ op: 'load', record: saved })).toMatchObject({ ok: true, seed: 'v1:old-table' });
    expect(send({ op: 'state', match: 'm3' }).state).toEqual(state);
  });

  it('finding 1: a version this program does not read is refused, saying so', () => {
    const send = session();
    const { v1 } = versionOneRecord(send);
    const answer = send({ op: 'load', record: { ...v1, version: 7 } });
    expect(answer.error).toMatchObject({ code: 'invalid-record', message: expect.stringMatching(/record version 7 is not one this program reads \(1 to 2\)/) });
  });
});
