import { describe, expect, it } from 'vitest';
import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { TEST_GAMES } from '../test/testing';
import { REGISTRATIONS, gameFolder, genericSources, mentions } from './testing-code';

const ids = [...new Set([...GAMES, ...EXAMPLE_GAMES].map((g) => g.id))];
const flags = [...new Set(TEST_GAMES.entries.flatMap((a) => (a.seatNumbers ?? []).map((o) => o.flag)))];
const generic = genericSources(ids);

/**
 * The code that serves every game alike learns what it needs about a game from the game's entry in
 * its layer, so it names no game (docs/architecture.md, "Adding a game"): every package's `src/`
 * but the games' rules packages, the games' folders and the code written for tests.
 */
describe('the generic code of every package', () => {
  it('knows the games and covers the folders of every layer', () => {
    expect(ids).toEqual(expect.arrayContaining(['dueling-runes', 'hieroglyphs', 'goofspiel']));
    expect(flags).toContain('health');
    expect(mentions(['packages/web/src/games/dueling-runes/ui.ts'], ids)).not.toEqual([]);
    for (const folder of ['packages/ai/src/weighting/', 'packages/web/src/lobby/', 'packages/web/src/play/', 'packages/cli/src/commands/', 'packages/server/src/match/', 'packages/protocol/src/', 'packages/engine/src/', 'packages/catalog/src/']) {
      expect(generic.some((f) => f.startsWith(folder)), folder).toBe(true);
    }
    const folder = gameFolder(ids);
    const notGeneric = generic.filter((f) => folder.test(f) || f.endsWith('.test.ts') || f.endsWith('.test.tsx'));
    expect(notGeneric).toEqual([]);
  });

  it('names no game outside the registrations', () => {
    expect(mentions(generic.filter((f) => !REGISTRATIONS.includes(f)), ids)).toEqual([]);
  });

  it("names no game's option (the server, whose protocol carries configs, aside)", () => {
    expect(mentions(generic.filter((f) => !f.startsWith('packages/server/')), flags)).toEqual([]);
  });
});
