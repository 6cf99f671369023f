import { useState } from 'react';
import { PLAYER_NAME_MAX } from '@decktet/protocol';
import { navigate, onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { SitePage } from '../online/SitePage';
import { recover } from './api';
import { passkeysAvailable, signInWithPasskey } from './passkeys';
import { ActionSection } from './ActionSection';
import { Refusal, useRequest } from './request';
import { usePlayer } from './session';
import { SignedInAs } from './SignedInAs';
import './players.css';

/** "Sign in on this device": a name and its recovery code, or a passkey. */
export function SignInPage() {
  const { t } = useTranslation();
  const { state } = usePlayer();
  return (
    <SitePage>
      <h1>{t('players.signIn.title')}</h1>
      {state.status === 'signed-in' ? (
        <SignedInAs name={state.player.name} />
      ) : (
        <>
          <RecoveryCodeSignIn />
          {passkeysAvailable() && <PasskeySignIn />}
          <p>
            {t('players.signIn.newHere')}{' '}
            <a href="/take-a-name" onClick={onLinkClick('/take-a-name')}>
              {t('players.take.title')}
            </a>
          </p>
        </>
      )}
    </SitePage>
  );
}

/** The way in on a new device: the name and the code shown when it was taken (or renewed). */
function RecoveryCodeSignIn() {
  const { t } = useTranslation();
  const { signedIn } = usePlayer();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, run } = useRequest();
  return (
    <section className="player-section" aria-labelledby="sign-in-code">
      <h2 id="sign-in-code">{t('players.signIn.withCode')}</h2>
      <form
        className="setup player-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            () => recover(name, code),
            (reply) => {
              signedIn(reply.player, reply.deviceKey);
              navigate('/account');
            },
          );
        }}
      >
        <label>
          {t('newGame.yourName')} <input value={name} maxLength={PLAYER_NAME_MAX} autoComplete="username" required onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {t('players.signIn.code')}{' '}
          <input
            className="recovery-code-input"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            aria-describedby="sign-in-code-hint"
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <p id="sign-in-code-hint" className="muted field-hint">
          {t('players.signIn.codeHint')}
        </p>
        <Refusal error={error} />
        <div className="button-row">
          <button type="submit" className="primary" disabled={busy || name.trim() === '' || code.trim() === ''}>
            {t('players.signIn.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function PasskeySignIn() {
  const { t } = useTranslation();
  const { signedIn } = usePlayer();
  return (
    <ActionSection
      id="sign-in-passkey"
      title={t('players.signIn.withPasskey')}
      text={t('players.signIn.passkeyHint')}
      action={t('players.signIn.passkeySubmit')}
      request={signInWithPasskey}
      done={(reply) => {
        signedIn(reply.player, null);
        navigate('/account');
      }}
    />
  );
}
