import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * How this device tells a player that an online match waits for them. Kept per device (not per
 * player): a sound suits a laptop at home, not a phone on a train. Sound and notifications are
 * opt-in; the tab title and icon are on unless switched off.
 */
export interface TurnSignalSettings {
  /** The tab's title and icon say whose move it is. */
  title: boolean;
  /** A short tone when a decision becomes yours. */
  sound: boolean;
  /** A browser notification when a decision becomes yours while the tab is hidden. */
  notify: boolean;
}

export const DEFAULT_TURN_SIGNALS: TurnSignalSettings = { title: true, sound: false, notify: false };

const KEY = 'decktet-table:turn-signals';
const schema = z.object({ title: z.boolean().catch(true), sound: z.boolean().catch(false), notify: z.boolean().catch(false) }).partial();

const listeners = new Set<() => void>();
let cached: { text: string | null; value: TurnSignalSettings } | null = null;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored settings, made safe: anything unreadable falls back to the default. */
export function readTurnSignals(text: string | null): TurnSignalSettings {
  if (text === null) return DEFAULT_TURN_SIGNALS;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? { ...DEFAULT_TURN_SIGNALS, ...parsed.data } : DEFAULT_TURN_SIGNALS;
  } catch {
    return DEFAULT_TURN_SIGNALS;
  }
}

export function getTurnSignals(): TurnSignalSettings {
  const text = storedText();
  if (cached?.text !== text) cached = { text, value: readTurnSignals(text) };
  return cached.value;
}

export function setTurnSignals(change: Partial<TurnSignalSettings>): void {
  const next = { ...getTurnSignals(), ...change };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage may be full or blocked: the choice still holds for this page.
    cached = { text: storedText(), value: next };
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of this browser changed them: every open match follows.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTurnSignalSettings(): TurnSignalSettings {
  return useSyncExternalStore(subscribe, getTurnSignals);
}
