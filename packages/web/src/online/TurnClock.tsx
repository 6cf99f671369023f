import { Timer } from 'lucide-react';
import { useTranslation } from '../i18n';
import { formatCountdown, remainingMs, spokenCountdown, useNow } from './clock';

/**
 * The time left for a decision, counting down each second; red in its last ten seconds. `echo`:
 * a copy inside a live region (the header's status), hidden from screen readers so that they do
 * not hear every second; the seat's own clock is the one they read.
 */
export function TurnClock({ deadline, offsetMs, echo = false }: { deadline: number; offsetMs: number; echo?: boolean }) {
  const { t } = useTranslation();
  const left = remainingMs(deadline, offsetMs, useNow(true));
  const className = `turn-clock${left <= 10_000 ? ' is-short' : ''}`;
  if (echo)
    return (
      <span className={className} aria-hidden>
        <Timer size={14} aria-hidden /> {formatCountdown(left)}
      </span>
    );
  return (
    <span className={className} role="timer" aria-label={t('online.clock.left', { time: spokenCountdown(left) })}>
      <Timer size={14} aria-hidden /> {formatCountdown(left)}
    </span>
  );
}
