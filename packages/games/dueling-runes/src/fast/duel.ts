/**
 * A random duel on numbered bookkeeping (bookkeeping.ts): the basic game's course of a turn (DR-8)
 * played on small integer arrays, each wizard's decision drawn as `rng.pick(legalActions(…))`
 * would draw it (the counts of playout.ts), without action or declaration objects and without the
 * general turn machinery of turn.ts. Each step carries the ruling it plays, so that it can be read
 * against RULES.md; the spells' rows (what stops them, what they do) are read from the one spell
 * table (spells-table.ts), and drawing, reshuffling and discarding are the rules' own (deck.ts).
 *
 * It must play exactly the duel the rules play: the same draws of both generators in the same
 * order, and the same state once written back (apart from the log, which it does not write).
 * playout.test.ts holds it to that, from fresh deals and from positions in the middle of duels.
 */
import { Rng } from '@decktet/decktet';
import type { SeatResult } from '@decktet/engine';
import { ABOVE_EVERY_VALUE, ENERGY_TALLY, RUNES, VALUE } from '../core/cards';
import { DRAWN_PER_TURN, FULL_HAND, discard, drawCard } from '../core/deck';
import { lossOf } from '../core/protections';
import type { RecipeRunes } from '../core/recipes';
import { ENERGIES, type EnergyTally, NO_ENERGY, NO_RUNES, PHASES, type RuneSet, activationOf, addTallies, hasAll, only, sharesRune, tallied, union } from '../core/runes';
import { SEQUENCE_KEPT, SEQUENCE_LIMIT, cardOf, faceDown, isFaceUp } from '../core/sequence';
import { SPELLS, type SpellId, spellOf } from '../core/spells-table';
import type { DuelingRunesState } from '../core/state';
import { Bookkeeping, ENERGY_TYPES, MOST_WIZARDS, SEQUENCE_ROOM } from './bookkeeping';
import { binomial, nthTarget, targetCount } from './counting';
import { minimalSetsOf } from './minimal-sets';
import type { Draws } from './scratch';

/**
 * The most decisions one (mini-)turn's placement and resolution can ask of four wizards: four
 * placements; thirteen reaction windows (after the reveal and after each of at most twelve groups,
 * three phases of at most four card values, DR-8) of four decisions, and one more round of four
 * for each special spell cast (each discards at least one of at most five cards a hand, DR-16:
 * twenty); four declarations and four Amnesia choices a group. 4 + 52 + 80 + 48 + 48 = 232, rounded
 * up. The numbered duel stops before a placement when fewer decisions than this are left, so that a
 * playout's limit of actions falls where the rules would stop it.
 */
export const PLACEMENT_BOUND = 300;

// The phases (DR-8) by their place in PHASES, and no energy as the last column of the spell table (DR-5).
const MOON = 0;
const WYRM = 1;
const KNOT = 2;
const NO_ENERGY_COLUMN = 3;
/** The activation rune of each phase (DR-4, DR-8), as a set. */
const ACTIVATION: readonly RuneSet[] = PHASES.map((phase) => only(activationOf(phase)));

/** A spell by number: its row (phase) times four plus its column (energy type, DR-5). */
const SPELL_ID: readonly SpellId[] = PHASES.flatMap((phase) => [...ENERGIES, null].map((energy) => spellOf(phase, energy)));
const spellNumber = (phase: number, energy: number): number => phase * 4 + energy;

// What a protection standing on a wizard stops (the "stopped by" column, DR-11, DR-16), as bits.
const BY_RESIST_COLD = 1;
const BY_RESIST_HEAT = 2;
const BY_SHIELD = 4;
const BY_COUNTER_SPELL = 8;
const PROTECTION_BIT: Readonly<Record<string, number>> = { 'resist-cold': BY_RESIST_COLD, 'resist-heat': BY_RESIST_HEAT, shield: BY_SHIELD, 'counter-spell': BY_COUNTER_SPELL };
const STOPPED_BY: Int8Array = Int8Array.from(SPELL_ID, (id) => SPELLS[id].stoppedBy.reduce((bits, p) => bits | (PROTECTION_BIT[p] ?? 0), 0));
/** Does a Magic Mirror turn the spell back (DR-16)? Every basic spell: the table says so row by row. */
const TURNED_BACK: Uint8Array = Uint8Array.from(SPELL_ID, (id) => (SPELLS[id].turnedBackBy === null ? 0 : 1));
/** The health a spell that hurts takes (DR-11): a Hit 1, the others their power (`lossOf`); a power of 2 tells them apart. */
const HURTS_BY_ONE: Uint8Array = Uint8Array.from(SPELL_ID, (id) => (lossOf(id, 2) === 1 ? 1 : 0));

