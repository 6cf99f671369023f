import type { TombView } from '@decktet/hieroglyphs';
import { CardFace, CardName } from '../../cards/CardFace';
import { Letters } from './Letters';
import { useTranslation } from '../../i18n';

/** A tomb: its slider, the sliders set aside, the revealed letters and the cards the word may be. */
export function TombPanel({ tomb, selectable, selected, onSelect }: { tomb: TombView; selectable: boolean; selected: boolean; onSelect(): void }) {
  const { t } = useTranslation();
  const label = t('hieroglyphs.tomb', { number: tomb.number });
  return (
    <section className={`tomb${selected ? ' is-selected' : ''}${tomb.depleted ? ' is-depleted' : ''}`} aria-label={label}>
      <div className="tomb-cards">
        <CardFace id={tomb.top} />
        {tomb.aside.length > 0 && (
          <div className="aside" role="group" aria-label={t('hieroglyphs.aside')}>
            {tomb.aside.map((c) => (
              <CardFace key={c} id={c} />
            ))}
          </div>
        )}
      </div>
      <div className="tomb-info">
        <h3>
          {label} <span className="muted">{t('hieroglyphs.phrasesOf', { count: tomb.phraseLength })}</span>
        </h3>
        {tomb.depleted ? (
          <p className="depleted">{t('hieroglyphs.usedUp')}</p>
        ) : (
          <>
            <Letters text={tomb.revealed} />
            <p className="muted small">{t('hieroglyphs.wordOf', { number: tomb.wordsDeciphered + 1, total: tomb.phraseLength, count: tomb.cardsLeft })}</p>
            <details className="candidates">
              <summary>{t('hieroglyphs.mayBe', { count: tomb.candidates.length })}</summary>
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
            {selected ? t('hieroglyphs.tombChosen', { number: tomb.number }) : t('hieroglyphs.aimAt', { number: tomb.number })}
          </button>
        )}
      </div>
    </section>
  );
}
