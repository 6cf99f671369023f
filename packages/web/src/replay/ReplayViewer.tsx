import { useEffect, useMemo, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight, Play, SkipBack, SkipForward } from 'lucide-react';
import { type AnyGame, type BaseState, type GameRecord, Match, type Seat, readGameRecord, visibleEntries } from '@decktet/engine';
import { useServices } from '../app/context';
import { useSettings } from '../app/settings';
import { GameScreen } from '../play/GameScreen';
import { LogPanel } from '../play/LogPanel';
import { downloadRecord } from '../play/download';
import { outcomeInWords } from '../play/outcome-words';
import { SiteHeader } from '../app/SiteHeader';
import { useTranslation } from '../i18n';
import { rulesPath, tableTitle } from '../i18n/games';
import { ReviewPanel } from './ReviewPanel';
import { TurnList } from './TurnList';
import { useReview } from './useReview';
import { locate, nextTurnEnd, previousTurnEnd, timeline } from './timeline';

type Loaded = { ok: true; match: Match<BaseState, unknown, unknown, unknown, unknown>; states: BaseState[]; record: GameRecord } | { ok: false; error: string };

/**
 * Replays a record of any version through the rules (so a tampered record is refused) and keeps
 * every state; the record kept (and downloaded again) is the current version of it.
 */
export function loadRecord(games: readonly AnyGame[], raw: unknown): Loaded {
  const record = readGameRecord(raw, { games });
  if (!record.ok) return { ok: false, error: record.error.message };
  const m = Match.fromRecord(games as AnyGame[], record.value);
  if (!m.ok) return { ok: false, error: m.error.message };
  return { ok: true, match: m.value, states: m.value.states(), record: record.value };
}

const ICON = { size: 20, 'aria-hidden': true } as const;

/**
 * Step through a finished game turn by turn (or step by step), from any seat's eyes or the public
 * side. `aside`: more panels for the side column (an online match's chat). `openReview`: the
 * review starts at once (unless the record carries one) and its panel is brought into view.
 */
