import { type RefObject, useMemo, useState } from 'react';
import type { CardId } from '@decktet/decktet';
import { type DuelingRunesAction, type DuelingRunesView, whatItWouldCast } from '@decktet/dueling-runes';
import { CardFace } from '../cards/CardFace';
import { CastPreview } from './CastPreview';
import { cardTitle, choiceInWords } from './choices';
import { cardPhrase } from '../cards/labels';

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
  const [selected, setSelected] = useState<CardId | null>(null);
  const [pointed, setPointed] = useState<CardId | null>(null);
  const chosen = selected !== null && playable.some((p) => p.card === selected) ? selected : null;
  const shown = playable.length > 0 ? (pointed ?? chosen) : null;
  const preview = useMemo(() => (shown !== null && view.seat !== null && view.hand.includes(shown) ? whatItWouldCast(view, view.seat, shown) : null), [shown, view]);
  const place = chosen === null ? undefined : playable.find((p) => p.card === chosen);

  return (
    <section className="my-hand" aria-label="Your hand" tabIndex={-1} ref={promptRef}>
      <h3>
        Your hand
        {playable.length > 0 && <span className="hint"> · choose the card to place this {view.miniTurn ? 'haste mini-turn' : 'turn'}</span>}
      </h3>
      {view.myChoice && (
        <p className="my-choice" role="status">
          {choiceInWords(view.myChoice, view.wizards, me)} <span className="muted">(hidden until everyone has chosen)</span>
          {onWithdraw && (
            <button type="button" className="small" disabled={busy} onClick={onWithdraw}>
              Take it back
            </button>
          )}
        </p>
      )}
      <div className="hand">
        {view.hand.length === 0 && <span className="muted">no cards</span>}
        {view.hand.map((id) => {
          const play = playable.find((p) => p.card === id);
          return (
            <button
              key={id}
              type="button"
              className="card-button"
              disabled={busy || !play}
              aria-pressed={play ? id === chosen : undefined}
              aria-label={play ? `Choose ${cardPhrase(id)}` : cardPhrase(id)}
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
      {preview && <CastPreview preview={preview} view={view} me={me} />}
      {place && (
        <div className="button-row">
          <button
            type="button"
            className="primary"
            disabled={busy}
            aria-label={`Place ${cardPhrase(place.card)}`}
            onClick={() => {
              setSelected(null);
              onAction(place);
            }}
          >
            Place {cardTitle(place.card)}
          </button>
          <button type="button" onClick={() => setSelected(null)}>
            Cancel
          </button>
        </div>
      )}
      {playable.length > 0 && !place && <p className="muted small">Select a card to see what it would cast, then place it.</p>}
    </section>
  );
}
