import { useTranslation } from '../i18n';
import { useOnline } from './network';
import { onLinkClick } from './router';

/**
 * On a page that needs the match server (the lobby, the players' and ratings pages, an online
 * table), says plainly that there is no network, and what still plays without it; gone by itself
 * when the network returns (the page's connection comes back on its own).
 */
export function OfflineNotice({ page }: { page: 'site' | 'table' }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {page === 'site' ? t('offline.page') : t('offline.table')}{' '}
      {page === 'site' && (
        <a href="/" onClick={onLinkClick('/')}>
          {t('offline.playOffline')}
        </a>
      )}
    </p>
  );
}
