import type { BaseState, SeatResult } from '@decktet/engine';
import type { RngState } from '@decktet/decktet';
import type { DuelingRunesConfig } from './config';
import type { DuelingRunesAction } from './actions';
import { CARD_IDS } from './cards';
import type { Standing } from './protections';
import type { Energy, Phase, RuneCounts } from './runes';
import type { SpellId } from './spells-table';

/**
 * Where the turn stands. `choose`: wizards secretly choose the card to place; `redraw`: solitaire,
 * the player decides whether the confused (or charmed) automaton redraws (DR-21, DRA-17); `react`:
 * a reaction window for Counter Spell and Magic Mirror (DR-16); `declare`: wizards of one card
 * value declare a spell in the current phase (DR-8); `amnesia`: Amnesia's caster chooses the cards
 * to turn face down (DR-14). The Advanced Game adds `charm`: charmers choose the card each charmed
 * wizard places (DRA-17), and `attack`: monster owners of one card value send their monsters
 * (DRA-13).
 */
export type Stage = 'choose' | 'redraw' | 'react' | 'declare' | 'amnesia' | 'charm' | 'attack' | 'over';

export interface Wizard extends Standing {
  name: string;
  /** The seat playing this wizard; null for the solitaire automaton. */
  seat: number | null;
  health: number;
  maxHealth: number;
  /** Card numbers (see cards.ts). */
  hand: number[];
  /** The spell sequence, oldest first, face-down cards marked as sequence.ts says (DR-7, DR-14). */
  sequence: number[];
  /** Haste holds from `hasteFrom` to `hasteUntil` turns inclusive (DR-12); 0: none. */
  hasteFrom: number;
  hasteUntil: number;
  /** The turn in which this wizard's cards are placed at random (DR-15); 0: none. */
  confusedTurn: number;
  /**
   * The card placed in this (mini-)turn, -1 if none (yet). Placing puts it at the end of the
   * sequence and nothing is added after it until the next placement, so while it is face up it is
   * the sequence's newest card (`activeRunes` relies on this).
   */
  placed: number;
  /** Energy runes of each type spent this (mini-)turn (DR-6). */
  used: Record<Energy, number>;
  /** Owes a decision in the current stage. */
  owes: boolean;
  /** The decision made in the current stage, hidden from the others until everyone has decided. */
  pick: DuelingRunesAction | null;
  // A variant adds its part of every wizard here, under its own key (`addWizardPart`).
}

/** A declared spell waiting to take effect (public once revealed). */
export interface Declaration {
  caster: number;
  spell: SpellId;
  /** The energy type it spends (DR-6, DR-30), the one of its column of the spell table; null for the spells of no energy. */
  energy: Energy | null;
  /** The energy runes used (0 for the spells of no energy). */
  power: number;
  /** The wizard aimed at (the caster for Moon spells). */
  target: number;
  /** Value of the card that activated it. */
  value: number;
  /** Amnesia: the cards the final caster turned face down (null until chosen). */
  hide: number[] | null;
  /** An advanced spell: the runes of each type it uses (DRA-2); absent for a basic spell. */
  counts?: RuneCounts;
  /** Aimed at the monster of wizard `target` (DRA-11); absent when aimed at a wizard. */
  monster?: true;
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
  /** The phase being resolved, and the card value now declaring in it (DR-8). */
  phase: Phase;
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
  /** Per wizard, once the duel is over. */
  results: SeatResult[] | null;
  /**
   * How many decisions (and taken-back decisions) were made in reaction windows so far: a table
   * does not count them as moves, since who is asked in a window is hidden (DR-37). 0 from the
   * setup (an imagined state counts from 0 too); absent in states saved before it was kept.
   */
  windowDecisions?: number;
}

/** One more decision made in a reaction window (DR-37). */
export function countWindowDecision(s: DuelingRunesState): void {
  s.windowDecisions = (s.windowDecisions ?? 0) + 1;
}

/**
 * A variant's part of every wizard (the Advanced Game's `advanced`, DRA-1): its key, a field the
 * variant adds to `Wizard` by declaration merging (`declare module '../core/state'`), optional, so
 * that a wizard of another variant has none and its states copy, compare and serialise without
 * it; and `copy`, which makes a copy that shares nothing the rules change (`cloneState`).
 */
export interface WizardPart {
  readonly key: string;
  readonly copy: (part: never) => unknown;
}

/** The part of every wizard under `key`, copied by `copy` (checked against the field's type). */
export function wizardPart<K extends keyof Wizard>(key: K, copy: (part: NonNullable<Wizard[K]>) => NonNullable<Wizard[K]>): WizardPart {
  return { key, copy };
}

const PARTS: WizardPart[] = [];

/** A variant's part of every wizard is copied with the state from now on (`addVariant` adds it). */
export function addWizardPart(part: WizardPart): void {
  if (PARTS.some((p) => p.key === part.key)) throw new Error(`a wizard has a "${part.key}" part already`);
  PARTS.push(part);
}

function cloneWizard(w: Wizard): Wizard {
  const copy = { ...w, hand: w.hand.slice(), sequence: w.sequence.slice(), used: { ...w.used } };
  for (const { key, copy: copyPart } of PARTS) {
    const part = (w as unknown as Record<string, unknown>)[key];
    if (part !== undefined) (copy as unknown as Record<string, unknown>)[key] = copyPart(part as never);
  }
  return copy;
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
export function removeAt(list: number[], i: number): number {
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

export function isHasted(w: Wizard, turn: number): boolean {
  return w.hasteFrom > 0 && w.hasteFrom <= turn && turn <= w.hasteUntil;
}

export function livingCount(s: DuelingRunesState): number {
  let n = 0;
  for (const w of s.wizards) if (w.alive) n++;
  return n;
}
