/**
 * Hidden information for the AI and the conformance suite (DR-19): re-dealing what a seat cannot
 * see (other hands, the draw pile's order, the Excuse's place, the PRNG, others' undisclosed
 * choices) and rebuilding a full state from a seat's view.
 */
import { type Rng, seedRng } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import { ENERGY_WORDS, EXCUSE, RUNE_WORDS, cardNumber, playableCards } from './cards';
import { type DuelingRunesAction, parseAction } from './actions';
import { type DuelingRunesConfig, configSchema } from './config';
import { insertExcuse } from './deck';
import { handCanCastSpecial, optionsOf } from './options';
import { newWizard } from './setup';
import { type DuelingRunesState, cloneState } from './state';
import type { DuelingRunesView } from './view';

interface HandSlot {
  wizard: number;
  size: number;
  /** During a reaction window, whether the wizard was asked is public: the new hand must agree (DR-16). */
  mustCast: boolean | null;
}

/**
 * Deals hands of the given sizes from a shuffled pool (which it consumes); a hand whose ability to
 * cast a special spell is public is redealt until it agrees. Returns null if no agreeing deal was found.
 */
function dealHands(pool: number[], slots: HandSlot[], config: DuelingRunesConfig, rng: Rng): Map<number, number[]> | null {
  const hands = new Map<number, number[]>();
  // Constrained hands first, smallest first: they are the hardest to satisfy.
  const order = slots.slice().sort((a, b) => Number(b.mustCast !== null) - Number(a.mustCast !== null) || a.size - b.size);
  for (const slot of order) {
    let found: number[] | null = null;
    for (let attempt = 0; attempt < 400 && !found; attempt++) {
      for (let i = 0; i < slot.size; i++) {
        const j = rng.int(i, pool.length - 1);
        const t = pool[i]!;
        pool[i] = pool[j]!;
        pool[j] = t;
      }
      const hand = pool.slice(0, slot.size);
      if (slot.mustCast === null || handCanCastSpecial(config, hand) === slot.mustCast) found = hand;
    }
    if (!found) return null;
    pool.splice(0, slot.size);
    hands.set(slot.wizard, found);
  }
  return hands;
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
  next.wizards.forEach((w, i) => {
    if (i === seat || w.seat === null) return;
    slots.push({ wizard: i, size: w.hand.length, mustCast: s.stage === 'react' && w.alive ? handCanCastSpecial(s.config, w.hand) : null });
    pool.push(...w.hand);
  });
  rng.shuffle(pool);
  const hands = dealHands(pool, slots, s.config, rng);
  if (hands) {
    for (const [w, hand] of hands) next.wizards[w]!.hand = hand;
    next.drawPile = pool;
  } else {
    // No agreeing re-deal found: keep the hands, still reshuffle the draw pile.
    next.drawPile = rng.shuffle(next.drawPile.filter((c) => c !== EXCUSE));
  }
  if (hadExcuse) insertExcuse(next.drawPile, rng);
  // What was found about the old hands says nothing about the new ones.
  next.cannotReact = 0;
  redealChoices(next, seat, (w) => s.wizards[w]!.pick !== null, rng);
  next.rng = seedRng(rng.seedString());
  return next;
}

const configOfRules = new WeakMap<DuelingRunesView['rules'], DuelingRunesConfig>();

/**
 * The config a view's rules describe, made once per view: every state sampled from one view
 * shares it, as states copied from one another share theirs (configs are never changed). It is
 * made by the config schema, like a game's own config, so that the rules' code sees one kind of
 * config object whether it runs on a dealt state or a sampled one.
 */
function configOf(v: DuelingRunesView): DuelingRunesConfig {
  let config = configOfRules.get(v.rules);
  if (config) return config;
  const described = {
    players: v.rules.players,
    courts: v.rules.courts,
    health: v.wizards.map((w) => w.startingHealth),
    counterSpell: v.rules.counterSpell.slice(),
    magicMirror: v.rules.magicMirror.slice(),
    maxTurns: v.rules.maxTurns,
  };
  const parsed = configSchema.safeParse(described);
  config = parsed.success ? parsed.data : described;
  configOfRules.set(v.rules, config);
  return config;
}

export function sampleState(v: DuelingRunesView, seat: Seat, rng: Rng): DuelingRunesState {
  const config = configOf(v);
  const num = (id: string) => cardNumber(id)!;
  const known = new Set<number>();
  const wizards = v.wizards.map((wv, i) => {
    const w = newWizard(wv.name, wv.seat, wv.startingHealth);
    w.health = wv.health;
    w.alive = wv.alive;
    w.sequence = wv.sequence.map((c) => (c.faceUp ? num(c.card) : ~num(c.card)));
    for (const c of wv.sequence) known.add(num(c.card));
    w.placed = wv.placed ? num(wv.placed) : -1;
    w.used = ENERGY_WORDS.map((e) => wv.energyUsed[e]);
    Object.assign(w, wv.timers);
    w.owes = wv.owes;
    if (i === seat) {
      w.hand = v.hand.map(num);
      for (const c of w.hand) known.add(c);
      const mine = v.myChoice ? parseAction(v.myChoice) : null;
      w.pick = mine && mine.ok ? (mine.value as DuelingRunesAction) : null;
    }
    return w;
  });
  for (const id of v.discardPile) known.add(num(id));
  if (v.offered) known.add(num(v.offered));
  const pool = rng.shuffle(playableCards(config.courts).filter((c) => !known.has(c)));
  const slots: HandSlot[] = [];
  v.wizards.forEach((wv, i) => {
    if (i !== seat && !wv.automaton) slots.push({ wizard: i, size: wv.handSize, mustCast: v.stage === 'react' && wv.alive ? wv.owes || wv.chosen : null });
  });
  const hands = dealHands(pool, slots, config, rng) ?? dealHands(pool, slots.map((sl) => ({ ...sl, mustCast: null })), config, rng)!;
  for (const [w, hand] of hands) wizards[w]!.hand = hand;
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
    phase: v.phase ? RUNE_WORDS.indexOf(v.phase) : 0,
    groupValue: v.declaringValue ?? 13,
    reactAfter: v.reactionAfter ?? 'reveal',
    drawPile: pool,
    discardPile: v.discardPile.map(num),
    rng: seedRng(rng.seedString()),
    declared: v.declared.map((d) => ({
      caster: d.caster,
      phase: RUNE_WORDS.indexOf(d.rune),
      energy: d.energy === null ? 3 : ENERGY_WORDS.indexOf(d.energy),
      power: d.power,
      target: d.target,
      value: d.cardValue,
      hide: d.hide ? d.hide.map(num) : null,
    })),
    offered: v.offered ? num(v.offered) : -1,
    cannotReact: 0,
    results: v.results ? v.results.slice() : null,
  };
  redealChoices(s, seat, (w) => v.wizards[w]!.chosen, rng);
  return s;
}
