import { useState } from 'react';
import { parseConfig, ratingPoolOf } from '@decktet/engine';
import { DEFAULT_TURN_HOURS, DEFAULT_TURN_SECONDS, type LiveJoinReply, PACES, type Pace, RATED_SEATS, TURN_HOURS_MAX, TURN_HOURS_MIN } from '@decktet/protocol';
import { useServices } from '../app/context';
import { NumberChoice } from '../app/NumberChoice';
import { GameOptionFields, defaultOptions } from '../app/NewGame';
import { navigate, onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { SitePage } from '../online/SitePage';
import { TurnClockChoice } from '../online/TurnClockChoice';
import { unitWords } from '../online/words';
import type { GameUi } from '../play/types';
import { Refusal, useRequest } from '../players/request';
import { usePlayer } from '../players/session';
import { createTable } from './api';
import { matchPath, takeSeat } from './seats';
import { GameSelect, TakeANameFirst } from './fields';
import { waitAt } from './waiting';
import { paceName } from './words';
import { RatedRules, usePoolName } from '../ratings/RatedRules';
import './lobby.css';
import { copyText } from '../app/clipboard';

/** The hours per decision a turn-based table offers, within the server's bounds. */
export const TURN_HOURS_CHOICES = [12, 24, 48, 72, 168].filter((h) => h >= TURN_HOURS_MIN && h <= TURN_HOURS_MAX);

/** "Create a table": a signed-in player's new table; a guest is shown the way to take a name. */
export function CreateTablePage() {
  const { t } = useTranslation();
  const { state } = usePlayer();
  const { games } = useServices();
  const [made, setMade] = useState<LiveJoinReply | null>(null);
  return (
    <SitePage>
      <h1>{t('lobby.create.title')}</h1>
      {state.status === 'guest' && <TakeANameFirst text={t('lobby.guest.text')} />}
      {state.status === 'signed-in' && games.length > 0 && (made ? <PrivateInvite made={made} /> : <CreateTableForm games={games} name={state.player.name} onPrivate={setMade} />)}
      <p>
        <a href="/lobby" onClick={onLinkClick('/lobby')}>
          {t('lobby.backToLobby')}
        </a>
      </p>
    </SitePage>
  );
}

function CreateTableForm({ games, name, onPrivate }: { games: readonly GameUi[]; name: string; onPrivate(made: LiveJoinReply): void }) {
  const { t } = useTranslation();
  const [ui, setUi] = useState(games[0]!);
  const { game } = ui;
  const [options, setOptions] = useState(() => defaultOptions(ui));
  const fewest = Math.max(2, game.minSeats);
  const [chosenSeats, setSeats] = useState(fewest);
  const seats = Math.min(game.maxSeats, Math.max(fewest, chosenSeats));
  const [pace, setPace] = useState<Pace>('live');
  const [turnSeconds, setTurnSeconds] = useState<number | null>(DEFAULT_TURN_SECONDS);
  const [turnHours, setTurnHours] = useState(DEFAULT_TURN_HOURS);
  const poolName = usePoolName();
  const [chosenRated, setRated] = useState(false);
  // The server's rules: a rated table has two seats, both for signed-in players, and a leaderboard's standard settings.
  const pool = ratingPoolOf(game as never, ui.config(options, seats));
  const ratable = seats === RATED_SEATS && pool !== null;
  const rated = chosenRated && ratable;
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const { busy, error, run } = useRequest();
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const config = parseConfig(game as never, ui.config(options, seats));
    setInvalid(config.ok ? null : config.error.message);
    if (!config.ok) return;
    const clock = pace === 'live' ? { turnSeconds } : { turnHours };
    void run(
      () => createTable({ game: game.id, config: config.value, seats: Array.from({ length: seats }, () => ({ kind: 'human' as const })), pace, ...clock, rated, visibility }),
      (reply) => {
        if (takeSeat(reply, name)) return;
        waitAt(reply.match);
        if (visibility === 'private') onPrivate(reply);
        else navigate('/lobby');
      },
    );
  }

  return (
    <form className="setup lobby-setup" onSubmit={submit}>
      <GameSelect
        value={game.id}
        onChange={(id) => {
          const next = games.find((g) => g.game.id === id)!;
          setUi(next);
          setOptions(defaultOptions(next));
        }}
      />
      <GameOptionFields ui={ui} options={options} onChange={setOptions} />
      {game.maxSeats > fewest && (
        <NumberChoice label={t('lobby.create.seats')} value={seats} from={fewest} to={game.maxSeats} onChange={setSeats} />
      )}
      <fieldset>
        <legend>{t('lobby.filters.pace')}</legend>
        {PACES.map((p) => (
          <label key={p} className="choice">
            <input type="radio" name="pace" value={p} checked={pace === p} onChange={() => setPace(p)} />
            <span>
              <b>{paceName(p)}</b> <span className="muted">{p === 'live' ? t('lobby.create.liveHint') : t('lobby.create.turnBasedHint')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {pace === 'live' ? (
        <TurnClockChoice value={turnSeconds} onChange={setTurnSeconds} />
      ) : (
        <label>
          {t('lobby.create.hours')}{' '}
          <select value={turnHours} onChange={(e) => setTurnHours(Number(e.target.value))}>
            {TURN_HOURS_CHOICES.map((h) => (
              <option key={h} value={h}>
                {unitWords(h, 'hour')}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="choice">
        <input type="checkbox" checked={rated} disabled={!ratable} aria-describedby="rated-hint" onChange={(e) => setRated(e.target.checked)} /> {t('lobby.create.rated')}
      </label>
      <p id="rated-hint" className="muted small field-hint">
        {t('lobby.create.ratedHint')} {seats === RATED_SEATS && pool === null ? t('rated.settings.notRatable') : pool ? t('rated.settings.leaderboard', { name: poolName(pool) }) : ''}
      </p>
      {rated && <RatedRules turnSeconds={pace === 'live' ? turnSeconds : turnHours * 3600} />}
      <fieldset>
        <legend>{t('lobby.create.visibility')}</legend>
        {(['public', 'private'] as const).map((v) => (
          <label key={v} className="choice">
            <input type="radio" name="visibility" value={v} checked={visibility === v} onChange={() => setVisibility(v)} />
            <span>{v === 'public' ? t('lobby.create.public') : t('lobby.create.private')}</span>
          </label>
        ))}
      </fieldset>
      <Refusal error={invalid ?? error} />
      <div className="button-row">
        <button type="submit" className="primary" disabled={busy}>
          {t('lobby.create.submit')}
        </button>
      </div>
    </form>
  );
}

/** A private table made: its invite link to send, to copy, and the way to the table. */
function PrivateInvite({ made }: { made: LiveJoinReply }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  return (
    <section aria-labelledby="invite-title" className="lobby-invite">
      <h2 id="invite-title">{t('lobby.create.inviteTitle')}</h2>
      <p>{t('lobby.create.inviteText')}</p>
      <p>
        <code>{made.invite}</code>
      </p>
      <div className="button-row">
        <button
          type="button"
          onClick={() => void copyText(made.invite).then(setCopy)}
        >
          {t('lobby.create.copy')}
        </button>
        <a className="button primary" href={matchPath(made.match.id)} onClick={onLinkClick(matchPath(made.match.id))}>
          {t('lobby.create.openTable')}
        </a>
      </div>
      <p role="status">{copy === 'copied' ? t('lobby.create.copied') : copy === 'failed' ? t('lobby.create.copyFailed') : ''}</p>
    </section>
  );
}
