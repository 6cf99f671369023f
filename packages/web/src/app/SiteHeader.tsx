import { onLinkClick } from './router';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useTranslation } from '../i18n';
import { PlayerEntry } from '../players/PlayerEntry';
import { LeaderboardLink } from '../ratings/LeaderboardLink';
import { LobbyLinks } from '../lobby/HeaderLinks';

/**
 * The bar above every page that is not a table (a table has its own, GameScreen's): the way home,
 * the lobby and the games waiting for the player, the leaderboards, the player's own page (or "Sign in") and the language switch. The start screen's title is the
 * way home there, so it shows no link.
 */
export function SiteHeader({ home = false }: { home?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="site-head">
      {!home && (
        <a href="/" className="brand" onClick={onLinkClick('/')} aria-label={t('header.home')}>
          <span aria-hidden="true">◆</span> Decktet Table
        </a>
      )}
      <div className="site-head-end">
        <LobbyLinks />
        <LeaderboardLink />
        <PlayerEntry />
        <LanguageSwitch />
      </div>
    </header>
  );
}
