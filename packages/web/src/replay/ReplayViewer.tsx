import { useEffect, useMemo, useState } from 'react';
import { type AnyGame, type BaseState, type GameRecord, Match, type Seat, visibleLog } from '@decktet/engine';
import { useServices } from '../app/context';
import { useSettings } from '../app/settings';
import { GameScreen } from '../play/GameScreen';
import { LogPanel } from '../play/LogPanel';
import { downloadRecord } from '../play/download';

type Loaded = { ok: true; match: Match<BaseState, unknown, unknown, unknown, unknown>; states: BaseState[]; record: GameRecord } | { ok: false; error: string };

/** Replays a record through the rules (so a tampered record is refused) and keeps every state. */
export function loadRecord(games: readonly AnyGame[], raw: unknown): Loaded {
  const m = Match.fromRecord(games as AnyGame[], raw);
  if (!m.ok) return { ok: false, error: m.error.message };
  return { ok: true, match: m.value, states: m.value.states(), record: raw as GameRecord };
}

/** Step through a finished game: any state, from any seat's eyes or the public side. */
export function ReplayViewer({ record }: { record: unknown }) {
  const { games } = useServices();
  const { settings } = useSettings();
  const loaded = useMemo(() => loadRecord(games.map((g) => g.game), record), [games, record]);
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState<Seat | null>(null);
  const last = loaded.ok ? loaded.states.length - 1 : 0;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Arrow keys keep their meaning inside form fields (the slider, the seat picker).
      if (e.target instanceof Element && e.target.closest('input, select, textarea')) return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(last, s + 1));
      else if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
      else if (e.key === 'Home') setStep(0);
      else if (e.key === 'End') setStep(last);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  if (!loaded.ok) {
    return (
      <div className="page">
        <h1>Replay</h1>
        <p className="error" role="alert">
          This record cannot be replayed: {loaded.error}
        </p>
      </div>
    );
  }
  const ui = games.find((g) => g.game.id === loaded.match.game.id)!;
  const game = ui.game;
  const state = loaded.states[step]!;
  const names = state.names;
  const actions = loaded.record.actions;
  const log = visibleLog(state.log, seat);

  return (
    <GameScreen
      title={`Replay: ${game.name}`}
      gameId={game.id}
      status={`Move ${step} of ${last}`}
      table={
        <>
          <div className="replay-controls" role="group" aria-label="Replay controls">
            <button type="button" onClick={() => setStep(0)} disabled={step === 0} aria-label="First move">
              ⏮
            </button>
            <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0} aria-label="Previous move">
              ◀
            </button>
            <input type="range" min={0} max={last} value={step} aria-label="Jump to move" onChange={(e) => setStep(Number(e.target.value))} />
            <button type="button" onClick={() => setStep(step + 1)} disabled={step === last} aria-label="Next move">
              ▶
            </button>
            <button type="button" onClick={() => setStep(last)} disabled={step === last} aria-label="Last move">
              ⏭
            </button>
            <label>
              Seen by{' '}
              <select value={seat ?? ''} onChange={(e) => setSeat(e.target.value === '' ? null : Number(e.target.value))}>
                <option value="">Spectator</option>
                {names.map((n, i) => (
                  <option key={i} value={i}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" onClick={() => downloadRecord(loaded.record)}>
              Download the record
            </button>
          </div>
          {step > 0 && (
            <p className="replay-move">
              Move {step}: {names[actions[step - 1]!.seat]} — <code>{actions[step - 1]!.action}</code>
            </p>
          )}
          {step === last && loaded.record.outcome && <p className="outcome-summary">{loaded.record.outcome.summary}</p>}
          <ui.Table
            game={game}
            view={game.view(state, seat)}
            seat={seat}
            legal={[]}
            pending={game.pending(state)}
            names={names}
            log={log}
            onAction={() => {}}
            busy
            settings={settings}
          />
        </>
      }
      side={
        <>
          <LogPanel lines={log} />
          <section className="move-list" aria-label="Moves">
            <h2>Moves</h2>
            <ol>
              {actions.map((a, i) => (
                <li key={i}>
                  <button type="button" className={i + 1 === step ? 'link is-current' : 'link'} onClick={() => setStep(i + 1)}>
                    {names[a.seat]}: {a.action}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </>
      }
    />
  );
}
