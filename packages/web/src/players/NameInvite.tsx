import { useState } from 'react';
import { useTranslation } from '../i18n';
import { rememberedPlayer } from './device';
import { usePlayer } from './session';
import { WaysIn } from './WaysIn';
import './players.css';

const DISMISSED = 'decktet-table:name-invite-dismissed';

/**
 * On the start screen of a browser that has never had a player: take a name, or sign in; "Not
 * now" keeps it away on this device (guests play all the same).
 */
export function NameInvite() {
  const { t } = useTranslation();
  const { state } = usePlayer();
  const [dismissed, setDismissed] = useState(() => window.localStorage.getItem(DISMISSED) !== null);
  if (dismissed || state.status !== 'guest' || rememberedPlayer()) return null;
  return (
    <section className="name-invite" aria-labelledby="name-invite">
      <h2 id="name-invite">{t('players.invite.title')}</h2>
      <p>
        {t('players.invite.text')} {t('players.guests')}
      </p>
      <WaysIn>
        <button
          type="button"
          onClick={() => {
            window.localStorage.setItem(DISMISSED, '1');
            setDismissed(true);
          }}
        >
          {t('players.invite.notNow')}
        </button>
      </WaysIn>
    </section>
  );
}
