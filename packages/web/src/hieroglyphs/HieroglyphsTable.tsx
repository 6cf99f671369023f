import { useEffect, useMemo, useState } from 'react';
import { type CardId, card, findCard } from '@decktet/decktet';
import { type HieroglyphsAction, type HieroglyphsView, type PlayerView, type TombView, cardInfo } from '@decktet/hieroglyphs';
import { CardFace, CardName } from '../cards/CardFace';
import type { TableProps } from '../play/types';
import { type Draft, EMPTY_DRAFT, actionFor, discards, powerUpsFor, previewLetters, rankCards, ranksFor, settle, tombsFor } from './choices';

/** Crowns on the table that a rank card may use (it shares a suit with them, HG-8). */
function usableCrowns(crowns: readonly CardId[], lead: CardId | null): CardId[] {
  if (!lead) return [];
  const mask = cardInfo(lead).suitMask;
  return crowns.filter((c) => (cardInfo(c).suitMask & mask) !== 0);
}

function PlayerPanel({ player, you, active }: { player: PlayerView; you: boolean; active: boolean }) {
  const top = player.discard.at(-1);
  return (
    <section className={`hg-player${active ? ' is-active' : ''}`} aria-label={`${player.name}${you ? ' (you)' : ''}`}>
      <h2>
        {player.name}
        {you ? ' (you)' : ''} <span className="score" aria-label={`${player.points} points`}>{player.points} pts</span>
      </h2>
      <dl className="facts">
        <div>
          <dt>Hand</dt>
          <dd>{player.handSize}</dd>
        </div>
        <div>
          <dt>Draw pile</dt>
          <dd>{player.drawPileSize}</dd>
        </div>
        <div>
          <dt>Discard</dt>
          <dd>{player.discard.length ? <>{player.discard.length} · top <CardName id={top!} /></> : 'empty'}</dd>
        </div>
        <div>
          <dt>Collected</dt>
          <dd>{player.collected.length ? player.collected.map((c) => <CardName key={c} id={c} />).reduce((a, b) => <>{a}, {b}</>) : 'none'}</dd>
        </div>
      </dl>
    </section>
  );
}

function Letters({ text }: { text: string }) {
  // Only the revealed end of the word shows, with an open start: the word's length stays hidden (HG-5).
  return (
    <div className="letters" aria-label={text ? `revealed letters: ${text.split('').join(' ')}` : 'no letters revealed'}>
      <span className="letters-more" aria-hidden="true">
        …
      </span>
      {text.split('').map((ch, i) => (
        <span key={i} className="letter">
          {ch}
        </span>
      ))}
    </div>
  );
}

