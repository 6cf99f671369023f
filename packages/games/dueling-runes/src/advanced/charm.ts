/**
 * Charm (DRA-17). A charmed wizard's card is chosen by its charmer: before each placement in which
 * the charmed wizard would choose (a turn or a haste mini-turn), the `charm` stage asks each
 * charmer, in secret, which card of the charmed hand is placed; the charmer sees that hand while
 * the charm lasts. A wizard charms one wizard at a time, and a charm ends when its charmer dies.
 * The solitaire automaton, charming the player, places the player's card of lowest value (DRA-24);
 * charmed by the player, it draws its card and the player says keep or redraw (turn.ts, as DR-25).
 */
import { type AdvancedWizard, freeFromCharm } from './wizard';
import { RUNE_COUNT, VALUE, cardNumber } from '../core/cards';
import type { DuelingRunesState, Wizard } from '../core/state';

/** The wizard whose charm binds `w` now (the charm holds this turn), or -1. */
export function charmerOf(s: DuelingRunesState, w: Wizard): number {
  const a = w.advanced;
  return a !== undefined && a.charmedBy >= 0 && a.charmUntil >= s.turn ? a.charmedBy : -1;
}

/** The wizard that wizard `charmer` charms now, or -1 (it charms one at a time). */
export function charmedBy(s: DuelingRunesState, charmer: number): number {
  for (let i = 0; i < s.wizards.length; i++) if (charmerOf(s, s.wizards[i]!) === charmer) return i;
  return -1;
}

/**
 * A Charm lasting through turn `until` by `charmer` lands on wizard `target`: the charmer's earlier
 * charm of another wizard ends; the target's charmer becomes `charmer`, with the longer time of the
 * charm already on it and the new one (DRA-17).
 */
export function charmWizard(s: DuelingRunesState, target: number, charmer: number, until: number): void {
  const earlier = charmedBy(s, charmer);
  if (earlier >= 0 && earlier !== target) freeFromCharm(s.wizards[earlier]!.advanced!);
  s.wizards[target]!.advanced!.charmUntil = charmUntilOn(s.wizards[target]!.advanced!, s.turn, until);
  s.wizards[target]!.advanced!.charmedBy = charmer;
}

/** The last turn of the charm on a wizard (its Advanced Game part `a`, as it stands, or as a group's spells will find it) once a new Charm lasting through turn `until` lands in `turn`: the longer time (DRA-17). */
export function charmUntilOn(a: Pick<AdvancedWizard, 'charmedBy' | 'charmUntil'>, turn: number, until: number): number {
  return Math.max(a.charmedBy >= 0 && a.charmUntil >= turn ? a.charmUntil : 0, until);
}

/** Wizard `dead` has died: every charm it held ends (DRA-17). */
export function endCharmsOf(s: DuelingRunesState, dead: number): void {
  for (const w of s.wizards) if (w.advanced && w.advanced.charmedBy === dead) freeFromCharm(w.advanced);
}

/**
 * The start of a placement: each wizard who would choose its card now (`placesFromHand`) but is
 * charmed has it chosen by its charmer. Player charmers are asked in the `charm` stage, and only
 * they; the automaton's choice is made at the reveal. True if some player is asked.
 */
export function askCharmers(s: DuelingRunesState, placesFromHand: (w: Wizard) => boolean): boolean {
  let asked = false;
  for (const w of s.wizards) w.owes = false;
  for (const w of s.wizards) {
    const charmer = charmerOf(s, w);
    if (charmer < 0 || !placesFromHand(w)) continue;
    const c = s.wizards[charmer]!;
    if (c.seat !== null && c.alive) asked = c.owes = true;
  }
  return asked;
}

/** Every charmer has chosen: each choice waits, secret, for the reveal. */
export function settleCharms(s: DuelingRunesState): void {
  for (let i = 0; i < s.wizards.length; i++) {
    const pick = s.wizards[i]!.pick;
    s.wizards[i]!.pick = null;
    const charmed = charmedBy(s, i);
    if (pick?.type === 'play' && charmed >= 0) s.wizards[charmed]!.advanced!.charmCard = cardNumber(pick.card)!;
  }
}

/** The automaton charming a player places the player's card of lowest value, the one with fewest runes on a tie (DRA-24). */
function automatonCharmChoice(hand: readonly number[]): number {
  let best = hand[0]!;
  for (const c of hand) if (VALUE[c]! < VALUE[best]! || (VALUE[c] === VALUE[best] && RUNE_COUNT[c]! < RUNE_COUNT[best]!)) best = c;
  return best;
}

/** The card a charmed wizard places at the reveal: its charmer's choice (the automaton's made now). */
export function charmedCard(w: Wizard): number {
  const chosen = w.advanced!.charmCard;
  w.advanced!.charmCard = -1;
  return chosen >= 0 ? chosen : automatonCharmChoice(w.hand);
}
