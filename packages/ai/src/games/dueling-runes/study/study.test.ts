import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChunkRecord, type DuelRecord, chunkRecord } from './chunk';
import { playsAsBefore } from './chunk-file';
import { basicShareFigures, seatOverEveryDuel, studyFigures } from './criteria';
import { CURRENT_TABLE } from '@decktet/dueling-runes';
import { type Study, checkStudy, dra9Study, sideBySideStudy, tablesStudy } from './definition';
import { figureText, studyMarkdown } from './report';
import type { Figure } from './criteria';
import { createStudy, dataFile, loadStudy, nextRun, runStudy } from './run';
import { planChunk } from './play';
import { boundedMeanInterval } from './sequential';

const TOOL = { version: 'test', commit: null };
const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'decktet-study-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A small study: the Advanced Game, the basic game and Poison's worth, between random bots. */
function smallStudy(cap = 4000, chunk = 10): Study {
  const all = dra9Study('small', 'random', 'a test.', chunk, cap);
  return checkStudy({ ...all, runs: all.runs.filter((r) => ['advanced', 'basic', 'no-poison'].includes(r.run)) });
}

/** A duel where the run's second bot (the forbidden one, in a dominance run) scores `second`. */
function duel(index: number, second: number, turns = 20, casts: DuelRecord['casts'] = { 'fire-ball': 5, poison: 1 }): DuelRecord {
  const botBySeat = index % 2 ? [1, 0] : [0, 1];
  const scores = botBySeat.map((b) => (b === 1 ? second : 1 - second));
  return { index, botBySeat, scores, turns, actions: turns * 5, turnLimit: false, casts };
}

/** Stored data: each run's duels cut into chunks. */
function stored(study: Study, duels: Readonly<Record<string, readonly DuelRecord[]>>): Map<string, ChunkRecord[]> {
  return new Map(
    study.runs.map((run) => {
      const all = duels[run.run] ?? [];
      const chunks: ChunkRecord[] = [];
      for (let k = 0; k * study.chunk < all.length; k++) {
        const part = all.slice(k * study.chunk, (k + 1) * study.chunk);
        const m = { study: study.study, run, chunk: k, seed: `${run.seed}-${k}`, game: study.game, config: run.config, botSpecs: run.bots, cpuMs: 0, workers: 0, tool: TOOL, recordedAt: '' };
        chunks.push(chunkRecord(m, part));
      }
      return [run.run, chunks];
    }),
  );
}

const times = <T,>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));

