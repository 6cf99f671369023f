import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { ArenaSummary } from '@decktet/ai/arena';
import type { ChunkRecord } from '@decktet/ai/study';
import { finishChunk, planChunk, playDuel, sideBySideStudy, studyFileText } from '@decktet/ai/study/pure';
import { RECIPES, recipeRows } from '@decktet/dueling-runes';
import { runSim } from './sim';
import { registerStudy, regeneratedDoc, STUDY_DIR, STUDY_DOC, stopTime, studyImport, studyInit, studyReport, studyRun, studyVerify } from './study';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}

describe('docs/advanced-game.md and the study data', () => {
  it('DRA-9: the tables of docs/advanced-game.md are the ones the data files in studies/ give (run `decktet study report`)', () => {
    const doc = readFileSync(join(ROOT, STUDY_DOC), 'utf8');
    expect(doc).toContain('<!-- study:screening:');
    expect(regeneratedDoc(doc, join(ROOT, STUDY_DIR), STUDY_DOC)).toBe(doc);
  });
});

describe('decktet study', () => {
  const dir = mkdtempSync(join(tmpdir(), 'decktet-study-cli-'));

  it('init writes a study of every DRA-9 run; run plays chunks with progress on stderr and the figures on stdout', async () => {
    const { io, out, err } = capture();
    studyInit('cli', { dir, level: 'random', chunk: '2', cap: '4' }, io);
    expect(out.join('')).toContain('13 runs');
    const runIo = capture();
    await studyRun('cli', { dir, workers: '0', chunks: '2' }, runIo.io);
    const progress = runIo.err.join('');
    expect(progress).toMatch(/advanced: chunk 0 stored \(cli-advanced-0, 2 games, \d+ s CPU\) · 2 games in all · \d+\/50 figures decided · [\d.]+ games\/min · ETA .+ to decide \(estimated\), .+ to the cap/);
    expect(progress).toMatch(/ {2}seat 1's score: [\d.]+% \([\d.]+%–[\d.]+%\), wanted 45–55% — undecided \(2 games\)/);
    expect(progress).toContain('cli: stopped after 2 chunks: the chunks asked for are played');
    expect(runIo.out.join('')).toContain("score of the bot forbidden Poison: no games yet, wanted 45–55% — undecided (0 games)");
    expect(err).toEqual([]);
  });

  it('init --tables writes tables side by side on the same deals, with the basic game; an unknown table is refused and nothing written', async () => {
    const { io, out } = capture();
    studyInit('sides', { dir, level: 'random', chunk: '2', cap: '2', tables: 'lasting-from-next-turn,smaller-lightning-bolts' }, io);
    expect(out.join('')).toContain('3 runs');
    const study = JSON.parse(readFileSync(join(dir, 'sides', 'study.json'), 'utf8')) as { runs: { run: string; role: string; config: object; seed: string }[] };
    expect(study.runs.map((r) => [r.run, r.role, r.config, r.seed])).toEqual([
      ['lasting-from-next-turn', 'advanced', { variant: 'advanced', table: 'lasting-from-next-turn' }, 'sides-advanced'],
      ['smaller-lightning-bolts', 'advanced', { variant: 'advanced', table: 'smaller-lightning-bolts' }, 'sides-advanced'],
      ['basic', 'basic', {}, 'sides-basic'],
    ]);
    const runIo = capture();
    await studyRun('sides', { dir, workers: '0', chunks: '3' }, runIo.io);
    const first = (run: string) => JSON.parse(readFileSync(join(dir, 'sides', `${run}.jsonl`), 'utf8').split('\n')[0]!) as ChunkRecord;
    // The same deals: each table's chunk 0 is seeded alike; the games differ only by the table.
    expect(first('lasting-from-next-turn').seed).toBe(first('smaller-lightning-bolts').seed);
    expect(runIo.out.join('')).toContain("mean turns against the basic game's (smaller-lightning-bolts)");
    expect(() => studyInit('bad', { dir, level: 'random', tables: 'original,no-such-table' }, capture().io)).toThrow('no Advanced Game table is named "no-such-table": the tables are original, lasting-from-next-turn');
    expect(() => readFileSync(join(dir, 'bad', 'study.json'))).toThrow();
  });

  it("a chunk's stored command replays its games with decktet sim", async () => {
    const chunk = JSON.parse(readFileSync(join(dir, 'cli', 'advanced.jsonl'), 'utf8').split('\n')[0]!) as ChunkRecord;
    const words = [...chunk.command.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    expect(words.slice(0, 2)).toEqual(['decktet', 'sim']);
    const flag = (name: string) => words[words.indexOf(`--${name}`) + 1]!;
    const summary: ArenaSummary = await runSim(
      { game: flag('game'), config: flag('config'), bots: flag('bots'), games: flag('games'), seed: flag('seed'), json: true, workers: '0' },
      { out: () => {}, err: () => {}, interactive: false },
    );
    expect(summary.games).toBe(chunk.games);
    expect(summary.details.figures['turns per game (mean)']).toBeCloseTo(chunk.lengths.meanTurns, 2);
    // Each bot's wins, whichever seat it held.
    expect(summary.standings.map((b) => b.wins)).toEqual(chunk.winsByBot);
    const spells = summary.details.tables![0]!.rows;
    for (const row of spells) expect(row.casts).toBe(chunk.casts[row.spell as keyof ChunkRecord['casts']]);
    expect(spells.length).toBe(Object.keys(chunk.casts).length);
  });

  it('report regenerates a document between its study markers; --check fails while it disagrees and changes nothing', () => {
    const doc = join(dir, 'doc.md');
    const text = '# A page\n\n<!-- study:cli: generated from studies/cli/ by `decktet study report`; do not edit by hand -->\nold tables\n<!-- /study:cli -->\n\nAfter.\n';
    writeFileSync(doc, text);
    const { io } = capture();
    expect(() => studyReport({ dir, doc, check: true }, io)).toThrow(`${doc} disagrees with the study data (cli): run decktet study report`);
    expect(readFileSync(doc, 'utf8')).toBe(text);
    studyReport({ dir, doc }, io);
    const made = readFileSync(doc, 'utf8');
    expect(made).toMatch(/^# A page\n\n<!-- study:cli: .*-->\nStudy \*\*cli\*\*: /);
    expect(made).toContain('| advanced | `random` vs `random` | 2 |');
    expect(made).toMatch(/<!-- \/study:cli -->\n\nAfter\.\n$/);
    const checked = capture();
    studyReport({ dir, doc, check: true }, checked.io);
    expect(checked.out.join('')).toContain('agrees with the study data (cli)');
  });

  it('refuses bad options with a message saying what is wrong', async () => {
    const { io } = capture();
    expect(() => studyInit('cli2', { dir }, io)).toThrow(/--level/);
    expect(() => studyInit('cli', { dir, level: 'random' }, io)).toThrow(/exists already/);
    await expect(studyRun('nothing', { dir }, io)).rejects.toThrow(/no study "nothing"/);
    await expect(studyRun('cli', { dir, workers: 'two' }, io)).rejects.toThrow('--workers must be a whole number of at least 0, not "two"');
    expect(() => stopTime('25:00')).toThrow(/not a time of day/);
    expect(() => stopTime('soon')).toThrow(/HH:MM/);
  });

  it('--stop-at reads HH:MM as the next such time (UTC), or an ISO date-time', () => {
    const now = new Date('2026-12-02T04:00:00Z');
    expect(stopTime('05:30', now).toISOString()).toBe('2026-12-02T05:30:00.000Z');
    expect(stopTime('03:00', now).toISOString()).toBe('2026-12-03T03:00:00.000Z');
    expect(stopTime('2026-12-05T10:00:00Z', now).toISOString()).toBe('2026-12-05T10:00:00.000Z');
  });

  it('is listed in decktet --help with its sub-commands', () => {
    const program = new Command('decktet');
    registerStudy(program);
    expect(program.helpInformation()).toMatch(/study\s+balance studies \(DRA-9\)/);
    const study = program.commands.find((c) => c.name() === 'study')!;
    expect(study.commands.map((c) => c.name())).toEqual(['init', 'run', 'status', 'import', 'verify', 'report']);
  });
});

describe("decktet study import and verify: the Workbench's study file in the terminal", () => {
  /** A designer's table: Lightning Bolt's damage reads its Moons too (DRA-35). */
  const recipes = recipeRows(RECIPES).map((r) => (r.spell === 'lightning-bolt' ? { ...r, readings: { damage: ['suns', 'moons'] } } : r));
  const study = sideBySideStudy({ study: 'bolt-moons', about: 'a test.', config: { recipes, health: 6 }, bots: ['random', 'random'], level: 'random', seed: 'lab-7', chunk: 2, cap: 8 });

  /** Chunk 0 of each run as the browser plays it: game by game (each in any worker), then the chunk's record. */
  const played = new Map(
    study.runs.map((run) => {
      const plan = planChunk(study, run, 0);
      const duels = [1, 0].map((i) => playDuel(plan, i)).reverse();
      return [run.run, [finishChunk(study, plan, duels, { cpuMs: 1, workers: 2, tool: { version: 'browser', commit: null }, recordedAt: '2026-01-01T00:00:00.000Z' })]];
    }),
  );

  it('DRA-35: both runs play the same seeds; import writes the study and its chunks; verify replays them to the same duels; run plays on', async () => {
    expect(study.runs.map((r) => [r.run, r.seed, (r.config as { recipes?: unknown }).recipes === undefined])).toEqual([
      ['edited', 'lab-7', false],
      ['standard', 'lab-7', true],
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'decktet-study-import-'));
    const file = join(dir, 'bolt-moons.study.json');
    writeFileSync(file, studyFileText(study, played));
    const imported = capture();
    studyImport(file, { dir }, imported.io);
    expect(imported.out.join('')).toBe(`${join(dir, 'bolt-moons', 'study.json')} written: 2 runs, 4 games stored; play on with decktet study run bolt-moons\n`);
    expect(readFileSync(join(dir, 'bolt-moons', 'edited.jsonl'), 'utf8')).toBe(JSON.stringify(played.get('edited')![0]) + '\n');
    const verified = capture();
    studyVerify('bolt-moons', { dir }, verified.io);
    expect(verified.out.join('')).toBe('bolt-moons: 2 chunks played again, the same duels\n');
    await studyRun('bolt-moons', { dir, workers: '0', chunks: '1' }, capture().io);
    const edited = readFileSync(join(dir, 'bolt-moons', 'edited.jsonl'), 'utf8').trim().split('\n');
    expect(edited.map((l) => (JSON.parse(l) as ChunkRecord).seed)).toEqual(['lab-7-0', 'lab-7-1']);
    // Importing again is refused; the study stays as it was.
    expect(() => studyImport(file, { dir }, capture().io)).toThrow(/the study "bolt-moons" exists already/);
  });

  it('verify names the chunk and game that play otherwise; import refuses a file that is not a study file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'decktet-study-import-'));
    const chunk = played.get('edited')![0]!;
    const changed = { ...chunk, duels: chunk.duels.map((d, i) => (i === 1 ? { ...d, turns: d.turns + 1 } : d)) };
    const file = join(dir, 'changed.json');
    writeFileSync(file, studyFileText(study, new Map([...played, ['edited', [changed]]])));
    studyImport(file, { dir }, capture().io);
    expect(() => studyVerify('bolt-moons', { dir }, capture().io)).toThrow(/^1 of 2 chunks play otherwise now:\nedited, chunk 0: game 1 \(seed lab-7-0:1\) was stored as /);
    const wrong = join(dir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify({ study: 'x' }));
    expect(() => studyImport(wrong, { dir }, capture().io)).toThrow(`${wrong}: not a study file (it has no "kind": "decktet-study")`);
  });
});
