import { describe, expect, it } from 'vitest';
import type { AnyGame } from './contract';
import { goofspiel } from './examples/goofspiel';
import { type GameModule, folderRegistry, gameCatalog, gameRegistry, layerRegistry, loadFolderRegistry } from './registry';

const game: AnyGame = goofspiel;
const other: AnyGame = { ...game, id: 'other-goofspiel', name: 'Other Goofspiel' };

describe('a registry of games', () => {
  it('finds each entry by its game id, in the order given, and lists the rules', () => {
    const entries = [{ game, label: 'a' }, { game: other, label: 'b' }];
    const registry = gameRegistry(entries);
    expect(registry.find('other-goofspiel')).toBe(entries[1]);
    expect(registry.find('chess')).toBeUndefined();
    expect(registry.entries).toEqual(entries);
    expect(registry.rules).toEqual([game, other]);
  });

  it('adds entries without changing the registry it started from', () => {
    const base = gameRegistry([{ game }]);
    const more = base.with({ game: other });
    expect(more.rules.map((g) => g.id)).toEqual(['goofspiel', 'other-goofspiel']);
    expect(base.find('other-goofspiel')).toBeUndefined();
  });

  it('refuses a game registered twice', () => {
    expect(() => gameRegistry([{ game }]).with({ game })).toThrow('the game "goofspiel" is registered twice');
  });
});

describe("a catalog of games and a layer's registry of it", () => {
  it('keeps the games in their order and refuses one listed twice', () => {
    expect(gameCatalog([game, other])).toEqual([game, other]);
    expect(Object.isFrozen(gameCatalog([game]))).toBe(true);
    expect(() => gameCatalog([game, other, game])).toThrow('the game "goofspiel" is registered twice');
  });

  it("orders a layer's entries as the catalog does", () => {
    const entries = [{ game: other, label: 'b' }, { game, label: 'a' }];
    expect(layerRegistry('terminal', [game, other], entries).entries.map((e) => e.label)).toEqual(['a', 'b']);
  });

  it('refuses a layer without an entry for a game of the catalog', () => {
    expect(() => layerRegistry('terminal', [game, other], [{ game }])).toThrow('the terminal has no entry for "other-goofspiel", a game of the catalog');
  });

  it('refuses an entry for a game the catalog does not list', () => {
    expect(() => layerRegistry('browser', [game], [{ game }, { game: other }])).toThrow('the browser has an entry for "other-goofspiel", which the catalog of games does not list');
  });

  it("refuses an entry holding other rules than the catalog's", () => {
    const impostor: AnyGame = { ...game };
    expect(() => layerRegistry('AI', [game], [{ game: impostor }])).toThrow(`the AI's entry for "goofspiel" holds other rules than the catalog's`);
  });
});

describe("a layer's registry found by its games' folders", () => {
  const entry = { game, label: 'a' };
  const folders = (pairs: [string, GameModule][]) => new Map(pairs);

  it("takes from each game's folder the export holding its rules, in the catalog's order", () => {
    const registry = folderRegistry<typeof entry>('browser', [other, game], folders([['goofspiel', { goofspielUi: entry, helper: 3 }], ['other-goofspiel', { otherUi: { game: other, label: 'b' } }]]));
    expect(registry.entries.map((e) => e.label)).toEqual(['b', 'a']);
  });

  it("leaves an example game's folder out, and refuses a folder for a game the catalog does not list", () => {
    expect(folderRegistry('browser', [other], folders([['goofspiel', { entry }], ['other-goofspiel', { e: { game: other } }]]), [game]).rules).toEqual([other]);
    expect(() => folderRegistry('browser', [other], folders([['goofspiel', { entry }], ['other-goofspiel', { e: { game: other } }]]))).toThrow(
      'the browser has a folder for "goofspiel", which the catalog of games does not list',
    );
  });

  it('refuses a game without its folder, a folder without its entry or with two, and an entry holding other rules', () => {
    expect(() => folderRegistry('browser', [game], folders([]))).toThrow('the browser has no entry for "goofspiel", a game of the catalog');
    expect(() => folderRegistry('browser', [game], folders([['goofspiel', { helper: 3 }]]))).toThrow(`the browser's folder for "goofspiel" exports no entry for it`);
    expect(() => folderRegistry('browser', [game], folders([['goofspiel', { a: entry, b: { game } }]]))).toThrow(`the browser's folder for "goofspiel" exports 2 entries for it`);
    expect(() => folderRegistry('browser', [game], folders([['goofspiel', { a: { game: { ...game } } }]]))).toThrow(`the browser's entry for "goofspiel" holds other rules than the catalog's`);
  });

  it("loads each game's folder, and names the layer, the game and the reason when one cannot be loaded", async () => {
    const loaded: string[] = [];
    const load = (id: string) => {
      loaded.push(id);
      return id === 'goofspiel' ? Promise.resolve({ entry }) : Promise.reject(new Error(`Cannot find module './games/${id}/index.ts'`));
    };
    expect((await loadFolderRegistry('AI', [game], load)).entries).toEqual([entry]);
    await expect(loadFolderRegistry('terminal', [game, other], load)).rejects.toThrow(
      `the terminal has no entry for "other-goofspiel", a game of the catalog: its folder could not be loaded (Cannot find module './games/other-goofspiel/index.ts')`,
    );
    expect(loaded).toEqual(['goofspiel', 'goofspiel', 'other-goofspiel']);
  });
});
