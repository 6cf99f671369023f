import { useEffect, useState } from 'react';
import { i18n } from '../i18n';
import { unitList, unitWords } from './words';

/**
 * The turn clock as a client shows it. The server's deadlines are the truth; a client only
 * counts down to them on its own clock, corrected by how far it is off the server's (`offsetMs`:
 * the server's `now` minus this device's clock when the message arrived).
 */
export function remainingMs(deadline: number, offsetMs: number, clientNow: number): number {
  return Math.max(0, deadline - (clientNow + offsetMs));
}

/** "0:07", "1:30", "10:00", "1:00:00" — whole seconds, rounded up so 0:00 means the time is out. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "1 minute, 30 seconds", "1 minuto y 30 segundos" — how a screen reader hears the clock (read on demand, never announced each second). */
export function spokenCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [minutes > 0 ? unitWords(minutes, 'minute') : '', seconds > 0 || minutes === 0 ? unitWords(seconds, 'second') : ''];
  return unitList(parts.filter(Boolean));
}

/** The choices offered when creating an online match, in seconds (null: no clock). */
export const TURN_CLOCK_CHOICES: readonly (number | null)[] = [30, 60, 90, 180, 600, null];

/** "90 seconds", "3 minutes", "No clock": a choice as the set-up form names it. */
export function clockChoiceLabel(seconds: number | null): string {
  if (seconds === null) return i18n.t('online.clock.none');
  return seconds % 60 === 0 ? unitWords(seconds / 60, 'minute') : unitWords(seconds, 'second');
}

/** This device's time, refreshed every `everyMs` while `running` (a countdown on screen), else left alone. */
export function useNow(running: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
