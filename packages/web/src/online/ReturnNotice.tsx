import type { LiveMatchState } from '@decktet/protocol';
import { useTranslation } from '../i18n';
import { TurnClock } from './TurnClock';

/**
 * In a rated game, what a timeout means while it happens: a covered player's return deadline
 * counting down (theirs, or another's), and a result already lost by not returning in time or by
 * leaving — said to everyone at the table, the player first.
 */
export function ReturnNotice({ state, names, clockOffsetMs }: { state: LiveMatchState; names: readonly string[]; clockOffsetMs: number }) {
  const { t } = useTranslation();
  if (!state.rated || state.outcome) return null;
  const lines = state.seats.flatMap((s): { seat: number; text: string; returnBy: number | null }[] => {
    const mine = s.seat === state.seat;
    const name = names[s.seat] ?? '';
    if (s.forfeit === 'clock') return [{ seat: s.seat, text: mine ? t('rated.cover.forfeitMine') : t('rated.cover.forfeitOther', { name }), returnBy: null }];
    if (s.cover?.reason === 'left' && !mine) return [{ seat: s.seat, text: t('rated.cover.leftOther', { name }), returnBy: null }];
    if (s.cover?.reason === 'clock' && s.cover.returnBy) return [{ seat: s.seat, text: mine ? t('rated.cover.mine') : t('rated.cover.other', { name }), returnBy: s.cover.returnBy }];
    return [];
  });
  if (lines.length === 0) return null;
  return (
    <div className="return-notice" role="status">
      {lines.map((line) => (
        <p key={line.seat} data-seat={line.seat}>
          {line.text}
          {line.returnBy !== null && (
            <>
              {' '}
              <TurnClock deadline={line.returnBy} offsetMs={clockOffsetMs} />
            </>
          )}
        </p>
      ))}
    </div>
  );
}
