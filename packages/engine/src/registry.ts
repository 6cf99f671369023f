import type { AnyGame } from './contract';

/**
 * One game's entry in a layer's registry: the game's rules, and whatever that layer adds for it
 * (the AI its rules of thumb, the terminal and the browser their presentation). A layer's code
 * learns everything it needs about a game from its entry, never from the game's id.
 */
export interface GameEntry {
  readonly game: AnyGame;
}

/** A layer's games, one entry each, in the order they are offered. */
export interface GameRegistry<E extends GameEntry> {
  readonly entries: readonly E[];
  /** The rules of every registered game (what records and matches are read with). */
  readonly rules: readonly AnyGame[];
  /** A game's entry by its id. */
  find(id: string): E | undefined;
  /** These entries and more (a test's own example game). */
  with(...more: readonly E[]): GameRegistry<E>;
}

/** The registry of these entries; two entries for one game are refused. */
export function gameRegistry<E extends GameEntry>(entries: readonly E[]): GameRegistry<E> {
  const byId = new Map<string, E>();
  for (const entry of entries) {
    if (byId.has(entry.game.id)) throw new Error(`the game "${entry.game.id}" is registered twice`);
    byId.set(entry.game.id, entry);
  }
  const registry: GameRegistry<E> = {
    entries: [...entries],
    rules: entries.map((e) => e.game),
    find: (id) => byId.get(id),
    with: (...more) => gameRegistry([...entries, ...more]),
  };
  return Object.freeze(registry);
}

/** A list of games, frozen; the same id twice is refused. */
export function gameCatalog(games: readonly AnyGame[]): readonly AnyGame[] {
  gameRegistry(games.map((game) => ({ game })));
  return Object.freeze([...games]);
}

/**
 * A layer's registry of the catalog's games: exactly one entry for each game of `games`, holding
 * that very game, in the catalog's order. A game without its entry, an entry for a game the catalog
 * does not list, or an entry holding other rules than the catalog's is refused, with the layer and
 * the game named.
 */
export function layerRegistry<E extends GameEntry>(layer: string, games: readonly AnyGame[], entries: readonly E[]): GameRegistry<E> {
  const byId = gameRegistry(entries);
  const unknown = entries.find((entry) => !games.some((game) => game.id === entry.game.id));
  if (unknown) throw new Error(`the ${layer} has an entry for "${unknown.game.id}", which the catalog of games does not list`);
  return gameRegistry(
    games.map((game) => {
      const entry = byId.find(game.id);
      if (!entry) throw new Error(`the ${layer} has no entry for "${game.id}", a game of the catalog`);
      if (entry.game !== game) throw new Error(`the ${layer}'s entry for "${game.id}" holds other rules than the catalog's`);
      return entry;
    }),
  );
}
