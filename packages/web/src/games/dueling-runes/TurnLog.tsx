import type { VisibleEntry } from '@decktet/engine';
import { useTranslation } from '../../i18n';
import { entryLine } from '../../play/log-lines';
import { duelingRunesLogLine } from './log-lines';

const WORDING = { logLine: duelingRunesLogLine };

/** Whether an entry opens turn `turn` (its reveal, the haste mini-turn's or the regular one). */
const opens = (entry: VisibleEntry, turn: number) => entry.event?.type === 'turn' && entry.event.turn === turn;

/** The entries of turn `turn` in a log: from the reveal that opens it (by its `turn` event) on, up to the next turn's. */
export function turnLines(log: readonly VisibleEntry[], turn: number): VisibleEntry[] {
  const start = log.findIndex((entry) => opens(entry, turn));
  if (start < 0) return [];
  const end = log.findIndex((entry, i) => i > start && opens(entry, turn + 1));
  return log.slice(start, end < 0 ? undefined : end);
}

/**
 * What happened this turn, and only this turn, in the player's language. Until the new turn's
 * cards are revealed the list is empty; the last turn's lines stay one click away.
 */
export function TurnLog({ log, turn, names }: { log: readonly VisibleEntry[]; turn: number; names: readonly string[] }) {
  const { t } = useTranslation();
  const lines = turnLines(log, turn);
  const last = lines.length === 0 && turn > 1 ? turnLines(log, turn - 1) : [];
  const words = (entries: readonly VisibleEntry[]) => entries.map((entry, i) => <li key={i}>{entryLine(WORDING, entry, names)}</li>);
  return (
    <section className="turn-log" aria-label={t('table.turnLog.label')}>
      <h3>{t('table.turnLog.heading', { turn })}</h3>
      {lines.length ? <ul>{words(lines)}</ul> : <p className="muted small">{t('table.turnLog.nothingYet')}</p>}
      {last.length > 0 && (
        <details>
          <summary>{t('table.turnLog.last', { turn: turn - 1 })}</summary>
          <ul>{words(last)}</ul>
        </details>
      )}
    </section>
  );
}
