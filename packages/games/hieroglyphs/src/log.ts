/**
 * The log's lines: each is an event (the facts, as plain JSON, for clients to word in their
 * player's language) and its English sentence, made from the event alone so the two always agree.
 */
import type { CardId } from '@decktet/decktet';
import type { LogEntry, Seat } from '@decktet/engine';
import { titleOf } from './cards';
import type { DecipherEnd } from './decipher';
import { GAME_NAME } from './name';
import { cardCount, listCards } from './text';
import type { TombNumber } from './types';

/**
 * The facts of a play (HG-8 … HG-10): what was played, then what it deciphered on the tomb in
 * order — whole words (`deciphered`; the first `setAside.length` of them each set a slider aside,
 * the others completed the phrase), and then, if it stopped inside a word, the letters of it
 * showing (`revealed`) — and what came of it: the sliders of a completed phrase (`slid`) going to
 * `gainer`, and the card drawn for ending on a word's last letter (`draws`, 0 or 1).
 */
export type PlayEvent = {
  type: 'play';
  seat: Seat;
  card: CardId;
  powerUps: CardId[];
  /** The face-up table Crowns that stretched the rank away from the printed one (HG-8). */
  helpers: CardId[];
  rank: number;
  tomb: TombNumber;
  deciphered: CardId[];
  setAside: CardId[];
  /** The revealed end of the word the play stopped in ('' when it stopped on a word's end). */
  revealed: string;
  end: DecipherEnd;
  /** Letters beyond the end of the phrase (an overshoot), lost. */
  surplus: number;
  slid: CardId[];
  /** Who takes the sliders: the player on an exact phrase, the opponent on an overshoot (absent without sliders). */
  gainer?: Seat;
  draws: number;
};

/** Every line Hieroglyphs writes in its log, as facts. Seats are 0 and 1; tombs are numbered from 1. */
export type HieroglyphsEvent =
  | { type: 'start' }
  | { type: 'deck'; seat: Seat; cards: CardId[] }
  | { type: 'tomb'; tomb: TombNumber; top: CardId; under: number }
  | { type: 'first'; seat: Seat }
  | { type: 'turn'; turn: number; seat: Seat }
  | { type: 'draw'; seat: Seat; count: number }
  | { type: 'you-draw'; cards: CardId[] }
  | { type: 'reshuffle'; seat: Seat; count: number }
  | PlayEvent
  | { type: 'depleted'; tomb: TombNumber; top: CardId }
  | { type: 'discard'; seat: Seat; card: CardId }
  | { type: 'end'; points: [number, number] };

/** A deciphered title as the log shouts it: "CHANCE MEETING". */
export function spokenTitle(id: CardId): string {
  return titleOf(id)
    .replace(/^the\s+/i, '')
    .toUpperCase();
}

/** "MILL deciphered (the Diplomat set aside), PACT deciphered, phrase complete": what a play did on its tomb. */
function decipherWords(e: PlayEvent): string {
  const parts = e.deciphered.map((word, i) => {
    const slider = e.setAside[i];
    return `${spokenTitle(word)} deciphered${slider ? ` (${titleOf(slider)} set aside)` : ''}`;
  });
  if (e.end === 'phrase') parts.push('phrase complete');
  else if (e.end === 'overshoot') parts.push(`phrase overshot by ${e.surplus}`);
  else if (e.end === 'partial') parts.push(`…${e.revealed} revealed`);
  return parts.join(', ');
}

function playSentence(e: PlayEvent, names: readonly string[]): string {
  const name = names[e.seat];
  const withUps = e.powerUps.length ? ` with ${listCards(e.powerUps)}` : '';
  const helped = e.helpers.length ? `, helped by ${listCards(e.helpers)} on the table,` : '';
  const gain = e.gainer !== undefined && e.slid.length ? ` — ${names[e.gainer]} ${e.end === 'phrase' ? 'collects' : 'receives'} ${listCards(e.slid)}` : '';
  const draw = e.draws ? `${gain ? ', ' : ` — ${name} `}draws a card` : '';
  return `${name} plays ${titleOf(e.card)}${withUps}${helped} as ${e.rank} on Tomb ${e.tomb}: ${decipherWords(e)}${gain}${draw}.`;
}

/** The English sentence of an event, with the players' names (seat order). */
export function sentence(e: HieroglyphsEvent, names: readonly string[]): string {
  switch (e.type) {
    case 'start':
      return `${GAME_NAME}: ${names[0]} and ${names[1]} dig at three tombs.`;
    case 'deck':
      return `${names[e.seat]}'s deck: ${listCards(e.cards)}.`;
    case 'tomb':
      return `Tomb ${e.tomb} shows ${titleOf(e.top)}${e.under > 0 ? `, ${e.under} under it` : ', depleted'}.`;
    case 'first':
      return `${names[e.seat]} goes first.`;
    case 'turn':
      return `Turn ${e.turn}: ${names[e.seat]}'s turn.`;
    case 'draw':
      return `${names[e.seat]} draws ${cardCount(e.count)}.`;
    case 'you-draw':
      return `You draw ${listCards(e.cards)}.`;
    case 'reshuffle':
      return `${names[e.seat]} shuffles their discard pile (${cardCount(e.count)}) into a new draw pile.`;
    case 'play':
      return playSentence(e, names);
    case 'depleted':
      return `Tomb ${e.tomb} is depleted: ${titleOf(e.top)} stays on the table.`;
    case 'discard':
      return `${names[e.seat]} discards ${titleOf(e.card)} (no effect).`;
    case 'end': {
      const [a, b] = e.points;
      const verdict = a === b ? 'a draw' : `${names[a > b ? 0 : 1]} wins`;
      return `The game ends: two tombs are depleted. ${names[0]} ${a}, ${names[1]} ${b} — ${verdict}.`;
    }
  }
}

/** The log entry of an event: its sentence, the event, and the only seats that may read it (none: public). */
export function entry(e: HieroglyphsEvent, names: readonly string[], seats?: readonly Seat[]): LogEntry {
  return { text: sentence(e, names), event: e, ...(seats ? { seats } : {}) };
}
