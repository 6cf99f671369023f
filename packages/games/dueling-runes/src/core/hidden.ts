/**
 * Hidden information for the AI and the conformance suite (DR-19): re-dealing what a seat cannot
 * see (other hands, the draw pile's order, the Excuse's place, the PRNG, others' undisclosed
 * choices) and rebuilding a full state from a seat's view.
 */
import { type Rng, fastRngState } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { ABOVE_EVERY_VALUE, EXCUSE, RUNES, cardNumber, playableCards } from './cards';
import { type DuelingRunesAction, parseAction } from './actions';
import type { DuelingRunesConfig } from './config';
import { insertExcuse } from './deck';
import { optionsOf } from './options';
import { handCanCastSpecial, recipeRunesOf } from './recipes';
import { NO_RUNES, type RuneSet, common, hasAll, union } from './runes';
import { newWizard } from './setup';
import { faceDown } from './sequence';
import { type DuelingRunesState, type Wizard, cloneState } from './state';
import { variantOf } from './variant';
import type { DuelingRunesView } from './view';

export interface HandSlot {
  wizard: number;
  size: number;
  /** Whether the new hand must be able to cast a special spell (null: either); a re-deal keeps what the state had (DR-16, DR-35). */
  mustCast: boolean | null;
}

/**
 * Whole deals tried at random before searching for one that agrees: each is drawn as a real deal
 * would be, so the first that agrees is a fair sample of the hands the seat cannot tell apart.
 */
const FAIR_DEALS = 200;

/**
 * Deals the slots' hands from a shuffled pool of unseen cards and leaves the rest of the pool, in
 * random order, as the draw pile. A hand whose ability to cast a special spell is public agrees
 * with it; a few fair random deals are tried first, then a search that finds an agreeing deal
 * whenever one exists (the hands really held are one, so a true view always has one). Throws a
 * RangeError when no deal can agree: then the view contradicts itself.
 */
export function dealHands(pool: number[], slots: readonly HandSlot[], config: DuelingRunesConfig, rng: Rng, fairDeals = FAIR_DEALS): Map<number, number[]> {
  let needed = 0;
  for (const slot of slots) needed += slot.size;
  if (needed > pool.length) throw new RangeError(`the other hands hold ${needed} cards, but only ${pool.length} cards are unseen`);
  const asked = slots.filter((slot) => slot.mustCast !== null);
  const recipes = recipeRunesOf(config);
  const tries = asked.length === 0 ? 1 : fairDeals;
  for (let attempt = 0; attempt < tries; attempt++) {
    shuffleFront(pool, needed, rng);
    const hands = new Map<number, number[]>();
    let at = 0;
    let agrees = true;
    for (const slot of slots) {
      const hand = pool.slice(at, at + slot.size);
      at += slot.size;
      if (slot.mustCast !== null && handCanCastSpecial(recipes, hand) !== slot.mustCast) agrees = false;
      hands.set(slot.wizard, hand);
    }
    if (!agrees) continue;
    pool.splice(0, needed);
    return hands;
  }
  const found = searchAskedHands(pool, asked, config, rng);
  if (!found) throw new RangeError('no hands dealt from the unseen cards agree with who was asked in this reaction window');
  const hands = new Map<number, number[]>();
  asked.forEach((slot, k) => hands.set(slot.wizard, found.hands[k]!));
  pool.length = 0;
  pool.push(...rng.shuffle(found.rest));
  for (const slot of slots) if (slot.mustCast === null) hands.set(slot.wizard, pool.splice(0, slot.size));
  return hands;
}

/** Shuffles the first `n` places of a list with cards drawn from all of it (a partial Fisher–Yates). */
function shuffleFront(list: number[], n: number, rng: Rng): void {
  for (let i = 0; i < n; i++) {
    const j = rng.int(i, list.length - 1);
    const t = list[i]!;
    list[i] = list[j]!;
    list[j] = t;
  }
}

/**
 * An exhaustive search for hands that agree with each slot's `mustCast`, over how many cards each
 * hand takes from each group of cards with the same recipe runes (the only thing the constraint
 * reads, so cards of one group are interchangeable to it). Groups and counts are tried in random
 * order; a position already found hopeless is not searched twice.
 */
