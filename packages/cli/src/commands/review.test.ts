import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GameRecord, Match, goofspiel, unwrap } from '@decktet/engine';
import { readRecordFile, writeRecord } from '../records';
import { TEST_GAMES, scripted, tempDir } from '../../test/testing';
import { type ReviewOptions, runReview } from './review';

const layout = { hands: [['ace-of-moons', 'author', 'huntress'], ['ace-of-suns', 'desert', 'painter']], prizes: ['bard', 'mill', 'forest'] };

/** A finished Goofspiel game in which the first player throws the Bard away with an Ace. */
function recordFile(names = ['Ada', 'Bo']): string {
  const match = unwrap(Match.create(goofspiel, { handSize: 3 }, 'review', { names, layout }));
  const moves: [number, string][] = [[0, 'bid ace-of-moons'], [1, 'bid painter'], [0, 'bid huntress'], [1, 'bid ace-of-suns'], [0, 'bid author'], [1, 'bid desert']];
  for (const [seat, action] of moves) unwrap(match.act(seat, action));
  return writeRecord(match.toRecord({ savedAt: '2026-03-01T09:00:00Z' }), { dir: tempDir() });
}

const review = (file: string, options: ReviewOptions = {}, cancel?: AbortSignal) => scripted((io) => runReview(file, { level: 'easy', seed: 't', ...options }, io, cancel), []);
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as GameRecord;

describe('decktet review', () => {
  it('prints each player\'s accuracy and the marked moves, and writes the reviewed record beside the game', async () => {
    const file = recordFile();
    const t = await review(file);
    expect(t.code).toBe(0);
    expect(t.out).toContain('Review by the easy AI: 6 decisions, each judged from its player\'s view.');
    expect(t.out).toMatch(/player {2}accuracy {2}inaccuracies {2}mistakes {2}blunders {2}decisions\nAda +\d+\.\d +\d+ +\d+ +\d+ +2\nBo +\d+\.\d +\d+ +\d+ +\d+ +2/);
    expect(t.out).toMatch(/move 1 {2}Ada: bid ace-of-moons {2}(mistake \?|blunder \?\?) {2}win chance \d+% → \d+% {2}best: bid huntress \(\d+%\)/);
    const out = file.replace(/\.json$/, '.reviewed.json');
    expect(t.out).toContain(`Reviewed record written to ${out}`);
    const saved = read(out);
    expect(saved.review).toMatchObject({ version: 1, level: 'easy', decisions: expect.any(Array), players: [expect.objectContaining({ name: 'Ada' }), expect.objectContaining({ name: 'Bo' })] });
    expect(saved.review!.decisions).toHaveLength(6);
    // The same game as before: same checksum, same states, the record file itself untouched.
    const { checksum, meta, ...game } = read(file);
    expect(saved).toMatchObject({ ...game, checksum, meta });
    const replayed = unwrap(readRecordFile(out, TEST_GAMES.rules));
    expect(replayed.match.states()).toEqual(unwrap(readRecordFile(file, TEST_GAMES.rules)).match.states());
    expect(read(file).review).toBeUndefined();
  });

  it('gives the same review again for the same record, level and seed, and writes --in-place or --out as asked', async () => {
    const file = recordFile();
    const elsewhere = join(tempDir(), 'mine.json');
    expect((await review(file, { out: elsewhere })).code).toBe(0);
    expect((await review(file, { inPlace: true })).code).toBe(0);
    expect(read(file).review).toEqual(read(elsewhere).review);
    const both = await review(file, { out: elsewhere, inPlace: true });
    expect(both).toMatchObject({ code: 2, err: 'decktet review: choose --out or --in-place, not both\n' });
  });

  it('shows progress on the error stream: a bar on a terminal, plain lines in a log', async () => {
    const file = recordFile();
    const log = await review(file);
    expect(log.err).toBe(['reviewed 0 of 6 decisions', 'reviewed 1 of 6 decisions', 'reviewed 2 of 6 decisions', 'reviewed 3 of 6 decisions', 'reviewed 4 of 6 decisions', 'reviewed 5 of 6 decisions', 'reviewed 6 of 6 decisions', ''].join('\n'));
    const tty = await scripted((io) => {
      Object.assign(io.errors, { isTTY: true });
      return runReview(file, { level: 'easy' }, io);
    }, []);
    expect(tty.err).toContain('\rreviewing |============            | 3/6 decisions');
    expect(tty.err.endsWith('\rreviewing |========================| 6/6 decisions\n')).toBe(true);
  });

  it('stops between two decisions when cancelled (Ctrl-C) and writes nothing', async () => {
    const file = recordFile();
    const cancel = new AbortController();
    const t = await scripted((io) => {
      io.errors.on('data', (chunk: Buffer) => chunk.toString().includes('reviewed 2 of 6') && cancel.abort());
      return runReview(file, { level: 'easy', out: join(tempDir(), 'never.json'), report: join(tempDir(), 'never.html') }, io, cancel.signal);
    }, []);
    expect(t.code).toBe(130);
    expect(t.err).toMatch(/reviewed 2 of 6 decisions\ndecktet review: review cancelled: nothing was written\n$/);
    expect(t.out).toBe('');
    expect(existsSync(file.replace(/\.json$/, '.reviewed.json'))).toBe(false);
  });

  it('writes a self-contained HTML report with the summary, every decision and a win-chance chart, every name escaped', async () => {
    const file = recordFile(['<b>Ada</b> & "Co"', "Bo's <script>alert(1)</script>"]);
    const report = join(tempDir(), 'review.html');
    const t = await review(file, { report });
    expect(t.out).toContain(`Report written to ${report}`);
    const html = readFileSync(report, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|src=|href=/i);
    expect(html).toContain('&lt;b&gt;Ada&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('Bo&#39;s &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<b>Ada</b>');
    expect(html).toContain('<svg');
    expect(html).toMatch(/role="img" aria-label="Win chance over 6 moves: &lt;b&gt;Ada/);
    expect(html.match(/<polyline /g)).toHaveLength(2);
    expect(html.match(/<tr>/g)).toHaveLength(1 + 2 + 1 + 6);
    expect(html).toContain('<td>bid ace-of-moons</td>');
  });

  it('refuses an unknown level, a missing file and a record whose review is damaged, clearly', async () => {
    const file = recordFile();
    expect(await review(file, { level: 'grandmaster' })).toMatchObject({ code: 2, err: expect.stringMatching(/^decktet review: --level must be one of easy, normal, hard.*, not "grandmaster"\n$/) });
    expect(await review(join(tempDir(), 'none.json'))).toMatchObject({ code: 1, err: expect.stringMatching(/cannot read .*none\.json: no such file/) });
    const damaged = join(tempDir(), 'damaged.json');
    writeFileSync(damaged, JSON.stringify({ ...read(file), review: { version: 1, level: 'easy', decisions: [{ step: 0 }], players: [] } }));
    expect(await review(damaged)).toMatchObject({ code: 1, err: expect.stringMatching(/the record's review is damaged \(review\.decisions\.0\.seat: .*\); the game itself is intact/) });
  });
});