// What each spell does once it lands (DR-10 … DR-15), by the spell's id in the table.
const HURTS = 1;
const DRAINS = 2;
const HEALS = 3;
const RESISTS_COLD = 4;
const RESISTS_HEAT = 5;
const SHIELDS = 6;
const HASTENS = 7;
const HIDES = 8;
const FORGETS = 9;
const CONFUSES = 10;
const DOES: Readonly<Partial<Record<SpellId, number>>> = {
  'fire-ball': HURTS,
  'ice-bolt': HURTS,
  hit: HURTS,
  drain: DRAINS,
  heal: HEALS,
  'resist-cold': RESISTS_COLD,
  'resist-heat': RESISTS_HEAT,
  shield: SHIELDS,
  haste: HASTENS,
  invisibility: HIDES,
  amnesia: FORGETS,
  confusion: CONFUSES,
};
const EFFECT: Uint8Array = Uint8Array.from(SPELL_ID, (id) => {
  const does = DOES[id];
  if (does === undefined) throw new Error(`the numbered duel does not know what ${id} does`);
  return does;
});

// Where a duel stands between steps: as turn.ts's stages, with `EFFECT` for a group about to take effect.
const CHOOSE = 0;
const REACT = 1;
const DECLARE = 2;
const EFFECT_STAGE = 3;
const OVER = 4;

const AFTER_REVEAL = 0;
const AFTER_DECLARE = 1;

/** No choice made (a pass, or nothing chosen yet). */
const NONE = -1;

export class NumberedDuel {
  private readonly b = new Bookkeeping();
  private s!: DuelingRunesState;
  private rng!: Rng;
  private actions = 0;
  private stage = CHOOSE;
  private turn = 0;
  private mini = false;
  private phase = MOON;
  private groupValue = 0;
  private reactAfter = AFTER_REVEAL;
  private maxTurns: number | null = null;
  // The decisions of the current stage, per wizard (turn.ts keeps them as `pick`).
  private readonly chosen = new Int8Array(MOST_WIZARDS).fill(NONE);
  private readonly special = new Int8Array(MOST_WIZARDS).fill(NONE);
  private readonly specialTarget = new Int8Array(MOST_WIZARDS);
  private readonly specialSet = new Int32Array(MOST_WIZARDS);
  private readonly castEnergy = new Int8Array(MOST_WIZARDS).fill(NONE);
  private readonly castPower = new Int8Array(MOST_WIZARDS);
  private readonly castTarget = new Int8Array(MOST_WIZARDS);
  // The group's declarations (DR-8), at most one a wizard.
  private declaredCount = 0;
  private readonly declaredCaster = new Int8Array(MOST_WIZARDS);
  private readonly declaredSpell = new Int8Array(MOST_WIZARDS);
  private readonly declaredPower = new Int8Array(MOST_WIZARDS);
  private readonly declaredTarget = new Int8Array(MOST_WIZARDS);
  private readonly declaredValue = new Int8Array(MOST_WIZARDS);
  /** An Amnesia's chosen cards (DR-14), SEQUENCE_ROOM slots a declaration, and how many (-1: not chosen). */
  private readonly hide = new Int8Array(MOST_WIZARDS * SEQUENCE_ROOM);
  private readonly hideCount = new Int8Array(MOST_WIZARDS);
  // Working lists.
  private readonly delta = new Int32Array(MOST_WIZARDS);
  private readonly lands = new Int8Array(MOST_WIZARDS);
  private readonly landsOn = new Int8Array(MOST_WIZARDS);
  private readonly taskOf = new Int8Array(MOST_WIZARDS);
  private readonly faceUp = new Int8Array(SEQUENCE_ROOM);
  /** Per wizard, the turn in which it was found unable to cast a special spell (0: not known). */
  private readonly unableIn = new Int32Array(MOST_WIZARDS);

  private draws!: Draws;
  private recipes!: RecipeRunes;

