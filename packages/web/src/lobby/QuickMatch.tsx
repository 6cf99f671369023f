import { useState } from 'react';
import type { LiveMatchSummary, Pace } from '@decktet/protocol';
import { useServices } from '../app/context';
import { useTranslation } from '../i18n';
import { Refusal, useRequest } from '../players/request';
import { usePlayer } from '../players/session';
import { quickMatch } from './api';
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
  const [table, setTable] = useState<string | null>(null);
  const { busy, error, run } = useRequest();
  const waiting = useWaitingTables().find((w) => w.id === table);
  if (player.status !== 'signed-in') return null;
  const name = player.player.name;
  return (
    <section className="lobby-quick" aria-labelledby="quick-match">
      <h2 id="quick-match">{t('lobby.quick.title')}</h2>
      <p className="small">{t('lobby.quick.text')}</p>
      <div className="lobby-filters">
        <GameSelect value={game} onChange={setGame} />
        <PaceSelect<Pace> value={pace} onChange={setPace} />
        <button
          type="button"
          className="primary"
          disabled={busy || !game || waiting !== undefined}
          onClick={() =>
            void run(
              () => quickMatch(game, pace),
              (reply) => {
                if (takeSeat(reply, name)) return;
                waitAt(reply.match);
                setTable(reply.match.id);
              },
            )
          }
        >
          {t('lobby.quick.button')}
        </button>
      </div>
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