function searchAskedHands(pool: readonly number[], slots: readonly HandSlot[], config: DuelingRunesConfig, rng: Rng): { hands: number[][]; rest: number[] } | null {
  const { counter, mirror } = recipeRunesOf(config);
  // A hand's runes name a recipe only if it holds cards (recipes are never empty).
  const casts = (runes: RuneSet) => hasAll(runes, counter) || hasAll(runes, mirror);
  const byRunes = new Map<RuneSet, number[]>();
  for (const c of pool) {
    const runes = common(RUNES[c]!, union(counter, mirror));
    const group = byRunes.get(runes);
    if (group) group.push(c);
    else byRunes.set(runes, [c]);
  }
  const groupRunes = [...byRunes.keys()];
  const left = [...byRunes.values()].map((g) => g.length);
  const groups = groupRunes.length;
  const take = slots.map(() => new Array<number>(groups).fill(0));
  const order = slots.map(() => rng.shuffle(Array.from({ length: groups }, (_, g) => g)));
  const hopeless = new Set<string>();

  /** Fills slot `k` from its `j`-th group on, `room` cards still to take, its hand so far showing `runes`. */
  const fill = (k: number, j: number, room: number, runes: RuneSet): boolean => {
    const slot = slots[k]!;
    if (slot.mustCast === false && casts(runes)) return false;
    if (room === 0) {
      if (casts(runes) !== slot.mustCast) return false;
      if (k + 1 === slots.length) return true;
      const key = `${k}:${left.join(',')}`;
      if (hopeless.has(key)) return false;
      if (fill(k + 1, 0, slots[k + 1]!.size, NO_RUNES)) return true;
      hopeless.add(key);
      return false;
    }
    let available = 0;
    let reachable = runes;
    for (let i = j; i < groups; i++) {
      const g = order[k]![i]!;
      if (left[g]! > 0) {
        available += left[g]!;
        reachable = union(reachable, groupRunes[g]!);
      }
    }
    if (available < room || (slot.mustCast && !casts(reachable))) return false;
    const g = order[k]![j]!;
    const most = Math.min(room, left[g]!);
    const first = rng.int(0, most);
    for (let i = 0; i <= most; i++) {
      const n = (first + i) % (most + 1);
      left[g]! -= n;
      take[k]![g] = n;
      if (fill(k, j + 1, room - n, n > 0 ? union(runes, groupRunes[g]!) : runes)) return true;
      left[g]! += n;
    }
    take[k]![g] = 0;
    return false;
  };

  if (slots.length > 0 && !fill(0, 0, slots[0]!.size, NO_RUNES)) return null;
  // Within a group the pool's (shuffled) order decides which cards go where.
  const cards = [...byRunes.values()];
  const hands = take.map((counts) => counts.flatMap((n, g) => cards[g]!.splice(0, n)));
  return { hands, rest: cards.flat() };
}

/** Gives each other wizard that has decided a fresh random decision among its options. */
function redealChoices(s: DuelingRunesState, seat: Seat | null, chosen: (w: number) => boolean, rng: Rng): void {
  for (let w = 0; w < s.wizards.length; w++) {
    if (w === seat || s.wizards[w]!.seat === null || !chosen(w)) continue;
    const options = optionsOf(s, w);
    s.wizards[w]!.pick = options.length ? rng.pick(options) : null;
  }
}

export function randomizeHidden(s: DuelingRunesState, seat: Seat, rng: Rng): DuelingRunesState {
  const next = cloneState(s);
  const slots: HandSlot[] = [];
  const pool: number[] = next.drawPile.filter((c) => c !== EXCUSE);
  const hadExcuse = pool.length !== next.drawPile.length;
  const rules = variantOf(s.config);
  // A hand the seat sees besides its own is not re-dealt (a charmer's, DRA-17).
  const seen = rules.handSeen(s, seat);
  next.wizards.forEach((w, i) => {
    if (i === seat || i === seen || w.seat === null) return;
    slots.push({ wizard: i, size: w.hand.length, mustCast: s.stage === 'react' && w.alive ? handCanCastSpecial(recipeRunesOf(s.config), w.hand) : null });
    pool.push(...w.hand);
  });
  rng.shuffle(pool);
  for (const [w, hand] of dealHands(pool, slots, s.config, rng)) next.wizards[w]!.hand = hand;
  next.drawPile = pool;
  if (hadExcuse) insertExcuse(next.drawPile, rng);
  redealChoices(next, seat, (w) => s.wizards[w]!.pick !== null, rng);
  rules.redealSecrets(s, next, seat, rng);
  next.rng = fastRngState(rng.seedString());
  return next;
}

/**
 * The config a view's rules describe: the config schema's own output for them (the same fields in
 * the same order, so the rules' code sees one kind of config object whether it runs on a dealt
 * state or a sampled one).
 */
export function configOf(v: DuelingRunesView): DuelingRunesConfig {
  return {
    players: v.rules.players,
    courts: v.rules.courts,
    health: v.wizards.map((w) => w.startingHealth),
    counterSpell: v.rules.counterSpell.slice(),
    magicMirror: v.rules.magicMirror.slice(),
    maxTurns: v.rules.maxTurns,
    // A basic config names no variant (config.ts): only another variant is carried over.
    ...(v.rules.variant === undefined || v.rules.variant === 'basic' ? {} : { variant: v.rules.variant }),
    // The variant's table, as the duel names it (DRA-33).
    ...(v.rules.table === undefined ? {} : { table: v.rules.table }),
    // A designer's recipe rows (DRA-35): a sampled duel plays the rows the real one does.
    ...(v.rules.recipes === undefined ? {} : { recipes: v.rules.recipes }),
  };
}

/** The number of a card id a view names (views name only real cards). */
function numberOf(id: string): number {
  return cardNumber(id)!;
}

/** Deals tried afresh in a window in which nobody the seat can see was asked, before one wizard is made able. */
const WINDOW_DEALS = 20;

