import { useState } from 'react';
import type { LiveJoinReply, LiveMatchSummary, Pace } from '@decktet/protocol';
import { useServices } from '../app/context';
import { useTranslation } from '../i18n';
import { Refusal, useRequest } from '../players/request';
import { usePlayer } from '../players/session';
import { joinTable, quickMatch, quickMatchPreview } from './api';
import { RatedRules, TableSettings, usePoolName } from '../ratings/RatedRules';
import type { LobbyFilters } from './filters';
import { takeSeat } from './seats';
import { CancelTable, useTableGame } from './TableCard';
import { useWaitingTables, waitAt } from './waiting';
import { GameSelect, PaceSelect } from './fields';

/**
 * Quick match: a seat at the longest waiting rated table of the chosen game and pace, or a new
 * table of the player's own. A table that starts takes the player to the match; one that waits
 * says so, with the way to call it off.
 */
export function QuickMatch({ filters }: { filters: LobbyFilters }) {
  const { t } = useTranslation();
  const { games } = useServices();
  const { state: player } = usePlayer();
  const [game, setGame] = useState(filters.game ?? games[0]?.game.id ?? '');
  const [pace, setPace] = useState<Pace>(filters.pace ?? 'live');
  const poolName = usePoolName();
  const [table, setTable] = useState<string | null>(null);
  const [chosenPool, setPool] = useState<string>('');
  const [anySettings, setAnySettings] = useState(false);
  const [offered, setOffered] = useState<LiveMatchSummary | null>(null);
  const { busy, error, run } = useRequest();
  const waiting = useWaitingTables().find((w) => w.id === table);
  const pools = games.find((g) => g.game.id === game)?.game.ratingPools ?? [];
  const pool = pools.some((p) => p.id === chosenPool) ? chosenPool : (pools[0]?.id ?? '');
  if (player.status !== 'signed-in') return null;
  const name = player.player.name;
  const seated = (reply: LiveJoinReply) => {
    setOffered(null);
    if (takeSeat(reply, name)) return;
    waitAt(reply.match);
    setTable(reply.match.id);
  };
  const options = { ...(pool ? { pool } : {}), anySettings };
  const start = () =>
    void run(
      () => (anySettings ? quickMatchPreview(game, pace, options) : Promise.resolve({ ok: true as const, value: { match: null } })),
      (preview) => {
        // A table with other settings is shown, every setting that differs, before the player sits.
        if (preview.match && (preview.match.table?.settingsApart?.length ?? 0) > 0) return setOffered(preview.match);
        void run(() => quickMatch(game, pace, options), seated);
      },
    );
  return (
    <section className="lobby-quick" aria-labelledby="quick-match">
      <h2 id="quick-match">{t('lobby.quick.title')}</h2>
      <p className="small">{t('lobby.quick.text')}</p>
      <div className="lobby-filters">
        <GameSelect value={game} onChange={setGame} />
        <PaceSelect<Pace> value={pace} onChange={setPace} />
        {pools.length > 1 && (
          <label>
            {t('rated.quick.pool')}{' '}
            <select value={pool} onChange={(e) => setPool(e.target.value)}>
              {pools.map((p) => (
                <option key={p.id} value={p.id}>
                  {poolName(p)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="choice">
          <input type="checkbox" checked={anySettings} onChange={(e) => setAnySettings(e.target.checked)} /> {t('rated.quick.anySettings')}
        </label>
        <button type="button" className="primary" disabled={busy || !game || waiting !== undefined || offered !== null} onClick={start}>
          {t('lobby.quick.button')}
        </button>
      </div>
      <RatedRules turnSeconds={null} compact />
      {offered?.table && (
        <div className="lobby-confirm" role="group" aria-label={t('rated.quick.previewTitle')}>
          <p>
            <b>{t('rated.quick.previewTitle')}</b>
          </p>
          <TableSettings table={offered.table} />
          <div className="button-row">
            <button type="button" className="primary" disabled={busy} onClick={() => void run(() => joinTable(offered.id), seated)}>
              {t('rated.quick.joinIt')}
            </button>
            <button type="button" onClick={() => setOffered(null)}>
              {t('rated.quick.notThis')}
            </button>
          </div>
        </div>
      )}
      <Refusal error={error} />
      {waiting && <QuickWaiting summary={waiting} name={name} />}
    </section>
  );
}

function QuickWaiting({ summary, name }: { summary: LiveMatchSummary; name: string }) {
  const { t } = useTranslation();
  const game = useTableGame(summary);
  return (
    <div className="lobby-waiting">
      <p role="status">{t('lobby.quick.waiting', { game })}</p>
      {summary.table?.creator === name && <CancelTable summary={summary} game={game} />}
    </div>
  );
}
