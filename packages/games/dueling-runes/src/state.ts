import type { BaseState, SeatResult } from '@decktet/engine';
import type { RngState } from '@decktet/decktet';
import type { DuelingRunesConfig } from './config';
import type { DuelingRunesAction } from './actions';
import { CARD_IDS, ENERGY_PACKED, RUNES, VALUE } from './cards';

/**
 * Where the turn stands. `choose`: wizards secretly choose the card to place; `redraw`: solitaire,
 * the player decides whether the confused automaton redraws (DR-21); `react`: a reaction window for
 * Counter Spell and Magic Mirror (DR-16); `declare`: wizards of one card value declare a spell in
 * the current phase (DR-8); `amnesia`: Amnesia's caster chooses the cards to turn face down (DR-14).
 */
export type Stage = 'choose' | 'redraw' | 'react' | 'declare' | 'amnesia' | 'over';

export interface Wizard {
  name: string;
  /** The seat playing this wizard; null for the solitaire automaton. */
  seat: number | null;
  health: number;
  maxHealth: number;
  alive: boolean;
  /** Card numbers (see cards.ts). */
  hand: number[];
  /** The spell sequence, oldest first; a face-down card is stored as `~card` (a negative number). */
  sequence: number[];
  /** Last turn of Resist Cold / Resist Heat (0: none); the effect holds while turn ≤ this (DR-10). */
  resistColdUntil: number;
  resistHeatUntil: number;
  /** Haste and Invisibility hold from `…From` to `…Until` turns inclusive (DR-12, DR-13); 0: none. */
  hasteFrom: number;
  hasteUntil: number;
  invisibleFrom: number;
  invisibleUntil: number;
  /** The turn in which this wizard's cards are placed at random (DR-15); 0: none. */
  confusedTurn: number;
  /** For the rest of this turn (DR-11, DR-16). */
  shielded: boolean;
  countered: boolean;
  mirrored: boolean;
  /**
   * DR-13: in the turn Invisibility is cast on this wizard, others' Knot spells on cards of this
   * value or lower cannot target it. 0: none.
   */
  veil: number;
  /**
   * The card placed in this (mini-)turn, -1 if none (yet). Placing puts it at the end of the
   * sequence and nothing is added after it until the next placement, so while it is face up it is
   * the sequence's newest card (`activeRunes` relies on this).
   */
  placed: number;
  /** Energy runes spent this (mini-)turn: [suns, waves, leaves] (DR-6). */
  used: number[];
  /** Owes a decision in the current stage. */
  owes: boolean;
  /** The decision made in the current stage, hidden from the others until everyone has decided. */
  pick: DuelingRunesAction | null;
}

/** A declared spell waiting to take effect (public once revealed). */
export interface Declaration {
  caster: number;
  /** 0 Moon, 1 Wyrm, 2 Knot. */
  phase: number;
  /** 0 Suns, 1 Waves, 2 Leaves, 3 none. */
  energy: number;
  power: number;
  /** The wizard aimed at (the caster for Moon spells). */
  target: number;
  /** Value of the card that activated it. */
  value: number;
  /** Amnesia: the cards the final caster turned face down (null until chosen). */
  hide: number[] | null;
}

export interface DuelingRunesState extends BaseState {
  config: DuelingRunesConfig;
  /** The solitaire automaton's wizard index, -1 when everyone is a player. */
  automaton: number;
  wizards: Wizard[];
  turn: number;
  /** True during the haste mini-turn (DR-8). */
  mini: boolean;
  stage: Stage;
  /** The phase being resolved (0 Moon, 1 Wyrm, 2 Knot) and the card value now declaring. */
  phase: number;
  groupValue: number;
  /** What the open reaction window follows: the reveal or a declaration. */
  reactAfter: 'reveal' | 'declare';
  /** Bottom first: the top card is the last element. Holds the Excuse (DR-17). */
  drawPile: number[];
  /** Oldest first. */
  discardPile: number[];
  rng: RngState;
  /** The current group's declarations, revealed and waiting to take effect. */
  declared: Declaration[];
  /** Solitaire: the card the confused automaton drew, waiting for the keep/redraw choice. */
  offered: number;
  /**
   * Wizards (a bit each) found unable to cast Counter Spell or Magic Mirror at a reaction window
   * since their hands last grew: a hand only loses cards until the end of the turn, so they stay
   * unable and need not be checked again at the next window (DR-16). 0: nothing known (always safe).
   */
  cannotReact: number;
  /** Per wizard, once the duel is over. */
  results: SeatResult[] | null;
}

function cloneWizard(w: Wizard): Wizard {
  return { ...w, hand: w.hand.slice(), sequence: w.sequence.slice(), used: w.used.slice() };
}

/** The fast deep copy (actions, declarations' hide lists and the config are never mutated in place). */
export function cloneState(s: DuelingRunesState): DuelingRunesState {
  return {
    ...s,
    log: s.log.slice(),
    names: s.names.slice(),
    wizards: s.wizards.map(cloneWizard),
    drawPile: s.drawPile.slice(),
    discardPile: s.discardPile.slice(),
    rng: s.rng.slice(),
    declared: s.declared.map((d) => ({ ...d })),
    results: s.results ? s.results.slice() : null,
  };
}