  /**
   * Plays the duel `s` on (a state `startsHere` accepts), its wizards choosing with `rng`, until it
   * is over or fewer than PLACEMENT_BOUND of `budget` decisions are left at a placement; writes
   * the state back and returns the decisions made. `draws` and `recipes`: the random game's lists
   * and its table's special spells (DR-16). Nothing of one call is kept for the next.
   */
  play(s: DuelingRunesState, rng: Rng, budget: number, draws: Draws, recipes: RecipeRunes): number {
    this.s = s;
    this.rng = rng;
    this.draws = draws;
    this.recipes = recipes;
    this.chosen.fill(NONE);
    this.special.fill(NONE);
    this.castEnergy.fill(NONE);
    this.declaredCount = 0;
    this.unableIn.fill(0);
    this.actions = 0;
    this.b.copyIn(s);
    this.turn = s.turn;
    this.mini = s.mini;
    this.phase = PHASES.indexOf(s.phase);
    this.groupValue = s.groupValue;
    this.reactAfter = s.reactAfter === 'reveal' ? AFTER_REVEAL : AFTER_DECLARE;
    this.maxTurns = s.config.maxTurns;
    this.stage = CHOOSE;
    for (;;) {
      if (this.stage === CHOOSE) {
        if (budget - this.actions < PLACEMENT_BOUND) break;
        this.choose();
      } else if (this.stage === REACT) this.react();
      else if (this.stage === DECLARE) this.declare();
      else if (this.stage === EFFECT_STAGE) this.takeEffect();
      else break;
    }
    this.writeBack();
    return this.actions;
  }

  private writeBack(): void {
    const s = this.s;
    this.b.writeBack(s);
    s.turn = this.turn;
    s.mini = this.mini;
    s.stage = this.stage === OVER ? 'over' : 'choose';
    s.phase = PHASES[this.phase]!;
    s.groupValue = this.groupValue;
    s.reactAfter = this.reactAfter === AFTER_REVEAL ? 'reveal' : 'declare';
  }

  // --- Who may do what (DR-9, DR-12, DR-13, DR-15) ---

  private isHasted(w: number): boolean {
    const b = this.b;
    return b.hasteFrom[w]! > 0 && b.hasteFrom[w]! <= this.turn && this.turn <= b.hasteUntil[w]!;
  }

  private isInvisible(w: number): boolean {
    const b = this.b;
    return b.invisibleFrom[w]! > 0 && b.invisibleFrom[w]! <= this.turn && this.turn <= b.invisibleUntil[w]!;
  }

  /** DR-9, DR-13: `caster` may aim at `target` — living, itself or visible, and not veiled from a Knot spell of `knotValue` (0: not a Knot spell). */
  private canTarget(caster: number, target: number, knotValue: number): boolean {
    if (this.b.alive[target] === 0) return false;
    if (caster === target) return true;
    if (this.isInvisible(target)) return false;
    return knotValue === 0 || knotValue > this.b.veil[target]!;
  }

  /** DR-15: does wizard `w` place at random this turn? */
  private isConfused(w: number): boolean {
    return this.b.confusedTurn[w] === this.turn;
  }

  /** DR-8, DR-12, DR-15: does wizard `w` choose the card it places now? */
  private placesFromHand(w: number): boolean {
    const b = this.b;
    return b.alive[w] === 1 && b.handLength[w]! > 0 && !this.isConfused(w) && (!this.mini || this.isHasted(w));
  }

  // --- Hands and sequences (DR-6, DR-7, DR-14) ---

  private removeFromHand(w: number, card: number): void {
    const hand = this.b.hands[w]!;
    const n = this.b.handLength[w]!;
    let i = 0;
    while (hand[i] !== card) i++;
    for (; i < n - 1; i++) hand[i] = hand[i + 1]!;
    this.b.handLength[w] = n - 1;
  }

  /** DR-7: the card goes on the right of the sequence; a fifth card pushes the oldest out at once. */
  private placeCard(w: number, card: number): void {
    const b = this.b;
    b.sequences[w]![b.sequenceLength[w]!] = card;
    b.sequenceLength[w]!++;
    if (b.sequenceLength[w]! > SEQUENCE_LIMIT) this.discardOldest(w);
    b.placed[w] = card;
  }

  /** DR-7: the oldest card of the sequence goes to the discard pile. */
  private discardOldest(w: number): void {
    const seq = this.b.sequences[w]!;
    const n = this.b.sequenceLength[w]!;
    discard(this.s, cardOf(seq[0]!));
    for (let i = 0; i < n - 1; i++) seq[i] = seq[i + 1]!;
    this.b.sequenceLength[w] = n - 1;
  }

  /** DR-6, DR-14: the runes of the card placed this (mini-)turn while it is the sequence's newest card and face up. */
  private activeRunes(w: number): RuneSet {
    const placed = this.b.placed[w]!;
    if (placed < 0) return NO_RUNES;
    return this.b.sequences[w]![this.b.sequenceLength[w]! - 1] === placed ? RUNES[placed]! : NO_RUNES;
  }

  private placedValue(w: number): number {
    const placed = this.b.placed[w]!;
    return placed >= 0 ? VALUE[placed]! : 0;
  }

