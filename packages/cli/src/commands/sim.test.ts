import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import type { ArenaSummary } from '@decktet/ai/arena';
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

  it('a balance study: a bot forbidden a spell, with per-spell statistics in the JSON, the table and the report', async () => {
    const { io, out } = capture();
    const report = join(mkdtempSync(join(tmpdir(), 'sim-')), 'spells.html');
    await runSim({ game: 'dueling-runes', bots: 'heuristic,heuristic:no=fire-ball', games: '2', seed: 'balance', json: true, report, workers: '0' }, io);
    const json = JSON.parse(out.join('').trim().split('\n').at(-1)!) as ArenaSummary;
    expect(json.bots).toEqual(['heuristic', 'heuristic:no=fire-ball']);
    const [spells, contribution] = json.details.tables!;
    expect(spells!.rows.map((r) => r.spell)).toContain('fire-ball');
    expect(contribution!.rows.find((r) => r.spell === 'fire-ball' && r.bot === 'heuristic:no=fire-ball')).toMatchObject({ castGames: 0, otherGames: 2 });
    expect(readFileSync(report, 'utf8')).toContain('<h3>Spells</h3>');
    const text = capture();
    await runSim({ game: 'dueling-runes', bots: 'heuristic,heuristic:no=fire-ball', games: '2', seed: 'balance', workers: '0' }, text.io);
    expect(text.out.join('')).toMatch(/Spells:\n\s+spell\s+name\s+casts/);
    expect(text.out.join('')).toMatch(/fire-ball\s+heuristic:no=fire-ball\s+0\s+0\s+—/);
  });

  it('refuses to forbid spells of a game without spells, or spells a game does not have', async () => {
    const { io } = capture();
    await expect(runSim({ game: 'goofspiel', bots: 'random,random:no=fire-ball', games: '2', workers: '0' }, io)).rejects.toThrow(/Goofspiel has no spells/);
    await expect(runSim({ game: 'dueling-runes', bots: 'hard:no=meteor', games: '2', workers: '0' }, io)).rejects.toThrow(/no spell "meteor": forbid some of resist-cold/);
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
    expect(sim.options.find((o) => o.long === '--bots')!.description).toContain(':no=<spell>[+<spell>…]');
  });
});
