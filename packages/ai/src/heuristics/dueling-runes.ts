/**
 * Dueling Runes rules of thumb (docs/ai.md lists them for players):
 * 1. Kill when possible: a spell that brings an opponent to 0 health outweighs everything.
 * 2. Never cast into a protection: no Fire Ball into Resist Heat, no Ice Bolt into Resist Cold,
 *    no Hit or Drain into a Shield, nothing but physical spells into a Counter Spell, nothing at
 *    all at a Magic Mirror (it comes back).
 * 3. Shield when threatened: an opponent whose revealed card carries a Wyrm and has energy is a
 *    threat; answer it with the protection that stops the biggest attack it can make.
 * 4. Keep counter-spell runes: do not place the card that would break the last Counter Spell or
 *    Magic Mirror the hand can pay for, unless it is a strong attack; spend them on big attacks.
 * 5. Otherwise place the card that powers the strongest spell now (and leaves energy runes in the
 *    sequence for later), heal when hurt, and spend the full power of the chosen energy.
 */
import { bestOf } from './best';
import { type CardId, type Rng, card } from '@decktet/decktet';
import type { BaseState, Seat } from '@decktet/engine';
import type { DuelingRunesAction, DuelingRunesState, DuelingRunesView, WizardView } from '@decktet/dueling-runes';
import type { GameHeuristic } from '../heuristic';
import {
  ENERGY,
  KNOT,
  LEAVES,
  MOON,
  WYRM,
  energyOf,
  invisibleToOthers,
  opponents,
  runesOf,
  specialRunesIn,
  wyrmDamage,
} from './dueling-runes-read';

const KILL = 50;
type Cast = Extract<DuelingRunesAction, { type: 'cast' }>;
const ENERGY_INDEX: Readonly<Record<string, number>> = { suns: 0, waves: 1, leaves: 2 };

function meOf(v: DuelingRunesView, seat: Seat): WizardView {
  return v.wizards.find((w) => w.seat === seat)!;
}

/** Worth of damaging `t` by `dmg` (rule 1: a kill outweighs everything). */
function hurtValue(t: WizardView, dmg: number): number {
  if (dmg <= 0) return -1;
  return dmg >= t.health ? KILL + dmg : 1.5 * dmg;
}

/** The biggest attack living opponents can still make on `me` this (mini-)turn, by kind. */
function threats(v: DuelingRunesView, me: WizardView): { fire: number; cold: number; touch: number } {
  const out = { fire: 0, cold: 0, touch: 0 };
  for (const o of opponents(v, me.index)) {
    if (!o.placed || !(runesOf(o.placed) & WYRM)) continue;
    out.fire = Math.max(out.fire, o.energyFree.suns);
    out.cold = Math.max(out.cold, o.energyFree.waves);
    out.touch = Math.max(out.touch, o.energyFree.leaves, 1);
  }
  return out;
}

function castValue(v: DuelingRunesView, me: WizardView, a: Cast): number {
  const energy = a.energy === null ? null : ENERGY_INDEX[a.energy]!;
  if (a.rune === 'moon') {
    if (me.timers.countered) return -1;
    const t = threats(v, me);
    if (energy === null) return t.touch > 0 && !me.timers.shielded ? 1 + 1.5 * t.touch : 0.1;
    if (energy === 0) return me.timers.resistColdUntil >= v.turn + a.power - 1 ? -0.5 : 1.5 * t.cold + 0.1 * a.power;
    if (energy === 1) return me.timers.resistHeatUntil >= v.turn + a.power - 1 ? -0.5 : 1.5 * t.fire + 0.1 * a.power;
    const healed = Math.min(a.power, me.startingHealth - me.health);
    return healed > 0 ? 1.3 * healed - 0.05 * (a.power - healed) : -0.5;
  }
  const target = v.wizards[a.target!]!;
  const self = target.index === me.index;
  if (!self && target.timers.mirrored) return -5;
  if (a.rune === 'wyrm') {
    const dmg = wyrmDamage(v, target, energy, a.power);
    return hurtValue(target, dmg) + (energy === 2 && dmg > 0 ? 1.2 * Math.min(a.power, me.startingHealth - me.health) : 0);
  }
  // Knot spells: Haste and Invisibility help their target, Amnesia and Confusion hinder it.
  if (target.timers.countered) return -1;
  const helps = energy === 0 || energy === 1;
  if (helps !== self) return -2;
  if (energy === 0) return me.timers.hasteUntil >= v.turn + a.power ? -0.5 : 0.6 + 0.2 * a.power;
  if (energy === 1) return me.timers.invisibleUntil >= v.turn + a.power ? -0.5 : 0.8 + 0.3 * a.power;
  if (energy === 2) return 0.5 * Math.min(a.power, target.sequence.filter((c) => c.faceUp).length);
  return target.timers.shielded ? -1 : 1.2;
}

