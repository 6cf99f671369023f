import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type LiveMatchSummary, PLAYER_NAME_MAX, checkPlayerName } from '@decktet/protocol';
import { useGameUi } from '../app/context';
import { navigate, onLinkClick } from '../app/router';
import { useSettings } from '../app/settings';
import { GameScreen } from '../play/GameScreen';
import { LogPanel } from '../play/LogPanel';
import { OutcomeBanner } from '../play/Outcome';
import { getMatch, joinMatch, leaveMatch, liveSocketUrl } from './api';
import { LiveConnection } from './live';
import { findOnlineSeat, forgetOnlineSeat, rememberOnlineSeat } from './tokens';

/** An online match: joins an open seat, plays a held seat, or watches. */
export function OnlineMatchPage({ match, spectate }: { match: string; spectate: boolean }) {
  const [held, setHeld] = useState(() => findOnlineSeat(match));
  const [summary, setSummary] = useState<LiveMatchSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [watch, setWatch] = useState(spectate);

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

function LiveMatch({ match, token, onLeft }: { match: string; token?: string; onLeft?(): void }) {
  const [conn, setConn] = useState<LiveConnection | null>(null);
  useEffect(() => {
    const c = new LiveConnection(liveSocketUrl(), match, token);
    setConn(c);
    return () => c.close();
  }, [match, token]);
  if (!conn) return <p className="page">Connecting…</p>;
  return <LiveTable conn={conn} token={token} onLeft={onLeft} />;
}

function LiveTable({ conn, token, onLeft }: { conn: LiveConnection; token?: string; onLeft?(): void }) {
  const snap = useSyncExternalStore(conn.subscribe, conn.getSnapshot);
  const { settings } = useSettings();
  const state = snap.state;
  const ui = useGameUi(state?.game ?? '');
  const legal = useMemo(() => {
    if (!state || !ui) return [];
    return state.legal.flatMap((text) => {
      const a = ui.game.parseAction(text);
      return a.ok ? [a.value] : [];
    });
  }, [state, ui]);
  const [copied, setCopied] = useState(false);

  if (snap.fatal && !state)
    return (
      <div className="page">
        <p className="error" role="alert">
          {snap.error?.message ?? 'This match cannot be opened.'}
        </p>
        {token && (
          <button
            type="button"
            onClick={() => {
              forgetOnlineSeat(conn.match);
              onLeft?.();
            }}
          >
            Forget this seat
          </button>
        )}
      </div>
    );
  if (!state) return <p className="page">Connecting to the match…</p>;
  if (!ui) return <p className="page error">This client does not know the game "{state.game}".</p>;

  const names = state.seats.map((s, i) => s.name ?? `Seat ${i + 1}`);
  const invite = `${window.location.origin}/match/${state.match}`;
  const me = state.seat;
  const status =
    snap.connection !== 'open'
      ? 'Reconnecting…'
      : state.status === 'open'
        ? 'Waiting for players'
        : state.outcome
          ? 'Game over'
          : me !== null && legal.length
            ? `${names[me]}, your move`
            : me === null
              ? `Watching · waiting for ${state.pending.map((s) => names[s]).join(', ')}`
              : `Waiting for ${state.pending.map((s) => names[s]).join(', ')}…`;

  const table = (
    <>
      {state.status === 'open' && (
        <section className="waiting-room" aria-label="Waiting room">
          <h2>Waiting for players</h2>
          <p>Send this link to the other players:</p>
          <div className="invite">
            <input readOnly value={invite} aria-label="Invite link" onFocus={(e) => e.target.select()} />
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(invite).then(() => setCopied(true));
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <p className="muted small">
            Anyone can watch at <a href={`/match/${state.match}/watch`}>{`${window.location.origin}/match/${state.match}/watch`}</a>
          </p>
          <ul>
            {state.seats.map((s, i) => (
              <li key={i}>
                Seat {i + 1}: {s.kind === 'bot' ? `AI (${s.difficulty ?? 'normal'})` : s.taken ? s.name : 'open'}
                {i === me ? ' (you)' : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      {state.outcome && (
        <OutcomeBanner outcome={state.outcome} names={names}>
          <button type="button" onClick={() => navigate(`/replay/match/${state.match}`)}>
            Watch the replay
          </button>
        </OutcomeBanner>
      )}
      {snap.error && (
        <p className="error" role="alert">
          {snap.error.message}
        </p>
      )}
      {snap.notice && (
        <p className="notice" role="status">
          {snap.notice}
        </p>
      )}
      {state.status !== 'open' && state.view !== null && (
        <ui.Table
          game={ui.game}
          view={state.view}
          seat={me}
          legal={legal}
          pending={state.pending}
          names={names}
          log={snap.log}
          onAction={(a) => conn.act(ui.game.formatAction(a))}
          busy={snap.sending || snap.connection !== 'open' || state.status !== 'live'}
          settings={settings}
        />
      )}
    </>
  );

  return (
    <GameScreen
      title={`${ui.game.name} online`}
      gameId={ui.game.id}
      status={status}
      table={table}
      turnKey={legal.length || state.outcome ? `${state.seq}-${state.legal.join('|')}` : undefined}
      side={
        <>
          <LogPanel lines={snap.log} />
          <p className="muted">
            {me === null ? 'You are watching: no hand is shown.' : `You play ${names[me]}.`}{' '}
            {state.seats.some((s) => s.coveredByBot) && 'An absent player is covered by the AI until they return.'}
          </p>
          {token && !state.outcome && (
            <button
              type="button"
              onClick={async () => {
                if (!window.confirm('Leave this match? The AI will play your seat to the end.')) return;
                await leaveMatch(conn.match, token);
                forgetOnlineSeat(conn.match);
                navigate('/');
              }}
            >
              Leave the match
            </button>
          )}
        </>
      }
    />
  );
}
