import type { LiveMatchSummary } from '@decktet/protocol';
import { useTranslation } from '../i18n';
import { Refusal, useRequest } from '../players/request';
import { usePlayerIfKept } from '../players/session';
import { joinTable } from './api';
import { TakeANameFirst } from './fields';
import { RatedRules, TableSettings } from '../ratings/RatedRules';

/**
 * At a lobby table's invite link: a signed-in player takes a seat under their own name (the seats
 * of a rated table are only for them); a guest at a rated table is shown the way to take a name.
 */
export function SeatAtTable({ summary, onJoined }: { summary: LiveMatchSummary; onJoined(token: string, seat: number, name: string): void }) {
  const { t } = useTranslation();
  const state = usePlayerIfKept()?.state;
  const { busy, error, run } = useRequest();
  if (!summary.table) return null;
  if (state?.status !== 'signed-in') {
    return summary.table.rated ? <TakeANameFirst text={t('lobby.seat.ratedGuest')} /> : null;
  }
  const { name } = state.player;
  const { table } = summary;
  return (
    <>
      <TableSettings table={table} />
      {table.rated && <RatedRules turnSeconds={table.pace === 'live' ? summary.turnSeconds : (table.turnHours ?? 0) * 3600} compact />}
      <Refusal error={error} />
      <div className="button-row">
        <button type="button" className="primary" disabled={busy} onClick={() => void run(() => joinTable(summary.id), (reply) => onJoined(reply.token, reply.seat, name))}>
          {t('lobby.seat.asPlayer', { name })}
        </button>
      </div>
    </>
  );
}
