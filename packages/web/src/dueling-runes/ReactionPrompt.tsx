import { type RefObject, useEffect, useRef, useState } from 'react';
import { type DuelingRunesAction, type DuelingRunesView, reactionEffects, reactionMatters, wouldBeStopped } from '@decktet/dueling-runes';
import type { AutoPass } from './autoPass';
import { SPECIAL_NAME, type SpecialKind, cardTitle, discardChoices, specialKinds, specialTargets, titles } from './choices';

const WHAT_IT_DOES: Readonly<Record<SpecialKind, string>> = {
  counter: 'for the rest of the turn its target is unaffected by Moon spells, Knot spells and Drain — its own included.',
  mirror: 'for the rest of the turn spells others cast on its target turn back on their caster.',
};

/**
 * A reaction window (DR-16), asked step by step: which special spell, on whom, paid with which
 * cards (the cheapest set chosen already) — one button per choice, never every combination at
 * once. The window passes by itself when auto-pass is on, or when it follows the player's own
 * declaration and a reaction could only stop or turn back that spell.
 */
export function ReactionPrompt({
  legal,
  view,
  me,
  windowKey,
  autoPass,
  onAction,
  busy,
  promptRef,
}: {
  legal: readonly DuelingRunesAction[];
  view: DuelingRunesView;
  me: number;
  /** Identifies this window, so that it is passed by itself at most once. */
  windowKey: string;
  autoPass: AutoPass;
  onAction(a: DuelingRunesAction): void;
  busy: boolean;
  promptRef?: RefObject<HTMLElement | null>;
}) {
  const kinds = specialKinds(legal);
  const pass = legal.find((a) => a.type === 'pass');
  const open = kinds.length > 0 && pass !== undefined;
  const pointless = open && view.seat !== null && !reactionMatters(view, view.seat);
  const passed = useRef<string | null>(null);
  const [kind, setKind] = useState<SpecialKind | null>(kinds.length === 1 ? kinds[0]! : null);
  const [target, setTarget] = useState<number | null>(null);
  const [paid, setPaid] = useState(0);
  useEffect(() => {
    if (open && (autoPass.on || pointless) && !busy && passed.current !== windowKey) {
      passed.current = windowKey;
      onAction(pass);
    }
  }, [open, autoPass.on, pointless, busy, windowKey, pass, onAction]);
  if (!open || autoPass.on || pointless) return null;

  const targets = kind ? specialTargets(legal, kind) : [];
  const ways = kind && target !== null ? discardChoices(legal, kind, target) : [];
  const chosen = ways[paid] ?? ways[0];
  const nameOf = (w: number) => (w === me ? 'yourself' : (view.wizards[w]?.name ?? `wizard ${w + 1}`));
  const pick = (k: SpecialKind) => {
    setKind(k);
    setTarget(null);
    setPaid(0);
  };
  const after = view.reactionAfter === 'declare' ? 'Before the declared spells above take effect' : 'After the reveal, before any spell is declared';

  return (
    <section className="reaction" aria-label="Reaction window" tabIndex={-1} ref={promptRef}>
      <h3>Reaction: cast a special spell from your hand?</h3>
      <p className="muted small">{after}. You may cast Counter Spell or Magic Mirror by discarding cards, or pass.</p>
      <div className="reaction-step" role="group" aria-label="Spell">
        <span className="step-label">1. Spell</span>
        {kinds.map((k) => (
          <button key={k} type="button" aria-pressed={kind === k} className={kind === k ? 'is-chosen' : undefined} disabled={busy} onClick={() => pick(k)}>
            {SPECIAL_NAME[k]}
          </button>
        ))}
      </div>
      {kind && (
        <p className="muted small step-help">
          {SPECIAL_NAME[kind]}: {WHAT_IT_DOES[kind]}
        </p>
      )}
      {kind && (
        <div className="reaction-step" role="group" aria-label="On whom">
          <span className="step-label">2. On</span>
          {targets.map((t) => {
            const notes = [wouldBeStopped(view, me, { special: kind }, t)?.text, ...reactionEffects(view, me, kind, t).map((e) => e.text)].filter(Boolean);
            return (
              <span key={t} className="target-choice">
                <button
                  type="button"
                  aria-pressed={target === t}
                  className={target === t ? 'is-chosen' : undefined}
                  aria-describedby={notes.length ? `reaction-note-${t}` : undefined}
                  disabled={busy}
                  onClick={() => {
                    setTarget(t);
                    setPaid(0);
                  }}
                >
                  {nameOf(t)}
                </button>
                {notes.length > 0 && (
                  <span id={`reaction-note-${t}`} className="guidance small">
                    {notes.join('; ')}
                  </span>
                )}
              </span>
            );
          })}
        </div>
      )}
      {kind && target !== null && (
        <div className="reaction-step" role="radiogroup" aria-label="Discard">
          <span className="step-label">3. Discard</span>
          {ways.map((a, i) => (
            <button key={a.discard.join()} type="button" role="radio" aria-checked={a === chosen} className={a === chosen ? 'is-chosen' : undefined} disabled={busy} onClick={() => setPaid(i)}>
              {a.discard.map(cardTitle).join(' + ')}
              {i === 0 && ways.length > 1 ? ' (cheapest)' : ''}
            </button>
          ))}
        </div>
      )}
      <div className="button-row">
        {chosen && (
          <button type="button" className="primary" disabled={busy} onClick={() => onAction(chosen)}>
            Cast {SPECIAL_NAME[chosen.type]} on {nameOf(chosen.target)}, discarding {titles(chosen.discard)}
          </button>
        )}
        <button type="button" className={chosen ? undefined : 'primary'} disabled={busy} onClick={() => onAction(pass)}>
          Pass
        </button>
      </div>
      <label className="choice auto-pass">
        <input type="checkbox" checked={false} onChange={(e) => autoPass.set(e.target.checked)} /> Pass reaction windows for me from now on {autoPass.scope}
        {!autoPass.remembered && ' (every online game starts with this off)'}
      </label>
    </section>
  );
}
