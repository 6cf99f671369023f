import { useEffect, useRef } from 'react';
import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { KeysHelp, useTableKeys } from './keys';

/** Where a keyboard player most likely wants to be when a decision is theirs, most specific first. */
const DECISION_CONTROLS = [
  '.reaction button',
  '.spell-panel button',
  '.amnesia button',
  '.offered button',
  '.my-hand button:not(:disabled)',
  '.composer button',
  '.handoff button',
  '.outcome button',
];

/**
 * Moves focus to the decision a player now owes, but only when focus was lost (the button just
 * pressed disappeared) or sits outside the table, so it never jumps away from a player's own choice.
 */
function useDecisionFocus(area: React.RefObject<HTMLElement | null>, turnKey: string | undefined) {
  useEffect(() => {
    const root = area.current;
    if (!root || turnKey === undefined) return;
    const active = document.activeElement;
    if (active && active !== document.body && root.contains(active)) return;
    if (active && active !== document.body && !root.contains(active) && active.closest('input, select, textarea')) return;
    for (const selector of DECISION_CONTROLS) {
      const target = [...root.querySelectorAll<HTMLButtonElement>(selector)].find((b) => !b.disabled);
      if (target) {
        target.focus({ preventScroll: true });
        return;
      }
    }
  }, [area, turnKey]);
}

/** The frame around every table: a title bar, the table, and a side column (log, controls). */
export function GameScreen({
  title,
  status,
  table,
  side,
  gameId,
  rulesHref = `/rules/${gameId}`,
  turnKey,
  shortcuts = true,
}: {
  title: string;
  status?: React.ReactNode;
  table: React.ReactNode;
  side?: React.ReactNode;
  gameId: string;
  /** Where the Rules link opens (default: the game's rules from the top; a variant's table opens its section). */
  rulesHref?: string;
  /** Changes whenever the viewer owes a new decision (undefined: none owed). */
  turnKey?: string;
  /** The table's keyboard shortcuts, and their help beside it (off where the table is only shown, as in a replay). */
  shortcuts?: boolean;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLElement | null>(null);
  useDecisionFocus(area, turnKey);
  useTableKeys(area, shortcuts);
  return (
    <div className="game-screen">
      <header className="game-head">
        <a href="/" className="brand" onClick={onLinkClick('/')} aria-label={t('header.home')}>
          <span aria-hidden="true">◆</span>
        </a>
        <h1>{title}</h1>
        {status && (
          <div className="game-status" role="status">
            {status}
          </div>
        )}
        <a className="head-link" href={rulesHref} target="_blank" rel="noreferrer">
          {t('common.rules')}
        </a>
        <LanguageSwitch />
      </header>
      <div className="game-body">
        <main className="table-area" ref={area}>
          {table}
        </main>
        {(side || shortcuts) && (
          <aside className="side">
            {side}
            {shortcuts && <KeysHelp />}
          </aside>
        )}
      </div>
    </div>
  );
}

/**
 * Covers the table between two hotseat players so the next one cannot see the previous hand.
 * `takeBack`: the previous player may still take back a secret choice before handing over.
 */
export function HandOff({ name, onReady, takeBack }: { name: string; onReady(): void; takeBack?: { name: string; onClick(): void } }) {
  const { t } = useTranslation();
  return (
    <div className="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
      <h2 id="handoff-title">{t('handoff.title', { name })}</h2>
      <p>{t('handoff.text', { name })}</p>
      <button type="button" className="primary" autoFocus onClick={onReady}>
        {t('handoff.ready', { name })}
      </button>
      {takeBack && (
        <button type="button" onClick={takeBack.onClick}>
          {t('handoff.takeBack', { name: takeBack.name })}
        </button>
      )}
    </div>
  );
}
