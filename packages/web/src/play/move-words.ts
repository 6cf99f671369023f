import type { BaseState, Seat } from '@decktet/engine';
import { currentLanguage } from '../i18n';
import type { GameUi } from './types';

/**
 * An action `seat` may take (or took) in `state`, in words as that seat reads them: the game's
 * narrator where it has one (the replay's wording), else the game's notation.
 */
export function moveInWords(ui: Pick<GameUi, 'game' | 'narrator'>, state: BaseState, seat: Seat, action: unknown): string {
  return ui.narrator ? ui.narrator.describe(state, seat, action, seat) : ui.game.formatAction(action);
}

/** A win chance (0–1) as a whole percentage in the player's language ("63%", "63 %"). */
export function percent(chance: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(chance);
}
