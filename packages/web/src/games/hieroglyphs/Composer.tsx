import { useRef } from 'react';
import type { CardId } from '@decktet/decktet';
import type { DecipherAction, DiscardAction, HieroglyphsAction, RevealEffect, TombView } from '@decktet/hieroglyphs';
import { CardName } from '../../cards/CardFace';
import { type Draft, EMPTY_DRAFT, previewLetters } from './choices';
import { Letters } from './Letters';
import { i18n, useTranslation } from '../../i18n';
import { LET_GO, NEXT_STEP } from '../../play/keys';
import { useKeptInView } from '../../play/prompt';

type T = typeof i18n.t;

/** What a play would do to the word, if the word is that card. */
function effectText(t: T, effect: RevealEffect): string {
  switch (effect) {
    case 'partial':
      return t('hieroglyphs.effect.partial');
    case 'word':
      return t('hieroglyphs.effect.word');
    case 'phrase':
      return t('hieroglyphs.effect.phrase');
    case 'overshoot':
      return t('hieroglyphs.effect.overshoot');
    case 'next-word':
      return t('hieroglyphs.effect.nextWord');
  }
}

export interface ComposerProps {
  draft: Draft;
  /** Power-ups from the hand that may join the chosen lead. */
  ups: readonly CardId[];
  tombs: ReadonlyArray<1 | 2 | 3>;
  ranks: readonly number[];
  chosen: DecipherAction | undefined;
  discards: readonly DiscardAction[];
  /** The three tombs; `draft.tomb` picks the one the preview is for. */
  tombViews: readonly TombView[];
  change(d: Draft): void;
  onAction(a: HieroglyphsAction): void;
}

/**
 * Builds one play step by step (lead, power-ups, tomb, letters), offering at each step only what
 * some legal play allows; the button that makes the play comes before the long preview list so it
 * stays in sight.
 */
export function Composer({ draft, ups, tombs, ranks, chosen, discards, tombViews, change, onAction }: ComposerProps) {
  const { t } = useTranslation();
  const tombView = draft.tomb ? tombViews[draft.tomb - 1] : undefined;
  const preview = tombView && draft.rank ? previewLetters(tombView, draft.rank) : [];
  // Each step of the play brings the button that makes it into sight, with the steps just above it.
  const makeRow = useRef<HTMLDivElement | null>(null);
  useKeptInView(draft.card ? JSON.stringify(draft) : null, makeRow);
  // The step Enter takes next: the play once it is complete, else the first tomb, else the first count.
  const next = chosen ? 'play' : draft.tomb === null ? 'tomb' : 'count';
  return (
    <section className="composer" aria-label={t('hieroglyphs.yourPlay')}>
      {!draft.card ? (
        <p className="muted small">{t('hieroglyphs.howRanks')}</p>
      ) : (
        <>
          <p>
            {t('hieroglyphs.leadingWith')} <CardName id={draft.card} />
            {draft.powerUps.map((u) => (
              <span key={u}>
                {' '}
                + <CardName id={u} />
              </span>
            ))}
            {ups.length > draft.powerUps.length && <span className="muted"> · {t('hieroglyphs.addPowerUp')}</span>}
          </p>
          {tombs.length > 0 && (
            <div className="button-row" role="group" aria-label={t('hieroglyphs.tombGroup')}>
              {tombs.map((tomb) => (
                <button key={tomb} type="button" aria-pressed={draft.tomb === tomb} aria-keyshortcuts={next === 'tomb' && tomb === tombs[0] ? NEXT_STEP : undefined} className={draft.tomb === tomb ? 'primary' : ''} onClick={() => change({ ...draft, tomb, rank: null })}>
                  {t('hieroglyphs.tomb', { number: tomb })}
                  {/* The letters again, so a phone player need not scroll up to the tombs to choose. */}
                  {tombViews[tomb - 1]?.revealed && (
                    <span className="composer-letters" aria-hidden="true">
                      …{tombViews[tomb - 1]!.revealed}
                    </span>
                  )}
                </button>
              ))}
            </div>
          )}
          {draft.tomb && ranks.length > 0 && (
            <div className="button-row" role="radiogroup" aria-label={t('hieroglyphs.lettersToDecipher')}>
              <span aria-hidden="true">{t('hieroglyphs.letters')}</span>
              {ranks.map((r) => (
                <button key={r} type="button" role="radio" aria-checked={draft.rank === r} aria-keyshortcuts={next === 'count' && r === ranks[0] ? NEXT_STEP : undefined} className={draft.rank === r ? 'primary' : ''} onClick={() => change({ ...draft, rank: r })}>
                  {r}
                </button>
              ))}
            </div>
          )}
          <div className="button-row make-row" ref={makeRow}>
            <button type="button" className="primary" disabled={!chosen} aria-keyshortcuts={next === 'play' ? NEXT_STEP : undefined} onClick={() => chosen && onAction(chosen)}>
              {chosen ? t('hieroglyphs.decipherOn', { rank: chosen.rank, tomb: chosen.tomb }) : draft.tomb ? t('hieroglyphs.decipher') : t('hieroglyphs.chooseTomb')}
            </button>
            <button type="button" aria-keyshortcuts={LET_GO} onClick={() => change(EMPTY_DRAFT)}>
              {t('hieroglyphs.clear')}
            </button>
          </div>
          {preview.length > 0 && (
            <div className="preview" role="group" aria-label={t('hieroglyphs.preview')}>
              <p className="muted small">{t('hieroglyphs.ifTheWordIs')}</p>
              <ul>
                {preview.map((p) => (
                  <li key={p.word}>
                    <CardName id={p.word} />: <Letters text={p.shown} whole={p.effect !== 'partial'} /> {effectText(t, p.effect)}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      {discards.length > 0 && (
        <div className="button-row discard-row">
          {discards.map((a) => (
            <button key={a.card} type="button" onClick={() => onAction(a)}>
              {t('hieroglyphs.discard')} <CardName id={a.card} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