/** What placing `id` is worth: the best spell it powers now, energy left for later, its speed. */
function placeValue(v: DuelingRunesView, me: WizardView, hand: readonly CardId[], id: CardId): number {
  const runes = runesOf(id);
  const energy = energyOf(me, [id]);
  let best = 0;
  if (runes & WYRM) {
    for (const t of opponents(v, me.index)) {
      if (invisibleToOthers(v, t) || t.timers.mirrored) continue;
      let dmg = 1;
      for (let e = 0; e < 3; e++) if (energy[e]! > 0) dmg = Math.max(dmg, wyrmDamage(v, t, e, energy[e]!));
      best = Math.max(best, hurtValue(t, dmg) + (energy[2]! > 0 ? 0.5 : 0));
    }
  }
  if (runes & MOON) {
    const hurt = me.startingHealth - me.health;
    best = Math.max(best, 1.3 * Math.min(energy[2]!, hurt), hurt > 0 ? 0.8 : 0.3);
  }
  if (runes & KNOT) best = Math.max(best, 1);
  let value = best;
  for (const bit of ENERGY) if (runes & bit) value += 0.3;
  if (runes & LEAVES) value += 0.1;
  // Rule 4: keep the runes of the last special spell the hand can pay for.
  const before = specialRunesIn(v, hand);
  const after = specialRunesIn(v, hand.filter((c) => c !== id));
  if ((before.mirror && !after.mirror) || (before.counter && !after.counter)) value -= best >= KILL ? 0 : 1.5;
  return value + 0.03 * cardValue(id);
}

/** DR-2: the Decktet's rank order decides who declares first. */
const cardValue = (id: CardId) => card(id).ordinal;

/** React: a Magic Mirror against a big attack declared at me, a Counter Spell against harm it stops. */
function reactValue(v: DuelingRunesView, me: WizardView, a: Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }>): number {
  const cost = 0.8 * a.discard.length;
  if (a.target !== me.index) return -cost;
  let physical = 0;
  let magical = 0;
  for (const d of v.declared) {
    if (d.caster === me.index || d.target !== me.index) continue;
    const energy = d.energy === null ? null : ENERGY_INDEX[d.energy]!;
    if (d.rune === 'wyrm') {
      const dmg = wyrmDamage(v, me, energy, d.power);
      if (energy === 2) magical += dmg;
      else physical += dmg;
    } else if (d.rune === 'knot' && (energy === 2 || energy === null)) magical += 1.5;
  }
  if (v.reactionAfter === 'reveal') {
    // Before anyone declares: only a big visible threat is worth a special spell.
    const t = threats(v, me);
    physical = Math.max(t.fire, t.cold) >= 3 ? Math.max(t.fire, t.cold) * 0.6 : 0;
  }
  const harm = a.type === 'mirror' ? 2 * (physical + magical) : magical;
  const lethal = physical + magical >= me.health;
  return harm > 0 ? (lethal ? KILL : 0) + 1.5 * harm - cost : -cost;
}

function hideValue(v: DuelingRunesView, me: WizardView, cards: readonly CardId[]): number {
  const task = v.myAmnesia;
  const target = task ? v.wizards[task.target] : undefined;
  let value = 0;
  for (const c of cards) {
    let r = 0;
    for (const bit of ENERGY) if (runesOf(c) & bit) r++;
    // Turning the target's undeclared new card face down cancels its spells (DR-14).
    if (target?.placed === c) r += 3;
    value += r;
  }
  return target && target.index === me.index ? -value : value;
}

function chooseFromView(view: unknown, legal: readonly unknown[], seat: Seat, rng: Rng): unknown {
  const v = view as DuelingRunesView;
  const me = meOf(v, seat);
  return bestOf(
    legal,
    (raw) => {
      const a = raw as DuelingRunesAction;
      switch (a.type) {
        case 'play':
          return placeValue(v, me, v.hand, a.card);
        case 'cast':
          return castValue(v, me, a);
        case 'counter':
        case 'mirror':
          return reactValue(v, me, a);
        case 'hide':
          return hideValue(v, me, a.cards);
        case 'redraw': {
          // Solitaire: make the confused automaton redraw a card that carries a Wyrm.
          const offered = v.offered;
          return offered && runesOf(offered) & WYRM ? 1 : -1;
        }
        default:
          return 0;
      }
    },
    rng,
  );
}

/**
 * A position's worth for a cut-off playout: each seat's share of the living health, squared so
 * that being well ahead counts for more than being slightly ahead; the dead score 0.
 */
export function duelingRunesEvaluate(state: BaseState): number[] {
  const s = state as DuelingRunesState;
  const seats = s.names.length;
  const weight = new Array<number>(seats).fill(0);
  let total = 0;
  for (const w of s.wizards) {
    const h = w.alive ? Math.max(0, w.health) ** 2 : 0;
    total += h;
    if (w.seat !== null) weight[w.seat] = h;
  }
  return weight.map((h) => (total > 0 ? h / total : 1 / seats));
}

export const duelingRunesHeuristic: GameHeuristic = {
  gameId: 'dueling-runes',
  choose: chooseFromView,
  evaluate: duelingRunesEvaluate,
};

