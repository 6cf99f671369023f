import { UserRound } from 'lucide-react';
import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { usePlayerIfKept } from './session';
import './players.css';

/** The header's way to the player's own page: the signed-in name, or "Sign in" for a guest. */
export function PlayerEntry() {
  const { t } = useTranslation();
  const state = usePlayerIfKept()?.state;
  if (!state || state.status === 'checking') return null;
  const signedIn = state.status === 'signed-in';
  const to = signedIn ? '/account' : '/sign-in';
  return (
    <a className="player-entry" href={to} onClick={onLinkClick(to)}>
      <UserRound size={18} aria-hidden />
      {signedIn ? (
        <>
          <span className="visually-hidden">{t('players.entry.signedInAs')} </span>
          <span className="player-entry-name">{state.player.name}</span>
        </>
      ) : (
        t('players.signIn.short')
      )}
    </a>
  );
}