export function ReplayViewer({ record, aside, openReview = false }: { record: unknown; aside?: React.ReactNode; openReview?: boolean }) {
  const { t, i18n } = useTranslation();
  const { games } = useServices();
  const { settings } = useSettings();
  const loaded = useMemo(() => loadRecord(games.map((g) => g.game), record), [games, record]);
  const [position, setPosition] = useState(0);
  const [seat, setSeat] = useState<Seat | null>(null);
  const last = loaded.ok ? loaded.states.length - 1 : 0;
  // The language is a dependency: a game without its own narrator is told in the catalogue's words.
  const language = i18n.resolvedLanguage;
  const entry = loaded.ok ? games.find((g) => g.game.id === loaded.match.game.id) : undefined;
  const turns = useMemo(() => (loaded.ok && entry ? timeline(entry, loaded.states, loaded.record.actions, seat) : []), [loaded, entry, seat, language]);
  const review = useReview(loaded.ok ? loaded.record : null);
  const now = useRef<HTMLElement | null>(null);
  // A step picked from the list (below the board on a phone, beside it on a laptop) brings the
  // board back into view when the page had scrolled it away; a board in view stays where it is.
  // Measured once the picked step is on show (the board's height changes with it).
  const [picks, setPicks] = useState(0);
  const pickStep = (p: number) => {
    setPosition(p);
    setPicks((n) => n + 1);
  };
  useEffect(() => {
    const board = now.current;
    if (picks === 0 || !board) return;
    const top = board.getBoundingClientRect().top;
    // A header that stays on screen (sticky, on a phone's table) covers the top of the window.
    const head = board.closest('.game-screen')?.querySelector<HTMLElement>('.game-head');
    const covered = head && getComputedStyle(head).position === 'sticky' ? head.getBoundingClientRect().bottom : 0;
    // At once: a smooth scroll can be cut short by the layout the picked step brings.
    if (top < covered || top > window.innerHeight / 3) window.scrollBy({ top: top - covered - 8, behavior: 'auto' });
  }, [picks]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Arrow keys keep their meaning inside form fields (the slider, the seat picker).
      if (e.target instanceof Element && e.target.closest('input, select, textarea')) return;
      if (e.key === 'ArrowRight') setPosition((p) => (e.shiftKey ? Math.min(last, p + 1) : nextTurnEnd(turns, p)));
      else if (e.key === 'ArrowLeft') setPosition((p) => (e.shiftKey ? Math.max(0, p - 1) : previousTurnEnd(turns, p)));
      else if (e.key === 'Home') setPosition(0);
      else if (e.key === 'End') setPosition(last);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, turns]);

  const startReview = review.start;
  useEffect(() => {
    if (!openReview || !loaded.ok) return;
    // After the review's own reset for this record (and once, even when an effect runs twice).
    const timer = setTimeout(() => {
      if (!loaded.record.review) startReview();
      document.getElementById('teach-review-title')?.scrollIntoView?.({ block: 'start' });
    }, 0);
    return () => clearTimeout(timer);
  }, [openReview, loaded]);

  if (!loaded.ok) {
    return (
      <div className="page">
        <SiteHeader />
        <main>
          <h1>{t('replay.title')}</h1>
          <p className="error" role="alert">
            {t('replay.cannotReplay', { reason: loaded.error })}
          </p>
          {aside}
        </main>
      </div>
    );
  }
  const ui = entry!;
  const game = ui.game;
  const state = loaded.states[position]!;
  const names = state.names;
  const entries = visibleEntries(state.log, seat);
  const where = locate(turns, position);
  const turn = where.turn >= 0 ? turns[where.turn]! : null;
  const midTurn = turn !== null && position < turn.end;
  const status = turn ? t('replay.turnOf', { turn: where.turn + 1, count: turns.length }) : t('replay.startStatus', { count: turns.length });

  return (
    <GameScreen
      shortcuts={false}
      title={t('replay.heading', { game: tableTitle(ui, loaded.ok ? loaded.record.config : undefined) })}
      gameId={game.id}
      rulesHref={rulesPath(ui, loaded.ok ? loaded.record.config : undefined)}
      status={status}
      table={
        <>
          <div className="replay-controls" role="group" aria-label={t('replay.controls')}>
            <div className="replay-nav">
              <button type="button" onClick={() => setPosition(0)} disabled={position === 0} aria-label={t('replay.start')} title={t('replay.startKey')}>
                <SkipBack {...ICON} />
              </button>
              <button type="button" onClick={() => setPosition(previousTurnEnd(turns, position))} disabled={position === 0} aria-label={t('replay.previousTurn')} title={t('replay.previousTurnKey')}>
                <Play {...ICON} className="icon-flip" />
              </button>
              <input
                type="range"
                min={0}
                max={turns.length}
                value={where.turn + 1}
                aria-label={t('replay.jump')}
                aria-valuetext={turn ? turn.title : t('replay.start')}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  setPosition(n === 0 ? 0 : turns[n - 1]!.end);
                }}
              />
              <button type="button" onClick={() => setPosition(nextTurnEnd(turns, position))} disabled={position === last} aria-label={t('replay.nextTurn')} title={t('replay.nextTurnKey')}>
                <Play {...ICON} />
              </button>
              <button type="button" onClick={() => setPosition(last)} disabled={position === last} aria-label={t('replay.end')} title={t('replay.endKey')}>
                <SkipForward {...ICON} />
              </button>
            </div>
            <div className="replay-options">
              <label>
                {t('replay.seenBy')}{' '}
                <select value={seat ?? ''} onChange={(e) => setSeat(e.target.value === '' ? null : Number(e.target.value))}>
                  <option value="">{t('replay.spectator')}</option>
                  {names.map((n, i) => (
                    <option key={i} value={i}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={() => downloadRecord(loaded.record)}>
                {t('common.downloadRecord')}
              </button>
            </div>
          </div>
          <section className="replay-now" aria-label={t('replay.replayedTurn')} ref={now}>
            <div className="replay-now-head">
              <h2>{turn ? turn.title : t('replay.beforeFirst')}</h2>
              <div className="replay-steps" role="group" aria-label={t('replay.steps')}>
                {turn && <span className="muted small">{midTurn ? t('replay.stepOf', { step: where.step, count: turn.steps.length }) : t('replay.stepCount', { count: turn.steps.length })}</span>}
                <button type="button" className="small" onClick={() => setPosition(position - 1)} disabled={position === 0} aria-label={t('replay.previousStep')} title={t('replay.previousStepKey')}>
                  <ChevronLeft size={16} aria-hidden /> {t('replay.step')}
                </button>
                <button type="button" className="small" onClick={() => setPosition(position + 1)} disabled={position === last} aria-label={t('replay.nextStep')} title={t('replay.nextStepKey')}>
                  {t('replay.step')} <ChevronRight size={16} aria-hidden />
                </button>
              </div>
            </div>
            {turn ? (
              <ol className="replay-turn-steps" aria-live="polite">
                {turn.steps
                  .filter((s) => s.position <= position)
                  .map((s) => (
                    <li key={s.position} className={s.position === position ? 'is-current' : undefined}>
                      {/* The game's log tells a step with what came of it; a secret step adds no line the viewer may read. */}
                      {(s.lines.length ? s.lines : [`${s.text}.`]).map((l, i) => (
                        <span key={i} className={i === 0 ? 'replay-step-text' : 'replay-step-line'}>
                          {l}
                        </span>
                      ))}
                    </li>
                  ))}
              </ol>
            ) : (
              <p className="muted">{t('replay.dealt')}</p>
            )}
            {midTurn && <p className="muted small">{t('replay.moreSteps', { count: turn.steps.length - where.step })}</p>}
            {position === last && loaded.record.outcome && <p className="outcome-summary">{outcomeInWords(ui, state, loaded.record.outcome)}</p>}
          </section>
          <ui.Table
            game={game}
            view={game.view(state, seat)}
            seat={seat}
            legal={[]}
            pending={game.pending(state)}
            names={names}
            log={entries}
            onAction={() => {}}
            busy
            readOnly
            settings={settings}
          />
        </>
      }
      side={
        <>
          <LogPanel entries={entries} wording={ui} names={names} live={false} />
          <ReviewPanel review={review} position={position} ui={ui} states={loaded.states} />
          <TurnList turns={turns} position={position} onPick={pickStep} marks={review.marks} />
          {aside}
        </>
      }
    />
  );
}
