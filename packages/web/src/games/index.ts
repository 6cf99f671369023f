import { GAMES } from '@decktet/catalog';
import { layerRegistry } from '@decktet/engine';
import type { GameUi } from '../play/types';
import { duelingRunesUi } from './dueling-runes/ui';
import { hieroglyphsUi } from './hieroglyphs/ui';

/**
 * The games this client offers: the catalog's, one entry each (`<game>/ui.ts`: table, rules, words,
 * options, replay narrator, lessons), in the catalog's order, which the start screen shows.
 */
export const WEB_GAMES = layerRegistry<GameUi>('browser', GAMES, [duelingRunesUi, hieroglyphsUi]);

export const GAME_UIS: readonly GameUi[] = WEB_GAMES.entries;
