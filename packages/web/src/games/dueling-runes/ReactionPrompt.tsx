import { useEffect, useRef, useState } from 'react';
import { SPECIAL_SPELL, blockerOf, reactionEffects, reactionMatters } from '@decktet/dueling-runes';
import { i18n, useTranslation } from '../../i18n';
import type { AutoPass } from './autoPass';
import { type SpecialKind, discardChoices, specialKinds, specialTargets } from './choices';
import type { PromptProps } from './prompt-props';
import { type SpellInWords, reactionEffectInWords, stopInWords } from './guidance';
import { cardTitle, cardTitles, nameOrYourself, spellName } from './words';

/** What a special spell does (DR-16), after its name. */
function whatItDoes(kind: SpecialKind): string {
  return kind === 'counter' ? i18n.t('table.reaction.what.counter') : i18n.t('table.reaction.what.mirror');
}

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
}: PromptProps & {
  /** Identifies this window, so that it is passed by itself at most once. */
  windowKey: string;
  /** The auto-pass setting; null where none is offered (in a lesson of the tutorial): the window is always asked. */
  autoPass: AutoPass | null;
}) {
  const { t } = useTranslation();
  const kinds = specialKinds(legal);
  const pass = legal.find((a) => a.type === 'pass');
  const open = kinds.length > 0 && pass !== undefined;
  const pointless = open && view.seat !== null && !reactionMatters(view, view.seat);
  const passed = useRef<string | null>(null);
  const [kind, setKind] = useState<SpecialKind | null>(kinds.length === 1 ? kinds[0]! : null);
  const [target, setTarget] = useState<number | null>(null);
  const [paid, setPaid] = useState(0);
  const autoPassed = autoPass?.on === true;
  useEffect(() => {
    if (open && (autoPassed || pointless) && !busy && passed.current !== windowKey) {
      passed.current = windowKey;
      onAction(pass);
    }
  }, [open, autoPassed, pointless, busy, windowKey, pass, onAction]);
  if (!open || autoPassed || pointless) return null;

  const targets = kind ? specialTargets(legal, kind) : [];
  const ways = kind && target !== null ? discardChoices(legal, kind, target) : [];
  const chosen = ways[paid] ?? ways[0];
  const nameOf = (w: number) => nameOrYourself(view, w, me);
  const pick = (k: SpecialKind) => {
    setKind(k);
    setTarget(null);
    setPaid(0);
  };
  const when = view.reactionAfter === 'declare' ? t('table.reaction.whenDeclared') : t('table.reaction.whenRevealed');
  const special = (k: SpecialKind): SpellInWords => ({ id: SPECIAL_SPELL[k], power: 0 });

  return (
    <section className="reaction" aria-label={t('table.reaction.label')} tabIndex={-1} ref={promptRef}>
      <h3>{t('table.reaction.heading')}</h3>
      <p className="muted small">
        {when} {t('table.reaction.how')}
      </p>
      <div className="reaction-step" role="group" aria-label={t('table.reaction.spell')}>
        <span className="step-label">{t('table.reaction.stepSpell')}</span>
        {kinds.map((k) => (
          <button key={k} type="button" aria-pressed={kind === k} className={kind === k ? 'is-chosen' : undefined} disabled={busy} onClick={() => pick(k)}>
            {spellName(SPECIAL_SPELL[k])}
          </button>
        ))}
      </div>
      {kind && <p className="muted small step-help">{t('table.reaction.explain', { spell: spellName(SPECIAL_SPELL[kind]), what: whatItDoes(kind) })}</p>}
      {kind && (
        <div className="reaction-step" role="group" aria-label={t('table.reaction.onWhom')}>
          <span className="step-label">{t('table.reaction.stepOn')}</span>
          {targets.map((w) => {
            const stop = blockerOf(view, me, SPECIAL_SPELL[kind], w);
            const notes = [...(stop ? [stopInWords(view, me, special(kind), stop)] : []), ...reactionEffects(view, me, kind, w).map((e) => reactionEffectInWords(view, me, e))];
            return (
              <span key={w} className="target-choice">
                <button
                  type="button"
                  aria-pressed={target === w}
                  className={target === w ? 'is-chosen' : undefined}
                  aria-describedby={notes.length ? `reaction-note-${w}` : undefined}
                  disabled={busy}
                  onClick={() => {
                    setTarget(w);
                    setPaid(0);
                  }}
                >
                  {nameOf(w)}
                </button>
                {notes.length > 0 && (
                  <span id={`reaction-note-${w}`} className="guidance small">
                    {notes.join('; ')}
                  </span>
                )}
              </span>
            );
          })}
        </div>
      )}
      {kind && target !== null && (
        <div className="reaction-step" role="radiogroup" aria-label={t('table.reaction.discard')}>
          <span className="step-label">{t('table.reaction.stepDiscard')}</span>
          {ways.map((a, i) => (
            <button key={a.discard.join()} type="button" role="radio" aria-checked={a === chosen} className={a === chosen ? 'is-chosen' : undefined} disabled={busy} onClick={() => setPaid(i)}>
              {a.discard.map(cardTitle).join(' + ')}
              {i === 0 && ways.length > 1 ? ` ${t('table.reaction.cheapest')}` : ''}
            </button>
          ))}
        </div>
      )}
      <div className="button-row">
        {chosen && (
          <button type="button" className="primary" disabled={busy} onClick={() => onAction(chosen)}>
            {t('table.reaction.cast', { spell: spellName(SPECIAL_SPELL[chosen.type]), target: nameOf(chosen.target), cards: cardTitles(chosen.discard) })}
          </button>
        )}
        <button type="button" className={chosen ? undefined : 'primary'} disabled={busy} onClick={() => onAction(pass)}>
          {t('table.pass')}
        </button>
      </div>
      {autoPass && (
        <label className="choice auto-pass">
          <input type="checkbox" checked={false} onChange={(e) => autoPass.set(e.target.checked)} /> {t('table.autoPass.offer', { scope: autoPass.scope })}
          {!autoPass.remembered && ` ${t('table.autoPass.onlineNote')}`}
        </label>
      )}
    </section>
  );
}
