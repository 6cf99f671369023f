import type { GameUi } from '../play/types';
import { duelingRunesUi } from '../dueling-runes/ui';
import { hieroglyphsUi } from '../hieroglyphs/ui';

/** The games this client offers, in the order the start screen shows them. */
export const GAME_UIS: readonly GameUi[] = [duelingRunesUi, hieroglyphsUi];
