import { Fragment, useState } from 'react';
import { useGameUi } from './context';
import { navigate, onLinkClick } from './router';
import type { GameUi } from '../play/types';
import { startLocalGame } from '../local/storage';
import { parseConfig } from '@decktet/engine';
import { BOT_DIFFICULTIES, DEFAULT_TURN_SECONDS, type NameCheck, checkPlayerName } from '@decktet/protocol';
import { openOnlineTable } from '../online/open-table';
import { TurnClockChoice } from '../online/TurnClockChoice';
import { SiteHeader } from './SiteHeader';
import { useTranslation } from '../i18n';
import { levelName } from '../i18n/levels';
import { gameName } from '../i18n/games';

/** The levels the set-up form offers, weakest first: those a server-side bot plays at, the same as the AI's. */
export const DIFFICULTIES = BOT_DIFFICULTIES;

type Mode = 'ai' | 'hotseat' | 'online';

/** The game's set-up options at their defaults. */
export function defaultOptions(ui: GameUi): Record<string, unknown> {
  return Object.fromEntries((ui.options ?? []).map((o) => [o.key, o.default]));
}

/** The game's own set-up options (its config form), each as a checkbox or a number field. */
export function GameOptionFields({ ui, options, onChange: set }: { ui: GameUi; options: Record<string, unknown>; onChange(options: Record<string, unknown>): void }) {
  const onChange = (next: Record<string, unknown>) => set(ui.followOptions ? ui.followOptions(options, next) : next);
  return (
    <>
      {(ui.options ?? []).map((o) =>
        o.kind === 'boolean' ? (
          <Fragment key={o.key}>
            <label className="choice">
              <input type="checkbox" checked={Boolean(options[o.key])} onChange={(e) => onChange({ ...options, [o.key]: e.target.checked })} aria-describedby={o.hint ? `option-hint-${o.key}` : undefined} /> {o.label}
            </label>
            {o.hint && (
              <p id={`option-hint-${o.key}`} className="option-hint muted small">
                {o.hint}
              </p>
            )}
          </Fragment>
        ) : (
          <label key={o.key}>
            {o.label}{' '}
            <input
              type="number"
              min={o.min}
              max={o.max}
              value={Number(options[o.key])}
              onChange={(e) => onChange({ ...options, [o.key]: Number(e.target.value) })}
            />
          </label>
        ),
      )}
    </>
  );
}

