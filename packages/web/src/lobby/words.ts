import type { LiveTable, Pace } from '@decktet/protocol';
import { i18n } from '../i18n';
import { clockChoiceLabel } from '../online/clock';
import { unitWords } from '../online/words';

/** "Live, 90 seconds per decision", "Turn-based, 24 hours per decision": a table's pace and clock. */
export function paceWords(table: LiveTable, turnSeconds: number | null): string {
  if (table.pace === 'turn-based') return i18n.t('lobby.pace.turnBasedHours', { hours: unitWords(table.turnHours ?? 0, 'hour') });
  return turnSeconds === null ? i18n.t('lobby.pace.liveNoClock') : i18n.t('lobby.pace.liveClock', { time: clockChoiceLabel(turnSeconds) });
}

/** A pace as a filter or a choice names it. */
export function paceName(pace: Pace): string {
  return pace === 'live' ? i18n.t('lobby.pace.live') : i18n.t('lobby.pace.turnBased');
}
