import { useEffect, useState } from 'react';
import { type LiveMatchSummary, PLAYER_NAME_MAX, checkPlayerName } from '@decktet/protocol';
import { useGameUi } from '../app/context';
import { navigate, onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { gameName } from '../i18n/games';
import { getMatch, joinMatch } from './api';
import { LiveMatch } from './LiveTable';
import { SitePage } from './SitePage';
import { findOnlineSeat, rememberOnlineSeat } from './tokens';
import { nameProblem } from './typed-text';
import { nameList } from './words';
import { SeatAtTable } from '../lobby/SeatAtTable';

/** A match's game, named in the player's language where this client knows it (the summary carries the server's English name). */
function useSummaryGame(summary: LiveMatchSummary): string {
  const ui = useGameUi(summary.game);
  return ui ? gameName(ui) : summary.gameName;
}

/** An online match: joins an open seat, plays a held seat, or watches. */
export function OnlineMatchPage({ match, spectate }: { match: string; spectate: boolean }) {
  const { t } = useTranslation();
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
      <SitePage>
        <p className="error" role="alert">
          {error}
        </p>
        <a href="/" onClick={onLinkClick('/')}>
          {t('common.backToStart')}
        </a>
      </SitePage>
    );
  if (!summary)
    return (
      <SitePage>
        <p>{t('online.page.lookingForMatch')}</p>
      </SitePage>
    );
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
  const { t } = useTranslation();
  const game = useSummaryGame(summary);
  return (
    <SitePage>
      <h1>{t('online.damaged.title', { game })}</h1>
      <p className="error" role="alert">
        {summary.damage ? t('online.damaged.textBecause', { damage: summary.damage }) : t('online.damaged.text')}
      </p>
      <a href="/" onClick={onLinkClick('/')}>
        {t('common.backToStart')}
      </a>
    </SitePage>
  );
}

function JoinForm({ summary, onJoined, onWatch }: { summary: LiveMatchSummary; onJoined(token: string, seat: number, name: string): void; onWatch(): void }) {
  const { t } = useTranslation();
  const game = useSummaryGame(summary);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's own name rule, checked while typing; a blank name joins as "Guest".
  const check = name.trim() === '' ? null : checkPlayerName(name);
  const problem = check && !check.ok ? nameProblem(name) : null;
  const chosen = check?.ok ? check.name : t('online.join.guest');
  const taken = summary.seats.filter((s) => s.taken && s.name).map((s) => s.name!);
  return (
    <SitePage>
      <h1>{t('online.join.title', { game })}</h1>
      {taken.length > 0 && <p>{t('online.join.seated', { names: nameList(taken) })}</p>}
      <SeatAtTable summary={summary} onJoined={onJoined} />
      <form
        className="setup"
        onSubmit={async (e) => {
          e.preventDefault();
          if (problem) return;
          setBusy(true);
          const r = await joinMatch(summary.id, chosen);
          setBusy(false);
          if (r.ok) onJoined(r.value.token, r.value.seat, chosen);
          else setError(r.error);
        }}
      >
        <label>
          {t('newGame.yourName')} <input value={name} maxLength={PLAYER_NAME_MAX} autoFocus aria-invalid={problem ? true : undefined} onChange={(e) => setName(e.target.value)} />
        </label>
        {problem && (
          <p className="error" role="alert">
            {t('online.join.nameProblem', { problem })}
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="primary" disabled={busy || problem !== null}>
            {t('online.join.takeSeat')}
          </button>
          <button type="button" onClick={onWatch}>
            {t('online.join.justWatch')}
          </button>
        </div>
      </form>
    </SitePage>
  );
}

/** Asks for a match id or invite link and goes there. */
export function JoinPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = text.trim().replace(/^.*\/match\//, '').replace(/[/?#].*$/, '');
  return (
    <SitePage>
      <h1>{t('home.joinMatch')}</h1>
      <form
        className="setup"
        onSubmit={(e) => {
          e.preventDefault();
          if (id) navigate(`/match/${encodeURIComponent(id)}`);
        }}
      >
        <label>
          {t('online.join.link')} <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <div className="button-row">
          <button type="submit" className="primary" disabled={!id}>
            {t('online.join.go')}
          </button>
        </div>
      </form>
    </SitePage>
  );
}
