import { useEffect, useMemo, useRef, useState } from 'react';
import type { CardId } from '@decktet/decktet';
import { type HieroglyphsAction, type HieroglyphsView, cardInfo } from '@decktet/hieroglyphs';
import { CardFace, CardName, cardLabel } from '../../cards/CardFace';
import type { TableProps } from '../../play/types';
import { type Draft, EMPTY_DRAFT, actionFor, discards, powerUpsFor, rankCards, ranksFor, settle, tombsFor } from './choices';
import { Composer } from './Composer';
import { PlayerPanel, Scoreboard } from './PlayerPanel';
import { TombPanel } from './TombPanel';
import { useHeaderHeight, useNewPrompt } from '../../play/prompt';
import { cardShortcut } from '../../play/keys';
import { i18n, useTranslation } from '../../i18n';
// The global sheet first: this table's own rules build on it and come after it.
import '../../styles.css';
import './table.css';

type T = typeof i18n.t;

/** The layout that puts the hand beside the composer (its table.css, the wide-screen block). */
const WIDE = '(min-width: 760px)';

/** Crowns on the table that a rank card may use (it shares a suit with them, HG-8). */
function usableCrowns(crowns: readonly CardId[], lead: CardId | null): CardId[] {
  if (!lead) return [];
  const mask = cardInfo(lead).suitMask;
  return crowns.filter((c) => (cardInfo(c).suitMask & mask) !== 0);
}

function TableCrowns({ crowns, usable }: { crowns: readonly CardId[]; usable: readonly CardId[] }) {
  const { t } = useTranslation();
  return (
    <section className="table-crowns" aria-labelledby="hg-crowns-title">
      <h3 id="hg-crowns-title">{t('hieroglyphs.crowns')}</h3>
      {crowns.length === 0 ? (
        <span className="muted">{t('hieroglyphs.none')}</span>
      ) : (
        crowns.map((c) => (
          <span key={c} className={usable.includes(c) ? 'crown is-usable' : 'crown'}>
            <CardName id={c} />
            {usable.includes(c) && <span className="tag"> {t('hieroglyphs.usable')}</span>}
          </span>
        ))
      )}
    </section>
  );
}

/** What the player on turn is asked, in one line. */
function promptText(t: T, leads: readonly CardId[], discardCount: number, handSize: number): string {
  const left = t('hieroglyphs.cardsLeftToPlay', { count: handSize });
  if (leads.length === 0) return t('hieroglyphs.promptDiscard', { left });
  return discardCount ? t('hieroglyphs.promptLeadOrDiscard', { left }) : t('hieroglyphs.promptLead', { left });
}

/** The Hieroglyphs table: opponent, three tombs, the table Crowns, your hand and the play composer. */
export function HieroglyphsTable({ view, seat, legal, onAction, busy, settings }: TableProps) {
  const { t } = useTranslation();
  const v = view as HieroglyphsView;
  const actions = legal as HieroglyphsAction[];
  const [kept, setDraft] = useState<Draft>(EMPTY_DRAFT);
  // A new position (same or new legal plays): keep what still fits, drop the rest. Settled in the
  // render that shows the position, so that no frame shows the last play's draft (its count, its
  // preview) over the new tombs; then kept settled, so a card drawn again later starts afresh.
  const legalKey = JSON.stringify(actions);
  const draft = useMemo(() => settle(actions, kept, v.tombs), [legalKey, kept, v.tombs]);
  useEffect(() => setDraft(draft), [legalKey]);
  const me = (seat ?? 0) as 0 | 1;
  const them = (1 - me) as 0 | 1;
  const mine = v.players[me];
  const leads = useMemo(() => rankCards(actions), [actions]);
  const ups = draft.card ? powerUpsFor(actions, draft.card) : [];
  const tombs = draft.card ? tombsFor(actions, draft) : [];
  const ranks = draft.card && draft.tomb ? ranksFor(actions, draft) : [];
  const canAct = actions.length > 0 && !busy;
  const change = (d: Draft) => setDraft(settle(actions, d, v.tombs));

  const root = useRef<HTMLDivElement | null>(null);
  const tombsArea = useRef<HTMLDivElement | null>(null);
  const mineArea = useRef<HTMLDivElement | null>(null);
  const prompt = useRef<HTMLParagraphElement | null>(null);
  const handRow = useRef<HTMLDivElement | null>(null);
  const leading = leads.length > 0;
  // What a new decision brings into view: on a wide screen the whole table (tombs, hand and
  // composer fit together); on a phone the tombs, with the hand under them, since a play is aimed
  // at what they show (the composer then comes into sight as the play is built); with nothing to
  // lead, only a discard to choose, the hand.
  const decisionArea = useMemo(
    () => ({
      get current() {
        if (window.matchMedia?.(WIDE).matches) return root.current;
        return leading ? tombsArea.current : mineArea.current;
      },
    }),
    [leading],
  );
  useHeaderHeight(root);
  useNewPrompt(canAct ? legalKey : null, prompt, decisionArea, settings.reducedMotion, handRow);

  function clickHand(id: CardId) {
    if (leads.includes(id)) change(draft.card === id ? EMPTY_DRAFT : { ...EMPTY_DRAFT, card: id, tomb: draft.tomb });
    else if (ups.includes(id)) change({ ...draft, powerUps: draft.powerUps.includes(id) ? draft.powerUps.filter((u) => u !== id) : [...draft.powerUps, id], rank: null });
  }

  return (
    <div className="hg-table" ref={root}>
      <Scoreboard view={v} me={me} />
      <PlayerPanel player={v.players[them]} you={false} active={v.turn === them} />
      <div className="tombs" ref={tombsArea}>
        {v.tombs.map((t) => (
          <TombPanel key={t.number} tomb={t} selectable={canAct && tombs.includes(t.number)} selected={draft.tomb === t.number} onSelect={() => change({ ...draft, tomb: t.number, rank: null })} />
        ))}
      </div>
      <TableCrowns crowns={v.tableCrowns} usable={usableCrowns(v.tableCrowns, draft.card)} />
      {seat !== null && mine.hand && (
        <div className="hg-mine" ref={mineArea}>
          <section className="my-hand" aria-label={t('hieroglyphs.yourHand')}>
            {canAct && (
              <p className="prompt" tabIndex={-1} ref={prompt}>
                {promptText(t, leads, discards(actions).length, mine.hand.length)}
              </p>
            )}
            <div className="hand" ref={handRow}>
              {mine.hand.length === 0 && <span className="muted">{t('hieroglyphs.emptyHand')}</span>}
              {mine.hand.map((id, index) => {
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
                    aria-keyshortcuts={cardShortcut(index)}
                    aria-label={lead ? t('hieroglyphs.asRankCard', { card: cardLabel(id) }) : up ? t('hieroglyphs.asPowerUp', { card: cardLabel(id) }) : cardLabel(id)}
                    onClick={() => clickHand(id)}
                  >
                    <CardFace id={id} selected={pressed} />
                  </button>
                );
              })}
            </div>
          </section>
          {canAct && (
            <Composer
              draft={draft}
              ups={ups}
              tombs={tombs}
              ranks={ranks}
              chosen={actionFor(actions, draft)}
              discards={discards(actions)}
              tombViews={v.tombs}
              change={change}
              onAction={onAction}
            />
          )}
        </div>
      )}
      {/* The player's own facts come after the hand, so that on a phone the tombs and the hand fit one screen. */}
      <PlayerPanel player={mine} you={seat !== null} active={v.turn === me} />
    </div>
  );
}
