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
import { Best, bestOf } from '../../heuristics/best';
import type { Rng } from '@decktet/decktet';
import type { BaseState, Seat } from '@decktet/engine';
import {
  CARD_RUNES,
  CARD_VALUE,
  type CastBlock,
  type DuelingRunesAction,
  type DuelingRunesState,
  type DuelingRunesView,
  ENERGIES,
  NO_RUNES,
  type RuneSet,
  SPELLS,
  blockCast,
  countsAt,
  damage,
  declarationsOf,
  duelingRunes,
  hasAll,
  isInvisible,
  lossOf,
  protectionAgainst,
  spellOf,
  union,
} from '@decktet/dueling-runes';
import type { GameHeuristic } from '../../heuristic';
import { FITTED_WEIGHTS, fittedEvaluation } from './fitted';
import { KILL, advancedCastValue, attackValue, hurtValue, monsterHurtValue } from './heuristic-advanced';
import { type Facts, type WizardFacts, cardNumber, carries, factsFromState, factsFromView, newFacts } from './read';

type Cast = Extract<DuelingRunesAction, { type: 'cast' }>;
type CastAdvanced = Extract<DuelingRunesAction, { type: 'cast-advanced' }>;

function castValue(f: Facts, me: WizardFacts, a: Cast): number {
  const spell = spellOf(a.rune, a.energy);
  if (a.rune === 'moon') {
    if (me.countered) return -1;
    if (spell === 'shield') return f.touch > 0 && !me.shielded ? 1 + 1.5 * f.touch : 0.1;
    if (spell === 'resist-cold') return me.resistColdUntil >= f.turn + a.power - 1 ? -0.5 : 1.5 * f.cold + 0.1 * a.power;
    if (spell === 'resist-heat') return me.resistHeatUntil >= f.turn + a.power - 1 ? -0.5 : 1.5 * f.fire + 0.1 * a.power;
    const healed = Math.min(a.power, me.maxHealth - me.health);
    return healed > 0 ? 1.3 * healed - 0.05 * (a.power - healed) : -0.5;
  }
  const target = f.wizards[a.target!]!;
  if (a.monster) {
    // Nothing stops a spell aimed at a monster (DRA-11); a Drain at one heals its caster (DRA-14).
    const dmg = lossOf(spell, a.power);
    return monsterHurtValue(target, dmg) + (spell === 'drain' ? 1.2 * Math.min(a.power, me.maxHealth - me.health) : 0);
  }
  const self = target.index === me.index;
  if (!self && target.mirrored) return -5;
  if (a.rune === 'wyrm') {
    const dmg = damage(spell, a.power, target, f.turn);
    return hurtValue(target, dmg) + (spell === 'drain' && dmg > 0 ? 1.2 * Math.min(a.power, me.maxHealth - me.health) : 0);
  }
  // Knot spells: Haste and Invisibility help their target, Amnesia and Confusion hinder it.
  if (target.countered) return -1;
  const helps = spell === 'haste' || spell === 'invisibility';
  if (helps !== self) return -2;
  if (spell === 'haste') return me.hasteUntil >= f.turn + a.power ? -0.5 : 0.6 + 0.2 * a.power;
  if (spell === 'invisibility') return me.invisibleUntil >= f.turn + a.power ? -0.5 : 0.8 + 0.3 * a.power;
  if (spell === 'amnesia') return 0.5 * Math.min(a.power, target.faceUp);
  return protectionAgainst(spell, target, f.turn) !== null ? -1 : 1.2;
}

