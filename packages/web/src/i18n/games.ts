/**
 * A game's name and blurb in the player's language. The rules packages name their games in English
 * (logs, records, the terminal); each game's web entry reads its words from the catalogue, and a
 * game whose entry has none (the engine's example game) keeps its rules package's English name.
 */
import type { GameUi } from '../play/types';
import { i18n } from './index';

export function gameName(ui: GameUi): string {
  return ui.name ?? ui.game.name;
}

export function gameBlurb(ui: GameUi): string {
  return ui.blurb ?? '';
}

/** The game a table plays, with its variant if its config (or its view) names one: "Dueling Runes — Advanced Game". */
export function tableTitle(ui: GameUi, table: unknown): string {
  const variant = ui.variant?.(table);
  return variant ? i18n.t('game.withVariant', { game: gameName(ui), variant: variant.name }) : gameName(ui);
}

/** The page of the game's rules, opened at the section of the variant the table plays, if any. */
export function rulesPath(ui: GameUi, table: unknown): string {
  const variant = ui.variant?.(table);
  return `/rules/${ui.game.id}${variant ? `#${variant.rulesAnchor}` : ''}`;
}