function TombPanel({ tomb, selectable, selected, onSelect }: { tomb: TombView; selectable: boolean; selected: boolean; onSelect(): void }) {
  const label = `Tomb ${tomb.number}`;
  return (
    <section className={`tomb${selected ? ' is-selected' : ''}${tomb.depleted ? ' is-depleted' : ''}`} aria-label={label}>
      <h3>
        {label} <span className="muted">· {tomb.phraseLength === 1 ? '1 word' : `${tomb.phraseLength} words`} a phrase</span>
      </h3>
      <div className="tomb-cards">
        <CardFace id={tomb.top} width="var(--tomb-card-w)" />
        {tomb.aside.length > 0 && (
          <div className="aside" aria-label="Set-aside sliders">
            {tomb.aside.map((c) => (
              <CardFace key={c} id={c} width="calc(var(--tomb-card-w) * 0.6)" />
            ))}
          </div>
        )}
      </div>
      {tomb.depleted ? (
        <p className="depleted">Depleted</p>
      ) : (
        <>
          <Letters text={tomb.revealed} />
          <p className="muted small">
            Word {tomb.wordsDeciphered + 1} of {tomb.phraseLength} · {tomb.cardsLeft} cards left
          </p>
          <details className="candidates">
            <summary>May be: {tomb.candidates.length} cards</summary>
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
    </section>
  );
}

const EFFECT_TEXT = {
  partial: 'letters revealed',
  word: 'word deciphered exactly: draw a card',
  phrase: 'phrase complete: you collect the sliders and draw a card',
  overshoot: 'phrase overshot: the sliders go to your opponent',
  'next-word': 'word deciphered, the rest goes on into the next word',
} as const;

/** The Hieroglyphs table: opponent, three tombs, the table Crowns, your hand and the play composer. */
export function HieroglyphsTable({ view, seat, legal, onAction, busy }: TableProps) {
  const v = view as HieroglyphsView;
  const actions = legal as HieroglyphsAction[];
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  // A new position (same or new legal plays): keep what still fits, drop the rest.
  const legalKey = JSON.stringify(actions);
  useEffect(() => setDraft((d) => settle(actions, d)), [legalKey]);
  const me = (seat ?? 0) as 0 | 1;
  const them = (1 - me) as 0 | 1;
  const mine = v.players[me];
  const leads = useMemo(() => rankCards(actions), [actions]);
  const ups = draft.card ? powerUpsFor(actions, draft.card) : [];
  const tombs = draft.card ? tombsFor(actions, draft) : [];
  const ranks = draft.card && draft.tomb ? ranksFor(actions, draft) : [];
  const chosen = actionFor(actions, draft);
  const usable = usableCrowns(v.tableCrowns, draft.card);
  const canAct = actions.length > 0 && !busy;
  const change = (d: Draft) => setDraft(settle(actions, d));

  function clickHand(id: CardId) {
    if (leads.includes(id)) change(draft.card === id ? EMPTY_DRAFT : { ...EMPTY_DRAFT, card: id, tomb: draft.tomb });
    else if (ups.includes(id)) change({ ...draft, powerUps: draft.powerUps.includes(id) ? draft.powerUps.filter((u) => u !== id) : [...draft.powerUps, id], rank: null });
  }

  const tombView = draft.tomb ? v.tombs[draft.tomb - 1]! : null;
  const preview = tombView && draft.rank ? previewLetters(tombView, draft.rank) : [];

  return (
    <div className="hg-table">
      <PlayerPanel player={v.players[them]} you={false} active={v.turn === them} />
      <div className="tombs">
        {v.tombs.map((t) => (
          <TombPanel key={t.number} tomb={t} selectable={canAct && tombs.includes(t.number)} selected={draft.tomb === t.number} onSelect={() => change({ ...draft, tomb: t.number, rank: null })} />
        ))}
      </div>
      <section className="table-crowns" aria-label="Crowns on the table">
        <h3>Crowns on the table</h3>
        {v.tableCrowns.length === 0 ? (
          <p className="muted">none</p>
        ) : (
          <div className="row">
            {v.tableCrowns.map((c) => (
              <span key={c} className={usable.includes(c) ? 'crown is-usable' : 'crown'}>
                <CardName id={c} />
                {usable.includes(c) && <span className="tag"> ±3 usable</span>}
              </span>
            ))}
          </div>
        )}
      </section>
      <PlayerPanel player={mine} you={seat !== null} active={v.turn === me} />
      {seat !== null && mine.hand && (
        <section className="my-hand" aria-label="Your hand">
          <div className="hand">
            {mine.hand.length === 0 && <span className="muted">Your hand is empty: you draw 3 cards at the start of your turn.</span>}
            {mine.hand.map((id) => {
              const lead = leads.includes(id);
              const up = ups.includes(id);
              const pressed = draft.card === id || draft.powerUps.includes(id);
              return (
                <button
                  key={id}
                  type="button"
                  className="card-button"
                  disabled={!canAct || (!lead && !up)}
                  aria-pressed={pressed}
                  aria-label={`${card(id).title}${lead ? ' (rank card)' : up ? ' (power-up)' : ''}`}
                  onClick={() => clickHand(id)}
                >
                  <CardFace id={id} selected={pressed} />
                </button>
              );
            })}
          </div>
        </section>
      )}
      {canAct && (
        <section className="composer" aria-label="Your play">
          {!draft.card && <p>Choose a rank card from your hand{discards(actions).length ? ', or discard a power-up' : ''}.</p>}
          {draft.card && (
            <>
              <p>
                Leading with <CardName id={draft.card} />
                {draft.powerUps.map((u) => (
                  <span key={u}>
                    {' '}
                    + <CardName id={u} />
                  </span>
                ))}
                {ups.length > draft.powerUps.length && <span className="muted"> · tap a power-up to add it</span>}
              </p>
              {tombs.length > 0 && (
                <div className="button-row" role="group" aria-label="Tomb">
                  {tombs.map((t) => (
                    <button key={t} type="button" aria-pressed={draft.tomb === t} className={draft.tomb === t ? 'primary' : ''} onClick={() => change({ ...draft, tomb: t, rank: null })}>
                      Tomb {t}
                    </button>
                  ))}
                </div>
              )}
              {draft.tomb && ranks.length > 0 && (
                <div className="button-row" role="radiogroup" aria-label="Letters to decipher">
                  <span>Letters:</span>
                  {ranks.map((r) => (
                    <button key={r} type="button" role="radio" aria-checked={draft.rank === r} className={draft.rank === r ? 'primary' : ''} onClick={() => change({ ...draft, rank: r })}>
                      {r}
                    </button>
                  ))}
                </div>
              )}
              {preview.length > 0 && (
                <div className="preview" aria-label="Preview">
                  <p className="muted small">If the word is…</p>
                  <ul>
                    {preview.map((p) => (
                      <li key={p.word}>
                        <CardName id={p.word} />: <Letters text={p.shown} /> {EFFECT_TEXT[p.effect]}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="button-row">
                <button type="button" className="primary" disabled={!chosen} onClick={() => chosen && onAction(chosen)}>
                  {chosen ? `Decipher ${chosen.rank} on Tomb ${chosen.tomb}` : 'Decipher'}
                </button>
                <button type="button" onClick={() => setDraft(EMPTY_DRAFT)}>
                  Clear
                </button>
              </div>
            </>
          )}
          {discards(actions).length > 0 && (
            <div className="button-row">
              {discards(actions).map((a) => (
                <button key={a.card} type="button" onClick={() => onAction(a)}>
                  Discard {findCard(a.card)?.title ?? a.card}
                </button>
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
