import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { usePlayerIfKept } from '../players/session';
import { useYourTurn } from './your-turn';
import './lobby.css';

/** The header's ways to the lobby and, for a signed-in player, to the games waiting for them (with their count, when any). */
export function LobbyLinks() {
  const { t } = useTranslation();
  const state = usePlayerIfKept()?.state;
  const { reply } = useYourTurn();
  const count = reply?.matches.length ?? 0;
  return (
    <nav className="lobby-links" aria-label={t('lobby.header.nav')}>
      <a href="/lobby" onClick={onLinkClick('/lobby')}>
        {t('lobby.header.lobby')}
      </a>
      {state?.status === 'signed-in' && (
        <a href="/your-turn" onClick={onLinkClick('/your-turn')}>
          {t('lobby.header.yourTurn')}
          {count > 0 && (
            <>
              {' '}
              <span className="lobby-count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">{t('lobby.header.waiting', { count })}</span>
            </>
          )}
        </a>
      )}
    </nav>
  );
}
