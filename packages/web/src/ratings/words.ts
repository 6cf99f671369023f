import type { GameRating, RatingPoint } from '@decktet/protocol';
import { useServices } from '../app/context';
import { currentLanguage, i18n } from '../i18n';
import { gameName } from '../i18n/games';

/**
 * A rating as a player reads it: the rating and its 95 % range (twice Glicko's deviation), both
 * whole, e.g. "1620 ± 160".
 */
export function ratingText(r: Pick<GameRating, 'rating' | 'deviation'>): string {
  return i18n.t('ratings.rating', { rating: Math.round(r.rating), range: Math.round(2 * r.deviation) });
}

/** A game's name in the player's language when this client knows the game, else the server's (or its id). */
export function useGameName(): (id: string, serverName?: string) => string {
  const { games } = useServices();
  return (id, serverName) => {
    const ui = games.find((g) => g.game.id === id);
    return ui ? gameName(ui) : (serverName ?? id);
  };
}

/** A day ("30 Nov 2026"), or a day and time, in the player's language. */
export function dateText(iso: string, withTime = false): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(currentLanguage(), options).format(new Date(iso));
}

/** Names as a list in the player's language ("Ada and Bo"). */
export function namesText(names: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(names);
}

/** A rated game's result for the player ("Won", "Lost", "Drawn"). */
export function resultText(result: RatingPoint['result']): string {
  switch (result) {
    case 'win':
      return i18n.t('ratings.result.win');
    case 'loss':
      return i18n.t('ratings.result.loss');
    case 'draw':
      return i18n.t('ratings.result.draw');
  }
}