  /** DR-6, DR-14: the energy runes of the face-up cards of wizard `w`'s sequence, as a tally. */
  private energyOnShow(w: number): EnergyTally {
    const seq = this.b.sequences[w]!;
    let tally = NO_ENERGY;
    for (let i = 0; i < this.b.sequenceLength[w]!; i++) if (isFaceUp(seq[i]!)) tally = addTallies(tally, ENERGY_TALLY[seq[i]!]!);
    return tally;
  }

  /** DR-6: of the runes of `energy` shown (`tallied` from a tally), those not yet spent this (mini-)turn (energy: 0 Suns, 1 Waves, 2 Leaves). */
  private free(w: number, energy: number, shown: number): number {
    return Math.max(0, shown - this.b.used[w * ENERGY_TYPES + energy]!);
  }

  /** The face-up cards of wizard `w`'s sequence into `faceUp`: oldest first, or in chart order (DR-14, the order Amnesia's choices are listed in). */
  private faceUpCards(w: number, chartOrder: boolean): number {
    const seq = this.b.sequences[w]!;
    const up = this.faceUp;
    let n = 0;
    for (let i = 0; i < this.b.sequenceLength[w]!; i++) {
      const c = seq[i]!;
      if (!isFaceUp(c)) continue;
      let j = n++;
      if (chartOrder) for (; j > 0 && up[j - 1]! > c; j--) up[j] = up[j - 1]!;
      up[j] = c;
    }
    return n;
  }

  // --- DR-8 steps 2 and 3: choosing and revealing the cards ---

  /** Every wizard who places from its hand chooses a card at random (`rng.pick(hand)`), in seat order; then the reveal. */
  private choose(): void {
    const b = this.b;
    for (let w = 0; w < b.count; w++) {
      if (b.owes[w] === 0) continue;
      this.chosen[w] = b.hands[w]![this.rng.int(0, b.handLength[w]! - 1)]!;
      b.owes[w] = 0;
      this.actions++;
    }
    this.reveal();
  }

  /** DR-8, DR-15, DR-33: the cards are placed together; a confused wizard's is drawn from its hand by the duel's own generator. */
  private reveal(): void {
    const b = this.b;
    let placedAny = false;
    for (let w = 0; w < b.count; w++) {
      const pick = this.chosen[w]!;
      this.chosen[w] = NONE;
      if (b.alive[w] === 0 || (this.mini && !this.isHasted(w)) || b.handLength[w] === 0) continue;
      let c: number;
      if (this.isConfused(w)) {
        const rules = Rng.from(this.s.rng);
        c = b.hands[w]![rules.int(0, b.handLength[w]! - 1)]!;
        this.s.rng = rules.state();
      } else if (pick !== NONE) c = pick;
      else continue;
      this.removeFromHand(w, c);
      this.placeCard(w, c);
      placedAny = true;
    }
    if (placedAny) this.openWindow(AFTER_REVEAL);
    else this.endMiniOrTurn();
  }

  // --- DR-16: reaction windows ---

  private openWindow(after: number): void {
    this.stage = REACT;
    this.reactAfter = after;
  }

  /**
   * DR-16: can wizard `w` pay for Counter Spell or Magic Mirror from its hand? A wizard found
   * unable stays so for the rest of the turn (`unableIn`): until the turn ends a hand only loses cards.
   */
  private canCastSpecial(w: number): boolean {
    const b = this.b;
    const n = b.handLength[w]!;
    if (this.unableIn[w] === this.turn) return false;
    if (b.alive[w] === 0 || n === 0) {
      this.unableIn[w] = this.turn;
      return false;
    }
    const hand = b.hands[w]!;
    let runes = NO_RUNES;
    for (let i = 0; i < n; i++) runes = union(runes, RUNES[hand[i]!]!);
    if (hasAll(runes, this.recipes.counter) || hasAll(runes, this.recipes.mirror)) return true;
    this.unableIn[w] = this.turn;
    return false;
  }

  /** DR-16, DR-37: the wizards able to cast a special spell are asked, each decision a window decision; then the spells cast land together. */
  private react(): void {
    const b = this.b;
    let asked = false;
    for (let w = 0; w < b.count; w++) {
      b.owes[w] = this.canCastSpecial(w) ? 1 : 0;
      if (b.owes[w] === 1) asked = true;
    }
    if (!asked) {
      this.closeWindow();
      return;
    }
    for (let w = 0; w < b.count; w++) {
      if (b.owes[w] === 0) continue;
      b.owes[w] = 0;
      b.windowDecisions++;
      this.actions++;
      this.drawReaction(w);
    }
    if (!this.landSpecials()) this.closeWindow();
  }