/**
 * Energy counts of all three types packed in one number: suns + 8 × waves + 64 × leaves (each at
 * most 5, a sequence being at most five cards). Read one count with `energyOf`.
 */
export const energyOf = (packed: number, energy: number): number => (packed >> (3 * energy)) & 7;

/** Face-up cards of a sequence carrying each energy type, in one pass (packed, see `energyOf`). */
export function energyShownPacked(w: Wizard): number {
  const seq = w.sequence;
  let packed = 0;
  for (let i = 0; i < seq.length; i++) {
    const c = seq[i]!;
    if (c >= 0) packed += ENERGY_PACKED[c]!;
  }
  return packed;
}

/** Face-up cards of a sequence carrying an energy type (0 Suns, 1 Waves, 2 Leaves). */
export function energyShown(w: Wizard, energy: number): number {
  return energyOf(energyShownPacked(w), energy);
}

/** Energy of each type still free this (mini-)turn (DR-6), packed (see `energyOf`). */
export function energyFreePacked(w: Wizard): number {
  const shown = energyShownPacked(w);
  const used = w.used;
  let packed = 0;
  for (let e = 0; e < 3; e++) packed += Math.max(0, energyOf(shown, e) - used[e]!) << (3 * e);
  return packed;
}

/** Energy of a type still free this (mini-)turn (DR-6). */
export function energyFree(w: Wizard, energy: number): number {
  return energyOf(energyFreePacked(w), energy);
}

export function faceUpCount(w: Wizard): number {
  let n = 0;
  for (const c of w.sequence) if (c >= 0) n++;
  return n;
}

/** The runes of the card this wizard placed in this (mini-)turn while it is still face up, else 0 (DR-14). */
export function activeRunes(w: Wizard): number {
  const placed = w.placed;
  if (placed < 0) return 0;
  // The placed card is the newest of the sequence (see `placed`); turned face down it reads ~card.
  const seq = w.sequence;
  return seq[seq.length - 1] === placed ? RUNES[placed]! : 0;
}

/** The value of the card placed in this (mini-)turn, 0 if none. */
export function placedValue(w: Wizard): number {
  return w.placed >= 0 ? VALUE[w.placed]! : 0;
}

/** Takes card `c` out of a hand (keeping the order of the rest); the card must be there. */
export function removeFromHand(hand: number[], c: number): void {
  const i = hand.indexOf(c);
  if (i < 0) throw new RangeError(`card ${c} is not in the hand`);
  removeAt(hand, i);
}

/** Takes the card with this id out of a hand and returns its number (a scan of five cards beats a map lookup). */
export function takeFromHand(hand: number[], id: string): number {
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (CARD_IDS[c] !== id) continue;
    removeAt(hand, i);
    return c;
  }
  throw new RangeError(`${id} is not in the hand`);
}

/**
 * Removes element `i` of a short list, keeping the order of the rest: the rest shift down and the
 * last slot is popped (`splice` and `shift` go through slower general paths).
 */
function removeAt(list: number[], i: number): number {
  const item = list[i]!;
  for (; i < list.length - 1; i++) list[i] = list[i + 1]!;
  list.pop();
  return item;
}

/**
 * Empties a list in place by popping, so that it keeps its room for what is added next (a new
 * list, or setting `length`, would make the next additions allocate again). Only for lists no
 * other state shares: every state copy has its own (`cloneState`).
 */
export function emptyList(list: unknown[]): void {
  while (list.length > 0) list.pop();
}

/** Discards the oldest card of a sequence (DR-7). */
export function discardOldest(s: DuelingRunesState, w: Wizard): void {
  discardCard(s, removeAt(w.sequence, 0));
}

export function isInvisible(w: Wizard, turn: number): boolean {
  return w.invisibleFrom <= turn && turn <= w.invisibleUntil && w.invisibleFrom > 0;
}

export function isHasted(w: Wizard, turn: number): boolean {
  return w.hasteFrom <= turn && turn <= w.hasteUntil && w.hasteFrom > 0;
}

/**
 * Can `caster` aim a spell at `target` (DR-9, DR-13)? `knotValue` is the card value of a Knot
 * spell (for the same-turn protection of Invisibility), 0 for other spells.
 */
export function canTarget(s: DuelingRunesState, caster: number, target: number, knotValue: number): boolean {
  const t = s.wizards[target]!;
  if (!t.alive) return false;
  if (caster === target) return true;
  if (isInvisible(t, s.turn)) return false;
  return knotValue === 0 || knotValue > t.veil;
}

export function livingCount(s: DuelingRunesState): number {
  let n = 0;
  for (const w of s.wizards) if (w.alive) n++;
  return n;
}

/** Moves a card onto a wizard's sequence; a fifth card pushes the oldest out at once (DR-7). */
export function placeCard(s: DuelingRunesState, w: Wizard, c: number): void {
  w.sequence.push(c);
  if (w.sequence.length > 4) discardOldest(s, w);
  w.placed = c;
}

/** Puts a card (face up or down) on the discard pile. */
export function discardCard(s: DuelingRunesState, c: number): void {
  s.discardPile.push(c < 0 ? ~c : c);
}
