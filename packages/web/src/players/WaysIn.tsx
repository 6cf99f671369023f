import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';

/** The two ways to become a player here, as buttons: take a name, or sign in; `children` follow them. */
export function WaysIn({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="button-row">
      <a className="button primary" href="/take-a-name" onClick={onLinkClick('/take-a-name')}>
        {t('players.take.title')}
      </a>
      <a className="button" href="/sign-in" onClick={onLinkClick('/sign-in')}>
        {t('players.signIn.title')}
      </a>
      {children}
    </div>
  );
}