  /** A reaction as playout.ts draws it: pass, or each special spell at each target (DR-9) with each minimal set (DR-16). */
  private drawReaction(w: number): void {
    let aimable = 0;
    for (let t = 0; t < this.b.count; t++) if (this.canTarget(w, t, 0)) aimable |= 1 << t;
    const targets = targetCount(aimable);
    const found = minimalSetsOf(this.draws, w, this.b.hands[w]!, this.b.handLength[w]!, this.recipes);
    const counters = targets * found.setCount[0];
    let i = this.rng.int(0, counters + targets * found.setCount[1]);
    if (i === 0) return;
    i--;
    const k = i < counters ? 0 : 1;
    if (k === 1) i -= counters;
    const sets = found.setCount[k];
    this.special[w] = k;
    this.specialTarget[w] = nthTarget(aimable, Math.floor(i / sets));
    this.specialSet[w] = found.sets[k][i % sets]!;
  }

  /**
   * DR-16, DR-27: the special spells of one round land together, each turned back by a Magic
   * Mirror standing on its target (and again by one on its caster) as the mirrors stood before the
   * round; their cards are discarded. False if nobody cast one.
   */
  private landSpecials(): boolean {
    const b = this.b;
    let cast = false;
    for (let w = 0; w < b.count; w++) {
      if (this.special[w] === NONE) continue;
      const t = this.specialTarget[w]!;
      this.landsOn[w] = t !== w && b.mirrored[t] === 1 && b.mirrored[w] === 0 ? w : t;
      cast = true;
    }
    if (!cast) return false;
    for (let w = 0; w < b.count; w++) {
      if (this.special[w] === NONE) continue;
      const found = this.draws.hands[w]!;
      const set = this.specialSet[w]!;
      for (let i = 0; i < found.cardCount; i++) {
        if ((set & (1 << i)) === 0) continue;
        this.removeFromHand(w, found.cards[i]!);
        discard(this.s, found.cards[i]!);
      }
    }
    for (let w = 0; w < b.count; w++) {
      if (this.special[w] === NONE) continue;
      if (this.special[w] === 1) b.mirrored[this.landsOn[w]!] = 1;
      else b.countered[this.landsOn[w]!] = 1;
      this.special[w] = NONE;
    }
    return true;
  }

  /** DR-8: nobody cast: after the reveal the Moon phase begins, after a declaration the group takes effect. */
  private closeWindow(): void {
    if (this.reactAfter === AFTER_REVEAL) {
      this.phase = MOON;
      this.groupValue = ABOVE_EVERY_VALUE;
      this.nextGroup();
    } else this.stage = EFFECT_STAGE;
  }

  // --- DR-8, DR-26: groups of declarations ---

  /** DR-9, DR-26: can living wizard `w` declare in `phase`: its new card carries the phase's rune, and a Wyrm spell has another wizard to aim at? */
  private declaresIn(w: number, phase: number): boolean {
    if (!sharesRune(this.activeRunes(w), ACTIVATION[phase]!)) return false;
    if (phase !== WYRM) return true;
    for (let t = 0; t < this.b.count; t++) if (t !== w && this.canTarget(w, t, 0)) return true;
    return false;
  }

  /** DR-8, DR-26: the wizards who declare next in `phase`: those able to, whose card has the highest value below the last group's. */
  private askNextGroup(phase: number): boolean {
    const b = this.b;
    const below = this.groupValue;
    let best = 0;
    for (let w = 0; w < b.count; w++) {
      b.owes[w] = 0;
      const v = this.placedValue(w);
      if (b.alive[w] === 0 || v < best || v >= below || !this.declaresIn(w, phase)) continue;
      if (v > best) for (let j = 0; j < w; j++) b.owes[j] = 0;
      best = v;
      b.owes[w] = 1;
    }
    if (best === 0) return false;
    this.phase = phase;
    this.groupValue = best;
    return true;
  }

  /** DR-8: the next group, phase by phase (Moon, Wyrm, Knot); when none is left the (mini-)turn ends. */
  private nextGroup(): void {
    for (let phase = this.phase; phase <= KNOT; phase++) {
      if (this.askNextGroup(phase)) {
        this.stage = DECLARE;
        return;
      }
      this.groupValue = ABOVE_EVERY_VALUE;
    }
    this.endMiniOrTurn();
  }

  /** DR-6, DR-9: every wizard asked declares at random as playout.ts draws it; then the declarations are revealed. */
  private declare(): void {
    const b = this.b;
    for (let w = 0; w < b.count; w++) {
      if (b.owes[w] === 0) continue;
      b.owes[w] = 0;
      this.actions++;
      this.drawCast(w);
    }
    this.revealDeclarations();
  }

