/**
 * What the Dueling Runes rules of thumb know of a position: a few facts per wizard, read either
 * from a seat's view (the `heuristic` bot) or from a state a search dealt for itself (playouts).
 * Both readers fill the same `Facts` with exactly what that seat's view shows — its own hand, every
 * sequence, health and timer, the revealed cards and declarations; never another seat's hand or
 * secret choice — so the one decision function in `dueling-runes.ts` decides the same either way.
 *
 * A reader keeps one `Facts` and overwrites it at every decision: a playout reads thousands of
 * positions a second and allocates nothing per step here.
 */
import type { CardId } from '@decktet/decktet';
import {
  CARD_RUNES,
  CARD_VALUE,
  ENERGY_BITS,
  KNOTS,
  LEAVES,
  MOONS,
  SUNS,
  WAVES,
  WYRMS,
  type DuelingRunesState,
  type DuelingRunesView,
  cardNumber as numberOf,
  recipeBits,
} from '@decktet/dueling-runes';

/** Rune bits, as the game gives them (its cards.ts). */
export { LEAVES, SUNS, WAVES };
export const MOON = MOONS;
export const WYRM = WYRMS;
export const KNOT = KNOTS;
/** Energy types by index: 0 Suns, 1 Waves, 2 Leaves; 3 stands for "no energy". */
export const ENERGY = ENERGY_BITS;
export const NO_ENERGY = 3;
const ENERGY_INDEX: Readonly<Record<string, number>> = { suns: 0, waves: 1, leaves: 2 };
const PHASE_INDEX: Readonly<Record<string, number>> = { moon: 0, wyrm: 1, knot: 2 };

/** Rune bits and value (DR-2) of each card, by its number in the chart (the state's card numbers). */
export const RUNES = CARD_RUNES;
export const VALUE = CARD_VALUE;
/** A card id's number in the chart (ids here come from views and legal actions, so they exist). */
export const cardNumber = (id: CardId): number => numberOf(id)!;
/** Energy index (0–2, or NO_ENERGY) of an action's or a view's energy word. */
export const energyIndex = (word: string | null): number => (word === null ? NO_ENERGY : ENERGY_INDEX[word]!);

export interface WizardFacts {
  index: number;
  alive: boolean;
  health: number;
  maxHealth: number;
  /** The card placed this (mini-)turn once revealed, else -1. */
  placed: number;
  /** Energy runes per type on the face-up cards of the sequence. */
  readonly shown: number[];
  /** Energy runes per type still free this (mini-)turn (DR-6). */
  readonly free: number[];
  faceUp: number;
  resistColdUntil: number;
  resistHeatUntil: number;
  hasteUntil: number;
  invisibleFrom: number;
  invisibleUntil: number;
  shielded: boolean;
  countered: boolean;
  mirrored: boolean;
}

export interface DeclarationFacts {
  caster: number;
  target: number;
  /** 0 Moon, 1 Wyrm, 2 Knot. */
  phase: number;
  energy: number;
  power: number;
}

export interface Facts {
  turn: number;
  /** The deciding seat's wizard. */
  me: number;
  readonly wizards: WizardFacts[];
  wizardCount: number;
  /** The deciding seat's hand (card numbers). */
  readonly hand: number[];
  counterMask: number;
  mirrorMask: number;
  readonly declared: DeclarationFacts[];
  declaredCount: number;
  /** An open reaction window follows the reveal (before anyone declared). */
  reactAfterReveal: boolean;
  /** The wizard whose cards the decider's Amnesia turns face down, else -1. */
  amnesiaTarget: number;
  /** Solitaire: the card the confused automaton drew, else -1. */
  offered: number;
  /** The biggest attack living opponents can still make on `me` this (mini-)turn, by kind. */
  fire: number;
  cold: number;
  touch: number;
}

export function newFacts(): Facts {
  return {
    turn: 0,
    me: 0,
    wizards: [],
    wizardCount: 0,
    hand: [],
    counterMask: 0,
    mirrorMask: 0,
    declared: [],
    declaredCount: 0,
    reactAfterReveal: false,
    amnesiaTarget: -1,
    offered: -1,
    fire: 0,
    cold: 0,
    touch: 0,
  };
}

