import { useState } from 'react';
import { useServices } from './context';
import { navigate, onLinkClick } from './router';
import { deleteLocalGame, listLocalGames } from '../local/storage';
import { listOnlineSeats } from '../online/tokens';

function ago(ms: number): string {
  const m = Math.round((Date.now() - ms) / 60000);
  if (m < 1) return 'just now';
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  return h < 48 ? `${h} h ago` : `${Math.round(h / 24)} days ago`;
}

/** The first screen: pick a game, resume a saved one, open a replay. */
export function Home() {
  const { games } = useServices();
  const [saved, setSaved] = useState(listLocalGames);
  const online = listOnlineSeats();
  const nameOf = (id: string) => games.find((g) => g.game.id === id)?.game.name ?? id;
  return (
    <div className="page home">
      <header className="hero">
        <h1>Decktet Table</h1>
        <p>Two card games for the Decktet, against the computer, with a friend on this device, or online.</p>
      </header>
      <section className="game-picker" aria-label="Games">
        {games.map((g) => (
          <article key={g.game.id} className="game-tile">
            <h2>{g.game.name}</h2>
            <p>{g.blurb}</p>
            <p className="muted">
              {g.game.minSeats === g.game.maxSeats ? `${g.game.minSeats} players` : `${g.game.minSeats}–${g.game.maxSeats} players`}
            </p>
            <div className="button-row">
              <a className="button primary" href={`/new/${g.game.id}`} onClick={onLinkClick(`/new/${g.game.id}`)}>
                Play {g.game.name}
              </a>
              <a className="button" href={`/rules/${g.game.id}`} onClick={onLinkClick(`/rules/${g.game.id}`)}>
                Rules
              </a>
            </div>
          </article>
        ))}
      </section>
      {(saved.length > 0 || online.length > 0) && (
        <section aria-label="Your games" className="saved">
          <h2>Your games</h2>
          <ul>
            {saved.map((s) => (
              <li key={s.id}>
                <a href={`/local/${s.id}`} onClick={onLinkClick(`/local/${s.id}`)}>
                  {nameOf(s.game)}: {s.names.join(' vs ')} ({s.mode === 'ai' ? 'against the AI' : 'hotseat'}, {s.finished ? 'finished' : `${s.actions.length} moves`})
                </a>{' '}
                <span className="muted">{ago(s.updatedAt)}</span>{' '}
                <button
                  type="button"
                  className="small"
                  aria-label={`Delete ${nameOf(s.game)} game of ${ago(s.updatedAt)}`}
                  onClick={() => {
                    deleteLocalGame(s.id);
                    setSaved(listLocalGames());
                  }}
                >
                  Delete
                </button>
              </li>
            ))}
            {online.map((o) => (
              <li key={o.match}>
                <a href={`/match/${o.match}`} onClick={onLinkClick(`/match/${o.match}`)}>
                  Online: {nameOf(o.game)} as {o.name}
                </a>{' '}
                <span className="muted">{ago(o.joinedAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="button-row">
        <button type="button" onClick={() => navigate('/replay')}>
          Open a game record
        </button>
        <button type="button" onClick={() => navigate('/join')}>
          Join an online match
        </button>
      </section>
    </div>
  );
}
