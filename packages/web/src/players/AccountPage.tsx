import { useState } from 'react';
import type { Player } from '@decktet/protocol';
import { navigate } from '../app/router';
import { useTranslation } from '../i18n';
import { SitePage } from '../online/SitePage';
import { renewRecoveryCode } from './api';
import { addPasskey, passkeysAvailable } from './passkeys';
import { RecoveryCode } from './RecoveryCode';
import { ActionSection } from './ActionSection';
import { Devices } from './Devices';
import { usePlayer } from './session';
import { WaysIn } from './WaysIn';
import './players.css';

/** The signed-in player's own page: the name, a new recovery code, passkeys, the devices signed in, signing out. */
export function AccountPage() {
  const { t } = useTranslation();
  const { state } = usePlayer();
  return (
    <SitePage>
      <h1>{t('players.account.title')}</h1>
      {state.status === 'checking' && <p>{t('players.account.checking')}</p>}
      {state.status === 'guest' && <NotSignedIn />}
      {state.status === 'signed-in' && <Account player={state.player} />}
    </SitePage>
  );
}

function NotSignedIn() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('players.account.notSignedIn')}</p>
      <WaysIn />
    </>
  );
}

function Account({ player }: { player: Player }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="account-name">
        {t('players.account.name')} <strong>{player.name}</strong>
      </p>
      <NewRecoveryCode />
      {passkeysAvailable() && <Passkeys />}
      <Devices />
      <SignOut />
    </>
  );
}

function NewRecoveryCode() {
  const { t } = useTranslation();
  const [code, setCode] = useState<string | null>(null);
  if (code !== null) return <RecoveryCode code={code} onSaved={() => setCode(null)} />;
  return (
    <ActionSection
      id="account-recovery"
      title={t('players.recovery.title')}
      text={t('players.account.recoveryWhat')}
      action={t('players.account.newCode')}
      request={renewRecoveryCode}
      done={(reply) => setCode(reply.recoveryCode)}
    />
  );
}

function Passkeys() {
  const { t } = useTranslation();
  const [added, setAdded] = useState(false);
  return (
    <ActionSection
      id="account-passkeys"
      title={t('players.account.passkeys')}
      text={t('players.account.passkeysWhat')}
      action={t('players.account.addPasskey')}
      request={() => {
        setAdded(false);
        return addPasskey();
      }}
      done={() => setAdded(true)}
      status={added ? t('players.account.passkeyAdded') : ''}
    />
  );
}

function SignOut() {
  const { t } = useTranslation();
  const { signOut } = usePlayer();
  return (
    <ActionSection
      id="account-sign-out"
      title={t('players.account.thisDevice')}
      text={t('players.account.signOutWhat')}
      action={t('players.account.signOut')}
      request={signOut}
      done={() => navigate('/')}
    />
  );
}
