import type { LiveMatchState, LiveSeatInfo } from '@decktet/protocol';
import { TurnClock } from './TurnClock';

const PRESENCE_TEXT = { online: 'online', away: 'away', offline: 'offline' } as const;

/** The AI plays this human's seat now (their time ran out, or they left). */
export function aiPlays(seat: LiveSeatInfo | undefined): boolean {
  return seat !== undefined && seat.kind === 'human' && (seat.cover !== null || seat.coveredByBot);
}

/** "Guest — AI playing" for a covered seat: the AI's name never replaces the player's. */
export function seatLabel(seat: LiveSeatInfo, name: string): string {
  return aiPlays(seat) ? `${name} — AI playing` : name;
}

/** Why the AI plays a seat, in a player's words. */
export function coverReason(seat: LiveSeatInfo): string | null {
  const cover = seat.cover;
  if (!aiPlays(seat)) return null;
  const from = cover?.turn != null ? ` since turn ${cover.turn}` : '';
  if (cover?.reason === 'left') return `left the match: the AI plays for them to the end${from}`;
  return `their time ran out: the AI plays for them${from} until they are back`;
}

/**
 * Everyone at the table, as everyone sees them: who is present, who (or what) plays each seat,
 * who owes the decision and how long they have left, and how many are watching.
 */
export function SeatList({ state, names, clockOffsetMs }: { state: LiveMatchState; names: readonly string[]; clockOffsetMs: number }) {
  const deadlines = state.status === 'live' ? state.deadlines : null;
  const watching = state.spectators;
  return (
    <section className="seat-list" aria-label="Players">
      <ul>
        {state.seats.map((seat, i) => {
          const toMove = state.status === 'live' && state.pending.includes(i);
          const deadline = deadlines?.[i] ?? null;
          const presence = seat.kind === 'human' && seat.taken ? seat.presence : null;
          const reason = coverReason(seat);
          return (
            <li
              key={i}
              className={['seat', toMove ? 'is-to-move' : '', reason ? 'is-covered' : '', presence ? `is-${presence}` : ''].filter(Boolean).join(' ')}
              aria-label={`${names[i]}${i === state.seat ? ' (you)' : ''}`}
            >
              <span className="seat-name">
                {presence && <span className={`presence-dot presence-${presence}`} aria-hidden />}
                <b>{seatLabel(seat, names[i] ?? `Seat ${i + 1}`)}</b>
                {i === state.seat && <span className="muted"> (you)</span>}
              </span>
              <span className="seat-facts">
                {seat.kind === 'bot' ? (
                  <span className="seat-tag">AI ({seat.difficulty ?? 'normal'})</span>
                ) : !seat.taken ? (
                  <span className="seat-tag">open seat</span>
                ) : (
                  presence && <span className={`presence presence-${presence}`}>{PRESENCE_TEXT[presence]}</span>
                )}
                {toMove && <span className="seat-tag to-move">{seat.kind === 'bot' || reason ? 'AI thinking' : 'to move'}</span>}
                {toMove && deadline !== null && <TurnClock deadline={deadline} offsetMs={clockOffsetMs} />}
              </span>
              {reason && <span className="seat-cover muted small">{reason}</span>}
            </li>
          );
        })}
      </ul>
      <p className="seat-watchers muted small">{watching === 0 ? 'Nobody is watching.' : watching === 1 ? '1 person is watching.' : `${watching} people are watching.`}</p>
    </section>
  );
}
