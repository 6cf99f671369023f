import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { readRecordFile } from '../records';
import { TEST_GAMES, hotseatScript, scripted, tempDir } from '../../test/testing';
import { runPlay, type PlayOptions } from './play';
import { runReplay } from './replay';
import { duelingRunesAdapter } from '../games/dueling-runes';

const play = (options: PlayOptions, lines: readonly string[], dir = tempDir()) => scripted((io) => runPlay({ recordsDir: dir, plain: true, ...options }, io), lines);
const only = (dir: string) => {
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  return join(dir, files[0]!);
};
/** A player who always takes the first legal action (pass, when passing is possible). */
const firstAction = (n: number) => Array.from({ length: n }, () => '1');

describe('Dueling Runes in the terminal', () => {
  it('hotseat: two players type a whole duel to its end, with a hand-off before each of them', async () => {
    const dir = tempDir();
    const names = ['Ada', 'Bo'];
    const script = hotseatScript(duelingRunes as never, { players: 2 }, 'dr-hotseat', names, duelingRunesAdapter.futile);
    const t = await play({ game: 'dueling-runes', seats: 'human,human', names: names.join(','), seed: 'dr-hotseat' }, script, dir);
    expect(t.err).toBe('');
    const screens = t.out.split('Pass the device to ').slice(1);
    expect(screens.length).toBe(script.filter((l) => l === '').length);
    for (const screen of screens) {
      const owner = screen.startsWith('Ada') ? 'Ada' : 'Bo';
      const other = owner === 'Ada' ? 'Bo' : 'Ada';
      // Each screen is its owner's own: their wizard is "(you)", never the other's.
      expect(screen).toContain(`${owner} (you)`);
      expect(screen).not.toContain(`${other} (you)`);
    }
    expect(t.out).toMatch(/spell sequence: /);
    expect(t.out).toMatch(/^[\x20-\x7e\n]*$/);
    expect(t.out).toMatch(/HP \d+\/12/);
    expect(t.out).toMatch(/Game over: (Ada|Bo) wins with \d+ health left|Game over: A draw/);
    const { record } = unwrap(readRecordFile(only(dir), TEST_GAMES.rules));
    expect(record.seats).toEqual(['human', 'human']);
    // Every line but the hand-offs' Enter and the confirmations of casts that change nothing is a move.
    expect(record.actions).toHaveLength(script.filter((l) => l !== '' && l !== 'y').length);
    expect(script.filter((l) => l === 'y').length).toBe(t.out.split('anyway? [y/N]').length - 1);
  });

  it('against a bot: a passive player is beaten, and the record says so', async () => {
    const dir = tempDir();
    // Low starting health keeps the duel short.
    const t = await play({ game: 'runes', seats: 'human,ai:random', seatNumbers: { health: '2,12' }, seed: 'dr-bot' }, firstAction(600), dir);
    expect(t.err).toBe('');
    expect(t.out).toMatch(/Game over: AI \(random\) wins/);
    expect(t.out).toMatch(/Player 1: loss/);
    const { record } = unwrap(readRecordFile(only(dir), TEST_GAMES.rules));
    expect(record.seats).toEqual(['human', 'ai:random']);
    expect(record.outcome?.results).toEqual(['loss', 'win']);
  });

  it('solitaire against the automaton (DR-21), with handicap health', async () => {
    const dir = tempDir();
    const t = await play({ game: 'dueling-runes', seats: 'human,automaton', seatNumbers: { health: '5,7' }, seed: 'dr-solo' }, ['rules automaton', ...firstAction(1500)], dir);
    expect(t.err).toBe('');
    expect(t.out).toContain('Solitaire against the automaton\n');
    expect(t.out).toContain('Player 1 vs the Automaton (solitaire)');
    expect(t.out).toMatch(/the Automaton \(automaton\)\s+HP 7\/7/);
    expect(t.out).toMatch(/Player 1 \(you\)\s+HP 5\/5/);
    expect(t.out).toMatch(/Game over: /);
    const { record } = unwrap(readRecordFile(only(dir), TEST_GAMES.rules));
    expect(record.config).toMatchObject({ players: 1, health: [5, 7] });
  });

  it('the Advanced Game says so: the opening title, the board, the saved record\'s description and its replay (DRA-1)', async () => {
    const dir = tempDir();
    const t = await play({ game: 'dueling-runes', seats: 'human,ai:random', config: '{"variant":"advanced"}', seed: 'dr-advanced' }, ['quit', 'y'], dir);
    expect(t.err).toBe('');
    expect(t.out).toContain('Dueling Runes (Advanced Game) - seed dr-advanced');
    // The board names the table too (DRA-33).
    expect(t.out).toContain('Dueling Runes (Advanced Game, table starting-health-20) - turn 1');
    const file = only(dir);
    const { record } = unwrap(readRecordFile(file, TEST_GAMES.rules));
    expect(record.meta?.description).toBe('Dueling Runes (Advanced Game): Player 1 vs AI (random)');
    const replayed = await scripted((io) => runReplay(file, { plain: true }, io), ['q']);
    expect(replayed.out).toContain('Replay of Dueling Runes (Advanced Game) - seed dr-advanced');
    const basic = await play({ game: 'dueling-runes', seats: 'human,ai:random', seed: 'dr-basic' }, ['quit', 'n']);
    expect(basic.out).toContain('Dueling Runes - seed dr-basic');
  });

  it('--health for every wizard, and errors for a wrong count', async () => {
    const t = await play({ game: 'dueling-runes', seats: 'human,ai:random,ai:random', seatNumbers: { health: '9' }, seed: 'dr-3' }, ['quit', 'n']);
    expect(t.out).toMatch(/Player 1 \(you\)\s+HP 9\/9/);
    expect(t.out).toMatch(/AI 2 \(random\)\s+HP 9\/9/);
    const bad = await play({ game: 'dueling-runes', seats: 'human,ai:random', seatNumbers: { health: '9,9,9' } }, []);
    expect(bad.err).toMatch(/--health gives 3 values for 2 seats/);
    const unread = await play({ game: 'dueling-runes', seatNumbers: { health: 'lots' } }, []);
    expect(unread.err).toMatch(/cannot read --health "lots": give whole numbers of at least 1/);
  });
});

