/** The AI's levels in the player's language (the set-up form, the seat list). */
import { i18n } from '.';

/** "Easy", "Expert" …: an AI level's name; an unknown level reads as the default, normal. */
export function levelName(level: string | null | undefined): string {
  if (level === 'easy') return i18n.t('difficulty.easy');
  if (level === 'hard') return i18n.t('difficulty.hard');
  if (level === 'expert') return i18n.t('difficulty.expert');
  return i18n.t('difficulty.normal');
}
