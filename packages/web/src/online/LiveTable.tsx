import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { LiveMatchState } from '@decktet/protocol';
import { useGameUi } from '../app/context';
import { navigate } from '../app/router';
import { useSettings } from '../app/settings';
import { GameScreen } from '../play/GameScreen';
import { LogPanel } from '../play/LogPanel';
import { OutcomeBanner } from '../play/Outcome';
import { outcomeInWords } from '../play/outcome-words';
import { Trans, i18n, useTranslation } from '../i18n';
import { gameName, rulesPath, tableTitle } from '../i18n/games';
import { leaveMatch, liveSocketUrl } from './api';
import { ChatPanel, guestName } from './ChatPanel';
import { EndActions } from './EndActions';
import { ReturnNotice } from './ReturnNotice';
import { RatedResult } from '../ratings/RatedResult';
import { RatedRules } from '../ratings/RatedRules';
import { LeaveDialog } from './LeaveDialog';
import { LiveConnection, type LiveNotice, type LiveSnapshot } from './live';
import { refusalText } from './problems';
import { SeatList, aiPlays, seatLabel } from './SeatList';
import { SignalSettings } from './SignalSettings';
import { SitePage } from './SitePage';
import { OfflineNotice } from '../app/OfflineNotice';
import { TurnClock } from './TurnClock';
import { forgetOnlineSeat } from './tokens';
import { type TablePhase, useTurnSignals } from './turn-signals';
import { useTurnSignalSettings } from './signal-settings';
import { nameList } from './words';

/** A live match for a seat's token, or for a spectator (no token). */
export function LiveMatch({ match, token, onLeft }: { match: string; token?: string; onLeft?(): void }) {
  const { t } = useTranslation();
  const [conn, setConn] = useState<LiveConnection | null>(null);
  useEffect(() => {
    const c = new LiveConnection(liveSocketUrl(), match, token);
    setConn(c);
    return () => c.close();
  }, [match, token]);
  if (!conn)
    return (
      <SitePage>
        <p>{t('online.page.connecting')}</p>
      </SitePage>
    );
  return <LiveTable conn={conn} token={token} onLeft={onLeft} />;
}

/** The seats' names as the table shows them ("Seat 2" for one nobody holds yet, "Ada (guest)" for one held without signing in). */
function seatNames(state: LiveMatchState): string[] {
  return state.seats.map((s, i) => (s.name === null ? i18n.t('online.seat.numbered', { number: i + 1 }) : s.guest ? guestName(s.name) : s.name));
}

/** "Guest (AI from turn 12)": a seat the AI was playing when the match ended. */
function resultName(state: LiveMatchState, name: string, seat: number): string {
  const info = state.seats[seat];
  if (!aiPlays(info)) return name;
  return info?.cover?.turn != null ? i18n.t('online.seat.aiFromTurn', { name, turn: info.cover.turn }) : i18n.t('online.seat.ai', { name });
}

/** Who owes the decision, for the title and the status line ("Guest (AI)" when the AI plays it). */
function toMoveNames(state: LiveMatchState, names: readonly string[]): string[] {
  return state.pending.map((s) => (aiPlays(state.seats[s]) ? i18n.t('online.seat.ai', { name: names[s] }) : names[s]!));
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
  if (snap.connection !== 'open') return snap.queued > 0 ? i18n.t('online.table.reconnectingQueued') : i18n.t('online.table.reconnecting');
  if (state.status === 'open') return i18n.t('online.table.waitingForPlayers');
  if (state.outcome) return i18n.t('outcome.title');
  if (myMove) return i18n.t('online.table.yourMove', { name: names[state.seat!] });
  const owing = toMoveNames(state, names);
  // Nobody named (a secret window, DR-35: the server names only the seat's own decision): the table just waits.
  if (owing.length === 0) return state.seat === null ? i18n.t('online.table.watchingUnnamed') : i18n.t('online.table.waitingUnnamed');
  const waiting = nameList(owing);
  return state.seat === null ? i18n.t('online.table.watchingToMove', { names: waiting }) : i18n.t('online.table.waitingFor', { names: waiting });
}

/** A move not applied because the table moved on, said to the player. */
function noticeText(notice: LiveNotice): string {
  return notice === 'moved-on-while-reconnecting' ? i18n.t('online.table.movedOnWhileReconnecting') : i18n.t('online.table.movedOn');
}

