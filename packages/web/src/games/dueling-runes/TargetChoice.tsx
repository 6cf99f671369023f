import { useId } from 'react';
import type { Guidance } from './guidance';

/**
 * One target of a cast or of a monster's attack: its button and, when there is something to know
 * first, the reason beside it — marked as a warning when what stands would stop the move or turn
 * it back (the button then says so to assistive technology too).
 */
export function TargetChoice({ label, guidance, busy, onChoose }: { label: string; guidance: Guidance | null; busy: boolean; onChoose(): void }) {
  const note = useId();
  const warning = guidance?.warning === true;
  return (
    <span className="target-choice">
      <button type="button" className={warning ? 'is-stopped' : undefined} aria-describedby={guidance ? note : undefined} disabled={busy} onClick={onChoose}>
        {warning && <span aria-hidden="true">⚠ </span>}
        {label}
      </button>
      {guidance && (
        <span id={note} className={`guidance${warning ? ' warning' : ''} small`}>
          {guidance.text}
        </span>
      )}
    </span>
  );
}