/**
 * A sampled reaction window (DR-16, DR-35): each other wizard owes if the hand it was dealt can cast.
 * A window waits for someone, so when the seat itself is not asked, another wizard must be: the
 * deal is tried again, then one living wizard is dealt a hand that can cast. Returns the draw pile.
 */
function askInWindow(wizards: Wizard[], seat: Seat, slots: HandSlot[], unseen: readonly number[], pile: number[], config: DuelingRunesConfig, rng: Rng): number[] {
  const recipes = recipeRunesOf(config);
  const ask = () => {
    let asked = false;
    wizards.forEach((w, i) => {
      if (i === seat || w.seat === null) return;
      w.owes = w.alive && handCanCastSpecial(recipes, w.hand);
      if (w.owes) asked = true;
    });
    return asked || wizards[seat]?.owes === true;
  };
  const redeal = (with_: HandSlot[]) => {
    const pool = unseen.slice();
    for (const [w, hand] of dealHands(pool, with_, config, rng)) wizards[w]!.hand = hand;
    return pool;
  };
  for (let k = 0; k < WINDOW_DEALS; k++) {
    if (ask()) return pile;
    pile = redeal(slots);
  }
  if (ask()) return pile;
  const living = slots.filter((slot) => wizards[slot.wizard]!.alive && slot.size > 0);
  if (living.length === 0) return pile;
  const able = rng.pick(living);
  pile = redeal(slots.map((slot) => (slot === able ? { ...slot, mustCast: true } : slot)));
  ask();
  return pile;
}

export function sampleState(v: DuelingRunesView, seat: Seat, rng: Rng): DuelingRunesState {
  const config = configOf(v);
  const rules = variantOf(config);
  const known = new Set<number>();
  /** The wizards, besides the seat's own, whose hands the view shows (a charmed wizard's to its charmer, DRA-17). */
  const shown = new Set<number>();
  const wizards = v.wizards.map((wv, i) => {
    const w = newWizard(wv.name, wv.seat, wv.startingHealth);
    w.health = wv.health;
    w.alive = wv.alive;
    w.sequence = wv.sequence.map((c) => (c.faceUp ? numberOf(c.card) : faceDown(numberOf(c.card))));
    for (const c of wv.sequence) known.add(numberOf(c.card));
    w.placed = wv.placed ? numberOf(wv.placed) : -1;
    w.used = { ...wv.energyUsed };
    Object.assign(w, wv.timers);
    w.owes = wv.owes;
    if (i === seat) {
      w.hand = v.hand.map(numberOf);
      for (const c of w.hand) known.add(c);
      const mine = v.myChoice ? parseAction(v.myChoice) : null;
      w.pick = mine && mine.ok ? (mine.value as DuelingRunesAction) : null;
    }
    // The variant's part of the wizard, and a hand the view shows.
    if (rules.fromView(v, i, w)) {
      shown.add(i);
      for (const c of w.hand) known.add(c);
    }
    return w;
  });
  for (const id of v.discardPile) known.add(numberOf(id));
  if (v.offered) known.add(numberOf(v.offered));
  let pool = rng.shuffle(playableCards(config.courts).filter((c) => !known.has(c)));
  const slots: HandSlot[] = [];
  v.wizards.forEach((wv, i) => {
    // Whether another wizard could react is hidden (DR-35): its hand is dealt freely …
    if (i !== seat && !wv.automaton && !shown.has(i)) slots.push({ wizard: i, size: wv.handSize, mustCast: null });
  });
  const unseen = pool.slice();
  for (const [w, hand] of dealHands(pool, slots, config, rng)) wizards[w]!.hand = hand;
  // … and in a reaction window it is asked if the hand it was dealt can cast, as the rules ask (DR-16).
  if (v.stage === 'react') pool = askInWindow(wizards, seat, slots, unseen, pool, config, rng);
  insertExcuse(pool, rng);
  const s: DuelingRunesState = {
    log: [],
    names: v.wizards.filter((w) => !w.automaton).map((w) => w.name),
    config,
    automaton: v.wizards.findIndex((w) => w.automaton),
    wizards,
    turn: v.turn,
    mini: v.miniTurn,
    stage: v.stage,
    phase: v.phase ?? 'moon',
    groupValue: v.declaringValue ?? ABOVE_EVERY_VALUE,
    reactAfter: v.reactionAfter ?? 'reveal',
    drawPile: pool,
    discardPile: v.discardPile.map(numberOf),
    rng: fastRngState(rng.seedString()),
    declared: v.declared.map((d) => ({
      caster: d.caster,
      spell: d.spellId,
      energy: d.energy,
      power: d.power,
      target: d.target,
      value: d.cardValue,
      hide: d.hide ? d.hide.map(numberOf) : null,
      ...(d.energies ? { counts: { ...d.energies } } : {}),
      ...(d.monster ? { monster: true as const } : {}),
    })),
    offered: v.offered ? numberOf(v.offered) : -1,
    results: v.results ? v.results.slice() : null,
    // Counted from here (the view does not say how many; imagined states are never recorded).
    windowDecisions: 0,
  };
  redealChoices(s, seat, (w) => v.wizards[w]!.chosen, rng);
  rules.dealSecrets(v, s, seat, rng);
  return s;
}
