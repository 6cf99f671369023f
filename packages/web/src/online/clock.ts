import { useEffect, useState } from 'react';

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

/** "1 minute 30 seconds" — how a screen reader hears the clock (read on demand, never announced each second). */
export function spokenCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const parts = [minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '', seconds > 0 || minutes === 0 ? `${seconds} second${seconds === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** The choices offered when creating an online match, in seconds (null: no clock). */
export const TURN_CLOCK_CHOICES: readonly { seconds: number | null; label: string }[] = [
  { seconds: 30, label: '30 seconds' },
  { seconds: 60, label: '1 minute' },
  { seconds: 90, label: '90 seconds' },
  { seconds: 180, label: '3 minutes' },
  { seconds: 600, label: '10 minutes' },
  { seconds: null, label: 'No clock' },
];

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
