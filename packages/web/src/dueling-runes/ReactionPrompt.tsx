import { useEffect, useRef } from 'react';
import { card } from '@decktet/decktet';
import type { DuelingRunesAction, WizardView } from '@decktet/dueling-runes';
import { reactions } from './choices';

const NAME = { counter: 'Counter Spell', mirror: 'Magic Mirror' } as const;

/**
 * A reaction window (DR-16): Counter Spell or Magic Mirror from the hand, or pass. With the
 * auto-pass setting on, the window is passed at once without asking.
 */
export function ReactionPrompt({
  legal,
  wizards,
  me,
  windowKey,
  autoPass,
  setAutoPass,
  onAction,
  busy,
}: {
  legal: readonly DuelingRunesAction[];
  wizards: readonly WizardView[];
  me: number | null;
  /** Identifies this window, so auto-pass answers each window once. */
  windowKey: string;
  autoPass: boolean;
  setAutoPass(on: boolean): void;
  onAction(a: DuelingRunesAction): void;
  busy: boolean;
}) {
  const options = reactions(legal);
  const pass = legal.find((a) => a.type === 'pass');
  const passed = useRef<string | null>(null);
  const open = options.length > 0 && pass !== undefined;
  useEffect(() => {
    if (open && autoPass && !busy && passed.current !== windowKey) {
      passed.current = windowKey;
      onAction(pass);
    }
  }, [open, autoPass, busy, windowKey, pass, onAction]);
  if (!open) return null;
  return (
    <section className="reaction" aria-label="Reaction window">
      <h3>Reaction: cast Counter Spell or Magic Mirror from your hand?</h3>
      <ul>
        {options.map((a, i) => (
          <li key={i}>
            <button type="button" disabled={busy} onClick={() => onAction(a)}>
              {NAME[a.type]} on {a.target === me ? 'yourself' : wizards[a.target]?.name} — discard {a.discard.map((id) => card(id).title).join(', ')}
            </button>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="primary" disabled={busy} onClick={() => onAction(pass)}>
          Pass
        </button>
        <label className="choice">
          <input type="checkbox" checked={autoPass} onChange={(e) => setAutoPass(e.target.checked)} /> Auto-pass reactions from now on
        </label>
      </div>
    </section>
  );
}