export function LiveTable({ conn, token, onLeft }: { conn: LiveConnection; token?: string; onLeft?(): void }) {
  const { t } = useTranslation();
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
    gameName: ui ? gameName(ui) : 'Decktet',
    match: conn.match,
    settings: signals,
  });

  if (snap.fatal && !state)
    return (
      <SitePage>
        <p className="error" role="alert">
          {snap.error ? refusalText(snap.error) : t('online.page.cannotOpen')}
        </p>
        {token && (
          <button
            type="button"
            onClick={() => {
              forgetOnlineSeat(conn.match);
              onLeft?.();
            }}
          >
            {t('online.page.forgetSeat')}
          </button>
        )}
      </SitePage>
    );
  if (!state)
    return (
      <SitePage>
        <p>{t('online.page.connectingToMatch')}</p>
      </SitePage>
    );
  if (!ui)
    return (
      <SitePage>
        <p className="error">{t('online.page.unknownGame', { game: state.game })}</p>
      </SitePage>
    );

  const invite = `${window.location.origin}/match/${state.match}`;
  const mine = me === null ? undefined : state.seats[me];
  // The header keeps the clock in sight wherever the player has scrolled: their own, or the soonest of those awaited.
  const statusDeadline = snap.connection === 'open' ? soonestDeadline(state, myMove ? [me!] : state.pending) : null;
  const humanSeats = state.seats.filter((s) => s.kind === 'human' && s.taken).map((s) => s.seat);

  const table = (
    <>
      <SeatList state={state} names={names} clockOffsetMs={snap.clockOffsetMs} />
      <OfflineNotice page="table" />
      {snap.connection !== 'open' && (
        <p className="reconnecting" role="status">
          {snap.queued > 0 ? t('online.table.reconnectingKept') : t('online.table.reconnectingChoose')}
        </p>
      )}
      {state.status === 'open' && (
        <section className="waiting-room" aria-label={t('online.waitingRoom.label')}>
          <h2>{t('online.table.waitingForPlayers')}</h2>
          <p>{t('online.waitingRoom.sendLink')}</p>
          <div className="invite">
            <input readOnly value={invite} aria-label={t('online.waitingRoom.inviteLink')} onFocus={(e) => e.target.select()} />
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(invite).then(() => setCopied(true));
              }}
            >
              {copied ? t('online.waitingRoom.copied') : t('online.waitingRoom.copy')}
            </button>
          </div>
          <p className="muted small">
            <Trans i18nKey="online.waitingRoom.watchAt" values={{ url: `${window.location.origin}/match/${state.match}/watch` }} components={{ link: <a href={`/match/${state.match}/watch`} /> }} />
          </p>
          {state.rated && <RatedRules turnSeconds={state.turnSeconds ?? null} />}
        </section>
      )}
      <ReturnNotice state={state} names={names} clockOffsetMs={snap.clockOffsetMs} />
      {state.outcome && (
        <>
          <OutcomeBanner outcome={state.outcome} names={names.map((n, i) => resultName(state, n, i))} summary={outcomeInWords(ui, { log: snap.log, names }, state.outcome)}>
            <button type="button" onClick={() => navigate(`/replay/match/${state.match}`)}>
              {t('common.watchReplay')}
            </button>
          </OutcomeBanner>
          <RatedResult state={state} names={names} />
          <EndActions match={state.match} game={state.game} seated={me !== null || token !== undefined} />
        </>
      )}
      {snap.error && (
        <p className="error" role="alert">
          {refusalText(snap.error)}
        </p>
      )}
      {snap.notice && (
        <p className="notice" role="status">
          {noticeText(snap.notice)}
        </p>
      )}
      {aiPlays(mine) && mine?.cover?.reason !== 'left' && !state.outcome && (
        <p className="notice" role="status">
          {t('online.table.aiCovered')}
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
        title={t('online.table.title', { game: tableTitle(ui, state.view) })}
        gameId={ui.game.id}
        rulesHref={rulesPath(ui, state.view)}
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
            <LogPanel entries={snap.log} wording={ui} names={names} />
            <ChatPanel
              lines={snap.chat}
              me={me}
              names={names}
              humanSeats={humanSeats}
              guests={state.seats.filter((s) => s.guest).map((s) => s.seat)}
              spectatorChatClosed={me === null && snap.spectatorChat === false && !state.outcome}
              muted={snap.muted}
              error={snap.chatError}
              onSend={(channel, text) => conn.chat(channel, text)}
              onMute={(seat, muted) => conn.mute(seat, muted)}
            />
            <p className="muted">{me === null ? t('online.table.youWatch') : t('online.table.youPlay', { seat: seatLabel(state.seats[me]!, names[me]!) })}</p>
            <SignalSettings spectator={me === null} />
            {state.rated && state.status === 'live' && <RatedRules turnSeconds={state.turnSeconds ?? null} compact />}
            {token && !snap.seatLost && !state.outcome && (
              <button type="button" onClick={() => setLeaving(true)}>
                {t('online.leave.button')}
              </button>
            )}
          </>
        }
      />
      {leaving && token && !snap.seatLost && (
        <LeaveDialog
          name={names[me ?? 0] ?? t('online.leave.you')}
          started={state.status !== 'open'}
          rated={state.rated === true && state.status !== 'open'}
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
