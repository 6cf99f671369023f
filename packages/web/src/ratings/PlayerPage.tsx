import type { GameRating, PlayerProfile } from '@decktet/protocol';
import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { SitePage } from '../online/SitePage';
import { Refusal } from '../players/request';
import { playerProfile } from './api';
import { RatingChart } from './RatingChart';
import { RatingHelp, RatingValue } from './RatingValue';
import { RecentGames } from './RecentGames';
import { useFetched } from './useFetched';
import { dateText, useGameName } from './words';
import { usePoolName } from './RatedRules';
import './ratings.css';

/** A player's public page: their rating, its history and record in each game, and their latest games. */
export function PlayerPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const profile = useFetched(() => playerProfile(name), name);
  if (!profile)
    return (
      <SitePage>
        <h1>{name}</h1>
        <p role="status">{t('ratings.loading')}</p>
      </SitePage>
    );
  if (profile.ok) return <Profile profile={profile.value} />;
  if (profile.status === 404) return <UnknownPlayer name={name} />;
  return (
    <SitePage>
      <h1>{name}</h1>
      <Refusal error={profile.error} />
    </SitePage>
  );
}

function UnknownPlayer({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <SitePage>
      <h1>{t('ratings.player.notFound')}</h1>
      <p>{t('ratings.player.notFoundText', { name })}</p>
      <a href="/leaderboard" onClick={onLinkClick('/leaderboard')}>
        {t('ratings.player.toLeaderboard')}
      </a>
    </SitePage>
  );
}

function Profile({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation();
  return (
    <SitePage>
      <h1 className="player-page-name">{profile.name}</h1>
      <p className="muted">{t('ratings.player.since', { date: dateText(profile.createdAt) })}</p>
      {profile.ratings.length === 0 ? (
        <p>{t('ratings.player.noRatings')}</p>
      ) : (
        <>
          <RatingHelp />
          <div className="player-ratings">
            {profile.ratings.map((r) => (
              <GameRatingSection key={r.pool ?? r.game} rating={r} profile={profile} />
            ))}
          </div>
        </>
      )}
      <RecentGames profile={profile} />
    </SitePage>
  );
}

/** One leaderboard's rating, record and rating history (a game's usual one is named as the game). */
function GameRatingSection({ rating, profile }: { rating: GameRating; profile: PlayerProfile }) {
  const { t } = useTranslation();
  const gameName = useGameName()(rating.game);
  const poolName = usePoolName();
  // A leaderboard other than the game's usual one (the Advanced Game) is named as such; its points are its own.
  const pool = rating.pool ?? rating.game;
  const name = rating.pool && rating.pool !== rating.game ? poolName({ id: rating.pool, name: rating.poolName ?? rating.pool }) : gameName;
  const id = `rating-${pool}`;
  return (
    <section className="player-rating" aria-labelledby={id}>
      <h2 id={id}>{name}</h2>
      <dl className="player-rating-facts">
        <dt>{t('ratings.player.rating')}</dt>
        <dd>
          <RatingValue rating={rating} />
        </dd>
        <dt>{t('ratings.player.record')}</dt>
        <dd>{t('ratings.player.recordText', { count: rating.games, wins: rating.wins, losses: rating.losses, draws: rating.draws })}</dd>
      </dl>
      <RatingChart gameName={name} points={profile.history.filter((p) => (p.pool ?? p.game) === pool)} />
    </section>
  );
}