describe('DRA-9 sequential stopping', () => {
  it('DRA-9 decides a figure on clear data and stops its run', () => {
    const study = smallStudy();
    // The bot forbidden Poison loses all 60 duels: its score is decided below 45%.
    const data = stored(study, { advanced: times(60, (i) => duel(i, i % 2)), basic: times(60, (i) => duel(i, i % 2, 30)), 'no-poison': times(60, (i) => duel(i, 0)) });
    const figures = studyFigures(study, data);
    const poison = figures.find((f) => f.key === 'dominance:poison')!;
    expect(poison.verdict).toBe('fails');
    expect(poison.ci![1]).toBeLessThan(0.45);
    expect(nextRun(study, data, figures)?.run).not.toBe('no-poison');
    expect(studyMarkdown({ study, data })).toMatch(/Stronger than the rest of the table \(a bot forbidden it scores below 45%, by the gap from 50%\): Poison \(50\.0 points, 0\.0% \(0\.0%–[\d.]+%\)\)\./);
  });

  it('DRA-9 runs on while a figure straddles a bound, the run with the fewest games first', () => {
    const study = smallStudy();
    const data = stored(study, { advanced: times(60, (i) => duel(i, i % 2)), basic: times(60, (i) => duel(i, i % 2, 30)), 'no-poison': times(40, (i) => duel(i, i % 2)) });
    const figures = studyFigures(study, data);
    const poison = figures.find((f) => f.key === 'dominance:poison')!;
    expect(poison.estimate).toBe(0.5);
    expect(poison.verdict).toBe('undecided');
    expect(nextRun(study, data, figures)?.run).toBe('no-poison');
  });

  it('DRA-9 stops at the cap, reporting a figure still undecided there as within noise of the bound', () => {
    const study = smallStudy(200);
    // Seat 1 scores 53%: 200 duels cannot tell it from 55%.
    const seat1 = (i: number) => (i % 100 < 53 ? 1 : 0);
    const advanced = times(200, (i) => ({ ...duel(i, 0), scores: [seat1(i), 1 - seat1(i)] }));
    const data = stored(study, { advanced, basic: times(200, (i) => duel(i, i % 2, 30)), 'no-poison': times(200, (i) => duel(i, i % 2)) });
    const figures = studyFigures(study, data);
    const seats = figures.find((f) => f.key === 'seat-balance')!;
    expect(seats.verdict).toBe('undecided');
    expect(seats.atCap).toBe(true);
    expect(nextRun(study, data, figures)).toBeNull();
  });

  it('DRA-9: a figure the study accepts, with its reason, keeps no run playing and is reported as accepted', () => {
    const open = smallStudy();
    const study = checkStudy({ ...open, accepted: { 'seat-balance': 'A reason for the seat.', 'turn-limit': 'A reason for the limit.' } });
    // Seat 1 scores 53%, undecided at 200 duels, and 200 duels cannot decide a turn limit below 1%; every other figure is decided.
    const seat1 = (i: number) => (i % 100 < 53 ? 1 : 0);
    const advanced = times(200, (i) => ({ ...duel(i, 0), scores: [seat1(i), 1 - seat1(i)] }));
    const data = stored(study, { advanced, basic: times(200, (i) => duel(i, i % 2, 30)), 'no-poison': times(200, (i) => duel(i, 0)) });
    expect(nextRun(open, data, studyFigures(open, data))?.run).toBe('advanced');
    const figures = studyFigures(study, data);
    const seats = figures.find((f) => f.key === 'seat-balance')!;
    expect(seats.verdict).toBe('undecided');
    expect(seats.accepted).toBe('A reason for the seat.');
    expect(nextRun(study, data, figures)).toBeNull();
    const md = studyMarkdown({ study, data });
    expect(md).toMatch(/\| seat balance \| each seat scores 45–55% \| 53\.0% \([\d.]+%–[\d.]+%\), 200 games \| undecided, accepted \|/);
    expect(md).toMatch(/Accepted, whatever more duels would show .*:\n\n- seat 1's score, 53\.0% \([\d.]+%–[\d.]+%\): A reason for the seat\.\n- duels reaching the turn limit, 0\.0% \([\d.]+%–[\d.]+%\): A reason for the limit\.\n/);
  });

  it('DRA-9: a study accepts only figures it can make, each with a reason', () => {
    const study = smallStudy();
    expect(() => checkStudy({ ...study, accepted: { 'cast-share:counter-spell': 'The special spells are the basic game\'s.' } })).not.toThrow();
    expect(() => checkStudy({ ...study, accepted: { 'cast-in:counter-spell': 'x' } }, 'study.json')).toThrow('study.json: "accepted": "cast-in:counter-spell" is not a figure');
    expect(() => checkStudy({ ...study, accepted: { 'dominance:no-such-spell': 'x' } })).toThrow('is not a figure');
    expect(() => checkStudy({ ...study, accepted: { 'seat-balance': ' ' } })).toThrow('"accepted": "seat-balance" must say in a sentence why it is accepted');
    expect(() => checkStudy({ ...study, accepted: ['seat-balance'] })).toThrow('"accepted", if given, must be an object of reasons by figure key');
  });

  it('DRA-9: a figure once decided stays decided while its run plays on for other figures', () => {
    const study = smallStudy();
    // No turn limit in the first 1,000 duels (decided below 1%), then 3 in the next 10.
    const advanced = times(1010, (i) => ({ ...duel(i, i % 2), turnLimit: i >= 1000 && i < 1003 }));
    const data = stored(study, { advanced, basic: times(100, (i) => duel(i, i % 2, 30)) });
    expect(boundedMeanInterval(0, 1000)[1]).toBeLessThan(0.01);
    // Read at the end alone, the sequence would straddle 1% again.
    expect(boundedMeanInterval(3, 1010)[1]).toBeGreaterThan(0.01);
    const limit = studyFigures(study, data).find((f) => f.key === 'turn-limit')!;
    expect(limit.verdict).toBe('holds');
    expect(limit.ci![1]).toBeLessThan(0.01);
    expect(limit.estimate).toBeCloseTo(3 / 1010, 12);
  });

  it('DRA-9 measures each criterion from the right duels', () => {
    const study = smallStudy();
    const advanced = times(200, (i) => ({ ...duel(i, i % 4 < 2 ? 1 : 0, 20, i < 6 ? { 'dispel-magic': 1, hit: 9 } : { hit: 10 }), turnLimit: i === 0 }));
    const data = stored(study, { advanced, basic: times(200, (i) => duel(i, i % 2, 40)) });
    const figures = studyFigures(study, data);
    const key = (k: string) => figures.find((f) => f.key === k)!;
    expect(key('cast-in:dispel-magic').estimate).toBeCloseTo(0.03, 9);
    expect(key('cast-in:poison').verdict).toBe('fails'); // never cast in 200 duels: below 5%
    expect(key('cast-share:hit').estimate).toBeCloseTo((6 * 0.9 + 194) / 200, 9);
    expect(key('cast-share:hit').verdict).toBe('fails'); // above 10% of a duel's casts
    expect(key('length').estimate).toBeCloseTo(0.5, 9);
    expect(key('turn-limit').estimate).toBeCloseTo(0.005, 9);
    expect(key('seat-balance').estimate).toBeCloseTo(0.5, 9);
  });
});

describe('the figures beside the criteria', () => {
  it("DRA-9: a basic spell's share of a duel's casts in the basic game is shown beside its advanced share, and is no criterion of the Advanced Game", () => {
    const study = smallStudy();
    const basic = times(100, (i) => duel(i, i % 2, 30, { 'counter-spell': 2, hit: 8 }));
    const data = stored(study, { advanced: times(100, (i) => duel(i, i % 2, 20, { 'counter-spell': 1, hit: 9 })), basic });
    const shares = basicShareFigures(study, data);
    expect(shares.map((f) => f.spell)).not.toContain('poison');
    const counter = shares.find((f) => f.spell === 'counter-spell')!;
    expect(counter.estimate).toBeCloseTo(0.2, 9);
    expect(counter.verdict).toBe('fails');
    // Not among the study's figures: the Advanced Game's "no must-have" is its own duels' shares.
    expect(studyFigures(study, data).some((f) => f.key.startsWith('basic-share:'))).toBe(false);
    expect(studyMarkdown({ study, data })).toMatch(/\| Counter Spell \| — \| 10\.0% \([\d.]+%–[\d.]+%\) \w+ \| — \| 20\.0% \([\d.]+%–[\d.]+%\) \|/);
  });

  it("DRA-9: seat 1's score over every duel of the table is shown beside seat balance, a dominance run's bot edge cancelling out", () => {
    const study = smallStudy();
    // Equal bots: seat 1 wins 3 duels in 5. The bot forbidden Poison loses every duel, whichever seat it holds,
    // and one extra duel with the first bot in seat 1 (index 200) is left out so that the edge cancels exactly.
    const advanced = times(200, (i) => ({ ...duel(i, 0), scores: i % 5 < 3 ? [1, 0] : [0, 1] }));
    const data = stored(study, { advanced, basic: times(200, (i) => duel(i, i % 2, 30)), 'no-poison': times(201, (i) => duel(i, 0)) });
    const every = seatOverEveryDuel(study, data)!;
    expect(every.runs).toEqual(['advanced', 'no-poison']);
    expect(every.games).toBe(400);
    // (120 + 100) / 400: the dominance run adds exactly one half.
    expect(every.estimate).toBeCloseTo(0.55, 9);
    expect(every.criterion).toBe('seat balance');
    // Evidence beside the criterion, never one of its figures.
    expect(studyFigures(study, data).filter((f) => f.criterion === 'seat balance').map((f) => f.key)).toEqual(['seat-balance']);
    expect(studyMarkdown({ study, data })).toMatch(/Beside seat balance: seat 1's score over every duel of this table, the dominance runs' too, is 55\.0% \([\d.]+%–[\d.]+%\) over 400 duels, which straddles 45–55%\./);
    // A study of several tables has no one table to pool.
    expect(seatOverEveryDuel(tablesStudy('sides', 'random', ['lasting-from-next-turn', 'smaller-lightning-bolts'], 'a test.'), new Map())).toBeNull();
  });

  it('DRA-9: an interval end that one decimal would round onto a bound it has not reached gets a second decimal, so a verdict can be read off the numbers', () => {
    const seat = (ci: [number, number]): Figure => ({ key: 'seat-balance', criterion: 'seat balance', label: "seat 1's score", runs: ['advanced'], games: 2020, estimate: 0.51, ci, bounds: { min: 0.45, max: 0.55 }, unit: 'share', verdict: 'holds', atCap: false });
    expect(figureText(seat([0.4727, 0.54988]))).toBe('51.0% (47.3%–54.99%)');
    expect(figureText(seat([0.45029, 0.5307]))).toBe('51.0% (45.03%–53.1%)');
    // An end on the bound itself, or clear of it, keeps one decimal.
    expect(figureText(seat([0.45, 0.56]))).toBe('51.0% (45.0%–56.0%)');
    const length: Figure = { ...seat([0.6996, 1.2]), key: 'length', criterion: 'duel length', unit: 'ratio', estimate: 1, bounds: { min: 0.7, max: 1.5 } };
    expect(figureText(length)).toBe('1.00× (0.6996×–1.20×)');
  });

  it('DRA-9: a study without dominance runs (a confirmation) says the criterion is not measured there, and shows no dominance column or sentence', () => {
    const all = smallStudy();
    const study = checkStudy({ ...all, runs: all.runs.filter((r) => ['advanced', 'basic'].includes(r.run)) });
    const data = stored(study, { advanced: times(100, (i) => duel(i, i % 2)), basic: times(100, (i) => duel(i, i % 2, 30)) });
    const md = studyMarkdown({ study, data });
    expect(md).toContain("| no spell dominates | a bot forbidden one spell scores 45–55% | not measured in this study | — |");
    expect(md).toContain("| spell | duels casting it | share of a duel's casts | share in the basic game |");
    expect(md).not.toContain('forbidden bot scores');
    expect(md).not.toContain('No spell is found stronger or weaker');
    // With a dominance run, both are back.
    const withDominance = studyMarkdown({ study: smallStudy(), data: stored(smallStudy(), { advanced: times(100, (i) => duel(i, i % 2)), 'no-poison': times(100, (i) => duel(i, i % 2)) }) });
    expect(withDominance).toContain("| spell | duels casting it | share of a duel's casts | forbidden bot scores |");
    expect(withDominance).toContain('No spell is found stronger or weaker than the rest of the table yet');
  });

  it('DRA-9: tables side by side show each criterion and each spell in a column per table', () => {
    const study = tablesStudy('sides', 'random', ['lasting-from-next-turn', 'smaller-lightning-bolts'], 'a test.');
    const data = stored(study, {
      'lasting-from-next-turn': times(100, (i) => duel(i, i % 2, 20)),
      'smaller-lightning-bolts': times(100, (i) => duel(i, i % 2, 30)),
      basic: times(100, (i) => duel(i, i % 2, 40)),
    });
    const length = (run: string) => studyFigures(study, data).find((f) => f.key === 'length' && f.runs.includes(run))!;
    expect(length('lasting-from-next-turn').estimate).toBeCloseTo(0.5, 9);
    expect(length('smaller-lightning-bolts').estimate).toBeCloseTo(0.75, 9);
    const md = studyMarkdown({ study, data });
    expect(md).toContain('| DRA-9 criterion | wanted | `lasting-from-next-turn` | `smaller-lightning-bolts` |');
    expect(md).toMatch(/\| duel length \| 0\.7–1\.5× the basic game's mean turns \| 0\.50× \([\d.]+×–[\d.]+×\), 100 games: \w+ \| 0\.75× /);
    expect(md).not.toContain('no spell dominates');
    expect(() => tablesStudy('bad', 'random', ['no-such-table'], 'a test.')).toThrow('no Advanced Game table is named "no-such-table"');
  });
});

/** Every file of a folder, by name, with its bytes. */
const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort().map((f) => [f, (() => { try { return readFileSync(join(dir, f), 'utf8'); } catch { return 'a folder'; } })()]));
const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as ChunkRecord);
const games = (c: ChunkRecord) => c.duels;

