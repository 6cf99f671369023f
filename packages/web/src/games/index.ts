import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { folderRegistry, type GameModule } from '@decktet/engine';
import type { GameUi } from '../play/types';

/** Each game's folder of the client and its entry, `<game>/ui.ts` (or `.tsx`), found by the bundler. */
const FOLDERS = new Map(
  Object.entries(import.meta.glob<GameModule>('./*/ui.{ts,tsx}', { eager: true })).map(([path, module]) => [path.split('/')[1]!, module]),
);

/**
 * The games this client offers: the catalog's, one entry each (`<game>/ui.ts`: table, rules, words,
 * options, replay narrator, lessons), in the catalog's order, which the start screen shows. The
 * engine's example game has its folder too, offered only where a test registers it.
 */
export const WEB_GAMES = folderRegistry<GameUi>('browser', GAMES, FOLDERS, EXAMPLE_GAMES);

export const GAME_UIS: readonly GameUi[] = WEB_GAMES.entries;
