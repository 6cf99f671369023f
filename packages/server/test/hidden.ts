import { isDeepStrictEqual } from 'node:util';
import { Rng, seedRng } from '@decktet/decktet';
import { type AnyGame, type BaseState, Match, type Seat, WITHDRAW_STEP } from '@decktet/engine';
import type { LiveMatchState, LiveServerMessage } from '@decktet/protocol';

/**
 * The cards (ids) whose place a seat (null: a spectator) cannot know in a state: a frame naming one
 * of them leaks. The test that plays a game knows them. A game that hides no card's owner (only the
 * order of piles, or which of a player's own cards are in hand) needs none: its frames are checked
 * by view equality alone.
 */
export type HiddenCards = (state: BaseState, seat: Seat | null) => readonly string[];

const isState = (m: LiveServerMessage): m is LiveServerMessage & LiveMatchState => m.type === 'welcome' || m.type === 'update';

/**
 * Per public move number (what frames carry as `seq`, DR-37), the states a frame with it may show:
 * the match after each step that reached it, and every secret window those steps opened (DR-36);
 * the finished match at the count of every action.
 */
function shownStates(game: AnyGame, match: { states(): BaseState[]; readonly actions: readonly { seat: Seat; action: string }[] }): Map<number, BaseState[]> {
  const states = match.states();
  const windows = game.secretWindows;
  const shown = new Map<number, BaseState[]>([[0, [states[0]!]]]);
  const total = match.actions.length;
  match.actions.forEach((step, i) => {
    const after = states[i + 1]!;
    // A finished match counts every action (its record is public then): its last step is shown at the total.
    const pub = i + 1 === total && game.outcome(after) ? total : i + 1 - (windows?.decisionsIn(after) ?? 0);
    const list = shown.get(pub) ?? [];
    const parsed = windows && step.action !== WITHDRAW_STEP ? game.parseAction(step.action) : null;
    if (windows && parsed?.ok) list.push(...windows.openedBy(states[i]!, step.seat, parsed.value));
    list.push(after);
    shown.set(pub, list);
  });
  return shown;
}

/**
 * Checks every frame one seat (null: a spectator) received over a finished match against the match
 * replayed from its record: each view is exactly the game's view for that seat at that moment and
 * cannot tell apart reshuffles of what the seat cannot see (a spectator: of what any seat cannot
 * see); no frame names a card hidden from the seat then; no log line meant only for other seats
 * reached it. Returns the problems found (empty: none).
 */
export function hiddenInformationLeaks(game: AnyGame, record: unknown, seat: Seat | null, frames: readonly string[], hidden?: HiddenCards): string[] {
  const replayed = Match.fromRecord([game], record);
  if (!replayed.ok) return [`the record does not replay: ${replayed.error.message}`];
  const states = replayed.value.states();
  const shown = shownStates(game, replayed.value);
  const who = seat === null ? 'a spectator' : `seat ${seat}`;
  const problems: string[] = [];
  const privateToOthers = new Set<string>();
  const visibleToSeat = new Set<string>();
  /** The events of the lines the seat may read: the only game events a frame may carry. */
  const eventsForSeat = new Set<string>();
  for (const entry of states.at(-1)!.log) {
    if (!entry.seats || (seat !== null && entry.seats.includes(seat))) {
      visibleToSeat.add(entry.text);
      if (entry.event) eventsForSeat.add(JSON.stringify(entry.event));
    } else privateToOthers.add(entry.text);
  }
  for (const [i, frame] of frames.entries()) {
    const message = JSON.parse(frame) as LiveServerMessage;
    if (message.type === 'error' && hidden) continue;
    if (!isState(message) || message.view === null) continue;
    const candidates = shown.get(message.seq);
    if (!candidates) {
      problems.push(`frame ${i}: seq ${message.seq} is beyond the record`);
      continue;
    }
    const matching = candidates.find((c) => isDeepStrictEqual(message.view, game.view(c, seat)));
    if (!matching) problems.push(`frame ${i}: the view is not ${who}'s view at seq ${message.seq}`);
    // A view that is no moment's is still read for what it must not name, against the latest state at that number.
    const state = matching ?? candidates.at(-1)!;
    for (let k = 0; k < 3; k++) {
      // A spectator sees less than any seat: what a seat cannot see, it cannot see either.
      const as = seat ?? k % Math.max(1, message.seats.length);
      const shuffled = game.randomizeHidden(state, as, Rng.from(seedRng(`leak/${i}/${k}`)));
      if (!isDeepStrictEqual(game.view(shuffled, seat), message.view)) problems.push(`frame ${i}: the view changes when only cards hidden from seat ${as} are reshuffled`);
    }
    for (const line of message.log) if (privateToOthers.has(line) && !visibleToSeat.has(line)) problems.push(`frame ${i}: log line meant for another seat: "${line}"`);
    for (const event of message.events ?? []) {
      if (event && event.type !== 'server' && !eventsForSeat.has(JSON.stringify(event))) problems.push(`frame ${i}: an event of no line the seat may read: ${JSON.stringify(event)}`);
    }
    // The log tells what happened, which may name a card that is hidden now (a card discarded in
    // public, later shuffled back into the draw pile): its lines are checked above by who may read
    // them, and each event says only what its line says (the games' log tests). The rest of the
    // frame may name no card hidden from the seat at this moment.
    const present = JSON.stringify({ ...message, log: [], events: [] });
    for (const id of hidden?.(state, seat) ?? []) {
      const found = new RegExp(`(^|[^a-z-])${id}([^a-z-]|$)`).exec(present);
      if (found) problems.push(`frame ${i}: names "${id}", hidden from ${who} at seq ${message.seq}, in …${present.slice(Math.max(0, found.index - 80), found.index + 40)}…`);
    }
  }
  return problems;
}
