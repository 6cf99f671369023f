import type { LiveMatchState, LiveSeatInfo } from '@decktet/protocol';
import { i18n, useTranslation } from '../i18n';
import { TurnClock } from './TurnClock';
import { levelName } from '../i18n/levels';

type Presence = NonNullable<LiveSeatInfo['presence']>;

function presenceText(presence: Presence): string {
  if (presence === 'online') return i18n.t('online.seat.online');
  if (presence === 'away') return i18n.t('online.seat.away');
  return i18n.t('online.seat.offline');
}

/** "AI (hard)": a bot's seat, with its level as the set-up form names it. */
function botText(difficulty: string | null | undefined): string {
  const level = levelName(difficulty);
  return i18n.t('online.seat.bot', { difficulty: level.toLocaleLowerCase() });
}

/** The AI plays this human's seat now (their time ran out, or they left). */
export function aiPlays(seat: LiveSeatInfo | undefined): boolean {
  return seat !== undefined && seat.kind === 'human' && (seat.cover !== null || seat.coveredByBot);
}

/** "Guest — AI playing": how a seat the AI plays for its player is named; the AI's name never replaces the player's. */
export function aiPlayingLabel(name: string): string {
  return i18n.t('online.seat.aiPlaying', { name });
}

/** A seat's name, marked when the AI plays it. */
export function seatLabel(seat: LiveSeatInfo, name: string): string {
  return aiPlays(seat) ? aiPlayingLabel(name) : name;
}

/** Why the AI plays a seat, in a player's words. */
export function coverReason(seat: LiveSeatInfo): string | null {
  const cover = seat.cover;
  if (!aiPlays(seat)) return null;
  const turn = cover?.turn ?? null;
  if (cover?.reason === 'left') return turn !== null ? i18n.t('online.seat.leftSince', { turn }) : i18n.t('online.seat.left');
  return turn !== null ? i18n.t('online.seat.timeRanOutSince', { turn }) : i18n.t('online.seat.timeRanOut');
}

/**
 * Everyone at the table, as everyone sees them: who is present, who (or what) plays each seat,
 * who owes the decision and how long they have left, and how many are watching.
 */
export function SeatList({ state, names, clockOffsetMs }: { state: LiveMatchState; names: readonly string[]; clockOffsetMs: number }) {
  const { t } = useTranslation();
  const deadlines = state.status === 'live' ? state.deadlines : null;
  const watching = state.spectators;
  return (
    <section className="seat-list" aria-label={t('online.seat.list')}>
      <ul>
        {state.seats.map((seat, i) => {
          const toMove = state.status === 'live' && state.pending.includes(i);
          const deadline = deadlines?.[i] ?? null;
          const presence = seat.kind === 'human' && seat.taken ? seat.presence : null;
          const reason = coverReason(seat);
          const name = names[i] ?? t('online.seat.numbered', { number: i + 1 });
          return (
            <li
              key={i}
              className={['seat', toMove ? 'is-to-move' : '', reason ? 'is-covered' : '', presence ? `is-${presence}` : ''].filter(Boolean).join(' ')}
              aria-label={i === state.seat ? t('online.seat.you', { name }) : name}
            >
              <span className="seat-name">
                {presence && <span className={`presence-dot presence-${presence}`} aria-hidden />}
                <b>{seatLabel(seat, name)}</b>
                {i === state.seat && <span className="muted"> {t('online.seat.youMark')}</span>}
              </span>
              <span className="seat-facts">
                {seat.kind === 'bot' ? (
                  <span className="seat-tag">{botText(seat.difficulty)}</span>
                ) : !seat.taken ? (
                  <span className="seat-tag">{t('online.seat.open')}</span>
                ) : (
                  presence && <span className={`presence presence-${presence}`}>{presenceText(presence)}</span>
                )}
                {toMove && <span className="seat-tag to-move">{seat.kind === 'bot' || reason ? t('online.seat.aiThinking') : t('online.seat.toMove')}</span>}
                {toMove && deadline !== null && <TurnClock deadline={deadline} offsetMs={clockOffsetMs} />}
              </span>
              {reason && <span className="seat-cover muted small">{reason}</span>}
            </li>
          );
        })}
      </ul>
      <p className="seat-watchers muted small">{watching === 0 ? t('online.seat.nobodyWatching') : t('online.seat.watching', { count: watching })}</p>
    </section>
  );
}
