import type { TombView } from '@decktet/hieroglyphs';
import { CardFace, CardName } from '../cards/CardFace';
import { Letters } from './Letters';
import { count } from './words';

/** A tomb: its slider, the sliders set aside, the revealed letters and the cards the word may be. */
export function TombPanel({ tomb, selectable, selected, onSelect }: { tomb: TombView; selectable: boolean; selected: boolean; onSelect(): void }) {
  const label = `Tomb ${tomb.number}`;
  return (
    <section className={`tomb${selected ? ' is-selected' : ''}${tomb.depleted ? ' is-depleted' : ''}`} aria-label={label}>
      <div className="tomb-cards">
        <CardFace id={tomb.top} />
        {tomb.aside.length > 0 && (
          <div className="aside" role="group" aria-label="Sliders set aside">
            {tomb.aside.map((c) => (
              <CardFace key={c} id={c} />
            ))}
          </div>
        )}
      </div>
      <div className="tomb-info">
        <h3>
          {label} <span className="muted">phrases of {count(tomb.phraseLength, 'word')}</span>
        </h3>
        {tomb.depleted ? (
          <p className="depleted">Used up</p>
        ) : (
          <>
            <Letters text={tomb.revealed} />
            <p className="muted small">
              Word {tomb.wordsDeciphered + 1} of {tomb.phraseLength} · {count(tomb.cardsLeft, 'card')} left
            </p>
            <details className="candidates">
              <summary>May be: {count(tomb.candidates.length, 'card')}</summary>
              <ul>
                {tomb.candidates.map((c) => (
                  <li key={c}>
                    <CardName id={c} />
                  </li>
                ))}
              </ul>
            </details>
          </>
        )}
        {selectable && (
          <button type="button" className={selected ? 'primary' : ''} aria-pressed={selected} onClick={onSelect}>
            {selected ? `${label} chosen` : `Aim at ${label}`}
          </button>
        )}
      </div>
    </section>
  );
}