/** The set-up form: mode, players, difficulty and the game's options; starts a local or online game. */
export function NewGame({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const ui = useGameUi(gameId);
  if (!ui) {
    return (
      <div className="page">
        <SiteHeader />
        <main>
          <p role="alert">{t('common.noSuchGame', { game: gameId })}</p>
          <a href="/" onClick={onLinkClick('/')}>
            {t('common.back')}
          </a>
        </main>
      </div>
    );
  }
  return <NewGameForm ui={ui} />;
}

function NewGameForm({ ui }: { ui: GameUi }) {
  const { t } = useTranslation();
  const { game } = ui;
  const [mode, setMode] = useState<Mode>('ai');
  // A one-seat game (a solitaire against the game's own automaton) is played on this device only.
  const minPlayers = mode === 'hotseat' ? game.minSeats : Math.max(2, game.minSeats);
  const [chosenPlayers, setPlayers] = useState(Math.max(2, game.minSeats));
  const players = Math.max(minPlayers, chosenPlayers);
  const [names, setNames] = useState<string[]>(() => Array.from({ length: game.maxSeats }, (_, i) => t('common.player', { number: i + 1 })));
  const [difficulty, setDifficulty] = useState<string>('normal');
  const [turnSeconds, setTurnSeconds] = useState<number | null>(DEFAULT_TURN_SECONDS);
  const [options, setOptions] = useState<Record<string, unknown>>(() => defaultOptions(ui));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The players' name rule, as the server applies it: checked while typing, a blank name gets the default.
  const checks: (NameCheck | null)[] = names.slice(0, players).map((n, i) => ((mode === 'ai' && i > 0) || n.trim() === '' ? null : checkPlayerName(n)));
  const problems = checks.map((c) => (c && !c.ok ? c.problem : null));
  const seatNames = names.slice(0, players).map((n, i) => {
    if (mode === 'ai' && i > 0) {
      const level = levelName(difficulty).toLocaleLowerCase();
      return players > 2 ? t('newGame.computerNumbered', { number: i, difficulty: level }) : t('newGame.computer', { difficulty: level });
    }
    const check = checks[i];
    return check?.ok ? check.name : t('common.player', { number: i + 1 });
  });

  async function start(e: React.FormEvent) {
    e.preventDefault();
    const badName = problems.findIndex((p) => p !== null);
    if (badName >= 0) {
      setError(t('newGame.badName', { number: badName + 1, problem: problems[badName] }));
      return;
    }
    const config = parseConfig(game as never, ui.config(options, players));
    if (!config.ok) {
      setError(config.error.message);
      return;
    }
    if (mode === 'online') {
      setBusy(true);
      const opened = await openOnlineTable({ game: game.id, config: config.value, players, name: seatNames[0]!, turnSeconds });
      setBusy(false);
      if (!opened.ok) {
        setError(opened.error);
        return;
      }
      navigate(`/match/${opened.match}`);
      return;
    }
    const id = startLocalGame({
      game: game.id,
      mode,
      config: config.value,
      names: seatNames,
      seats: seatNames.map((_, i) => (mode === 'ai' && i > 0 ? `ai:${difficulty}` : 'human')),
    });
    navigate(`/local/${id}`);
  }

  return (
    <div className="page">
      <SiteHeader />
      <main>
        <h1>{t('newGame.title', { game: gameName(ui) })}</h1>
        <form className="setup" onSubmit={start}>
          <fieldset>
            <legend>{t('newGame.how')}</legend>
            {(
              [
                ['ai', t('newGame.ai'), t('newGame.aiHint')],
                ['hotseat', t('newGame.hotseat'), t('newGame.hotseatHint')],
                ['online', t('online.newGame.mode'), t('online.newGame.modeHint')],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className="choice">
                <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
                <span>
                  <b>{label}</b> <span className="muted">{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {game.maxSeats > minPlayers && (
            <label>
              {t('newGame.players')}{' '}
              <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
                {Array.from({ length: game.maxSeats - minPlayers + 1 }, (_, i) => minPlayers + i).map((n) => (
                  <option key={n} value={n}>
                    {n === 1 ? t('newGame.solitaire') : n}
                  </option>
                ))}
              </select>
            </label>
          )}
          <fieldset>
            <legend>{t('newGame.names')}</legend>
            {Array.from({ length: players }, (_, i) =>
              mode !== 'hotseat' && i > 0 ? null : (
                <label key={i}>
                  {mode === 'hotseat' && players > 1 ? t('common.player', { number: i + 1 }) : t('newGame.yourName')}{' '}
                  <input
                    value={names[i]}
                    maxLength={24}
                    aria-invalid={problems[i] ? true : undefined}
                    onChange={(e) => setNames((n) => n.map((x, j) => (j === i ? e.target.value : x)))}
                  />
                  {problems[i] && <span className="error small"> {problems[i]}</span>}
                </label>
              ),
            )}
          </fieldset>
          {mode === 'ai' && (
            <label>
              {t('newGame.difficulty')}{' '}
              <select value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
                {DIFFICULTIES.map((v) => (
                  <option key={v} value={v}>
                    {levelName(v)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {mode === 'online' && <TurnClockChoice value={turnSeconds} onChange={setTurnSeconds} />}
          <GameOptionFields ui={ui} options={options} onChange={setOptions} />
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="button-row">
            <button type="submit" className="primary" disabled={busy}>
              {mode === 'online' ? t('online.newGame.create') : t('common.start')}
            </button>
            <a className="button" href="/" onClick={onLinkClick('/')}>
              {t('common.cancel')}
            </a>
          </div>
        </form>
      </main>
    </div>
  );
}
