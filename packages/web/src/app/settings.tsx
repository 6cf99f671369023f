import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { PlaySettings } from '../play/types';
import { SETTINGS_KEY, loadJson, saveJson } from '../local/storage';

export const DEFAULT_SETTINGS: PlaySettings = { autoPassReactions: false, reducedMotion: false };

interface SettingsContextValue {
  settings: PlaySettings;
  update(change: Partial<PlaySettings>): void;
}

const SettingsContext = createContext<SettingsContextValue>({ settings: DEFAULT_SETTINGS, update: () => {} });

export function SettingsProvider({ children, initial }: { children: React.ReactNode; initial?: PlaySettings }) {
  const [settings, setSettings] = useState<PlaySettings>(() => initial ?? loadJson(SETTINGS_KEY, DEFAULT_SETTINGS));
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
