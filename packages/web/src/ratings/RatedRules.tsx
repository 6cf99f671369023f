import type { LiveTable, Pace } from '@decktet/protocol';
import { MIN_RATED_DECISIONS, RATED_PAIRINGS_PER_DAY } from '@decktet/protocol';
import { useServices } from '../app/context';
import { useTranslation } from '../i18n';
import { gameName } from '../i18n/games';
import { formatCountdown } from '../online/clock';
import { unitWords } from '../online/words';
import './rated.css';

/** How long a rated player whose time ran out has to come back: one more turn clock ("0:30", "24 hours"). */
export function returnTime(turnSeconds: number): string {
  return turnSeconds >= 3600 && turnSeconds % 3600 === 0 ? unitWords(turnSeconds / 3600, 'hour') : formatCountdown(turnSeconds * 1000);
}

/**
 * The rules of rated play (`turnSeconds`: the table's clock; null when not known yet, as at Quick
 * match, or when the table has none), said before a player sits down (create form, Quick match, joining) and
 * at the table: when a result counts, what leaving and the clock do (docs/ratings.md).
 */
export function RatedRules({ turnSeconds, compact = false }: { turnSeconds: number | null; pace?: Pace; compact?: boolean }) {
  const { t } = useTranslation();
  const lines = [
    t('rated.rules.decisions', { count: MIN_RATED_DECISIONS }),
    t('rated.rules.leaving'),
    turnSeconds !== null ? t('rated.rules.clock', { time: returnTime(turnSeconds) }) : t('rated.rules.clockAny'),
    t('rated.rules.coverEnd'),
    ...(compact ? [] : [t('rated.rules.fair', { count: RATED_PAIRINGS_PER_DAY })]),
  ];
  return (
    <section className={`rated-rules${compact ? ' is-compact' : ''}`} aria-label={t('rated.rules.title')}>
      {!compact && <h3>{t('rated.rules.title')}</h3>}
      {lines.map((line) => (compact ? <p key={line} className="small">{line}</p> : null))}
      {!compact && (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A setting's value as a line shows it: a list as "20 / 1", anything else as written. */
function shownValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(shownValue).join(' / ');
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A leaderboard's name in the player's language where this client has words for it, else the server's. */
export function usePoolName(): (pool: { id: string; name: string }) => string {
  useTranslation();
  const { games } = useServices();
  return (pool) => {
    const ui = games.find((g) => g.game.ratingPools?.some((p) => p.id === pool.id));
    if (!ui) return pool.name;
    // The first leaderboard is the game's usual settings: named as the game.
    return ui.game.ratingPools?.[0]?.id === pool.id ? gameName(ui) : (ui.poolName?.(pool.id) ?? pool.name);
  };
}

/** Which leaderboard a table counts on, or every setting that keeps it from any: shown before anyone sits. */
export function TableSettings({ table }: { table: Pick<LiveTable, 'pool' | 'settingsApart'> }) {
  const { t } = useTranslation();
  const poolName = usePoolName();
  const apart = table.settingsApart ?? [];
  if (apart.length === 0) return table.pool ? <p className="small muted">{t('rated.settings.leaderboard', { name: poolName(table.pool) })}</p> : null;
  return (
    <div className="table-settings">
      <p className="small">{t('rated.settings.notStandard')}</p>
      <ul className="small">
        {apart.map((a) => (
          <li key={a.setting}>{t('rated.settings.item', { setting: a.setting, value: shownValue(a.value), standard: shownValue(a.standard) })}</li>
        ))}
      </ul>
    </div>
  );
}
