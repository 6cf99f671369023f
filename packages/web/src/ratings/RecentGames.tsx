import type { PlayedGame, PlayerProfile } from '@decktet/protocol';
import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { paceName } from '../lobby/words';
import { dateText, namesText, resultText, useGameName } from './words';

export const replayPath = (match: string) => `/replay/match/${encodeURIComponent(match)}`;
/** The replay opened straight into its review. */
export const reviewPath = (match: string) => `${replayPath(match)}?review=1`;

/** The player's latest finished public games, newest first, each with its replay and review. */
export function RecentGames({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation();
  return (
    <section className="recent-games" aria-labelledby="recent-games-title">
      <h2 id="recent-games-title">{t('ratings.recent.title')}</h2>
      {profile.recentGames.length === 0 ? (
        <p>{t('ratings.recent.none')}</p>
      ) : (
        <ul>
          {profile.recentGames.map((g) => (
            <PlayedGameItem key={g.matchId} game={g} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PlayedGameItem({ game }: { game: PlayedGame }) {
  const { t } = useTranslation();
  const gameName = useGameName()(game.game);
  const opponents = namesText(game.players.filter((p) => p.seat !== game.seat).map((p) => p.name ?? t('ratings.recent.noName')));
  const what = t('ratings.recent.game', { game: gameName, opponents, date: dateText(game.createdAt) });
  return (
    <li className="recent-game">
      <p className="recent-game-head">
        {game.result && (
          <>
            <strong className={`recent-result recent-${game.result}`}>{resultText(game.result)}</strong>{' '}
          </>
        )}
        {t('ratings.recent.against', { game: gameName, opponents })}
      </p>
      <p className="muted small">
        {dateText(game.createdAt, true)} · {paceName(game.pace)} · {game.rated ? t('ratings.recent.rated') : t('ratings.recent.unrated')}
        {/* A rated game's result is the rated one (a forfeit decides it, whatever the board says); an unrated game's is its summary. */}
        {!game.rated && game.summary && ` · ${game.summary}`}
      </p>
      <p className="recent-links">
        <a href={replayPath(game.matchId)} onClick={onLinkClick(replayPath(game.matchId))} aria-label={t('ratings.recent.replayOf', { what })}>
          {t('ratings.recent.replay')}
        </a>
        <a href={reviewPath(game.matchId)} onClick={onLinkClick(reviewPath(game.matchId))} aria-label={t('ratings.recent.reviewOf', { what })}>
          {t('ratings.recent.review')}
        </a>
      </p>
    </li>
  );
}
