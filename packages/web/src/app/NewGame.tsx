import { useState } from 'react';
import { useGameUi } from './context';
import { navigate, onLinkClick } from './router';
import type { GameUi } from '../play/types';
import { randomId, saveLocalGame } from '../local/storage';
import { parseConfig } from '@decktet/engine';
import { type NameCheck, checkPlayerName } from '@decktet/protocol';
import { createMatch, joinMatch } from '../online/api';
import { rememberOnlineSeat } from '../online/tokens';

export const DIFFICULTY_CHOICES = [
  ['easy', 'Easy'],
  ['normal', 'Normal'],
  ['hard', 'Hard'],
] as const;

type Mode = 'ai' | 'hotseat' | 'online';

function defaultOptions(ui: GameUi): Record<string, unknown> {
  return Object.fromEntries((ui.options ?? []).map((o) => [o.key, o.default]));
}

/** The set-up form: mode, players, difficulty and the game's options; starts a local or online game. */
export function NewGame({ gameId }: { gameId: string }) {
  const ui = useGameUi(gameId);
  if (!ui) {
    return (
      <div className="page">
        <p role="alert">There is no game "{gameId}".</p>
        <a href="/" onClick={onLinkClick('/')}>
          Back
        </a>
      </div>
    );
  }
  return <NewGameForm ui={ui} />;
}

function NewGameForm({ ui }: { ui: GameUi }) {
  const { game } = ui;
  const [mode, setMode] = useState<Mode>('ai');
  // A one-seat game (Dueling Runes' solitaire against its automaton) is played on this device only.
  const minPlayers = mode === 'hotseat' ? game.minSeats : Math.max(2, game.minSeats);
  const [chosenPlayers, setPlayers] = useState(Math.max(2, game.minSeats));
  const players = Math.max(minPlayers, chosenPlayers);
  const [names, setNames] = useState<string[]>(() => Array.from({ length: game.maxSeats }, (_, i) => `Player ${i + 1}`));
  const [difficulty, setDifficulty] = useState<string>('normal');
  const [options, setOptions] = useState<Record<string, unknown>>(() => defaultOptions(ui));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The players' name rule, as the server applies it: checked while typing, a blank name gets the default.
  const checks: (NameCheck | null)[] = names.slice(0, players).map((n, i) => ((mode === 'ai' && i > 0) || n.trim() === '' ? null : checkPlayerName(n)));
  const problems = checks.map((c) => (c && !c.ok ? c.problem : null));
  const seatNames = names.slice(0, players).map((n, i) => {
    if (mode === 'ai' && i > 0) return `Computer${players > 2 ? ` ${i}` : ''} (${difficulty})`;
    const check = checks[i];
    return check?.ok ? check.name : `Player ${i + 1}`;
  });

  async function start(e: React.FormEvent) {
    e.preventDefault();
    const badName = problems.findIndex((p) => p !== null);
    if (badName >= 0) {
      setError(`Name of player ${badName + 1}: ${problems[badName]}`);
      return;
    }
    const config = parseConfig(game as never, ui.config(options, players));
    if (!config.ok) {
      setError(config.error.message);
      return;
    }
    if (mode === 'online') {
      setBusy(true);
      const created = await createMatch({ game: game.id, config: config.value, seats: Array.from({ length: players }, () => ({ kind: 'human' as const })) });
      const joined = created.ok ? await joinMatch(created.value.id, seatNames[0]!, 0) : created;
      setBusy(false);
      if (!joined.ok) {
        setError(joined.error);
        return;
      }
      const { match, seat, token } = joined.value;
      rememberOnlineSeat({ match: match.id, game: game.id, seat, token, name: seatNames[0]!, joinedAt: Date.now() });
      navigate(`/match/${match.id}`);
      return;
    }
    const now = Date.now();
    const id = randomId();
    saveLocalGame({
      id,
      game: game.id,
      mode,
      seed: randomId(12),
      config: config.value,
      names: seatNames,
      seats: seatNames.map((_, i) => (mode === 'ai' && i > 0 ? `ai:${difficulty}` : 'human')),
      actions: [],
      createdAt: now,
      updatedAt: now,
      finished: false,
    });
    navigate(`/local/${id}`);
  }

  return (
    <div className="page">
      <h1>New game of {game.name}</h1>
      <form className="setup" onSubmit={start}>
        <fieldset>
          <legend>How do you want to play?</legend>
          {(
            [
              ['ai', 'Against the computer', 'The AI thinks in your browser; no connection needed.'],
              ['hotseat', 'On this device', 'Players pass one device (hands stay hidden between turns), or play solitaire where the game has it.'],
              ['online', 'Online', 'Create a match and send the invite link to a friend.'],
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
            Players{' '}
            <select value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
              {Array.from({ length: game.maxSeats - minPlayers + 1 }, (_, i) => minPlayers + i).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? '1 (solitaire)' : n}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset>
          <legend>Names</legend>
          {Array.from({ length: players }, (_, i) =>
            mode !== 'hotseat' && i > 0 ? null : (
              <label key={i}>
                {mode === 'hotseat' && players > 1 ? `Player ${i + 1}` : 'Your name'}{' '}
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
            Difficulty{' '}
            <select value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
              {DIFFICULTY_CHOICES.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </label>
        )}
        {(ui.options ?? []).map((o) =>
          o.kind === 'boolean' ? (
            <label key={o.key} className="choice">
              <input type="checkbox" checked={Boolean(options[o.key])} onChange={(e) => setOptions({ ...options, [o.key]: e.target.checked })} /> {o.label}
            </label>
          ) : (
            <label key={o.key}>
              {o.label}{' '}
              <input
                type="number"
                min={o.min}
                max={o.max}
                value={Number(options[o.key])}
                onChange={(e) => setOptions({ ...options, [o.key]: Number(e.target.value) })}
              />
            </label>
          ),
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="primary" disabled={busy}>
            {mode === 'online' ? 'Create the match' : 'Start'}
          </button>
          <a className="button" href="/" onClick={onLinkClick('/')}>
            Cancel
          </a>
        </div>
      </form>
    </div>
  );
}
