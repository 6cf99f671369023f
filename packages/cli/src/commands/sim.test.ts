import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { registerSim, runSim } from './sim';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t), interactive: false }, out, err };
}

describe('decktet sim', () => {
  it('--json ends with the summary as its last line, and --report writes an HTML page', async () => {
    const { io, out, err } = capture();
    const report = join(mkdtempSync(join(tmpdir(), 'sim-')), 'r.html');
    await runSim({ game: 'goofspiel', bots: 'heuristic,random', games: '8', seed: 'cli', json: true, report, workers: '0' }, io);
    const last = out.join('').trim().split('\n').at(-1)!;
    const summary = JSON.parse(last) as { games: number; standings: { bot: string; games: number }[] };
    expect(summary.games).toBe(8);
    expect(summary.standings.map((s) => [s.bot, s.games])).toEqual([['heuristic', 8], ['random', 8]]);
    expect(err.join('')).toContain('8/8 games');
    expect(readFileSync(report, 'utf8')).toContain('<svg');
  });

  it('prints a readable table without --json', async () => {
    const { io, out } = capture();
    await runSim({ game: 'goofspiel', bots: 'random,random', games: '4', workers: '0' }, io);
    const text = out.join('');
    expect(text).toMatch(/Goofspiel: 4 games/);
    expect(text).toMatch(/random#1\s+4/);
    expect(text).toContain('game length');
  });

  it('rejects bad input with a message that says what was wrong', async () => {
    const { io } = capture();
    await expect(runSim({ game: 'goofspiel', bots: 'random,,random', games: '4' }, io)).rejects.toThrow(/empty name/);
    await expect(runSim({ game: 'goofspiel', bots: 'random', games: 'many' }, io)).rejects.toThrow(/--games must be a whole number/);
    await expect(runSim({ game: 'goofspiel', bots: 'random', config: '{oops' }, io)).rejects.toThrow(/--config must be JSON/);
    await expect(runSim({ game: 'poker', bots: 'random' }, io)).rejects.toThrow(/unknown game "poker"/);
  });

  it('registers the sim command with its options', () => {
    const program = new Command();
    registerSim(program);
    const sim = program.commands.find((c) => c.name() === 'sim')!;
    expect(sim.options.map((o) => o.long)).toEqual(['--game', '--bots', '--games', '--seed', '--json', '--report', '--workers', '--config']);
  });
});
