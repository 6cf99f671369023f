import type { LeaderboardReply, LiveGameInfo } from '@decktet/protocol';
import { onLinkClick, usePath } from '../app/router';
import { useTranslation } from '../i18n';
import { SitePage } from '../online/SitePage';
import { Refusal } from '../players/request';
import { leaderboard, serverGames } from './api';
import { PlayerLink } from './PlayerLink';
import { RatingHelp, RatingValue } from './RatingValue';
import { useFetched } from './useFetched';
import { useGameName } from './words';
import { usePoolName } from './RatedRules';
import './ratings.css';

const leaderboardPath = (game: string, pool?: string) => `/leaderboard?${new URLSearchParams({ game, ...(pool ? { pool } : {}) })}`;

/** The leaderboard of each game the server offers (`?game=` picks one; the first by default). */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const path = usePath();
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const asked = query.get('game');
  const pool = query.get('pool') ?? undefined;
  const games = useFetched(serverGames, 'games');
  const list = games?.ok ? games.value.games : [];
  const game = asked ?? list[0]?.id ?? null;

  return (
    <SitePage>
      <h1>{t('ratings.leaderboard.title')}</h1>
      {games === null && <p role="status">{t('ratings.loading')}</p>}
      {games?.ok === false && <Refusal error={games.error} />}
      {games?.ok && list.length === 0 && <p>{t('ratings.leaderboard.noGames')}</p>}
      {list.length > 0 && <GamePicker games={list} current={game} />}
      {game !== null && games?.ok && <Board key={`${game}/${pool ?? ''}`} game={game} pool={pool} serverName={list.find((g) => g.id === game)?.name} />}
    </SitePage>
  );
}

/** One link per game; the game on show is the current one. */
function GamePicker({ games, current }: { games: readonly LiveGameInfo[]; current: string | null }) {
  const { t } = useTranslation();
  const nameOf = useGameName();
  return (
    <nav className="rating-games" aria-label={t('ratings.leaderboard.games')}>
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            <a href={leaderboardPath(g.id)} onClick={onLinkClick(leaderboardPath(g.id))} aria-current={g.id === current ? 'page' : undefined}>
              {nameOf(g.id, g.name)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A game's ranked players, as the server ranks them. */
function Board({ game, pool, serverName }: { game: string; pool?: string; serverName?: string }) {
  const { t } = useTranslation();
  const gameName = useGameName()(game, serverName);
  const poolName = usePoolName();
  const board = useFetched(() => leaderboard(game, pool), `${game}/${pool ?? ''}`);
  if (!board) return <p role="status">{t('ratings.loading')}</p>;
  if (!board.ok) return <Refusal error={board.error} />;
  const shown = board.value.pool;
  // The first leaderboard is the game's own (its usual settings): named as the game.
  const name = shown && board.value.pools && shown.id !== board.value.pools[0]?.id ? poolName(shown) : gameName;
  const picker = board.value.pools && board.value.pools.length > 1 && (
    <nav className="rating-games rating-pools" aria-label={t('rated.quick.pool')}>
      <ul>
        {board.value.pools.map((p, i) => (
          <li key={p.id}>
            <a href={leaderboardPath(game, i === 0 ? undefined : p.id)} onClick={onLinkClick(leaderboardPath(game, i === 0 ? undefined : p.id))} aria-current={p.id === shown?.id ? 'page' : undefined}>
              {i === 0 ? gameName : poolName(p)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (board.value.entries.length === 0)
    return (
      <section className="rating-board" aria-label={name}>
        {picker}
        <p>{t('ratings.leaderboard.empty', { game: name })}</p>
        <p className="muted">{t('ratings.leaderboard.emptyHow')}</p>
      </section>
    );
  return (
    <>
      {picker}
      <Ranking board={board.value} name={name} />
    </>
  );
}

function Ranking({ board, name }: { board: LeaderboardReply; name: string }) {
  const { t } = useTranslation();
  // Each a column of its own on a wide screen; on a phone one column says won–lost–drawn.
  const counts = [
    { key: 'games', label: t('ratings.leaderboard.played') },
    { key: 'wins', label: t('ratings.leaderboard.won') },
    { key: 'losses', label: t('ratings.leaderboard.lost') },
    { key: 'draws', label: t('ratings.leaderboard.drawn') },
  ] as const;
  return (
    <section className="rating-board" aria-label={name}>
      <RatingHelp />
      <table className="rating-table">
        <caption>{t('ratings.leaderboard.caption', { game: name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ratings.leaderboard.rank')}</th>
            <th scope="col">{t('ratings.leaderboard.player')}</th>
            <th scope="col">{t('ratings.leaderboard.rating')}</th>
            {counts.map((c) => (
              <th key={c.key} scope="col" className="num wide-only">
                {c.label}
              </th>
            ))}
            <th scope="col" className="num narrow-only">
              <span aria-hidden="true">{t('ratings.leaderboard.recordShort')}</span>
              <span className="visually-hidden">{t('ratings.leaderboard.record')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((e) => (
            <tr key={e.name}>
              <td className="num">{e.rank}</td>
              <th scope="row">
                <PlayerLink name={e.name} />
              </th>
              <td>
                <RatingValue rating={e} />
              </td>
              {counts.map((c) => (
                <td key={c.key} className="num wide-only">
                  {e[c.key]}
                </td>
              ))}
              <td className="num narrow-only">{t('ratings.leaderboard.recordCell', { wins: e.wins, losses: e.losses, draws: e.draws })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {board.total > board.entries.length && <p className="muted">{t('ratings.leaderboard.more', { shown: board.entries.length, total: board.total })}</p>}
    </section>
  );
}
