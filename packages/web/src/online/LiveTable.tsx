import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LiveMatchState } from '@decktet/protocol';
import { useGameUi } from '../app/context';
import { navigate } from '../app/router';
import { useSettings } from '../app/settings';
import { GameScreen } from '../play/GameScreen';
import { LogPanel } from '../play/LogPanel';
import { OutcomeBanner } from '../play/Outcome';
import { leaveMatch, liveSocketUrl } from './api';
import { ChatPanel } from './ChatPanel';
import { LeaveDialog } from './LeaveDialog';
import { LiveConnection, type LiveSnapshot } from './live';
import { SeatList, aiPlays, seatLabel } from './SeatList';
import { SignalSettings } from './SignalSettings';
import { TurnClock } from './TurnClock';
import { forgetOnlineSeat } from './tokens';
import { type TablePhase, listNames, useTurnSignals } from './turn-signals';
import { useTurnSignalSettings } from './signal-settings';

/** A live match for a seat's token, or for a spectator (no token). */
export function LiveMatch({ match, token, onLeft }: { match: string; token?: string; onLeft?(): void }) {
  const [conn, setConn] = useState<LiveConnection | null>(null);
  useEffect(() => {
    const c = new LiveConnection(liveSocketUrl(), match, token);
    setConn(c);
    return () => c.close();
  }, [match, token]);
  if (!conn) return <p className="page">Connecting…</p>;
  return <LiveTable conn={conn} token={token} onLeft={onLeft} />;
}

/** The seats' names as the table shows them. */
function seatNames(state: LiveMatchState): string[] {
  return state.seats.map((s, i) => s.name ?? `Seat ${i + 1}`);
}

/** "Guest (AI from turn 12)": a seat the AI was playing when the match ended. */
function resultName(state: LiveMatchState, name: string, seat: number): string {
  const info = state.seats[seat];
  if (!aiPlays(info)) return name;
  return info?.cover?.turn != null ? `${name} (AI from turn ${info.cover.turn})` : `${name} (AI)`;
}

/** Who owes the decision, for the title and the status line ("Guest (AI)" when the AI plays it). */
function toMoveNames(state: LiveMatchState, names: readonly string[]): string[] {
  return state.pending.map((s) => (aiPlays(state.seats[s]) ? `${names[s]} (AI)` : names[s]!));
}

function phaseOf(snap: LiveSnapshot, state: LiveMatchState, names: readonly string[], myMove: boolean): TablePhase {
  if (snap.connection !== 'open') return { kind: 'reconnecting' };
  if (state.status === 'open') return { kind: 'waiting-for-players' };
  if (state.outcome || state.status === 'finished') return { kind: 'over' };
  if (myMove) return { kind: 'your-move' };
  return { kind: 'to-move', names: toMoveNames(state, names) };
}

function soonestDeadline(state: LiveMatchState, seats: readonly number[]): number | null {
  if (state.status !== 'live' || !state.deadlines) return null;
  const times = seats.map((s) => state.deadlines?.[s] ?? null).filter((d): d is number => d !== null);
  return times.length ? Math.min(...times) : null;
}

function statusLine(snap: LiveSnapshot, state: LiveMatchState, names: readonly string[], myMove: boolean): string {
  if (snap.connection !== 'open') return snap.queued > 0 ? 'Reconnecting… your move goes out once the connection is back' : 'Reconnecting…';
  if (state.status === 'open') return 'Waiting for players';
  if (state.outcome) return 'Game over';
  if (myMove) return `${names[state.seat!]}, your move`;
  const waiting = listNames(toMoveNames(state, names));
  return state.seat === null ? `Watching · ${waiting} to move` : `Waiting for ${waiting}…`;
}