/** What card `c` gives wizard `me` placed now: the best spell it powers, energy left for later, its speed. */
function cardPower(f: Facts, me: WizardFacts, c: number): number {
  // Energy of the sequence once the card is face up on it.
  const suns = me.shown.suns + (carries(c, 'suns') ? 1 : 0);
  const waves = me.shown.waves + (carries(c, 'waves') ? 1 : 0);
  const leaves = me.shown.leaves + (carries(c, 'leaves') ? 1 : 0);
  let best = 0;
  if (carries(c, 'wyrms')) {
    for (let i = 0; i < f.wizardCount; i++) {
      const t = f.wizards[i]!;
      if (i === me.index || !t.alive || isInvisible(t, f.turn) || t.mirrored) continue;
      let dmg = 1;
      if (suns > 0) dmg = Math.max(dmg, damage('fire-ball', suns, t, f.turn));
      if (waves > 0) dmg = Math.max(dmg, damage('ice-bolt', waves, t, f.turn));
      if (leaves > 0) dmg = Math.max(dmg, damage('drain', leaves, t, f.turn));
      best = Math.max(best, hurtValue(t, dmg) + (leaves > 0 ? 0.5 : 0));
    }
  }
  if (carries(c, 'moons')) {
    const hurt = me.maxHealth - me.health;
    best = Math.max(best, 1.3 * Math.min(leaves, hurt), hurt > 0 ? 0.8 : 0.3);
  }
  if (carries(c, 'knots')) best = Math.max(best, 1);
  let value = best;
  for (const energy of ENERGIES) if (carries(c, energy)) value += 0.3;
  if (carries(c, 'leaves')) value += 0.1;
  return value + 0.03 * CARD_VALUE[c]!;
}

/** What placing card `c` is worth: its power, less the special spells it would break (rule 4). */
function placeValue(f: Facts, me: WizardFacts, c: number): number {
  let value = cardPower(f, me, c);
  // Rule 4: keep the runes of the last special spell the hand can pay for.
  let before = NO_RUNES;
  let after = NO_RUNES;
  for (const h of f.hand) {
    before = union(before, CARD_RUNES[h]!);
    if (h !== c) after = union(after, CARD_RUNES[h]!);
  }
  const breaks = (pays(before, f.mirrorRunes) && !pays(after, f.mirrorRunes)) || (pays(before, f.counterRunes) && !pays(after, f.counterRunes));
  if (breaks) value -= value >= KILL ? 0 : 1.5;
  return value;
}

/** Rule 10: the charmer places the charmed wizard's weakest card for it (DRA-17). */
function charmValue(f: Facts, c: number): number {
  const charmed = f.wizards.find((w, i) => i < f.wizardCount && w.alive && w.advanced.charmedBy === f.me);
  return charmed ? -cardPower(f, charmed, c) : 0;
}

/** Does a set of runes pay for a special spell (DR-16)? */
const pays = (runes: RuneSet, recipe: RuneSet) => hasAll(runes, recipe);

/** React: a Magic Mirror against a big attack declared at me, a Counter Spell against harm it stops. */
function reactValue(f: Facts, me: WizardFacts, a: Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }>): number {
  const cost = 0.8 * a.discard.length;
  if (a.target !== me.index) return -cost;
  let physical = 0;
  let magical = 0;
  for (let i = 0; i < f.declaredCount; i++) {
    const d = f.declared[i]!;
    if (d.caster === me.index || d.target !== me.index) continue;
    if (SPELLS[d.spell].phase === 'wyrm') {
      const dmg = damage(d.spell, d.power, me, f.turn);
      if (d.spell === 'drain') magical += dmg;
      else physical += dmg;
    } else if (d.spell === 'amnesia' || d.spell === 'confusion') magical += 1.5;
  }
  if (f.reactAfterReveal) {
    // Before anyone declares: only a big visible threat is worth a special spell.
    physical = Math.max(f.fire, f.cold) >= 3 ? Math.max(f.fire, f.cold) * 0.6 : 0;
  }
  const harm = a.type === 'mirror' ? 2 * (physical + magical) : magical;
  const lethal = physical + magical >= me.health;
  return harm > 0 ? (lethal ? KILL : 0) + 1.5 * harm - cost : -cost;
}

function hideValue(f: Facts, me: WizardFacts, cards: readonly string[]): number {
  const target = f.amnesiaTarget >= 0 ? f.wizards[f.amnesiaTarget] : undefined;
  let value = 0;
  for (const id of cards) {
    const c = cardNumber(id);
    let r = 0;
    for (const energy of ENERGIES) if (carries(c, energy)) r++;
    // Turning the target's undeclared new card face down cancels its spells (DR-14).
    if (target?.placed === c) r += 3;
    value += r;
  }
  return target && target.index === me.index ? -value : value;
}

