import type { YourTurnMatch } from '@decktet/protocol';
import { useGameUi } from '../app/context';
import { onLinkClick } from '../app/router';
import { useTranslation } from '../i18n';
import { gameName } from '../i18n/games';
import { remainingMs, useNow } from '../online/clock';
import { SitePage } from '../online/SitePage';
import { nameList, unitList, unitWords } from '../online/words';
import { Refusal } from '../players/request';
import { usePlayer } from '../players/session';
import { TakeANameFirst } from './fields';
import { PushReminders } from './PushReminders';
import { matchPath } from './seats';
import { useYourTurn } from './your-turn';
import { paceName } from './words';
import './lobby.css';

const MINUTE_MS = 60_000;

/** "3 hours, 20 minutes", "5 minutes": the time left for a decision, to the minute (rounded down: never more than there is). */
export function timeLeftWords(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const parts = [hours > 0 ? unitWords(hours, 'hour') : '', minutes % 60 > 0 || hours === 0 ? unitWords(minutes % 60, 'minute') : ''];
  return unitList(parts.filter(Boolean));
}

/** "Your turn": every game across the site waiting for the signed-in player's decision, soonest deadline first, and the reminders. */
export function YourTurnPage() {
  const { t } = useTranslation();
  const { state } = usePlayer();
  const { reply, offsetMs, error } = useYourTurn({ fresh: true });
  const now = useNow(reply !== null, 30_000);
  return (
    <SitePage>
      <h1>{t('lobby.yourTurn.title')}</h1>
      {state.status === 'guest' && <TakeANameFirst text={t('lobby.yourTurn.guest')} />}
      <Refusal error={error} />
      {reply && reply.matches.length === 0 && (
        <p>
          {t('lobby.yourTurn.none')}{' '}
          <a href="/lobby" onClick={onLinkClick('/lobby')}>
            {t('lobby.yourTurn.findTable')}
          </a>
        </p>
      )}
      {reply && reply.matches.length > 0 && (
        <ul className="lobby-list">
          {reply.matches.map((m) => (
            <WaitingMatch key={m.match} match={m} left={m.deadline === null ? null : remainingMs(m.deadline, offsetMs, now)} />
          ))}
        </ul>
      )}
      {state.status === 'signed-in' && <PushReminders />}
    </SitePage>
  );
}

function WaitingMatch({ match, left }: { match: YourTurnMatch; left: number | null }) {
  const { t } = useTranslation();
  const ui = useGameUi(match.game);
  const game = ui ? gameName(ui) : match.gameName;
  const path = matchPath(match.match);
  return (
    <li className="lobby-table">
      <h2 className="lobby-table-title">
        <a href={path} onClick={onLinkClick(path)}>
          {match.opponents.length > 0 ? t('lobby.yourTurn.against', { game, names: nameList(match.opponents) }) : game}
        </a>
      </h2>
      <p className="lobby-table-facts">
        <span>{paceName(match.pace)}</span>
        <span>{match.rated ? t('lobby.table.rated') : t('lobby.table.unrated')}</span>
        <span>{left === null ? t('lobby.yourTurn.noClock') : t('lobby.yourTurn.left', { time: timeLeftWords(left) })}</span>
      </p>
    </li>
  );
}
