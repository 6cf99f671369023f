import { onLinkClick } from '../app/router';
import { Trans } from '../i18n';

/** Said on a page for those who are not signed in, to a player who is. */
export function SignedInAs({ name }: { name: string }) {
  return (
    <p>
      <Trans i18nKey="players.signedInAs" values={{ name }} components={{ strong: <strong />, account: <a href="/account" onClick={onLinkClick('/account')} /> }} />
    </p>
  );
}
