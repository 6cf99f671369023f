/**
 * A game's name and blurb in the player's language. The rules packages name their games in English
 * (logs, records, the terminal); each game's web entry reads its words from the catalogue, and a
 * game whose entry has none (the engine's example game) keeps its rules package's English name.
 */
import type { GameUi } from '../play/types';

export function gameName(ui: GameUi): string {
  return ui.name ?? ui.game.name;
}

export function gameBlurb(ui: GameUi): string {
  return ui.blurb ?? '';
}