describe('decktet study run: stored chunks, resumed and replayed', () => {
  const study = smallStudy(8, 2);
  const dir = tempDir();
  createStudy(dir, study);

  it('stores each chunk as a line of its run\'s data file, and resuming skips the stored chunks', async () => {
    const first = await runStudy({ dir, study: 'small', workers: 0, chunks: 4, tool: TOOL });
    expect(first).toMatchObject({ played: 4, stopped: 'chunks' });
    const before = lines(dataFile(dir, 'small', 'advanced'));
    expect(before.map((c) => c.chunk)).toEqual(before.map((_, i) => i));
    expect(before[0]).toMatchObject({ seed: 'small-advanced-0', games: 2, bots: ['random', 'random'], botSpecs: ['random', 'random'], tool: TOOL });
    expect(before[0]!.command).toBe(`decktet sim --game dueling-runes --config '{"variant":"advanced","table":"${CURRENT_TABLE}"}' --bots random,random --games 2 --seed small-advanced-0 --json`);
    expect(before[0]!.config).toMatchObject({ variant: 'advanced', maxTurns: 100 });
    const second = await runStudy({ dir, study: 'small', workers: 0, chunks: 3, tool: TOOL });
    expect(second.played).toBe(3);
    const after = lines(dataFile(dir, 'small', 'advanced'));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((c) => c.chunk)).toEqual(after.map((_, i) => i));
    const total = [...loadStudy(dir, 'small').data.values()].reduce((a, cs) => a + cs.length, 0);
    expect(total).toBe(7);
  });

  it('plays the same games when a chunk is played again', async () => {
    const again = tempDir();
    createStudy(again, study);
    await runStudy({ dir: again, study: 'small', workers: 0, chunks: 2, tool: TOOL });
    for (const run of study.runs.slice(0, 2)) {
      const a = lines(dataFile(dir, 'small', run.run));
      const b = lines(dataFile(again, 'small', run.run));
      expect(b.length).toBe(1);
      expect(b.map(games)).toEqual(a.slice(0, b.length).map(games));
    }
  });

  it('refuses a corrupt data file, naming the file and line, and changes nothing', async () => {
    const broken = tempDir();
    cpSync(dir, broken, { recursive: true });
    const file = dataFile(broken, 'small', 'advanced');
    const [one, ...rest] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, [one, '{"format":1,"study":"sm', ...rest].join('\n'));
    const was = snapshot(broken);
    await expect(runStudy({ dir: broken, study: 'small', workers: 0, tool: TOOL })).rejects.toThrow(`${file}, line 2: not a chunk's JSON`);
    expect(snapshot(broken)).toEqual(was);
    // A last line cut short while it was written says how to go on.
    writeFileSync(file, `${one}\n{"format":1,"study":"sm`);
    await expect(runStudy({ dir: broken, study: 'small', workers: 0, tool: TOOL })).rejects.toThrow(`${file}, line 2: an unfinished chunk (cut short while it was written): remove this line and run again`);
    // A chunk out of its place is refused too.
    writeFileSync(file, [one, one].join('\n') + '\n');
    await expect(runStudy({ dir: broken, study: 'small', workers: 0, tool: TOOL })).rejects.toThrow(`${file}, line 2: chunk 0 where chunk 1 belongs`);
  });

  it('a closed study takes no more games, says why, and changes nothing', async () => {
    const closed = tempDir();
    cpSync(dir, closed, { recursive: true });
    const file = join(closed, 'small', 'study.json');
    const def = JSON.parse(readFileSync(file, 'utf8')) as Study;
    writeFileSync(file, JSON.stringify({ ...def, closed: 'Its bots now weigh lasting spells otherwise.' }));
    const was = snapshot(closed);
    await expect(runStudy({ dir: closed, study: 'small', workers: 0, tool: TOOL })).rejects.toThrow('The study "small" is closed and takes no more games: Its bots now weigh lasting spells otherwise.');
    expect(snapshot(closed)).toEqual(was);
    writeFileSync(file, JSON.stringify({ ...def, closed: 7 }));
    await expect(runStudy({ dir: closed, study: 'small', workers: 0, tool: TOOL })).rejects.toThrow('"closed", if given, must be a sentence');
  });

  it('refuses to mix chunks played another way into a run, but takes a config setting the game added since', async () => {
    const changed = tempDir();
    cpSync(dir, changed, { recursive: true });
    const file = join(changed, 'small', 'study.json');
    const def = JSON.parse(readFileSync(file, 'utf8')) as Study;
    writeFileSync(file, JSON.stringify({ ...def, runs: def.runs.map((r) => (r.run === 'advanced' ? { ...r, bots: ['heuristic', 'heuristic'] } : r)) }));
    const was = snapshot(changed);
    await expect(runStudy({ dir: changed, study: 'small', workers: 0, chunks: 3, tool: TOOL })).rejects.toThrow(/advanced\.jsonl: its chunks were played as .*"random".*, which now plays as .*"heuristic".*a new run/);
    expect(snapshot(changed)).toEqual(was);
    const first = lines(dataFile(dir, 'small', 'advanced'))[0]!;
    // A chunk stored before the Advanced Game's tables had names played the original table (DRA-33):
    // a run goes on with it only under that table.
    const { table: _table, ...before } = first.config as Record<string, unknown>;
    expect(before.variant).toBe('advanced');
    const old = { ...first, config: before };
    expect(playsAsBefore(old, { ...first, config: { ...before, table: 'original' } })).toBe(true);
    expect(playsAsBefore(old, { ...first, config: { ...before, table: 'lasting-from-next-turn' } })).toBe(false);
    expect(playsAsBefore(first, { ...first, config: { ...(first.config as object), health: [8, 8] } })).toBe(false);
    expect(playsAsBefore(first, { ...first, botSpecs: ['ismcts:60', 'random'] })).toBe(false);
  });

  it('plays until every run is done', async () => {
    const result = await runStudy({ dir, study: 'small', workers: 0, tool: TOOL });
    expect(result.stopped).toBe('done');
    const { data } = loadStudy(dir, 'small');
    for (const run of study.runs) expect(data.get(run.run)!.reduce((a, c) => a + c.games, 0)).toBeLessThanOrEqual(8);
    expect(await runStudy({ dir, study: 'small', workers: 0, tool: TOOL })).toMatchObject({ played: 0, stopped: 'done' });
  });
});

