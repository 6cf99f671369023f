import { useEffect, useState } from 'react';
import type { LiveMatchState, MatchRating } from '@decktet/protocol';
import { MIN_RATED_DECISIONS, RATED_PAIRINGS_PER_DAY } from '@decktet/protocol';
import type { ApiResult } from '../online/api';
import { useTranslation } from '../i18n';
import { matchRating } from './api';
import { usePoolName } from './RatedRules';

/** How often, and how many times, the end screen asks again while the rated result is still being decided. */
const PENDING_RETRY_MS = 1000;
const PENDING_TRIES = 20;

/**
 * The match's rated result, asked again while it is pending (the server applies it a moment after
 * the end); never asked for an unrated match (`match` null), which has none.
 */
function useMatchRating(match: string | null): ApiResult<MatchRating> | null {
  const [rating, setRating] = useState<ApiResult<MatchRating> | null>(null);
  useEffect(() => {
    if (match === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (tries: number) =>
      void matchRating(match).then((r) => {
        if (!live) return;
        setRating(r);
        if (r.ok && r.value.status === 'pending' && tries > 1) timer = setTimeout(() => ask(tries - 1), PENDING_RETRY_MS);
      });
    ask(PENDING_TRIES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [match]);
  return rating;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);

/**
 * The game-over panel's rated result: each player's result and rating change on the leaderboard,
 * and — where the rating's result differs from the board's — why (docs/ratings.md). An unrated
 * game shows nothing; a rated one without a result says why none counted.
 */
export function RatedResult({ state, names }: { state: LiveMatchState; names: readonly string[] }) {
  const { t } = useTranslation();
  const rating = useMatchRating(state.rated ? state.match : null);
  const poolName = usePoolName();
  if (!state.rated || !rating?.ok) return null;
  const r = rating.value;
  const why: Record<Exclude<MatchRating['status'], 'rated'>, string> = {
    unrated: t('rated.result.unrated'),
    pending: t('rated.result.pending'),
    aborted: t('rated.result.aborted', { count: MIN_RATED_DECISIONS }),
    repeated: t('rated.result.repeated', { count: RATED_PAIRINGS_PER_DAY }),
    linked: t('rated.result.linked'),
    'not-standard': t('rated.result.notStandard'),
  };
  return (
    <section className="rated-result" aria-label={t('rated.result.title', { pool: r.pool ? poolName(r.pool) : '' })}>
      <h3>{t('rated.result.title', { pool: r.pool ? poolName(r.pool) : '' })}</h3>
      {r.status !== 'rated' ? (
        <p role="status">{why[r.status]}</p>
      ) : (
        <ul>
          {r.seats.map((s) => {
            const name = names[s.seat] ?? s.name ?? '';
            const board = state.outcome?.results[s.seat];
            const change = Math.round(s.rating) - Math.round(s.before);
            return (
              <li key={s.seat} data-seat={s.seat}>
                {t('rated.result.seat', { name, result: { win: t('rated.result.win'), loss: t('rated.result.loss'), draw: t('rated.result.draw') }[s.result], before: Math.round(s.before), after: Math.round(s.rating), change: signed(change) })}
                {/* Said once, on the line of the seat that lost by it: the other's line differs from the board for the same reason. */}
                {board !== undefined && board !== s.result && s.result === 'loss' && (
                  <span className="rated-why">
                    {' '}
                    {s.forfeit === 'left' ? t('rated.result.forfeitLeft', { name }) : state.seats[s.seat]?.forfeit === 'clock' ? t('rated.result.forfeitClock', { name }) : t('rated.result.coverEnd', { name })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
