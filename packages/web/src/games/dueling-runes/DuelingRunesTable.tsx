import { useRef } from 'react';
import type { DuelingRunesAction, DuelingRunesView } from '@decktet/dueling-runes';
import { CardName } from '../../cards/CardFace';
import { useHeaderHeight, useNewPrompt } from '../../play/prompt';
import { Trans, useTranslation } from '../../i18n';
import type { TableProps } from '../../play/types';
import { useAutoPass } from './autoPass';
import { findSimple, hides, plays } from './choices';
import { AttackPrompt, CharmPrompt } from './AdvancedPanels';
import { ChangedRules } from './ChangedRules';
import { Hand } from './Hand';
import { ReactionPrompt } from './ReactionPrompt';
import { SpellPanel } from './SpellPanel';
import { TurnLog } from './TurnLog';
import { WizardPanel } from './WizardPanel';
import { declarationInWords, promptOf } from './status';
import { cardTitle, wizardName } from './words';
// The global sheet first: this table's own rules build on it and come after it.
import '../../styles.css';
import './table.css';

/** Health and whose move, kept in sight under the header on a phone (the wizard panels say it in full). */
function Summary({ view }: { view: DuelingRunesView }) {
  const { t } = useTranslation();
  return (
    <div className="dr-summary" aria-hidden="true">
      {view.wizards.map((w) => (
        <span key={w.index} className={`dr-summary-wizard${w.owes ? ' is-owing' : ''}${w.alive ? '' : ' is-dead'}`}>
          <span className="dr-summary-name">{wizardName(w)}</span> <b>♥ {w.health}</b>
        </span>
      ))}
      <span className="dr-summary-turn">{t('table.prompt.turn', { turn: view.turn })}</span>
    </div>
  );
}

