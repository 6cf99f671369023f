import type { CardId } from '@decktet/decktet';
import type { DecipherAction, DiscardAction, HieroglyphsAction, TombView } from '@decktet/hieroglyphs';
import { CardName } from '../cards/CardFace';
import { type Draft, EMPTY_DRAFT, previewLetters } from './choices';
import { Letters } from './Letters';

const EFFECT_TEXT = {
  partial: 'letters revealed',
  word: 'word deciphered exactly: draw a card',
  phrase: 'phrase complete: you collect the sliders and draw a card',
  overshoot: 'phrase overshot: the sliders go to your opponent',
  'next-word': 'word deciphered, the rest goes on into the next word',
} as const;

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
  const tombView = draft.tomb ? tombViews[draft.tomb - 1] : undefined;
  const preview = tombView && draft.rank ? previewLetters(tombView, draft.rank) : [];
  return (
    <section className="composer" aria-label="Your play">
      {!draft.card ? (
        <p className="muted small">
          A rank card reveals as many letters as its rank. Power-ups that share a suit with it stretch that rank up or down: a Pawn by 1, a Court by 2, a Crown by 3.
        </p>
      ) : (
        <>
          <p>
            Leading with <CardName id={draft.card} />
            {draft.powerUps.map((u) => (
              <span key={u}>
                {' '}
                + <CardName id={u} />
              </span>
            ))}
            {ups.length > draft.powerUps.length && <span className="muted"> · tap a power-up in your hand to add it</span>}
          </p>
          {tombs.length > 0 && (
            <div className="button-row" role="group" aria-label="Tomb">
              {tombs.map((t) => (
                <button key={t} type="button" aria-pressed={draft.tomb === t} className={draft.tomb === t ? 'primary' : ''} onClick={() => change({ ...draft, tomb: t, rank: null })}>
                  Tomb {t}
                  {/* The letters again, so a phone player need not scroll up to the tombs to choose. */}
                  {tombViews[t - 1]?.revealed && (
                    <span className="composer-letters" aria-hidden="true">
                      …{tombViews[t - 1]!.revealed}
                    </span>
                  )}
                </button>
              ))}
            </div>
          )}
          {draft.tomb && ranks.length > 0 && (
            <div className="button-row" role="radiogroup" aria-label="Letters to decipher">
              <span aria-hidden="true">Letters:</span>
              {ranks.map((r) => (
                <button key={r} type="button" role="radio" aria-checked={draft.rank === r} className={draft.rank === r ? 'primary' : ''} onClick={() => change({ ...draft, rank: r })}>
                  {r}
                </button>
              ))}
            </div>
          )}
          <div className="button-row">
            <button type="button" className="primary" disabled={!chosen} onClick={() => chosen && onAction(chosen)}>
              {chosen ? `Decipher ${chosen.rank} on Tomb ${chosen.tomb}` : draft.tomb ? 'Decipher' : 'Decipher: choose a tomb'}
            </button>
            <button type="button" onClick={() => change(EMPTY_DRAFT)}>
              Clear
            </button>
          </div>
          {preview.length > 0 && (
            <div className="preview" role="group" aria-label="Preview">
              <p className="muted small">If the word is…</p>
              <ul>
                {preview.map((p) => (
                  <li key={p.word}>
                    <CardName id={p.word} />: <Letters text={p.shown} whole={p.effect !== 'partial'} /> {EFFECT_TEXT[p.effect]}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      {discards.length > 0 && (
        <div className="button-row">
          {discards.map((a) => (
            <button key={a.card} type="button" onClick={() => onAction(a)}>
              Discard <CardName id={a.card} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
