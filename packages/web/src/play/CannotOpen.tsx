import { onLinkClick } from '../app/router';
import { SiteHeader } from '../app/SiteHeader';
import { useTranslation } from '../i18n';

/**
 * A game screen that cannot open (no such game, no saved game, no lessons for it): why, as an
 * alert, and the way back to the start, under the site's header.
 */
export function CannotOpen({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <SiteHeader />
      <main>
        <p role="alert">{text}</p>
        <a href="/" onClick={onLinkClick('/')}>
          {t('common.backToStart')}
        </a>
      </main>
    </div>
  );
}
