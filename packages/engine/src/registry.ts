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

/** A module of a layer's folder for one game (`games/<game>/…`), as `import()` gives it. */
export type GameModule = Readonly<Record<string, unknown>>;

/**
 * The entry a game's folder exports: the one export holding that game's rules (`{ game, … }`). Its
 * type is the layer's, declared where the folder writes it (`export const …: AiGameEntry`).
 */
function entryIn<E extends GameEntry>(layer: string, game: AnyGame, module: GameModule): E {
  const found = Object.values(module).filter(
    (value): value is E => typeof value === 'object' && value !== null && (value as Partial<GameEntry>).game?.id === game.id,
  );
  if (found.length !== 1) {
    throw new Error(`the ${layer}'s folder for "${game.id}" exports ${found.length === 0 ? 'no entry' : `${found.length} entries`} for it (one export holding its rules, { game, … })`);
  }
  return found[0]!;
}

/**
 * A layer's registry of the catalog's games, found by folder: `folders` maps each folder of the
 * layer's `games/` to its entry module (a bundler's glob of `games/<game>/…`). Each game of
 * `games` must have its folder; a folder for a game neither `games` nor `others` (the engine's
 * example games, which tests register themselves) lists is refused, as `layerRegistry` refuses it.
 */
export function folderRegistry<E extends GameEntry>(
  layer: string,
  games: readonly AnyGame[],
  folders: ReadonlyMap<string, GameModule>,
  others: readonly AnyGame[] = [],
): GameRegistry<E> {
  const known = [...games, ...others];
  const stray = [...folders.keys()].find((id) => !known.some((game) => game.id === id));
  if (stray !== undefined) throw new Error(`the ${layer} has a folder for "${stray}", which the catalog of games does not list`);
  return layerRegistry<E>(
    layer,
    games,
    games.map((game) => {
      const module = folders.get(game.id);
      if (!module) throw new Error(`the ${layer} has no entry for "${game.id}", a game of the catalog`);
      return entryIn<E>(layer, game, module);
    }),
  );
}

/**
 * A layer's registry of these games, each entry loaded from its folder: `load(id)` imports
 * `games/<id>/index.ts` (the layer writes `(id) => import(`./games/${id}/index.ts`)`, which esbuild
 * and Vite bundle as a pattern and Node, tsx and Vitest resolve as a path). A game whose folder
 * cannot be loaded is refused, with the layer, the game and the reason named.
 */
export async function loadFolderRegistry<E extends GameEntry>(
  layer: string,
  games: readonly AnyGame[],
  load: (id: string) => Promise<GameModule>,
): Promise<GameRegistry<E>> {
  const folders = await Promise.all(
    games.map(async (game): Promise<[string, GameModule]> => {
      try {
        return [game.id, await load(game.id)];
      } catch (error) {
        throw new Error(`the ${layer} has no entry for "${game.id}", a game of the catalog: its folder could not be loaded (${error instanceof Error ? error.message : String(error)})`, { cause: error });
      }
    }),
  );
  return folderRegistry<E>(layer, games, new Map(folders));
}
