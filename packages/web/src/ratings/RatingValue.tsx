import type { GameRating } from '@decktet/protocol';
import { useTranslation } from '../i18n';
import { ratingText } from './words';

/** "1620 ± 160", marked when the rating is still provisional. */
export function RatingValue({ rating }: { rating: Pick<GameRating, 'rating' | 'deviation' | 'provisional'> }) {
  const { t } = useTranslation();
  return (
    <span className="rating-value">
      <span className="rating-number">{ratingText(rating)}</span>
      {rating.provisional && (
        <>
          {' '}
          <span className="rating-provisional">{t('ratings.provisional')}</span>
        </>
      )}
    </span>
  );
}

/** What the number and its ± mean, for a player who never met Glicko. */
export function RatingHelp() {
  const { t } = useTranslation();
  return <p className="rating-help muted">{t('ratings.help')}</p>;
}
