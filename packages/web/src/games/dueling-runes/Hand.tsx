import { type RefObject, useMemo, useRef, useState } from 'react';
import type { CardId } from '@decktet/decktet';
import { type DuelingRunesAction, type DuelingRunesView, whatItWouldCast } from '@decktet/dueling-runes';
import { CardFace } from '../../cards/CardFace';
import { cardPhrase } from '../../cards/labels';
import { useTranslation } from '../../i18n';
import { LET_GO, NEXT_STEP, cardShortcut } from '../../play/keys';
import { useKeptInView } from '../../play/prompt';
import { CastPreview } from './CastPreview';
import { choiceInWords } from './status';
import { cardTitle } from './words';

type PlayAction = Extract<DuelingRunesAction, { type: 'play' }>;

/**
 * The viewer's hand. Choosing the card to place takes two steps — select it (its spells show),
 * then "Place" — and a secret choice can be taken back until everyone has chosen, where the
 * game is played locally. Pointing at or focusing a card previews what it would cast now.
 */
export function Hand({
  view,
  me,
  playable,
  onAction,
  onWithdraw,
  busy,
  promptRef,
}: {
  view: DuelingRunesView;
  me: number;
  playable: readonly PlayAction[];
  onAction(a: DuelingRunesAction): void;
  onWithdraw?: () => void;
  busy: boolean;
  promptRef?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CardId | null>(null);
  const [pointed, setPointed] = useState<CardId | null>(null);
  const chosen = selected !== null && playable.some((p) => p.card === selected) ? selected : null;
  const shown = playable.length > 0 ? (pointed ?? chosen) : null;
  const preview = useMemo(() => (shown !== null && view.seat !== null && view.hand.includes(shown) ? whatItWouldCast(view, view.seat, shown) : null), [shown, view]);
  const place = chosen === null ? undefined : playable.find((p) => p.card === chosen);
  // A card chosen: its Place button comes into sight (on a phone it may be below the window).
  const placeRow = useRef<HTMLDivElement | null>(null);
  useKeptInView(place ? place.card : null, placeRow);

  return (
    <section className="my-hand" aria-label={t('table.hand.label')} tabIndex={-1} ref={promptRef}>
      <h3>
        {t('table.hand.label')}
        {playable.length > 0 && <span className="hint"> · {view.miniTurn ? t('table.hand.chooseMiniTurn') : t('table.hand.chooseTurn')}</span>}
      </h3>
      {view.myChoice && (
        <p className="my-choice" role="status">
          {choiceInWords(view.myChoice, view, me)} <span className="muted">{t('table.hand.hidden')}</span>
          {onWithdraw && (
            <button type="button" className="small" disabled={busy} onClick={onWithdraw}>
              {t('table.hand.takeBack')}
            </button>
          )}
        </p>
      )}
      <div className="hand">
        {view.hand.length === 0 && <span className="muted">{t('table.hand.empty')}</span>}
        {view.hand.map((id, index) => {
          const play = playable.find((p) => p.card === id);
          return (
            <button
              key={id}
              type="button"
              className="card-button"
              disabled={busy || !play}
              aria-pressed={play ? id === chosen : undefined}
              aria-keyshortcuts={play ? cardShortcut(index) : undefined}
              aria-label={play ? t('table.hand.choose', { card: cardPhrase(id) }) : cardPhrase(id)}
              onClick={() => setSelected(id === chosen ? null : id)}
              onPointerEnter={() => setPointed(id)}
              onPointerLeave={() => setPointed(null)}
              onFocus={() => setPointed(id)}
              onBlur={() => setPointed(null)}
            >
              <CardFace id={id} selected={id === chosen} />
            </button>
          );
        })}
      </div>
      {/* A card only pointed at previews over what follows, so moving the pointer never moves the page. */}
      {preview && <CastPreview preview={preview} view={view} me={me} floating={preview.card !== chosen} />}
      {place && (
        <div className="button-row place-row" ref={placeRow}>
          <button
            type="button"
            className="primary"
            disabled={busy}
            aria-keyshortcuts={NEXT_STEP}
            aria-label={t('table.hand.place', { card: cardPhrase(place.card) })}
            onClick={() => {
              setSelected(null);
              onAction(place);
            }}
          >
            {t('table.hand.place', { card: cardTitle(place.card) })}
          </button>
          <button type="button" aria-keyshortcuts={LET_GO} onClick={() => setSelected(null)}>
            {t('common.cancel')}
          </button>
        </div>
      )}
      {playable.length > 0 && !place && <p className="muted small">{t('table.hand.hint')}</p>}
    </section>
  );
}