/** What an action is worth to wizard `me` by the rules of thumb. */
function actionValue(f: Facts, me: WizardFacts, a: DuelingRunesAction): number {
  switch (a.type) {
    case 'play':
      return f.charming ? charmValue(f, cardNumber(a.card)) : placeValue(f, me, cardNumber(a.card));
    case 'cast':
      return castValue(f, me, a);
    case 'cast-advanced':
      return advancedCastValue(f, me, a);
    case 'attack':
      return attackValue(f, me, a);
    case 'counter':
    case 'mirror':
      return reactValue(f, me, a);
    case 'hide':
      return hideValue(f, me, a.cards);
    case 'redraw':
      // Solitaire: make the confused automaton redraw a card that carries a Wyrm.
      return f.offered >= 0 && carries(f.offered, 'wyrms') ? 1 : -1;
    default:
      return 0;
  }
}

/** The one decision of the rules of thumb, from the facts of the deciding seat. */
function decide(f: Facts, legal: readonly unknown[], rng: Rng): unknown {
  const me = f.wizards[f.me]!;
  return bestOf(legal, (a) => actionValue(f, me, a as DuelingRunesAction), rng);
}

/**
 * `decide` over a declaration of the Advanced Game without its list: the choices listed one by one
 * (pass, the basic casts), then each block of advanced casts (a spell at its aims) weighed aim by
 * aim and count by count on one cast whose aim and energy are rewritten in place; only the chosen
 * cast is made. The same
 * choices in the same order as the list, so the same draws and the same choice.
 */
function decideDeclaration(s: DuelingRunesState, seat: Seat, rng: Rng): unknown {
  const { listed, blocks } = declarationsOf(s, seat);
  if (blocks.length === 0) return listed.length === 1 ? listed[0] : decide(factsFromState(stateFacts, s, seat), listed, rng);
  const f = factsFromState(stateFacts, s, seat);
  const me = f.wizards[f.me]!;
  const judge = new Best();
  let best: unknown = listed[0];
  for (const a of listed) if (judge.offer(actionValue(f, me, a), rng)) best = a;
  let block: CastBlock | null = null;
  let aim = 0;
  let choice = 0;
  for (const b of blocks) {
    // One cast per block, its aim and counts rewritten in place (only the chosen cast is made).
    const cast: CastAdvanced = { type: 'cast-advanced', spell: b.recipe.spell, energy: {}, target: null, monster: undefined };
    for (let i = 0; i < b.aims.length; i++) {
      cast.target = b.aims[i]!.target;
      cast.monster = b.aims[i]!.monster;
      for (let c = 0; c < b.size; c++) {
        countsAt(b, c, cast.energy);
        if (!judge.offer(advancedCastValue(f, me, cast), rng)) continue;
        block = b;
        aim = i;
        choice = c;
      }
    }
  }
  return block ? blockCast(block, aim, choice) : best;
}

// One set of facts per reader, overwritten at every decision (decisions never overlap).
const viewFacts = newFacts();
const stateFacts = newFacts();

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
  // A single legal action needs no reading (and `bestOf` draws no random number for it).
  choose: (view, legal, seat: Seat, rng) => (legal.length === 1 ? legal[0] : decide(factsFromView(viewFacts, view as DuelingRunesView, seat), legal, rng)),
  playout: (state, legal, seat, rng) => (legal.length === 1 ? legal[0] : decide(factsFromState(stateFacts, state as DuelingRunesState, seat), legal, rng)),
  playoutDirect(state, seat, rng) {
    const s = state as DuelingRunesState;
    if (s.stage === 'declare') return decideDeclaration(s, seat, rng);
    const legal = duelingRunes.legalActions(s, seat);
    return legal.length === 1 ? legal[0] : decide(factsFromState(stateFacts, s, seat), legal, rng);
  },
  evaluate: duelingRunesEvaluate,
  fitted: fittedEvaluation(FITTED_WEIGHTS),
};

