import type { DuelingRunesView } from '@decktet/dueling-runes';
import { useTranslation } from '../../i18n';
import { changedRows } from './changed-rules';

/** A duel with a designer's recipe table (DRA-35) says so at the table, and which spells it changes, beside the standard rows. */
export function ChangedRules({ view }: { view: DuelingRunesView }) {
  const { t } = useTranslation();
  const rows = changedRows(view.rules);
  if (rows.length === 0) return null;
  return (
    <details className="changed-rules">
      <summary>
        {t('table.changedRules.title')}: {rows.map((r) => r.spell).join(', ')}
      </summary>
      <p>{t('table.changedRules.intro', { count: rows.length })}</p>
      <ul>
        {rows.map((r) => (
          <li key={r.spell}>{t('table.changedRules.row', { spell: r.spell, here: r.here, standard: r.standard })}</li>
        ))}
      </ul>
    </details>
  );
}
