import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Guidance } from './guidance';

/**
 * One target of a cast or of a monster's attack: its button and, when there is something to know
 * first, the reason beside it — marked as a warning when what stands would stop the move or turn
 * it back (the button then says so to assistive technology too). A cast that can change nothing
 * (`futile`: why, in the player's words) asks first: the button opens a confirm step that says
 * why, with "Cast anyway" and "Back".
 */
export function TargetChoice({ label, guidance, futile = null, busy, onChoose }: { label: string; guidance: Guidance | null; futile?: string | null; busy: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  const note = useId();
  const [asking, setAsking] = useState(false);
  const warning = guidance?.warning === true || futile !== null;
  if (asking && futile !== null) {
    return (
      <span className="target-choice futile-confirm" role="group" aria-label={label} aria-describedby={note}>
        <span id={note} className="guidance warning small">
          {futile} {t('table.futile.confirm')}
        </span>
        <span className="button-row">
          <button type="button" disabled={busy} onClick={onChoose}>
            {t('table.futile.castAnyway')}
          </button>
          <button type="button" className="primary" disabled={busy} autoFocus onClick={() => setAsking(false)}>
            {t('table.futile.back')}
          </button>
        </span>
      </span>
    );
  }
  const text = guidance?.text ?? futile;
  return (
    <span className="target-choice">
      <button type="button" className={warning ? 'is-stopped' : undefined} aria-describedby={text ? note : undefined} disabled={busy} onClick={futile === null ? onChoose : () => setAsking(true)}>
        {warning && <span aria-hidden="true">⚠ </span>}
        {label}
      </button>
      {text && (
        <span id={note} className={`guidance${warning ? ' warning' : ''} small`}>
          {text}
        </span>
      )}
    </span>
  );
}
