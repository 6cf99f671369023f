import type { ENERGY_WORDS, Stage, WizardView } from '@decktet/dueling-runes';
import type { Suit } from '@decktet/decktet';
import { CardFace } from '../cards/CardFace';
import { SuitIcon } from '../cards/suits';

type EnergyWord = (typeof ENERGY_WORDS)[number];

const ENERGY_SUIT: Record<EnergyWord, Suit> = { suns: 'suns', waves: 'waves', leaves: 'leaves' };

function HealthBar({ health, max }: { health: number; max: number }) {
  const pct = Math.max(0, Math.min(100, (health / max) * 100));
  return (
    <div className="health" aria-label={`health ${health} of ${max}`}>
      <div className="health-fill" style={{ width: `${pct}%` }} />
      <span className="health-text">
        ♥ {health}/{max}
      </span>
    </div>
  );
}

/** What a wizard that has decided in secret has done, by stage: once revealed, nothing is left to say. */
const DECIDED: Readonly<Record<Stage, string>> = {
  choose: 'has chosen a card',
  declare: 'has declared',
  react: 'has answered',
  amnesia: 'has chosen',
  redraw: 'has decided',
  over: '',
};

/** One wizard: health, active effects with turns left, spell sequence (face-down cards marked), energy free. */
export function WizardPanel({ wizard, stage, you, thinking, revealKey }: { wizard: WizardView; stage: Stage; you: boolean; thinking: boolean; revealKey: string }) {
  const status = !wizard.alive ? 'dead' : wizard.chosen ? DECIDED[stage] : wizard.owes ? (thinking ? 'thinking…' : 'to decide') : '';
  return (
    <section className={`wizard${you ? ' is-you' : ''}${wizard.alive ? '' : ' is-dead'}${wizard.owes ? ' is-owing' : ''}`} aria-label={`Wizard ${wizard.index + 1}: ${wizard.name}${you ? ' (you)' : ''}`}>
      <header>
        <h2>
          <span className="wizard-number">{wizard.index + 1}</span> {wizard.name}
          {you && ' (you)'}
          {wizard.automaton && <span className="muted"> · automaton</span>}
        </h2>
        {status && <span className="wizard-status">{status}</span>}
      </header>
      <HealthBar health={wizard.health} max={wizard.startingHealth} />
      <ul className="effects" aria-label="Active effects">
        {wizard.effects.length === 0 && <li className="muted">no effects</li>}
        {wizard.effects.map((e) => (
          <li key={e.kind} className={`effect effect-${e.kind}`}>
            {e.text}
          </li>
        ))}
      </ul>
      <div className="sequence" aria-label="Spell sequence">
        {wizard.sequence.length === 0 && <span className="muted">empty sequence</span>}
        {wizard.sequence.map((c, i) => {
          const placed = c.card === wizard.placed && i === wizard.sequence.length - 1;
          return (
            <div key={`${c.card}-${placed ? revealKey : ''}`} className={`seq-card${c.faceUp ? '' : ' is-face-down'}${placed ? ' is-placed' : ''}`}>
              <CardFace id={c.card} width="var(--seq-card-w)" dimmed={!c.faceUp} highlight={placed} />
              {!c.faceUp && <span className="face-down-tag">face down</span>}
            </div>
          );
        })}
      </div>
      <p className="energy" aria-label="Energy free this turn">
        {(Object.keys(wizard.energyFree) as EnergyWord[]).map((e) => (
          <span key={e} className="energy-count">
            <SuitIcon suit={ENERGY_SUIT[e]} /> {wizard.energyFree[e]}
          </span>
        ))}
        <span className="muted"> · hand {wizard.handSize}</span>
      </p>
    </section>
  );
}
