import { useServices } from '../app/context';
import { navigate, onLinkClick, usePath } from '../app/router';
import { useTranslation } from '../i18n';
import { SitePage } from '../online/SitePage';
import { findOnlineSeat } from '../online/tokens';
import { usePlayer } from '../players/session';
import { type FeedConnection, type TableRemoved, useLobbyFeed } from './feed';
import { type LobbyFilters, OTHER_SETTINGS, filtersOf, showFilters } from './filters';
import { useOlderTables } from './older';
import { QuickMatch } from './QuickMatch';
import { matchPath } from './seats';
import { type LobbyTable, TableCard } from './TableCard';
import { GameSelect, PaceSelect, TakeANameFirst } from './fields';
import { stopWaiting, useFollowUnlisted, useWaitingTables } from './waiting';
import { usePoolName } from '../ratings/RatedRules';
import './lobby.css';

/**
 * The lobby: the open public tables, live and newest first, filtered by game and pace (kept in
 * the URL), older ones a page at a time on request; Quick
 * match; the way to create a table. A table this browser sits at that starts takes it to its match.
 */
export function LobbyPage() {
  const { t } = useTranslation();
  const path = usePath();
  const { games } = useServices();
  const filters = filtersOf(path.includes('?') ? path.slice(path.indexOf('?')) : '', games.map((g) => g.game.id));
  const { state: player } = usePlayer();
  const waiting = useWaitingTables();
  // A table this browser holds a seat at (made, joined or found here, or its token kept from before).
  const sitsAt = (table: string) => waiting.some((w) => w.id === table) || findOnlineSeat(table) !== undefined;
  const onRemoved = (removed: TableRemoved) => {
    const sitting = sitsAt(removed.id);
    stopWaiting(removed.id);
    if (sitting && removed.reason === 'started') navigate(matchPath(removed.id));
  };
  const feed = useLobbyFeed(filters, onRemoved);
  useFollowUnlisted(feed.tables.map((table) => table.id));
  const older = useOlderTables(filters, feed.next);
  // Newest first: the feed's list (live), then older tables as far as the player asked for them.
  const listed = [...feed.tables, ...older.tables.filter((o) => !feed.tables.some((t) => t.id === o.id))];
  const tables = listed.filter((table): table is LobbyTable => table.table !== undefined);
  const signedIn = player.status === 'signed-in';
  return (
    <SitePage>
      <h1>{t('lobby.title')}</h1>
      <p>{t('lobby.intro')}</p>
      {player.status === 'guest' && <TakeANameFirst text={t('lobby.guest.text')} />}
      {signedIn && (
        <div className="lobby-actions">
          <a className="button primary" href="/lobby/new" onClick={onLinkClick('/lobby/new')}>
            {t('lobby.create.link')}
          </a>
          <QuickMatch filters={filters} />
        </div>
      )}
      <section aria-labelledby="lobby-tables">
        <h2 id="lobby-tables">{t('lobby.tables')}</h2>
        <Filters filters={filters} />
        <ConnectionLine connection={feed.connection} />
        {feed.loaded && tables.length === 0 && <p>{t('lobby.empty')}</p>}
        <ul className="lobby-list">
          {tables.map((table) => (
            <TableCard key={table.id} summary={table} player={player} seated={sitsAt(table.id)} />
          ))}
        </ul>
        {older.more && (
          <button type="button" className="button" onClick={older.showMore} disabled={older.loading}>
            {older.loading ? t('lobby.older.loading') : t('lobby.older.show')}
          </button>
        )}
        {older.problem && <p role="alert">{t('lobby.older.failed', { problem: older.problem })}</p>}
      </section>
    </SitePage>
  );
}

/** The filters: a game, a pace; each change is kept in the URL at once. */
function Filters({ filters }: { filters: LobbyFilters }) {
  const { t } = useTranslation();
  return (
    <div className="lobby-filters" role="group" aria-label={t('lobby.filters.label')}>
      <GameSelect anyGame value={filters.game ?? ''} onChange={(game) => showFilters({ ...filters, game: game || undefined })} />
      <PaceSelect anyPace value={filters.pace} onChange={(pace) => showFilters({ ...filters, pace })} />
      <VariantSelect filters={filters} />
    </div>
  );
}

/** The variant filter: every leaderboard of the games shown (its standard settings), or other settings (never rated). */
function VariantSelect({ filters }: { filters: LobbyFilters }) {
  const { t } = useTranslation();
  const { games } = useServices();
  const poolName = usePoolName();
  const pools = games.filter((g) => !filters.game || g.game.id === filters.game).flatMap((g) => g.game.ratingPools ?? []);
  return (
    <label>
      {t('rated.settings.variant')}{' '}
      <select value={filters.variant ?? ''} onChange={(e) => showFilters({ ...filters, variant: e.target.value || undefined })}>
        <option value="">{t('rated.settings.anyVariant')}</option>
        {pools.map((p) => (
          <option key={p.id} value={p.id}>
            {poolName(p)}
          </option>
        ))}
        <option value={OTHER_SETTINGS}>{t('rated.settings.other')}</option>
      </select>
    </label>
  );
}

/** Whether the list is live: said plainly, and announced when it changes. */
function ConnectionLine({ connection }: { connection: FeedConnection }) {
  const { t } = useTranslation();
  const words = { connecting: t('lobby.connection.connecting'), open: t('lobby.connection.open'), offline: t('lobby.connection.offline') }[connection];
  return (
    <p role="status" className={`lobby-connection is-${connection}`}>
      {words}
    </p>
  );
}