  /** A declaration (options.ts, castOptions): pass, or per target (DR-9, DR-13) no energy, then 1… of each energy type (DR-6). */
  private drawCast(w: number): void {
    const phase = this.phase;
    if (!sharesRune(this.activeRunes(w), ACTIVATION[phase]!)) {
      this.rng.int(0, 0);
      return;
    }
    const shown = this.energyOnShow(w);
    const suns = this.free(w, 0, tallied(shown, 'suns'));
    const waves = this.free(w, 1, tallied(shown, 'waves'));
    const leaves = this.free(w, 2, tallied(shown, 'leaves'));
    const block = 1 + suns + waves + leaves;
    let aimable = 0;
    if (phase !== MOON) {
      // DR-9: a Wyrm spell at another wizard; DR-13: a Knot spell not at one veiled from its card's value.
      const knotValue = phase === KNOT ? this.placedValue(w) : 0;
      for (let t = 0; t < this.b.count; t++) if ((phase !== WYRM || t !== w) && this.canTarget(w, t, knotValue)) aimable |= 1 << t;
    }
    let i = this.rng.int(0, (phase === MOON ? 1 : targetCount(aimable)) * block);
    if (i === 0) return;
    i--;
    // DR-9: a Moon spell works on its caster.
    this.castTarget[w] = phase === MOON ? w : nthTarget(aimable, Math.floor(i / block));
    let j = i % block;
    if (j === 0) {
      this.castEnergy[w] = NO_ENERGY_COLUMN;
      this.castPower[w] = 0;
      return;
    }
    let energy = 0;
    if (j > suns) {
      j -= suns;
      energy = j > waves ? 2 : 1;
      if (j > waves) j -= waves;
    }
    this.castEnergy[w] = energy;
    this.castPower[w] = j;
  }

  /** DR-8, DR-30: the group's declarations are revealed together and their energy is spent. */
  private revealDeclarations(): void {
    const b = this.b;
    this.declaredCount = 0;
    for (let w = 0; w < b.count; w++) {
      const energy = this.castEnergy[w]!;
      this.castEnergy[w] = NONE;
      if (energy === NONE || this.placedValue(w) !== this.groupValue || b.alive[w] === 0 || !this.declaresIn(w, this.phase)) continue;
      if (energy !== NO_ENERGY_COLUMN) b.used[w * ENERGY_TYPES + energy]! += this.castPower[w]!;
      const d = this.declaredCount++;
      this.declaredCaster[d] = w;
      this.declaredSpell[d] = spellNumber(this.phase, energy);
      this.declaredPower[d] = this.castPower[w]!;
      this.declaredTarget[d] = this.castTarget[w]!;
      this.declaredValue[d] = this.groupValue;
      this.hideCount[d] = NONE;
    }
    if (this.declaredCount > 0) this.openWindow(AFTER_DECLARE);
    else this.nextGroup();
  }

  // --- DR-10 … DR-16: the group takes effect ---

  /** DR-16, DR-27: where declaration `d` lands: its caster and target once Magic Mirrors turned it (the caster in the high bits). */
  private landing(d: number): number {
    const b = this.b;
    const caster = this.declaredCaster[d]!;
    const target = this.declaredTarget[d]!;
    if (target === caster || b.mirrored[target] === 0 || TURNED_BACK[this.declaredSpell[d]!] === 0 || b.mirrored[caster] === 1) return caster * 8 + target;
    return target * 8 + caster;
  }

  /** DR-10, DR-11, DR-16: does a protection standing on wizard `t` stop spell `spell`? */
  private isStopped(spell: number, t: number): boolean {
    const b = this.b;
    const stands = (b.resistColdUntil[t]! >= this.turn ? BY_RESIST_COLD : 0) | (b.resistHeatUntil[t]! >= this.turn ? BY_RESIST_HEAT : 0) | (b.shielded[t] ? BY_SHIELD : 0) | (b.countered[t] ? BY_COUNTER_SPELL : 0);
    return (stands & STOPPED_BY[spell]!) !== 0;
  }

  /** DR-14, DR-31: the wizard who must still choose cards for declaration `d`, an Amnesia that needs a choice (-1: none). */
  private amnesiaChooser(d: number): number {
    if (EFFECT[this.declaredSpell[d]!] !== FORGETS || this.hideCount[d] !== NONE) return NONE;
    const landing = this.landing(d);
    const target = landing & 7;
    if (this.isStopped(this.declaredSpell[d]!, target) || this.declaredPower[d]! >= this.faceUpCards(target, false)) return NONE;
    return landing >> 3;
  }

