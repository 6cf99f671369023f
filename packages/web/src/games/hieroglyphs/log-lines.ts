/**
 * Hieroglyphs' log and replay in the player's language: each event of the game's log (see
 * `HieroglyphsEvent` in its package) in the catalogue's words. Cards are named by cards/labels.ts
 * (the Decktet's English titles, the language's article); the deciphered words are shouted as
 * the titles' letters, in every language.
 */
import type { CardId } from '@decktet/decktet';
import type { LogEvent, Seat } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsEvent, type HieroglyphsState, type PlayEvent, spokenTitle } from '@decktet/hieroglyphs';
import { cardName, cardNames } from '../../cards/labels';
import { i18n } from '../../i18n';

const title = (id: CardId) => cardName(id);
const cardList = (ids: readonly CardId[]) => cardNames(ids);
const nameOf = (names: readonly string[], seat: Seat) => names[seat] ?? i18n.t('common.player', { number: seat + 1 });

/** What a play did on its tomb, step by step: words deciphered (with their sliders), then how it ended. */
function decipherSteps(e: PlayEvent): string {
  const steps = e.deciphered.map((word, i) => {
    const slider = e.setAside[i];
    return slider ? i18n.t('events.hieroglyphs.decipheredSetAside', { word: spokenTitle(word), slider: title(slider) }) : i18n.t('events.hieroglyphs.deciphered', { word: spokenTitle(word) });
  });
  if (e.end === 'phrase') steps.push(i18n.t('events.hieroglyphs.phraseComplete'));
  else if (e.end === 'overshoot') steps.push(i18n.t('events.hieroglyphs.phraseOvershot', { surplus: e.surplus }));
  else if (e.end === 'partial') steps.push(i18n.t('events.hieroglyphs.revealed', { letters: e.revealed }));
  return steps.join(', ');
}

/** Who took the sliders of a completed phrase: the player collects them, the opponent receives them on an overshoot. */
function gain(e: PlayEvent, names: readonly string[]): string {
  if (e.gainer === undefined || e.slid.length === 0) return '';
  const words = { name: nameOf(names, e.gainer), cards: cardList(e.slid) };
  return e.end === 'phrase' ? i18n.t('events.hieroglyphs.collects', words) : i18n.t('events.hieroglyphs.receives', words);
}

function playLine(e: PlayEvent, names: readonly string[]): string {
  const name = nameOf(names, e.seat);
  const gained = gain(e, names);
  const draw = !e.draws ? '' : gained ? i18n.t('events.hieroglyphs.alsoDrawsACard') : i18n.t('events.hieroglyphs.drawsACard', { name });
  return i18n.t('events.hieroglyphs.plays', {
    name,
    card: title(e.card),
    powerUps: e.powerUps.length ? i18n.t('events.hieroglyphs.withPowerUps', { cards: cardList(e.powerUps) }) : '',
    helpers: e.helpers.length ? i18n.t('events.hieroglyphs.helpedBy', { cards: cardList(e.helpers) }) : '',
    rank: e.rank,
    tomb: e.tomb,
    steps: decipherSteps(e),
    gain: gained,
    draw,
  });
}

function endLine(points: readonly [number, number], names: readonly string[]): string {
  const [a, b] = points;
  const score = { first: nameOf(names, 0), firstPoints: a, second: nameOf(names, 1), secondPoints: b };
  return a === b ? i18n.t('events.hieroglyphs.endDraw', score) : i18n.t('events.hieroglyphs.endWin', { ...score, winner: nameOf(names, a > b ? 0 : 1) });
}

/** A Hieroglyphs log event in the player's language; undefined for an event it does not know. */
export function hieroglyphsLogLine(event: LogEvent, names: readonly string[]): string | undefined {
  const e = event as HieroglyphsEvent;
  switch (e.type) {
    case 'start':
      return i18n.t('events.hieroglyphs.start', { first: nameOf(names, 0), second: nameOf(names, 1) });
    case 'deck':
      return i18n.t('events.hieroglyphs.deck', { name: nameOf(names, e.seat), cards: cardList(e.cards) });
    case 'tomb':
      return e.under > 0 ? i18n.t('events.hieroglyphs.tomb', { tomb: e.tomb, card: title(e.top), under: e.under }) : i18n.t('events.hieroglyphs.tombDepleted', { tomb: e.tomb, card: title(e.top) });
    case 'first':
      return i18n.t('events.hieroglyphs.first', { name: nameOf(names, e.seat) });
    case 'turn':
      return i18n.t('events.hieroglyphs.turn', { turn: e.turn, name: nameOf(names, e.seat) });
    case 'draw':
      return i18n.t('events.hieroglyphs.draws', { name: nameOf(names, e.seat), count: e.count });
    case 'you-draw':
      return i18n.t('events.hieroglyphs.youDraw', { cards: cardList(e.cards) });
    case 'reshuffle':
      return i18n.t('events.hieroglyphs.reshuffle', { name: nameOf(names, e.seat), count: e.count });
    case 'play':
      return playLine(e, names);
    case 'depleted':
      return i18n.t('events.hieroglyphs.depleted', { tomb: e.tomb, card: title(e.top) });
    case 'discard':
      return i18n.t('events.hieroglyphs.discard', { name: nameOf(names, e.seat), card: title(e.card) });
    case 'end':
      return endLine(e.points, names);
    default:
      return undefined;
  }
}

/** An action in words for the replay's list of steps: "Bo plays the Sailor with the Rite as 2 on Tomb 3". */
export function describeHieroglyphsAction(state: HieroglyphsState, seat: Seat, action: HieroglyphsAction): string {
  const name = nameOf(state.names, seat);
  if (action.type === 'discard') return i18n.t('events.hieroglyphs.replay.discards', { name, card: title(action.card) });
  const powerUps = action.powerUps.length ? i18n.t('events.hieroglyphs.withPowerUps', { cards: cardList(action.powerUps) }) : '';
  return i18n.t('events.hieroglyphs.replay.plays', { name, card: title(action.card), powerUps, rank: action.rank, tomb: action.tomb });
}

/** The turn an action made in `state` belongs to, titled with the player on turn: "Turn 3: Bo's turn". */
export function hieroglyphsTurnOf(state: HieroglyphsState): { number: number; title: string } {
  return { number: state.turnNumber, title: i18n.t('events.hieroglyphs.replay.turn', { turn: state.turnNumber, name: nameOf(state.names, state.turn) }) };
}