describe('a chunk plays the same games anywhere', () => {
  it("DRA-9: a level's bots play its search settings in full, with no wall-clock stop, and the stored command names them so", () => {
    const study = dra9Study('exact', 'hard', 'a test.');
    const plan = planChunk(study, study.runs.find((r) => r.run === 'no-poison')!, 3);
    expect(plan.spec.bots).toEqual(['ismcts:600:heuristic-playouts:depth1', 'ismcts:600:heuristic-playouts:depth1:no=poison']);
    expect(plan.play.bots).toEqual(['hard', 'hard:no=poison']);
    const chunk = chunkRecord({ study: 'exact', ...plan, ...plan.play, cpuMs: 0, workers: 0, tool: TOOL, recordedAt: '' }, []);
    expect(chunk.command).toContain('--bots ismcts:600:heuristic-playouts:depth1,ismcts:600:heuristic-playouts:depth1:no=poison --games 0 --seed exact-no-poison-3');
  });
});

describe('a study file', () => {
  it('is checked, with a message saying what is wrong', () => {
    const good = smallStudy();
    expect(() => checkStudy({ ...good, chunk: 3 }, 'study.json')).toThrow('study.json: "chunk" must be an even number of games');
    expect(() => checkStudy({ ...good, runs: [{ ...good.runs[2]!, spell: 'heal' }] }, 'study.json')).toThrow(/run 1: a dominance run names its advanced spell/);
    expect(() => checkStudy({ ...good, runs: good.runs.filter((r) => r.role !== 'advanced') })).toThrow(/needs a run with the role "advanced"/);
  });

  it('is never overwritten', () => {
    const dir = tempDir();
    createStudy(dir, smallStudy());
    expect(() => createStudy(dir, smallStudy())).toThrow(/exists already/);
  });
});