  /** DR-14, DR-31: the Amnesias' choices first (each chooser its first open one, at random as playout.ts draws it); then the group lands. */
  private takeEffect(): void {
    const b = this.b;
    let asked = false;
    b.owes.fill(0);
    for (let d = this.declaredCount - 1; d >= 0; d--) {
      const chooser = this.amnesiaChooser(d);
      if (chooser === NONE) continue;
      b.owes[chooser] = 1;
      this.taskOf[chooser] = d;
      asked = true;
    }
    if (!asked) {
      this.landGroup();
      return;
    }
    for (let w = 0; w < b.count; w++) {
      if (b.owes[w] === 0) continue;
      b.owes[w] = 0;
      this.actions++;
      this.drawHiding(w, this.taskOf[w]!);
    }
  }

  /** An Amnesia choice (options.ts): the i-th set of `power` face-up cards of the target, in chart order, lexicographic by position. */
  private drawHiding(w: number, d: number): void {
    const up = this.faceUp;
    const n = this.faceUpCards(this.landing(d) & 7, true);
    const count = this.declaredPower[d]!;
    let i = this.rng.int(0, binomial(n, count) - 1);
    for (let j = 0, k = count; k > 0; j++) {
      const starting = binomial(n - j - 1, k - 1);
      if (i < starting) this.hide[d * SEQUENCE_ROOM + count - k--] = up[j]!;
      else i -= starting;
    }
    this.hideCount[d] = count;
  }

  /**
   * DR-8, DR-18: the group's spells land at once, each checked against the protections that stood
   * before the group; health changes are added up and capped once (never above the starting
   * health, DR-11); then deaths are checked, and the last wizard standing wins (DR-29 if the last fall together).
   */
  private landGroup(): void {
    const b = this.b;
    const delta = this.delta;
    const lands = this.lands;
    delta.fill(0);
    for (let d = 0; d < this.declaredCount; d++) {
      lands[d] = NONE;
      const spell = this.declaredSpell[d]!;
      const landing = this.landing(d);
      const caster = landing >> 3;
      const target = landing & 7;
      if (this.isStopped(spell, target)) continue;
      const power = this.declaredPower[d]!;
      switch (EFFECT[spell]) {
        case HURTS:
          delta[target]! -= HURTS_BY_ONE[spell] ? 1 : power;
          break;
        case DRAINS:
          delta[target]! -= power;
          delta[caster]! += power;
          break;
        case HEALS:
          delta[target]! += power;
          break;
        case FORGETS:
          // DR-14: all its face-up cards when the power reaches them, as they lie before the group lands.
          lands[d] = target;
          if (this.hideCount[d] === NONE) {
            const n = this.faceUpCards(target, false);
            for (let k = 0; k < n; k++) this.hide[d * SEQUENCE_ROOM + k] = this.faceUp[k]!;
            this.hideCount[d] = n;
          }
          break;
        default:
          lands[d] = target;
      }
    }
    for (let d = 0; d < this.declaredCount; d++) if (lands[d]! >= 0) this.applyEffect(d, lands[d]!);
    let fell = 0;
    for (let w = 0; w < b.count; w++) {
      if (delta[w] !== 0) b.health[w] = Math.max(0, Math.min(b.maxHealth[w]!, b.health[w]! + delta[w]!));
    }
    for (let w = 0; w < b.count; w++) {
      if (b.alive[w] === 1 && b.health[w]! <= 0) {
        b.alive[w] = 0;
        fell |= 1 << w;
      }
    }
    this.declaredCount = 0;
    if (fell !== 0 && this.livingCount() <= 1) this.endDuel(fell, false);
    else this.nextGroup();
  }

  /** DR-12, DR-13, DR-32: recasting keeps the longer time; a new effect holds from the next turn for `power` turns. */
  private extendFromNextTurn(from: Int32Array, until: Int32Array, w: number, power: number): void {
    const end = this.turn + power;
    if (from[w]! > 0 && until[w]! >= this.turn) until[w] = Math.max(until[w]!, end);
    else {
      from[w] = this.turn + 1;
      until[w] = end;
    }
  }

