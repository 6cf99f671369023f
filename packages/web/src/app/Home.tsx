import { useState } from 'react';
import { useServices } from './context';
import { navigate, onLinkClick } from './router';
import { SiteHeader } from './SiteHeader';
import { deleteLocalGame, listLocalGames } from '../local/storage';
import { listOnlineSeats } from '../online/tokens';
import { i18n, useTranslation } from '../i18n';
import { gameBlurb, gameName, tableTitle } from '../i18n/games';
import { learnPath } from '../tutorial/available';
import { NameInvite } from '../players/NameInvite';

type T = typeof i18n.t;

function ago(t: T, ms: number): string {
  const m = Math.round((Date.now() - ms) / 60000);
  if (m < 1) return t('home.justNow');
  if (m < 60) return t('home.minutesAgo', { count: m });
  const h = Math.round(m / 60);
  return h < 48 ? t('home.hoursAgo', { count: h }) : t('home.daysAgo', { count: Math.round(h / 24) });
}

/** The first screen: pick a game, resume a saved one, open a replay. */
export function Home() {
  const { t } = useTranslation();
  const { games } = useServices();
  const [saved, setSaved] = useState(listLocalGames);
  const online = listOnlineSeats();
  const nameOf = (id: string, config?: unknown) => {
    const ui = games.find((g) => g.game.id === id);
    return ui ? tableTitle(ui, config) : id;
  };
  return (
    <div className="page home">
      <SiteHeader home />
      <main>
        <div className="hero">
          <h1>Decktet Table</h1>
          <p>{t('home.tagline')}</p>
        </div>
        <NameInvite />
        <section className="game-picker" aria-label={t('home.games')}>
          {games.map((g) => (
            <article key={g.game.id} className="game-tile">
              <h2>{gameName(g)}</h2>
              <p>{gameBlurb(g)}</p>
              <p className="muted">
                {g.game.minSeats === g.game.maxSeats ? t('home.players', { count: g.game.minSeats }) : t('home.playersRange', { min: g.game.minSeats, max: g.game.maxSeats })}
              </p>
              <div className="button-row">
                <a className="button primary" href={`/new/${g.game.id}`} onClick={onLinkClick(`/new/${g.game.id}`)}>
                  {t('home.play', { game: gameName(g) })}
                </a>
                <a className="button" href={`/rules/${g.game.id}`} onClick={onLinkClick(`/rules/${g.game.id}`)}>
                  {t('common.rules')}
                </a>
                {g.tutorial && (
                  <a className="button" href={learnPath(g.game.id)} onClick={onLinkClick(learnPath(g.game.id))}>
                    {t('tutorial.learnToPlay')}
                  </a>
                )}
                {g.workbench && (
                  <a className="button" href="/lab" onClick={onLinkClick('/lab')}>
                    {t('lab.tryIt')}
                  </a>
                )}
              </div>
            </article>
          ))}
        </section>
        {(saved.length > 0 || online.length > 0) && (
          <section aria-labelledby="your-games" className="saved">
            <h2 id="your-games">{t('home.yourGames')}</h2>
            <ul>
              {saved.map((s) => (
                <li key={s.id}>
                  <a href={`/local/${s.id}`} onClick={onLinkClick(`/local/${s.id}`)}>
                    {t('home.savedGame', {
                      game: nameOf(s.game, s.config),
                      players: s.names.join(t('home.versus')),
                      mode: s.mode === 'ai' ? t('home.modeAi') : t('home.modeHotseat'),
                      progress: s.finished ? t('home.finished') : t('home.moves', { count: s.actions.length }),
                    })}
                  </a>{' '}
                  <span className="muted">{ago(t, s.updatedAt)}</span>{' '}
                  <button
                    type="button"
                    className="small"
                    aria-label={t('home.deleteGame', { game: nameOf(s.game, s.config), ago: ago(t, s.updatedAt) })}
                    onClick={() => {
                      deleteLocalGame(s.id);
                      setSaved(listLocalGames());
                    }}
                  >
                    {t('common.delete')}
                  </button>
                </li>
              ))}
              {online.map((o) => (
                <li key={o.match}>
                  <a href={`/match/${o.match}`} onClick={onLinkClick(`/match/${o.match}`)}>
                    {t('home.online', { game: nameOf(o.game), name: o.name })}
                  </a>{' '}
                  <span className="muted">{ago(t, o.joinedAt)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="button-row">
          <button type="button" onClick={() => navigate('/replay')}>
            {t('home.openRecord')}
          </button>
          <button type="button" onClick={() => navigate('/join')}>
            {t('home.joinMatch')}
          </button>
        </div>
      </main>
    </div>
  );
}
