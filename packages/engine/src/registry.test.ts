import { describe, expect, it } from 'vitest';
import type { AnyGame } from './contract';
import { goofspiel } from './examples/goofspiel';
import { gameCatalog, gameRegistry, layerRegistry } from './registry';

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
