import { gameRegistry } from '@decktet/engine';
import type { GameUi } from '../play/types';
import { duelingRunesUi } from './dueling-runes/ui';
import { hieroglyphsUi } from './hieroglyphs/ui';

/**
 * The games this client offers, one entry each (`<game>/ui.ts`: table, rules, words, options,
 * replay narrator, lessons), in the order the start screen shows them.
 */
export const WEB_GAMES = gameRegistry<GameUi>([duelingRunesUi, hieroglyphsUi]);

export const GAME_UIS: readonly GameUi[] = WEB_GAMES.entries;
