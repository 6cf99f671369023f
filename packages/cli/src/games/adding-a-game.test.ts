import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/ai';
import { runPlay } from '../commands/play';
import { runReplay } from '../commands/replay';
import { runRules } from '../commands/rules';
import { scripted, tempDir } from '../../test/testing';
import { goofspielAdapter } from './goofspiel';
import { CLI_GAMES } from '.';

describe("the terminal's registry", () => {
  it("offers exactly the product's games, in the AI's order", () => {
    expect(CLI_GAMES.rules.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
  });
});

/**
 * docs/architecture.md, "Adding a game": a game is added to the terminal by its entry alone.
 * Goofspiel, the engine's example game, is registered here exactly as ./index.ts registers the
 * product's games, and the generic commands play it, show its rules and replay it.
 */
describe('a game added through its terminal entry alone (Goofspiel)', () => {
  const games = CLI_GAMES.with(goofspielAdapter);

  it('is unknown to the command until registered', async () => {
    const t = await scripted((io) => runPlay({ game: 'goofspiel' }, io), [], { games: CLI_GAMES });
    expect(t.err).toMatch(/unknown game "goofspiel": the games are dueling-runes, hieroglyphs/);
  });

  it('is played to its end by hotseat players, its rules read and its record replayed', async () => {
    const dir = tempDir();
    // Each player takes the device (Enter), then bids the first card of their hand.
    const lines = Array.from({ length: 5 }, () => ['', '1', '', '1']).flat();
    const played = await scripted((io) => runPlay({ game: 'goof', seats: 'human,human', names: 'Ada,Bo', seed: 'added', recordsDir: dir, plain: true }, io), lines, { games });
    expect(played.err).toBe('');
    expect(played.out).toContain('Goofspiel - seed added');
    expect(played.out).toMatch(/Prize: .+\(5 prizes left\)/);
    expect(played.out).toMatch(/Game over: /);

    const rules = await scripted((io) => Promise.resolve(runRules('goofspiel', [], { plain: true }, io)), [], { games });
    expect(rules.out).toContain("Goofspiel (the engine's example game)");

    const [file] = readdirSync(dir);
    const replayed = await scripted((io) => runReplay(join(dir, file!), { plain: true }, io), ['last', 'q'], { games });
    expect(replayed.out).toContain('Replay of Goofspiel - seed added, 10 moves, seen by a spectator.');
    expect(replayed.out).toMatch(/Game over: /);
  });
});
