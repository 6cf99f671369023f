import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { runPlay } from '../commands/play';
import { runReplay } from '../commands/replay';
import { runRules } from '../commands/rules';
import { scripted, tempDir } from '../../test/testing';
import { ROOT, TEST_SUPPORT, gameFolder, mentions, sourceFiles } from '../testing-code';
import { goofspielAdapter } from './goofspiel';
import { CLI_GAMES } from '.';

describe("the terminal's registry", () => {
  it("offers exactly the product's games, in the catalog's order", () => {
    expect(CLI_GAMES.rules.map((g) => g.id)).toEqual(GAMES.map((g) => g.id));
  });

  it("finds each adapter in its game's folder, and has a folder only for the catalog's games and its example games", () => {
    const dir = join(ROOT, 'packages/cli/src/games');
    const folders = readdirSync(dir).filter((name) => existsSync(join(dir, name, 'index.ts')));
    expect(folders.sort()).toEqual([...GAMES, ...EXAMPLE_GAMES].map((g) => g.id).sort());
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

/**
 * docs/architecture.md, "Adding a game": a game's files live in its own folder of each layer, and
 * outside them the code, the messages and the packages' manifests name it only in its catalog line.
 * Goofspiel shows it: its rules in the engine's `src/examples/goofspiel/`, its AI, terminal and
 * browser entries in each layer's `src/games/goofspiel/`, which each layer finds by its folder; the
 * catalog lists it among the example games, and the engine's index exports its rules (as a game's
 * own package, `packages/games/<game>/src/index.ts`, exports its own, inside its folder).
 */
describe("Goofspiel's files", () => {
  const folder = gameFolder(['goofspiel']);
  const files = sourceFiles();

  it('lie in a goofspiel folder of each layer', () => {
    for (const dir of ['packages/engine/src/examples/goofspiel', 'packages/ai/src/games/goofspiel', 'packages/cli/src/games/goofspiel', 'packages/web/src/games/goofspiel']) {
      expect(existsSync(join(ROOT, dir)), dir).toBe(true);
      expect(files.filter((f) => f.startsWith(`${dir}/`)), dir).not.toEqual([]);
    }
    expect(files.filter((f) => f.toLowerCase().includes('goofspiel') && !folder.test(f))).toEqual([]);
  });

  it('are named outside those folders only by its catalog line', () => {
    const manifests = ['package.json', ...readdirSync(join(ROOT, 'packages')).map((p) => `packages/${p}/package.json`).filter((f) => existsSync(join(ROOT, f)))];
    const outside = [...manifests, ...files.filter((f) => !folder.test(f) && !TEST_SUPPORT.test(f))];
    const found = mentions(outside, ['goofspiel']).map((m) => m.replace(/:\d+:/, ':'));
    expect(found.sort()).toEqual([
      "packages/catalog/src/index.ts: export const EXAMPLE_GAMES: readonly AnyGame[] = gameCatalog([goofspiel]);",
      "packages/catalog/src/index.ts: import { type AnyGame, gameCatalog, goofspiel } from '@decktet/engine';",
      "packages/engine/src/index.ts: export * from './examples/goofspiel';",
    ]);
  });

  it("are not named by the tests that check every game: each game's facts lie in its own folders", () => {
    const ids = [...GAMES, ...EXAMPLE_GAMES].map((g) => g.id);
    expect(mentions(['packages/server/src/games.test.ts', 'packages/web/src/rules/rules-docs.test.ts'], ids)).toEqual([]);
  });
});