describe("a designer's bounds and a side-by-side study (DRA-9)", () => {
  const sideBySide = (bounds?: Study['bounds']) =>
    sideBySideStudy({ study: 'lab', about: 'a test.', config: { health: 8, players: 2, table: 'original', recipes: [] }, bots: ['random', 'random'], level: 'random', seed: 'same', chunk: 2, cap: 20, ...(bounds ? { bounds } : {}) });

  it('DRA-9: a side-by-side study plays the edited config and the standard one on the same seeds, the standard one at every default', () => {
    const study = sideBySide();
    expect(study.runs.map((r) => [r.run, r.role, r.seed, r.config])).toEqual([
      ['edited', 'advanced', 'same', { health: 8, players: 2, table: 'original', recipes: [], variant: 'advanced' }],
      ['standard', 'advanced', 'same', { players: 2, variant: 'advanced' }],
    ]);
  });

  it("DRA-9: a study's own bounds replace DRA-9's for their criterion; bad bounds are refused, saying what is wrong", () => {
    const study = sideBySide({ 'seat balance': { min: 0.3, max: 0.7 } });
    const data = new Map(study.runs.map((run) => [run.run, [chunkRecord({ study: 'lab', run, chunk: 0, seed: 'same-0', game: study.game, config: run.config, botSpecs: run.bots, cpuMs: 0, workers: 0, tool: TOOL, recordedAt: '' }, times(2, (i) => duel(i, i % 2)))]]));
    const figures = studyFigures(study, data);
    expect(figures.filter((f) => f.key === 'seat-balance').map((f) => [f.label, f.bounds])).toEqual([
      ["seat 1's score (edited)", { min: 0.3, max: 0.7 }],
      ["seat 1's score (standard)", { min: 0.3, max: 0.7 }],
    ]);
    expect(figures.find((f) => f.key === 'turn-limit')!.bounds).toEqual({ max: 0.01 });
    expect(() => sideBySide({ 'seat balance': { min: 0.6, max: 0.4 } })).toThrow('the study: "bounds" of "seat balance": "min" (0.6) must be below "max" (0.4)');
    expect(() => sideBySide({ fairness: { min: 0.4 } } as never)).toThrow(/"bounds" of "fairness": not a criterion; the criteria are seat balance, no dead spell/);
    expect(() => sideBySide({ 'turn limit': {} })).toThrow('"bounds" of "turn limit": must give "min", "max" or both, and nothing else');
    expect(() => sideBySide({ 'turn limit': { max: -1 } })).toThrow('"bounds" of "turn limit": "max" must be a number at least 0, not -1');
  });
});
