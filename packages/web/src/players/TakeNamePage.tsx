import { useState } from 'react';
import { PLAYER_NAME_MAX, type PlayerCreatedReply } from '@decktet/protocol';
import { navigate, onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { SitePage } from '../online/SitePage';
import { createPlayer } from './api';
import { newNameProblem } from './name-rule';
import { RecoveryCode } from './RecoveryCode';
import { Refusal, useRequest } from './request';
import { usePlayer } from './session';
import { SignedInAs } from './SignedInAs';
import './players.css';

/** "Take a name": a lasting identity for this player, then the recovery code, shown once. */
export function TakeNamePage() {
  const { t } = useTranslation();
  const { state, signedIn } = usePlayer();
  const [created, setCreated] = useState<PlayerCreatedReply | null>(null);

  if (created)
    return (
      <SitePage>
        <h1>{t('players.take.welcome', { name: created.player.name })}</h1>
        <RecoveryCode code={created.recoveryCode} onSaved={() => navigate('/')} />
      </SitePage>
    );
  return (
    <SitePage>
      <h1>{t('players.take.title')}</h1>
      {state.status === 'signed-in' ? (
        <SignedInAs name={state.player.name} />
      ) : (
        <TakeNameForm
          onCreated={(reply) => {
            signedIn(reply.player, reply.deviceKey);
            setCreated(reply);
          }}
        />
      )}
    </SitePage>
  );
}

function TakeNameForm({ onCreated }: { onCreated(reply: PlayerCreatedReply): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { busy, error, run, clear } = useRequest();
  const problem = name === '' ? null : newNameProblem(name);
  return (
    <>
      <p>{t('players.take.why')}</p>
      <form
        className="setup player-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (problem === null && name !== '') void run(() => createPlayer(name), onCreated);
        }}
      >
        <label>
          {t('newGame.yourName')}{' '}
          <input
            value={name}
            maxLength={PLAYER_NAME_MAX}
            autoComplete="nickname"
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby="take-name-rule"
            onChange={(e) => {
              setName(e.target.value);
              clear();
            }}
          />
        </label>
        <p id="take-name-rule" className="muted field-hint">
          {t('players.take.rule', { max: PLAYER_NAME_MAX })}
        </p>
        <Refusal error={problem ? t('online.join.nameProblem', { problem }) : error} />
        <div className="button-row">
          <button type="submit" className="primary" disabled={busy || problem !== null || name === ''}>
            {t('players.take.submit')}
          </button>
        </div>
      </form>
      <p>
        {t('players.take.haveName')}{' '}
        <a href="/sign-in" onClick={onLinkClick('/sign-in')}>
          {t('players.signIn.title')}
        </a>
      </p>
      <p className="muted">{t('players.guests')}</p>
    </>
  );
}
