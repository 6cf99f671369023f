import { useEffect, useState } from 'react';
import { type LiveMatchSummary, PLAYER_NAME_MAX, checkPlayerName } from '@decktet/protocol';
import { navigate, onLinkClick } from '../app/router';
import { getMatch, joinMatch } from './api';
import { LiveMatch } from './LiveTable';
import { findOnlineSeat, rememberOnlineSeat } from './tokens';

/** An online match: joins an open seat, plays a held seat, or watches. */
export function OnlineMatchPage({ match, spectate }: { match: string; spectate: boolean }) {
  const [held, setHeld] = useState(() => findOnlineSeat(match));
  const [summary, setSummary] = useState<LiveMatchSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chose, setWatch] = useState(false);
  const watch = spectate || chose;

  useEffect(() => {
    if (held || watch) return;
    void getMatch(match).then((r) => (r.ok ? setSummary(r.value) : setError(r.error)));
  }, [match, held, watch]);

  if (held && !watch) return <LiveMatch match={match} token={held.token} onLeft={() => setHeld(undefined)} />;
  if (watch) return <LiveMatch match={match} />;
  if (error)
    return (
      <div className="page">
        <p className="error" role="alert">
          {error}
        </p>
        <a href="/" onClick={onLinkClick('/')}>
          Back to the start
        </a>
      </div>
    );
  if (!summary) return <p className="page">Looking for the match…</p>;
  if (summary.status === 'damaged') return <DamagedMatch summary={summary} />;
  const open = summary.seats.some((s) => s.kind === 'human' && !s.taken);
  if (!open) return <LiveMatch match={match} />;
  return (
    <JoinForm
      summary={summary}
      onJoined={(token, seat, name) => {
        rememberOnlineSeat({ match, game: summary.game, token, seat, name, joinedAt: Date.now() });
        setHeld(findOnlineSeat(match));
      }}
      onWatch={() => setWatch(true)}
    />
  );
}

/** A match the server cannot play (its stored record is damaged): said plainly, nothing to join or watch. */
function DamagedMatch({ summary }: { summary: LiveMatchSummary }) {
  return (
    <div className="page">
      <h1>This match of {summary.gameName} cannot be played</h1>
      <p className="error" role="alert">
        The server found its stored record damaged{summary.damage ? ` (${summary.damage})` : ''}, so it is neither played nor shown until the server's operator repairs it.
      </p>
      <a href="/" onClick={onLinkClick('/')}>
        Back to the start
      </a>
    </div>
  );
}

function JoinForm({ summary, onJoined, onWatch }: { summary: LiveMatchSummary; onJoined(token: string, seat: number, name: string): void; onWatch(): void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's own name rule, checked while typing; a blank name joins as "Guest".
  const check = name.trim() === '' ? null : checkPlayerName(name);
  const chosen = check?.ok ? check.name : 'Guest';
  const taken = summary.seats.filter((s) => s.taken && s.name).map((s) => s.name);
  return (
    <div className="page">
      <h1>Join a match of {summary.gameName}</h1>
      {taken.length > 0 && <p>Already seated: {taken.join(', ')}.</p>}
      <form
        className="setup"
        onSubmit={async (e) => {
          e.preventDefault();
          if (check && !check.ok) return;
          setBusy(true);
          const r = await joinMatch(summary.id, chosen);
          setBusy(false);
          if (r.ok) onJoined(r.value.token, r.value.seat, chosen);
          else setError(r.error);
        }}
      >
        <label>
          Your name <input value={name} maxLength={PLAYER_NAME_MAX} autoFocus aria-invalid={check && !check.ok ? true : undefined} onChange={(e) => setName(e.target.value)} />
        </label>
        {check && !check.ok && (
          <p className="error" role="alert">
            Your name: {check.problem}
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="primary" disabled={busy || (check !== null && !check.ok)}>
            Take a seat
          </button>
          <button type="button" onClick={onWatch}>
            Just watch
          </button>
        </div>
      </form>
    </div>
  );
}

/** Asks for a match id or invite link and goes there. */
export function JoinPage() {
  const [text, setText] = useState('');
  const id = text.trim().replace(/^.*\/match\//, '').replace(/[/?#].*$/, '');
  return (
    <div className="page">
      <h1>Join an online match</h1>
      <form
        className="setup"
        onSubmit={(e) => {
          e.preventDefault();
          if (id) navigate(`/match/${encodeURIComponent(id)}`);
        }}
      >
        <label>
          Invite link or match id <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <div className="button-row">
          <button type="submit" className="primary" disabled={!id}>
            Go to the match
          </button>
        </div>
      </form>
    </div>
  );
}
