import { useTranslation } from '../i18n';

/** The lines of turn `turn` in a log: from the line that opens it ("Turn 3: …", "Turn 3, haste mini-turn: …") on. */
export function turnLines(log: readonly string[], turn: number): string[] {
  const opens = new RegExp(`^Turn ${turn}[,:.]`);
  const start = log.findIndex((line) => opens.test(line));
  if (start < 0) return [];
  const next = new RegExp(`^Turn ${turn + 1}[,:.]`);
  const end = log.findIndex((line, i) => i > start && next.test(line));
  return log.slice(start, end < 0 ? undefined : end);
}

/**
 * What happened this turn, and only this turn. Until the new turn's cards are revealed the list
 * is empty; the last turn's lines stay one click away.
 */
export function TurnLog({ log, turn }: { log: readonly string[]; turn: number }) {
  const { t } = useTranslation();
  const lines = turnLines(log, turn);
  const last = lines.length === 0 && turn > 1 ? turnLines(log, turn - 1) : [];
  return (
    <section className="turn-log" aria-label={t('table.turnLog.label')}>
      <h3>{t('table.turnLog.heading', { turn })}</h3>
      {lines.length ? (
        <ul>
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{t('table.turnLog.nothingYet')}</p>
      )}
      {last.length > 0 && (
        <details>
          <summary>{t('table.turnLog.last', { turn: turn - 1 })}</summary>
          <ul>
            {last.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
