/**
 * Why an action is refused, in the words of RULES.md. `validate` finds the first problem; only its
 * rejection path comes here, so this may take its time (playouts never get here). The words use
 * only what the acting seat may know — its own hand and what is public: table Crowns, depleted
 * tombs, the card vocabulary (HG-13) — never a hidden card or the length of a word being deciphered.
 */
import { type CardId, SUITS, SUIT_NAME } from '@decktet/decktet';
import type { RuleError, Seat } from '@decktet/engine';
import { info, titleOf } from './cards';
import { EXCUSE_MAX, type Problem } from './legal';
import { outcomeOf } from './scoring';
import { rankBounds, tableCrowns } from './table';
import { listCards } from './text';
import type { HieroglyphsState } from './types';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function suitsOf(card: CardId): string {
  const mask = info(card).suitMask;
  return SUITS.filter((_, i) => mask & (1 << i))
    .map((s) => SUIT_NAME[s])
    .join(', ');
}

function yourHand(s: HieroglyphsState, seat: Seat): string {
  const hand = s.players[seat as 0 | 1].hand;
  return hand.length ? `you hold ${listCards(hand)}` : 'your hand is empty';
}

/** "the Watchman (±1) and the Bard on the table (±3)": where a play's modifiers come from. */
function modifierWords(card: CardId, powerUps: readonly CardId[], crowns: readonly CardId[]): string[] {
  const words = powerUps.map((u) => `${titleOf(u)} (±${info(u).modifier})`);
  for (const c of crowns) if (info(c).suitMask & info(card).suitMask) words.push(`${titleOf(c)} on the table (±3)`);
  return words;
}

function outOfRange(s: HieroglyphsState, seat: Seat, card: CardId, powerUps: readonly CardId[], rank: number): string {
  const c = info(card);
  const crowns = tableCrowns(s.tombs);
  const sources = modifierWords(card, powerUps, crowns);
  const k = powerUps.reduce((n, u) => n + info(u).modifier, 0) + 3 * crowns.filter((x) => info(x).suitMask & c.suitMask).length;
  const [lo, hi] = rankBounds(c.rank, k);
  const head =
    k === 0
      ? `${capital(titleOf(card))} (${c.rank}) has no modifier here, so it deciphers exactly ${c.rank} letter${c.rank === 1 ? '' : 's'}, not ${rank}`
      : `${capital(titleOf(card))} (${c.rank}) with ${listOf(sources)} reaches ${lo === hi ? `only ${lo}` : `${lo} to ${hi}`}, not ${rank}`;
  if (rank < 1) return `${head}: a play deciphers at least 1 letter (HG-8)`;
  // Power-ups from the hand that share a suit and are not in the play yet, if they would reach the rank.
  const spare = s.players[seat as 0 | 1].hand.filter((u) => info(u).role === 'power-up' && !powerUps.includes(u) && info(u).suitMask & c.suitMask);
  const extra = spare.reduce((n, u) => n + info(u).modifier, 0);
  const [wideLo, wideHi] = rankBounds(c.rank, k + extra);
  if (spare.length && rank >= wideLo && rank <= wideHi) return `${head}; with ${listCards(spare)} from your hand it could reach ${wideLo} to ${wideHi} (HG-8)`;
  return `${head} (HG-8)`;
}

/** The refusal for a problem `validate` found: its stable code and the reason in words. */
export function refusal(s: HieroglyphsState, seat: Seat, problem: Problem): RuleError {
  if (problem.kind === 'game-over') return { code: 'game-over', message: gameOver(s) };
  if (problem.kind === 'not-your-turn') return { code: 'not-your-turn', message: whyNotYourTurn(s, seat) };
  return { code: 'illegal-action', message: whyIllegal(s, seat, problem) };
}

function whyIllegal(s: HieroglyphsState, seat: Seat, problem: Exclude<Problem, { kind: 'game-over' | 'not-your-turn' }>): string {
  switch (problem.kind) {
    case 'leads-power-up':
      return `${capital(titleOf(problem.card))} is a power-up: it cannot lead a play — play it beside a rank card sharing a suit, or discard it ("discard ${problem.card}", HG-8)`;
    case 'not-in-hand': {
      const onTable = problem.asPowerUp && tableCrowns(s.tombs).includes(problem.card);
      if (onTable) return `${capital(titleOf(problem.card))} is not in your hand: it lies face up on the table and already helps any rank card sharing its suit, so leave it out of the play (HG-14)`;
      return `${capital(titleOf(problem.card))} is not in your hand (${yourHand(s, seat)})`;
    }
    case 'named-twice':
      return `${capital(titleOf(problem.card))} is named twice: each power-up joins a play once`;
    case 'not-a-power-up':
      if (problem.card === problem.leader) return `${capital(titleOf(problem.card))} leads the play: it cannot also join it as a power-up`;
      if (info(problem.card).role === 'excuse') return 'The Excuse is not a power-up: it is played on its own, at a rank from 1 to 9 that you declare (HG-16)';
      return `${capital(titleOf(problem.card))} is a rank card, not a power-up: a play has one rank card, joined only by Pawns, Courts and Crowns (HG-8)`;
    case 'no-shared-suit':
      if (info(problem.leader).role === 'excuse') return 'The Excuse has no suit: no power-up can join it (HG-16)';
      return `${capital(titleOf(problem.powerUp))} (${suitsOf(problem.powerUp)}) shares no suit with ${titleOf(problem.leader)} (${suitsOf(problem.leader)}), so it cannot join its play (HG-8)`;
    case 'depleted':
      return `Tomb ${problem.tomb} is depleted: only its bottom Crown, ${titleOf(s.tombs[problem.tomb - 1]!.cards[0]!)}, is left, and it takes no more plays (HG-11)`;
    case 'excuse-rank':
      return `The Excuse is declared at a rank from 1 to ${EXCUSE_MAX}, not ${problem.rank} (HG-16)`;
    case 'out-of-range':
      return outOfRange(s, seat, problem.card, problem.powerUps, problem.rank);
    case 'discard-rank-card':
      if (info(problem.card).role === 'excuse') return `The Excuse is not a power-up, so it cannot be discarded on its own: play it on a tomb at a rank from 1 to ${EXCUSE_MAX} (HG-16)`;
      return `Only power-ups (Pawns, Courts and Crowns) may be discarded on their own; play ${titleOf(problem.card)} on a tomb (HG-15)`;
  }
}

/** Why a seat that is not on turn cannot act. */
function whyNotYourTurn(s: HieroglyphsState, seat: Seat): string {
  if (seat !== 0 && seat !== 1) return `There is no seat ${seat}: Hieroglyphs is played by seats 0 and 1`;
  return `It is not your turn: ${s.names[s.turn]} is playing, until their hand is empty (HG-20)`;
}

/** "The game is over: Ada wins 30 to 25". */
function gameOver(s: HieroglyphsState): string {
  const outcome = outcomeOf(s);
  return outcome ? `The game is over: ${outcome.summary}` : 'The game is over';
}
