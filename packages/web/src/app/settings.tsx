import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { PlaySettings } from '../play/types';
import { SETTINGS_KEY, loadJson, saveJson } from '../local/storage';

export const DEFAULT_SETTINGS: PlaySettings = { autoPassReactions: {}, reducedMotion: false };

/**
 * Auto-pass as stored. It was once one switch for every game (a boolean), turned on in a local
 * game: it carries over to the local modes only, never into an online game.
 */
function autoPassOf(stored: unknown): PlaySettings['autoPassReactions'] {
  if (stored === true) return { ai: true, hotseat: true };
  const out: PlaySettings['autoPassReactions'] = {};
  if (typeof stored !== 'object' || stored === null) return out;
  for (const mode of ['ai', 'hotseat'] as const) {
    const on = (stored as Record<string, unknown>)[mode];
    if (typeof on === 'boolean') out[mode] = on;
  }
  return out;
}

/** Settings as stored in the browser, made safe (anything unreadable falls back to the default). */
export function readSettings(stored: Record<string, unknown>): PlaySettings {
  return { autoPassReactions: autoPassOf(stored.autoPassReactions), reducedMotion: stored.reducedMotion === true };
}

interface SettingsContextValue {
  settings: PlaySettings;
  update(change: Partial<PlaySettings>): void;
}

const SettingsContext = createContext<SettingsContextValue>({ settings: DEFAULT_SETTINGS, update: () => {} });

export function SettingsProvider({ children, initial }: { children: React.ReactNode; initial?: PlaySettings }) {
  const [settings, setSettings] = useState<PlaySettings>(() => initial ?? readSettings(loadJson<Record<string, unknown>>(SETTINGS_KEY, {})));
  const update = useCallback((change: Partial<PlaySettings>) => {
    setSettings((s) => {
      const next = { ...s, ...change };
      saveJson(SETTINGS_KEY, next);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  return useContext(SettingsContext);
}
