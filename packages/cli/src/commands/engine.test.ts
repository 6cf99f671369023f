import { type ChildProcessWithoutNullStreams, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '@decktet/engine';
import { readRecordFile } from '../records';
import { TEST_GAMES, tempDir } from '../../test/testing';

const bin = fileURLToPath(new URL('../../bin/decktet.js', import.meta.url));
const repo = fileURLToPath(new URL('../../../../', import.meta.url));

type Answer = { id?: number | string; ok: boolean; error?: { code: string; message: string }; [key: string]: unknown };

/** A scripted client of a real `decktet engine` process: one request line, one answer line. */
class Client {
  private readonly proc: ChildProcessWithoutNullStreams;
  private readonly answers: string[] = [];
  private waiting: ((line: string) => void) | null = null;
  readonly exited: Promise<number | null>;
  quit = false;

  constructor() {
    this.proc = spawn(process.execPath, [bin, 'engine']);
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        w(line);
      } else this.answers.push(line);
    });
    this.exited = new Promise((resolve) => this.proc.on('exit', resolve));
  }

  sendRaw(line: string): Promise<Answer> {
    this.proc.stdin.write(line + '\n');
    const queued = this.answers.shift();
    if (queued !== undefined) return Promise.resolve(JSON.parse(queued) as Answer);
    return new Promise((resolve) => (this.waiting = (l) => resolve(JSON.parse(l) as Answer)));
  }

  send(request: object): Promise<Answer> {
    return this.sendRaw(JSON.stringify(request));
  }
}

describe('decktet engine (a real process on stdin/stdout)', () => {
  let client: Client;
  beforeAll(() => {
    client = new Client();
  });
  afterAll(async () => {
    if (!client.quit) await client.send({ op: 'quit' });
  });

  it('answers every error on its own line and keeps going', async () => {
    expect(await client.sendRaw('this is not json')).toMatchObject({ ok: false, error: { code: 'malformed-json' } });
    expect(await client.send({ id: 1, op: 'fly' })).toMatchObject({ id: 1, ok: false, error: { code: 'unknown-op' } });
    expect(await client.send({ id: 2, op: 'legal', match: 'nope', seat: 0 })).toMatchObject({ id: 2, ok: false, error: { code: 'unknown-match' } });
    const games = await client.send({ id: 3, op: 'games' });
    expect((games.games as { id: string }[]).map((g) => g.id)).toEqual(['dueling-runes', 'hieroglyphs']);
  });

  it('a scripted client plays a whole Dueling Runes duel and a Hieroglyphs game, side by side', async () => {
    const dr = await client.send({ id: 'dr', op: 'new', game: 'dueling-runes', seed: 'proto-dr', names: ['Ada', 'Bo'] });
    const hg = await client.send({ id: 'hg', op: 'new', game: 'hieroglyphs', seed: 'proto-hg' });
    expect(dr).toMatchObject({ ok: true, seats: 2, names: ['Ada', 'Bo'] });
    expect(hg).toMatchObject({ ok: true, seats: 2 });
    const pending = { [dr.match as string]: dr.pending as number[], [hg.match as string]: hg.pending as number[] };
    let moves = 0;
    // Alternate between the two matches, always the first legal action but one in three the last.
    while (Object.values(pending).some((p) => p.length > 0)) {
      for (const match of Object.keys(pending)) {
        const seat = pending[match]![0];
        if (seat === undefined) continue;
        const legal = (await client.send({ op: 'legal', match, seat })).legal as string[];
        const action = moves % 3 === 0 ? legal[legal.length - 1]! : legal[0]!;
        const answer = await client.send({ op: 'act', match, seat, action });
        expect(answer.ok).toBe(true);
        pending[match] = answer.pending as number[];
        moves++;
        expect(moves).toBeLessThan(5000);
      }
    }
    for (const match of Object.keys(pending)) {
      const outcome = (await client.send({ op: 'outcome', match })).outcome as { results: string[]; summary: string };
      expect(outcome.results).toHaveLength(2);
      const record = (await client.send({ op: 'save', match })).record;
      const again = await client.send({ op: 'load', record });
      expect(again).toMatchObject({ ok: true, outcome });
      const replayed = (await client.send({ op: 'state', match: again.match })).state;
      expect(replayed).toEqual((await client.send({ op: 'state', match })).state);
    }
  });

  it('quit is answered, and the process exits though the client keeps its pipe open', async () => {
    expect(await client.send({ id: 'q', op: 'quit' })).toEqual({ id: 'q', ok: true, bye: true });
    client.quit = true;
    expect(await client.exited).toBe(0);
  });

  it('ends when its input ends', async () => {
    const proc = spawnSync(process.execPath, [bin, 'engine'], { input: '{"op":"games","id":9}\n\n', encoding: 'utf8' });
    expect(proc.status).toBe(0);
    const lines = proc.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: 9, ok: true });
  });
});

describe('the Python example bot (docs/examples/runes_bot.py)', () => {
  const python = spawnSync('python3', ['--version']).status === 0;
  if (!python) it.skip('python3 is not installed: the example bot is not run', () => {});
  else
    it('plays a match through decktet engine and saves a record that replays', () => {
      const file = join(tempDir(), 'py.json');
      const out = execFileSync('python3', [join(repo, 'docs/examples/runes_bot.py'), '--game', 'dueling-runes', '--seed', 'py-test', '--save', file], { encoding: 'utf8' });
      expect(out).toMatch(/match 1: .+ after \d+ moves; results \['(win|loss|draw)', '(win|loss|draw)'\]/);
      expect(unwrap(readRecordFile(file, TEST_GAMES.rules)).match.outcome()).not.toBeNull();
    });
});
