import { useState } from 'react';
import { useSettings } from '../../app/settings';
import { useTranslation } from '../../i18n';
import type { PlayMode } from '../../play/types';

export interface AutoPass {
  on: boolean;
  set(on: boolean): void;
  /** Where the setting holds, for its label: "in games against the computer". */
  scope: string;
  /** False online: each online game starts with auto-pass off, and it is not remembered. */
  remembered: boolean;
}

/**
 * The auto-pass setting for reaction windows (DR-16) as it applies to this game. Local modes
 * remember it each on its own; an online game (or a table told no mode) keeps it for itself only,
 * starting off, so a choice made in a local game never silently passes windows online.
 */
export function useAutoPass(mode: PlayMode | undefined): AutoPass {
  const { t } = useTranslation();
  const { settings, update } = useSettings();
  const [thisGame, setThisGame] = useState(false);
  if (mode === 'ai' || mode === 'hotseat') {
    return {
      on: settings.autoPassReactions[mode] === true,
      set: (on) => update({ autoPassReactions: { ...settings.autoPassReactions, [mode]: on } }),
      scope: mode === 'ai' ? t('table.autoPass.scope.ai') : t('table.autoPass.scope.hotseat'),
      remembered: true,
    };
  }
  return { on: thisGame, set: setThisGame, scope: t('table.autoPass.scope.online'), remembered: false };
}
