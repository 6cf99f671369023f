import type { DuelingRunesView, Energy, Stage, WizardView } from '@decktet/dueling-runes';
import type { Suit } from '@decktet/decktet';
import { CardFace } from '../../cards/CardFace';
import { SuitIcon } from '../../cards/suits';
import { i18n, useTranslation } from '../../i18n';
import { MonsterBox, RunesFree } from './AdvancedPanels';
import { effectInWords } from './status';
import { wizardName } from './words';

const ENERGY_SUIT: Record<Energy, Suit> = { suns: 'suns', waves: 'waves', leaves: 'leaves' };

function HealthBar({ health, max }: { health: number; max: number }) {
  const { t } = useTranslation();
  const pct = Math.max(0, Math.min(100, (health / max) * 100));
  return (
    <div className="health" aria-label={t('table.wizard.health', { health, max })}>
      <div className="health-fill" style={{ width: `${pct}%` }} />
      <span className="health-text">
        ♥ {health}/{max}
      </span>
    </div>
  );
}

/** What a wizard that has decided in secret has done, by stage: once revealed, nothing is left to say. */
function decided(stage: Stage): string {
  switch (stage) {
    case 'choose':
      return i18n.t('table.wizard.decided.choose');
    case 'declare':
      return i18n.t('table.wizard.decided.declare');
    case 'react':
      return i18n.t('table.wizard.decided.react');
    case 'amnesia':
      return i18n.t('table.wizard.decided.amnesia');
    case 'redraw':
      return i18n.t('table.wizard.decided.redraw');
    case 'charm':
      return i18n.t('table.wizard.decided.charm');
    case 'attack':
      return i18n.t('table.wizard.decided.attack');
    case 'over':
      return '';
  }
}

/** Where a wizard stands in the current stage: dead, decided, thinking, or yet to decide. */
function statusOf(wizard: WizardView, stage: Stage, thinking: boolean): string {
  if (!wizard.alive) return i18n.t('table.wizard.dead');
  if (wizard.chosen) return decided(stage);
  if (!wizard.owes) return '';
  return thinking ? i18n.t('table.wizard.thinking') : i18n.t('table.wizard.toDecide');
}

/** One wizard: health, active effects with turns left, spell sequence (face-down cards marked), energy free. */
export function WizardPanel({ wizard, stage, turn, you, thinking, revealKey, view }: { wizard: WizardView; stage: Stage; turn: number; you: boolean; thinking: boolean; revealKey: string; view?: DuelingRunesView }) {
  const { t } = useTranslation();
  const status = statusOf(wizard, stage, thinking);
  const name = wizardName(wizard);
  const number = wizard.index + 1;
  return (
    <section
      className={`wizard${you ? ' is-you' : ''}${wizard.alive ? '' : ' is-dead'}${wizard.owes ? ' is-owing' : ''}`}
      aria-label={you ? t('table.wizard.labelYou', { number, name }) : t('table.wizard.label', { number, name })}
    >
      <header>
        <h2>
          <span className="wizard-number">{number}</span> {name}
          {you && ` ${t('table.wizard.you')}`}
          {wizard.automaton && <span className="muted"> · {t('table.wizard.automaton')}</span>}
        </h2>
        {status && <span className="wizard-status">{status}</span>}
      </header>
      <HealthBar health={wizard.health} max={wizard.startingHealth} />
      <ul className="effects" aria-label={t('table.wizard.effects')}>
        {wizard.effects.length === 0 && <li className="muted">{t('table.wizard.noEffects')}</li>}
        {wizard.effects.map((e) => (
          <li key={e.kind} className={`effect effect-${e.kind}`}>
            {effectInWords(e, turn, view)}
          </li>
        ))}
      </ul>
      {wizard.advanced?.monster && <MonsterBox monster={wizard.advanced.monster} turn={turn} view={view} />}
      <div className="sequence" aria-label={t('table.wizard.sequence')}>
        {wizard.sequence.length === 0 && <span className="muted">{t('table.wizard.emptySequence')}</span>}
        {wizard.sequence.map((c, i) => {
          const placed = c.card === wizard.placed && i === wizard.sequence.length - 1;
          return (
            <div key={`${c.card}-${placed ? revealKey : ''}`} className={`seq-card${c.faceUp ? '' : ' is-face-down'}${placed ? ' is-placed' : ''}`}>
              <CardFace id={c.card} width="var(--seq-card-w)" dimmed={!c.faceUp} highlight={placed} />
              {!c.faceUp && <span className="face-down-tag">{t('table.wizard.faceDown')}</span>}
            </div>
          );
        })}
      </div>
      <p className="energy" aria-label={t('table.wizard.energyFree')}>
        {wizard.advanced ? (
          <RunesFree free={wizard.advanced.runesFree} />
        ) : (
          <>
            <span className="muted">{t('table.wizard.energyFreeShort')}</span>
            {(Object.keys(wizard.energyFree) as Energy[]).map((e) => (
              <span key={e} className="energy-count">
                <SuitIcon suit={ENERGY_SUIT[e]} /> {wizard.energyFree[e]}
              </span>
            ))}
          </>
        )}
        <span className="muted"> · {t('table.wizard.hand', { size: wizard.handSize })}</span>
      </p>
    </section>
  );
}
