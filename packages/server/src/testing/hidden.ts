import { isDeepStrictEqual } from 'node:util';
import { CARDS, Rng, seedRng } from '@decktet/decktet';
import { type AnyGame, type BaseState, Match, type Seat } from '@decktet/engine';
import type { LiveMatchState, LiveServerMessage } from '@decktet/protocol';

/**
 * Cards whose place a seat cannot know, per game, as ids: a frame naming one of them leaks.
 * (Hieroglyphs is absent: every card's owner is public there — only the order of draw piles and
 * which of a player's cards are in hand are hidden — so its frames are checked by view equality.)
 */
const HIDDEN_CARDS: Record<string, (state: BaseState, seat: Seat) => string[]> = {
  goofspiel(state, seat) {
    const s = state as unknown as { hands: string[][]; bids: (string | null)[]; prizes: string[] };
    const other = seat === 0 ? 1 : 0;
    return [...s.hands[other]!, ...(s.bids[other] ? [s.bids[other]!] : []), ...s.prizes.slice(1)];
  },
  'dueling-runes'(state, seat) {
    const s = state as unknown as { wizards: { seat: number | null; hand: number[] }[]; drawPile: number[] };
    const numbers = [...s.wizards.filter((w) => w.seat !== seat).flatMap((w) => w.hand), ...s.drawPile];
    return numbers.map((n) => CARDS[n]!.id);
  },
};

const isState = (m: LiveServerMessage): m is LiveServerMessage & LiveMatchState => m.type === 'welcome' || m.type === 'update';

/**
 * Checks every frame one seat received over a finished match against the match replayed from its
 * record: each view is exactly the game's view for that seat at that moment and cannot tell apart
 * reshuffles of what the seat cannot see; no frame names a card hidden from the seat then; no log
 * line meant only for other seats reached it. Returns the problems found (empty: none).
 */
export function hiddenInformationLeaks(game: AnyGame, record: unknown, seat: Seat, frames: readonly string[]): string[] {
  const replayed = Match.fromRecord([game], record);
  if (!replayed.ok) return [`the record does not replay: ${replayed.error.message}`];
  const states = replayed.value.states();
  const problems: string[] = [];
  const privateToOthers = new Set<string>();
  const visibleToSeat = new Set<string>();
  for (const entry of states.at(-1)!.log) {
    if (!entry.seats || entry.seats.includes(seat)) visibleToSeat.add(entry.text);
    else privateToOthers.add(entry.text);
  }
  const hidden = HIDDEN_CARDS[game.id];
  for (const [i, frame] of frames.entries()) {
    const message = JSON.parse(frame) as LiveServerMessage;
    if (message.type === 'error' && hidden) continue;
    if (!isState(message) || message.view === null) continue;
    const state = states[message.seq];
    if (!state) {
      problems.push(`frame ${i}: seq ${message.seq} is beyond the record`);
      continue;
    }
    if (!isDeepStrictEqual(message.view, game.view(state, seat))) problems.push(`frame ${i}: the view is not seat ${seat}'s view at seq ${message.seq}`);
    for (let k = 0; k < 3; k++) {
      const shuffled = game.randomizeHidden(state, seat, Rng.from(seedRng(`leak/${i}/${k}`)));
      if (!isDeepStrictEqual(game.view(shuffled, seat), message.view)) problems.push(`frame ${i}: the view changes when only cards hidden from seat ${seat} are reshuffled`);
    }
    for (const line of message.log) if (privateToOthers.has(line) && !visibleToSeat.has(line)) problems.push(`frame ${i}: log line meant for another seat: "${line}"`);
    for (const id of hidden?.(state, seat) ?? []) {
      if (new RegExp(`(^|[^a-z-])${id}([^a-z-]|$)`).test(frame)) problems.push(`frame ${i}: names "${id}", hidden from seat ${seat} at seq ${message.seq}`);
    }
  }
  return problems;
}