  /** The lasting effect of declaration `d` takes hold on wizard `w` (DR-10, DR-11, DR-12, DR-13, DR-14, DR-15). */
  private applyEffect(d: number, w: number): void {
    const b = this.b;
    const power = this.declaredPower[d]!;
    switch (EFFECT[this.declaredSpell[d]!]) {
      case RESISTS_COLD:
        b.resistColdUntil[w] = Math.max(b.resistColdUntil[w]!, this.turn + power - 1);
        break;
      case RESISTS_HEAT:
        b.resistHeatUntil[w] = Math.max(b.resistHeatUntil[w]!, this.turn + power - 1);
        break;
      case SHIELDS:
        b.shielded[w] = 1;
        break;
      case HASTENS:
        this.extendFromNextTurn(b.hasteFrom, b.hasteUntil, w, power);
        break;
      case HIDES:
        this.extendFromNextTurn(b.invisibleFrom, b.invisibleUntil, w, power);
        b.veil[w] = Math.max(b.veil[w]!, this.declaredValue[d]!);
        break;
      case FORGETS: {
        const seq = b.sequences[w]!;
        const from = d * SEQUENCE_ROOM;
        for (let i = 0; i < b.sequenceLength[w]!; i++) {
          if (!isFaceUp(seq[i]!)) continue;
          for (let k = 0; k < this.hideCount[d]!; k++) {
            if (this.hide[from + k] !== seq[i]) continue;
            seq[i] = faceDown(seq[i]!);
            break;
          }
        }
        break;
      }
      case CONFUSES:
        b.confusedTurn[w] = this.turn + 1;
        break;
    }
  }

  // --- DR-8 step 4, DR-17, DR-18, DR-28: the end of the turn and of the duel ---

  private livingCount(): number {
    let n = 0;
    for (let w = 0; w < this.b.count; w++) n += this.b.alive[w]!;
    return n;
  }

  /** DR-8: placement begins — the haste mini-turn's (DR-12) or the regular one's. */
  private startPlacement(mini: boolean): void {
    const b = this.b;
    this.mini = mini;
    this.stage = CHOOSE;
    for (let w = 0; w < b.count; w++) {
      b.placed[w] = NONE;
      b.used[w * ENERGY_TYPES] = b.used[w * ENERGY_TYPES + 1] = b.used[w * ENERGY_TYPES + 2] = 0;
      b.owes[w] = this.placesFromHand(w) ? 1 : 0;
    }
  }

  private endMiniOrTurn(): void {
    if (this.mini) this.startPlacement(false);
    else this.endTurn();
  }

  /**
   * DR-8 step 4: the turn's effects end, the dead lose their cards (DR-18), the living draw in
   * seat order up to a full hand, at most two cards (DR-17), sequences keep their newest three
   * (DR-7); the turn limit may end the duel (DR-28); then the next turn, with a haste mini-turn
   * if a living hasted wizard can place a card (DR-8, DR-12).
   */
  private endTurn(): void {
    const b = this.b;
    const s = this.s;
    for (let w = 0; w < b.count; w++) {
      b.shielded[w] = b.countered[w] = b.mirrored[w] = 0;
      b.veil[w] = 0;
      b.placed[w] = NONE;
      b.owes[w] = 0;
      if (b.alive[w] === 1) continue;
      for (let i = 0; i < b.handLength[w]!; i++) discard(s, b.hands[w]![i]!);
      for (let i = 0; i < b.sequenceLength[w]!; i++) discard(s, cardOf(b.sequences[w]![i]!));
      b.handLength[w] = b.sequenceLength[w] = 0;
    }
    for (let w = 0; w < b.count; w++) {
      if (b.alive[w] === 0) continue;
      const goal = Math.min(FULL_HAND, b.handLength[w]! + DRAWN_PER_TURN);
      while (b.handLength[w]! < goal) {
        const c = drawCard(s, w, false);
        if (c < 0) break;
        b.hands[w]![b.handLength[w]!++] = c;
      }
    }
    for (let w = 0; w < b.count; w++) while (b.sequenceLength[w]! > SEQUENCE_KEPT) this.discardOldest(w);
    if (this.maxTurns !== null && this.turn >= this.maxTurns) {
      this.endDuel(0, true);
      return;
    }
    this.turn++;
    let mini = false;
    for (let w = 0; w < b.count; w++) if (b.alive[w] === 1 && this.isHasted(w) && b.handLength[w]! > 0) mini = true;
    this.startPlacement(mini);
  }

  /** DR-18, DR-28, DR-29: the last wizard standing wins; the last ones falling together (`fell`, a bit each) draw; when time is up the living draw. */
  private endDuel(fell: number, timeUp: boolean): void {
    const b = this.b;
    this.stage = OVER;
    b.owes.fill(0);
    const living = this.livingCount();
    const results: SeatResult[] = [];
    for (let w = 0; w < b.count; w++) {
      const alive = b.alive[w] === 1;
      if (timeUp) results.push(alive ? 'draw' : 'loss');
      else if (living === 1) results.push(alive ? 'win' : 'loss');
      else results.push(alive || (fell & (1 << w)) !== 0 ? 'draw' : 'loss');
    }
    this.s.results = results;
  }
}