describe('Hieroglyphs in the terminal', () => {
  it('hotseat: two players type a whole game to its end, with a hand-off between turns', async () => {
    const dir = tempDir();
    const names = ['Ada', 'Bo'];
    const script = hotseatScript(hieroglyphs as never, {}, 'hg-hotseat', names);
    const t = await play({ game: 'hieroglyphs', seats: 'human,human', names: names.join(','), seed: 'hg-hotseat' }, script, dir);
    expect(t.err).toBe('');
    const screens = t.out.split('Pass the device to ').slice(1);
    expect(screens.length).toBe(script.filter((l) => l === '').length);
    for (const screen of screens) {
      const owner = screen.startsWith('Ada') ? 'Ada' : 'Bo';
      expect(screen).toContain(`${owner} (you)`);
      expect(screen).not.toContain(`${owner === 'Ada' ? 'Bo' : 'Ada'} (you)`);
    }
    expect(t.out).toMatch(/Tomb 3 \(phrases of 3 words\)/);
    expect(t.out).toMatch(/word: \.\.\.[A-Z]+|word: …[A-Z]+/);
    expect(t.out).toMatch(/sliders set aside: /);
    expect(t.out).toMatch(/depleted/);
    expect(t.out).toMatch(/Game over: .*(wins|draw)/i);
    const { record, match } = unwrap(readRecordFile(only(dir), TEST_GAMES.rules));
    expect(record.outcome).toEqual(match.outcome());
  });

  it('against a bot, to the end', async () => {
    const dir = tempDir();
    const t = await play({ game: 'hiero', seats: 'ai:heuristic,human', seed: 'hg-bot' }, ['rules', 'rules notation', ...firstAction(400)], dir);
    expect(t.out).toMatch(/Sections:\n {2}1\) /);
    expect(t.out).toContain('Typing your moves (notation)\n');
    expect(t.out).not.toMatch(/^#+ |\*\*|```/m);
    expect(t.err).toBe('');
    expect(t.out).toContain('AI (heuristic) vs Player 2');
    expect(t.out).toMatch(/Game over: /);
    expect(t.out).toMatch(/Player 2: (win|loss|draw) \(\d+\)/);
    expect(unwrap(readRecordFile(only(dir), TEST_GAMES.rules)).record.seats).toEqual(['ai:heuristic', 'human']);
  });
});

describe('the real command, driven through its stdin', () => {
  it('npx decktet play hieroglyphs: a hotseat game typed into a pipe, to the end', () => {
    const dir = tempDir();
    const names = ['Ada', 'Bo'];
    const script = hotseatScript(hieroglyphs as never, {}, 'pipe', names);
    const bin = fileURLToPath(new URL('../../bin/decktet.js', import.meta.url));
    const run = spawnSync(process.execPath, [bin, 'play', 'hieroglyphs', '--seats', 'human,human', '--names', 'Ada,Bo', '--seed', 'pipe', '--records-dir', dir], {
      input: script.join('\n') + '\n',
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Game over: /);
    expect(run.stdout).toContain('Pass the device to Bo.');
    expect(unwrap(readRecordFile(only(dir), TEST_GAMES.rules)).match.outcome()).not.toBeNull();
  });
});