function wizardSlot(f: Facts, i: number): WizardFacts {
  let w = f.wizards[i];
  if (!w) {
    w = {
      index: i,
      alive: false,
      health: 0,
      maxHealth: 0,
      placed: -1,
      shown: [0, 0, 0],
      free: [0, 0, 0],
      faceUp: 0,
      resistColdUntil: 0,
      resistHeatUntil: 0,
      hasteUntil: 0,
      invisibleFrom: 0,
      invisibleUntil: 0,
      shielded: false,
      countered: false,
      mirrored: false,
    };
    f.wizards[i] = w;
  }
  return w;
}

function declarationSlot(f: Facts, i: number): DeclarationFacts {
  let d = f.declared[i];
  if (!d) f.declared[i] = d = { caster: 0, target: 0, phase: 0, energy: 0, power: 0 };
  return d;
}

/** Counts a face-up card into a wizard's shown energy. */
function show(w: WizardFacts, c: number): void {
  const r = RUNES[c]!;
  w.faceUp++;
  if (r & SUNS) w.shown[0]!++;
  if (r & WAVES) w.shown[1]!++;
  if (r & LEAVES) w.shown[2]!++;
}

/** What both readers derive the same way from the facts they read. */
function derive(f: Facts): Facts {
  let fire = 0;
  let cold = 0;
  let touch = 0;
  for (let i = 0; i < f.wizardCount; i++) {
    const o = f.wizards[i]!;
    if (i === f.me || !o.alive || o.placed < 0 || !(RUNES[o.placed]! & WYRM)) continue;
    fire = Math.max(fire, o.free[0]!);
    cold = Math.max(cold, o.free[1]!);
    touch = Math.max(touch, o.free[2]!, 1);
  }
  f.fire = fire;
  f.cold = cold;
  f.touch = touch;
  return f;
}

/** Reads `seat`'s view into `f`. */
export function factsFromView(f: Facts, v: DuelingRunesView, seat: number): Facts {
  f.turn = v.turn;
  f.me = v.wizards.findIndex((w) => w.seat === seat);
  f.wizardCount = v.wizards.length;
  for (let i = 0; i < v.wizards.length; i++) {
    const x = v.wizards[i]!;
    const w = wizardSlot(f, i);
    w.alive = x.alive;
    w.health = x.health;
    w.maxHealth = x.startingHealth;
    w.placed = x.placed === null ? -1 : cardNumber(x.placed);
    w.shown[0] = w.shown[1] = w.shown[2] = 0;
    w.faceUp = 0;
    for (const c of x.sequence) if (c.faceUp) show(w, cardNumber(c.card));
    w.free[0] = x.energyFree.suns;
    w.free[1] = x.energyFree.waves;
    w.free[2] = x.energyFree.leaves;
    w.resistColdUntil = x.timers.resistColdUntil;
    w.resistHeatUntil = x.timers.resistHeatUntil;
    w.hasteUntil = x.timers.hasteUntil;
    w.invisibleFrom = x.timers.invisibleFrom;
    w.invisibleUntil = x.timers.invisibleUntil;
    w.shielded = x.timers.shielded;
    w.countered = x.timers.countered;
    w.mirrored = x.timers.mirrored;
  }
  f.hand.length = 0;
  for (const id of v.hand) f.hand.push(cardNumber(id));
  f.counterMask = recipeBits(v.rules.counterSpell);
  f.mirrorMask = recipeBits(v.rules.magicMirror);
  f.declaredCount = v.declared.length;
  for (let i = 0; i < v.declared.length; i++) {
    const x = v.declared[i]!;
    const d = declarationSlot(f, i);
    d.caster = x.caster;
    d.target = x.target;
    d.phase = PHASE_INDEX[x.rune]!;
    d.energy = energyIndex(x.energy);
    d.power = x.power;
  }
  f.reactAfterReveal = v.reactionAfter === 'reveal';
  f.amnesiaTarget = v.myAmnesia ? v.myAmnesia.target : -1;
  f.offered = v.offered === null ? -1 : cardNumber(v.offered);
  return derive(f);
}

const NO_CARDS: readonly number[] = [];
let lastConfig: DuelingRunesState['config'] | undefined;
let counterMask = 0;
let mirrorMask = 0;