export function LiveTable({ conn, token, onLeft }: { conn: LiveConnection; token?: string; onLeft?(): void }) {
  const snap = useSyncExternalStore(conn.subscribe, conn.getSnapshot);
  const { settings } = useSettings();
  const signals = useTurnSignalSettings();
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
  const [leaving, setLeaving] = useState(false);
  // A seat lost elsewhere (left in another tab, or taken with another token) is forgotten here too.
  useEffect(() => {
    if (snap.seatLost) forgetOnlineSeat(conn.match);
  }, [snap.seatLost, conn.match]);
  const stopLeaving = useCallback(() => setLeaving(false), []);

  const names = state ? seatNames(state) : [];
  const me = state?.seat ?? null;
  const myMove = state !== null && state.status === 'live' && legal.length > 0 && !snap.sending;
  const decisionKey = myMove ? `${state.seq}-${state.legal.join('|')}` : undefined;
  useTurnSignals({
    phase: state ? phaseOf(snap, state, names, myMove) : { kind: 'to-move', names: [] },
    decisionKey,
    gameName: ui?.game.name ?? 'Decktet',
    match: conn.match,
    settings: signals,
  });

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

  const invite = `${window.location.origin}/match/${state.match}`;
  const mine = me === null ? undefined : state.seats[me];
  // The header keeps the clock in sight wherever the player has scrolled: their own, or the soonest of those awaited.
  const statusDeadline = snap.connection === 'open' ? soonestDeadline(state, myMove ? [me!] : state.pending) : null;
  const humanSeats = state.seats.filter((s) => s.kind === 'human' && s.taken).map((s) => s.seat);

  const table = (
    <>
      <SeatList state={state} names={names} clockOffsetMs={snap.clockOffsetMs} />
      {snap.connection !== 'open' && (
        <p className="reconnecting" role="status">
          Reconnecting to the match server…{snap.queued > 0 ? ' Your move is kept and goes out as soon as the connection is back.' : ' You can still choose: your move goes out once the connection is back.'}
        </p>
      )}
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
        </section>
      )}
      {state.outcome && (
        <OutcomeBanner outcome={state.outcome} names={names.map((n, i) => resultName(state, n, i))}>
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
      {aiPlays(mine) && mine?.cover?.reason !== 'left' && !state.outcome && (
        <p className="notice" role="status">
          Your time ran out, so the AI played for you. You take your seat back at your next decision.
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
          onWithdraw={ui.game.withdraw && me !== null && state.status === 'live' ? () => conn.withdraw() : undefined}
          busy={snap.sending || state.status !== 'live'}
          settings={settings}
        />
      )}
    </>
  );

  return (
    <>
      <GameScreen
        title={`${ui.game.name} online`}
        gameId={ui.game.id}
        status={
          <>
            {statusLine(snap, state, names, myMove)}
            {statusDeadline !== null && (
              <>
                {' '}
                <TurnClock deadline={statusDeadline} offsetMs={snap.clockOffsetMs} echo />
              </>
            )}
          </>
        }
        table={table}
        turnKey={decisionKey ?? (state.outcome ? `${state.seq}-over` : undefined)}
        side={
          <>
            <LogPanel lines={snap.log} />
            <ChatPanel
              lines={snap.chat}
              me={me}
              names={names}
              humanSeats={humanSeats}
              muted={snap.muted}
              error={snap.chatError}
              onSend={(channel, text) => conn.chat(channel, text)}
              onMute={(seat, muted) => conn.mute(seat, muted)}
            />
            <p className="muted">{me === null ? 'You are watching: no hand is shown.' : `You play ${seatLabel(state.seats[me]!, names[me]!)}.`}</p>
            <SignalSettings spectator={me === null} />
            {token && !snap.seatLost && !state.outcome && (
              <button type="button" onClick={() => setLeaving(true)}>
                Leave the match
              </button>
            )}
          </>
        }
      />
      {leaving && token && !snap.seatLost && (
        <LeaveDialog
          name={names[me ?? 0] ?? 'You'}
          started={state.status !== 'open'}
          onCancel={stopLeaving}
          onLeave={async () => {
            const r = await leaveMatch(conn.match, token);
            if (!r.ok) return r.error;
            forgetOnlineSeat(conn.match);
            onLeft?.();
            // The one who left watches on, and reads what everyone reads.
            navigate(`/match/${conn.match}/watch`, { replace: true });
            return null;
          }}
        />
      )}
    </>
  );
}
