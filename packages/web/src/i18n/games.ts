/**
 * The games' names and set-up words in the player's language. The rules packages name their games
 * in English (logs, records, the terminal); the catalogue holds what the web client shows. A game
 * the catalogue does not know (Goofspiel, the engine's test game) keeps its own English words.
 */
import type { GameOption, GameUi } from '../play/types';
import { i18n } from './index';

export function gameName(game: { id: string; name: string }): string {
  switch (game.id) {
    case 'dueling-runes':
      return i18n.t('game.duelingRunes.name');
    case 'hieroglyphs':
      return i18n.t('game.hieroglyphs.name');
    default:
      return game.name;
  }
}

export function gameBlurb(ui: GameUi): string {
  switch (ui.game.id) {
    case 'dueling-runes':
      return i18n.t('game.duelingRunes.blurb');
    case 'hieroglyphs':
      return i18n.t('game.hieroglyphs.blurb');
    default:
      return ui.blurb ?? '';
  }
}

export function optionLabel(gameId: string, option: GameOption): string {
  if (gameId === 'dueling-runes' && option.key === 'courts') return i18n.t('game.duelingRunes.courts');
  if (gameId === 'dueling-runes' && option.key === 'health') return i18n.t('game.duelingRunes.health');
  return option.label;
}