/**
 * Reads from a state exactly what `seat`'s view of it shows (see `view` in the game): others'
 * hands and undisclosed choices stay unread. `legal` are the seat's legal actions, which name
 * the cards an Amnesia may turn (so its target need not be worked out again here).
 */
export function factsFromState(f: Facts, s: DuelingRunesState, seat: number, legal: readonly unknown[]): Facts {
  const revealed = s.stage !== 'choose';
  f.turn = s.turn;
  f.me = -1;
  f.wizardCount = s.wizards.length;
  for (let i = 0; i < s.wizards.length; i++) {
    const x = s.wizards[i]!;
    if (x.seat === seat && f.me < 0) f.me = i;
    const w = wizardSlot(f, i);
    w.alive = x.alive;
    w.health = x.health;
    w.maxHealth = x.maxHealth;
    w.placed = revealed && x.placed >= 0 ? x.placed : -1;
    w.shown[0] = w.shown[1] = w.shown[2] = 0;
    w.faceUp = 0;
    for (const c of x.sequence) if (c >= 0) show(w, c);
    for (let e = 0; e < 3; e++) w.free[e] = Math.max(0, w.shown[e]! - x.used[e]!);
    w.resistColdUntil = x.resistColdUntil;
    w.resistHeatUntil = x.resistHeatUntil;
    w.hasteUntil = x.hasteUntil;
    w.invisibleFrom = x.invisibleFrom;
    w.invisibleUntil = x.invisibleUntil;
    w.shielded = x.shielded;
    w.countered = x.countered;
    w.mirrored = x.mirrored;
  }
  // The view shows a hand only to the seat whose wizard has that index.
  const mine = s.wizards[seat];
  const hand = mine && mine.seat === seat ? mine.hand : NO_CARDS;
  for (let i = 0; i < hand.length; i++) f.hand[i] = hand[i]!;
  if (f.hand.length !== hand.length) f.hand.length = hand.length;
  if (s.config !== lastConfig) {
    // Determinizations share their game's config: read its recipes once.
    lastConfig = s.config;
    counterMask = recipeBits(s.config.counterSpell);
    mirrorMask = recipeBits(s.config.magicMirror);
  }
  f.counterMask = counterMask;
  f.mirrorMask = mirrorMask;
  f.declaredCount = s.declared.length;
  for (let i = 0; i < s.declared.length; i++) {
    const x = s.declared[i]!;
    const d = declarationSlot(f, i);
    d.caster = x.caster;
    d.target = x.target;
    d.phase = x.phase;
    d.energy = x.energy;
    d.power = x.power;
  }
  f.reactAfterReveal = s.stage === 'react' && s.reactAfter === 'reveal';
  f.amnesiaTarget = s.stage === 'amnesia' ? amnesiaTargetOf(s, legal) : -1;
  f.offered = s.offered;
  return derive(f);
}

/** The wizard whose face-up cards the seat's Amnesia choices name (each card lies in one sequence). */
function amnesiaTargetOf(s: DuelingRunesState, legal: readonly unknown[]): number {
  const first = legal[0] as { type: string; cards?: readonly CardId[] } | undefined;
  if (!first || first.type !== 'hide' || !first.cards || first.cards.length === 0) return -1;
  const c = cardNumber(first.cards[0]!);
  return s.wizards.findIndex((w) => w.sequence.includes(c));
}

export const resistsHeat = (f: Facts, w: WizardFacts) => w.resistHeatUntil >= f.turn;
export const resistsCold = (f: Facts, w: WizardFacts) => w.resistColdUntil >= f.turn;
export const invisibleToOthers = (f: Facts, w: WizardFacts) => w.invisibleFrom > 0 && w.invisibleFrom <= f.turn && f.turn <= w.invisibleUntil;

/**
 * Damage a Wyrm spell would do to `t` once it lands (0 when a protection stops it): the rule of
 * thumb "never cast into a protection" reads this.
 */
export function wyrmDamage(f: Facts, t: WizardFacts, energy: number, power: number): number {
  if (energy === 0) return resistsHeat(f, t) ? 0 : power;
  if (energy === 1) return resistsCold(f, t) ? 0 : power;
  if (t.shielded) return 0;
  if (energy === 2) return t.countered ? 0 : power;
  return 1;
}