/** The Dueling Runes table: wizards, the declared spells, your hand and the decision panels. */
export function DuelingRunesTable({ view, seat, legal, pending, names, onAction, busy, log, settings, mode, onWithdraw, readOnly, lesson = false }: TableProps) {
  const { t } = useTranslation();
  const v = view as DuelingRunesView;
  const actions = legal as DuelingRunesAction[];
  const setting = useAutoPass(mode);
  const autoPass = lesson ? null : setting;
  const found = seat === null ? -1 : v.wizards.findIndex((w) => w.seat === seat);
  const me = found < 0 ? null : found;
  const act = (a: DuelingRunesAction) => onAction(a);
  const playable = plays(actions);
  const amnesia = hides(actions);
  const keep = findSimple(actions, 'keep');
  const redraw = findSimple(actions, 'redraw');
  const pass = findSimple(actions, 'pass');
  const casting = actions.some((a) => a.type === 'cast' || a.type === 'cast-advanced');
  const attacking = actions.some((a) => a.type === 'attack');
  const charming = v.stage === 'charm' && playable.length > 0 && Boolean(v.charmed);
  const reacting = actions.some((a) => a.type === 'counter' || a.type === 'mirror');
  // A reveal key changes at each reveal, so newly placed cards replay their flip animation.
  const revealKey = `${v.turn}-${v.miniTurn ? 'm' : 'r'}`;
  const windowKey = `${v.turn}-${v.miniTurn}-${v.stage}-${v.reactionAfter}-${v.phase}-${v.declaringValue}-${v.declared.length}-${log.length}`;

  const root = useRef<HTMLDivElement | null>(null);
  const prompts = useRef<HTMLDivElement | null>(null);
  const prompt = useRef<HTMLElement | null>(null);
  useHeaderHeight(root);
  // The decision the viewer owes now (or the declared spells it waits on), which comes into view when it changes.
  const decision = casting ? 'cast' : attacking ? 'attack' : charming ? 'charm' : reacting ? 'react' : amnesia.length ? 'amnesia' : keep ? 'redraw' : playable.length ? 'choose' : pass ? 'pass' : v.declared.length ? 'declared' : null;
  const choosing = decision === 'choose';
  // A read-only table (a replay) never pulls the page or the focus away from its own controls.
  const arrives = decision !== null && me !== null && !(busy && decision === 'declared');
  useNewPrompt(arrives ? `${decision}|${windowKey}` : null, prompt, choosing ? prompt : prompts, settings.reducedMotion);
  const promptFor = (d: typeof decision) => (decision === d ? prompt : undefined);

  return (
    <div className="dr-table" ref={root}>
      <Summary view={v} />
      <ChangedRules view={v} />
      <p className="prompt" role="status">
        {promptOf(v)}
      </p>
      <div className="wizards">
        {v.wizards.map((w) => (
          <WizardPanel key={w.index} wizard={w} stage={v.stage} turn={v.turn} you={w.index === me} thinking={!readOnly && w.seat !== null && v.stage !== 'react' && pending.includes(w.seat) && w.index !== me} revealKey={revealKey} view={v} />
        ))}
      </div>
      <div className="dr-prompts" ref={prompts}>
        {v.declared.length > 0 && (
          <section className="declared" aria-label={t('table.declared.label')} tabIndex={-1} ref={promptFor('declared')}>
            <h3>{t('table.declared.heading')}</h3>
            <ul>
              {v.declared.map((d, i) => (
                <li key={i}>{declarationInWords(v, d)}</li>
              ))}
            </ul>
          </section>
        )}
        {v.offered && (
          <section className="offered" aria-label={t('table.automatonCard.label')} tabIndex={-1} ref={promptFor('redraw')}>
            <p>
              <Trans i18nKey="table.automatonCard.drew" components={{ card: <CardName id={v.offered} /> }} />
            </p>
            {keep && redraw && (
              <div className="button-row">
                <button type="button" disabled={busy} onClick={() => act(keep)}>
                  {t('table.automatonCard.keep')}
                </button>
                <button type="button" disabled={busy} onClick={() => act(redraw)}>
                  {t('table.automatonCard.redraw')}
                </button>
              </div>
            )}
          </section>
        )}
        {casting && me !== null && <SpellPanel key={windowKey} legal={actions} view={v} me={me} onAction={act} busy={busy} promptRef={promptFor('cast')} />}
        {attacking && me !== null && <AttackPrompt key={windowKey} legal={actions} view={v} me={me} onAction={act} busy={busy} promptRef={promptFor('attack')} />}
        {v.charmed && <CharmPrompt legal={charming ? actions : []} view={v} onAction={act} busy={busy} promptRef={promptFor('charm')} />}
        {reacting && me !== null && (
          <ReactionPrompt key={windowKey} legal={actions} view={v} me={me} windowKey={windowKey} autoPass={autoPass} onAction={act} busy={busy} promptRef={promptFor('react')} />
        )}
        {amnesia.length > 0 && v.myAmnesia && (
          <section className="amnesia" aria-label={t('table.spell.amnesia')} tabIndex={-1} ref={promptFor('amnesia')}>
            <h3>{t('table.amnesia', { count: v.myAmnesia.count, name: wizardName(v.wizards[v.myAmnesia.target]!) })}</h3>
            <div className="button-row">
              {amnesia.map((a) => (
                <button key={a.cards.join()} type="button" disabled={busy} onClick={() => act(a)}>
                  {a.cards.map(cardTitle).join(' + ')}
                </button>
              ))}
            </div>
          </section>
        )}
        {decision === 'pass' && pass && (
          <section className="button-row" aria-label={t('table.pass')} tabIndex={-1} ref={promptFor('pass')}>
            <button type="button" disabled={busy} onClick={() => act(pass)}>
              {t('table.pass')}
            </button>
          </section>
        )}
      </div>
      {seat !== null && me !== null && <Hand view={v} me={me} playable={charming ? [] : playable} onAction={act} onWithdraw={onWithdraw} busy={busy} promptRef={promptFor('choose')} />}
      {seat !== null && me !== null && autoPass?.on && (
        <p className="auto-pass muted small">
          {t('table.autoPass.on', { scope: autoPass.scope })}{' '}
          <button type="button" className="small" onClick={() => autoPass.set(false)}>
            {t('table.autoPass.askAgain')}
          </button>
        </p>
      )}
      <TurnLog log={log} turn={v.turn} names={names} />
    </div>
  );
}
