import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { copyText } from '../app/clipboard';

/**
 * A recovery code, shown this once: the server keeps only its hash and the page never stores it,
 * so once the player says it is saved, it is gone. Copying puts it on the clipboard; leaving the
 * page before saying so asks the browser to warn.
 */
export function RecoveryCode({ code, onSaved }: { code: string; onSaved(): void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const headingId = useId();

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <section className="recovery-code" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('players.recovery.title')}</h2>
      <p>{t('players.recovery.what')}</p>
      <p className="notice">{t('players.recovery.once')}</p>
      <p className="recovery-code-text">
        <code>{code}</code>
      </p>
      <div className="button-row">
        <button
          type="button"
          onClick={() => void copyText(code).then(setCopy)}
        >
          {t('players.recovery.copy')}
        </button>
        <span role="status" className="muted">
          {copy === 'copied' ? t('players.recovery.copied') : copy === 'failed' ? t('players.recovery.copyFailed') : ''}
        </span>
      </div>
      <label className="check">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} /> {t('players.recovery.savedIt')}
      </label>
      <div className="button-row">
        <button type="button" className="primary" disabled={!saved} onClick={onSaved}>
          {t('players.recovery.continue')}
        </button>
      </div>
    </section>
  );
}
