import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import './ratings.css';

/** The header's way to the leaderboards. */
export function LeaderboardLink() {
  const { t } = useTranslation();
  return (
    <a href="/leaderboard" className="site-link" onClick={onLinkClick('/leaderboard')}>
      {t('ratings.header.leaderboard')}
    </a>
  );
}
