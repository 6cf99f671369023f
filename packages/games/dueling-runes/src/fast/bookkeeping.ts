/**
 * A duel's wizards on numbered bookkeeping (duel.ts plays random turns on it): hands, sequences,
 * health, protections and timed effects as small integer arrays, one slot per wizard, copied in
 * from the state once and written back once. The draw and discard piles and the rules' own
 * generator stay in the state, drawn from and discarded to by the rules' own deck.ts.
 *
 * It holds the basic game's duel between players only (`covers`): the Advanced Game adds monsters,
 * recipes and lasting effects, and solitaire an automaton, which the rules play.
 */
import type { DuelingRunesConfig } from '../core/config';
import type { DuelingRunesState } from '../core/state';

/** At most this many wizards at a table (DR-20). */
export const MOST_WIZARDS = 4;
/** Room for a hand: a wizard draws back up to five cards (DR-17), and holds no more. */
export const HAND_ROOM = 8;
/** Room for a sequence: never more than four cards once a card is placed (DR-7). */
export const SEQUENCE_ROOM = 5;
/** Energy types in the spell table's column order (DR-5): Suns, Waves, Leaves. */
export const ENERGY_TYPES = 3;

/** Does the numbered duel play this table: the basic game, players only (no automaton, DR-21; no Advanced Game, DR-22)? */
export function covers(config: Pick<DuelingRunesConfig, 'variant' | 'players'>): boolean {
  return (config.variant ?? 'basic') === 'basic' && config.players >= 2 && config.players <= MOST_WIZARDS;
}

/**
 * Can a random duel go on from state `s` on numbers: a table it covers, every wizard played by the
 * seat of its own index, and a placement about to be chosen (stage `choose`, nobody has chosen yet)
 * — the point each (mini-)turn starts from, DR-8.
 */
export function startsHere(s: DuelingRunesState): boolean {
  if (!covers(s.config) || s.stage !== 'choose' || s.automaton >= 0 || s.offered >= 0 || s.declared.length > 0) return false;
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    if (w.seat !== i || w.pick !== null || w.advanced || w.hand.length > HAND_ROOM || w.sequence.length >= SEQUENCE_ROOM) return false;
  }
  return true;
}

/** The wizards of one duel by number; see the module's comment. */
export class Bookkeeping {
  count = 0;
  readonly alive = new Uint8Array(MOST_WIZARDS);
  readonly health = new Int32Array(MOST_WIZARDS);
  readonly maxHealth = new Int32Array(MOST_WIZARDS);
  /** Each wizard's hand cards, in the state's order. */
  readonly hands: readonly Int8Array[] = Array.from({ length: MOST_WIZARDS }, () => new Int8Array(HAND_ROOM));
  readonly handLength = new Uint8Array(MOST_WIZARDS);
  /** Each wizard's sequence, oldest first, face-down cards marked as sequence.ts marks them. */
  readonly sequences: readonly Int8Array[] = Array.from({ length: MOST_WIZARDS }, () => new Int8Array(SEQUENCE_ROOM));
  readonly sequenceLength = new Uint8Array(MOST_WIZARDS);
  /** The card placed in this (mini-)turn, -1 if none. */
  readonly placed = new Int8Array(MOST_WIZARDS);
  /** Energy runes spent this (mini-)turn, ENERGY_TYPES slots a wizard (DR-6). */
  readonly used = new Int8Array(MOST_WIZARDS * ENERGY_TYPES);
  readonly owes = new Uint8Array(MOST_WIZARDS);
  readonly hasteFrom = new Int32Array(MOST_WIZARDS);
  readonly hasteUntil = new Int32Array(MOST_WIZARDS);
  readonly invisibleFrom = new Int32Array(MOST_WIZARDS);
  readonly invisibleUntil = new Int32Array(MOST_WIZARDS);
  readonly confusedTurn = new Int32Array(MOST_WIZARDS);
  readonly resistColdUntil = new Int32Array(MOST_WIZARDS);
  readonly resistHeatUntil = new Int32Array(MOST_WIZARDS);
  readonly veil = new Int8Array(MOST_WIZARDS);
  readonly shielded = new Uint8Array(MOST_WIZARDS);
  readonly countered = new Uint8Array(MOST_WIZARDS);
  readonly mirrored = new Uint8Array(MOST_WIZARDS);
  /** Decisions made in reaction windows since the copy (DR-37). */
  windowDecisions = 0;

  /** Copies the wizards of `s` in (a state `startsHere` accepts). */
  copyIn(s: DuelingRunesState): void {
    const wizards = s.wizards;
    this.count = wizards.length;
    this.windowDecisions = 0;
    for (let i = 0; i < wizards.length; i++) {
      const w = wizards[i]!;
      this.alive[i] = w.alive ? 1 : 0;
      this.health[i] = w.health;
      this.maxHealth[i] = w.maxHealth;
      for (let k = 0; k < w.hand.length; k++) this.hands[i]![k] = w.hand[k]!;
      this.handLength[i] = w.hand.length;
      for (let k = 0; k < w.sequence.length; k++) this.sequences[i]![k] = w.sequence[k]!;
      this.sequenceLength[i] = w.sequence.length;
      this.placed[i] = w.placed;
      this.used[i * ENERGY_TYPES] = w.used.suns;
      this.used[i * ENERGY_TYPES + 1] = w.used.waves;
      this.used[i * ENERGY_TYPES + 2] = w.used.leaves;
      this.owes[i] = w.owes ? 1 : 0;
      this.hasteFrom[i] = w.hasteFrom;
      this.hasteUntil[i] = w.hasteUntil;
      this.invisibleFrom[i] = w.invisibleFrom;
      this.invisibleUntil[i] = w.invisibleUntil;
      this.confusedTurn[i] = w.confusedTurn;
      this.resistColdUntil[i] = w.resistColdUntil;
      this.resistHeatUntil[i] = w.resistHeatUntil;
      this.veil[i] = w.veil;
      this.shielded[i] = w.shielded ? 1 : 0;
      this.countered[i] = w.countered ? 1 : 0;
      this.mirrored[i] = w.mirrored ? 1 : 0;
    }
  }

  /** Writes the wizards back into `s` (nobody holds a secret choice at the points the numbered duel stops). */
  writeBack(s: DuelingRunesState): void {
    const wizards = s.wizards;
    for (let i = 0; i < wizards.length; i++) {
      const w = wizards[i]!;
      w.alive = this.alive[i] === 1;
      w.health = this.health[i]!;
      copyInto(this.hands[i]!, this.handLength[i]!, w.hand);
      copyInto(this.sequences[i]!, this.sequenceLength[i]!, w.sequence);
      w.placed = this.placed[i]!;
      w.used.suns = this.used[i * ENERGY_TYPES]!;
      w.used.waves = this.used[i * ENERGY_TYPES + 1]!;
      w.used.leaves = this.used[i * ENERGY_TYPES + 2]!;
      w.owes = this.owes[i] === 1;
      w.pick = null;
      w.hasteFrom = this.hasteFrom[i]!;
      w.hasteUntil = this.hasteUntil[i]!;
      w.invisibleFrom = this.invisibleFrom[i]!;
      w.invisibleUntil = this.invisibleUntil[i]!;
      w.confusedTurn = this.confusedTurn[i]!;
      w.resistColdUntil = this.resistColdUntil[i]!;
      w.resistHeatUntil = this.resistHeatUntil[i]!;
      w.veil = this.veil[i]!;
      w.shielded = this.shielded[i] === 1;
      w.countered = this.countered[i] === 1;
      w.mirrored = this.mirrored[i] === 1;
    }
    if (this.windowDecisions > 0) s.windowDecisions = (s.windowDecisions ?? 0) + this.windowDecisions;
  }
}

/** Makes list `to` hold the first `n` numbers of `from`, keeping its room (as `emptyList` does). */
function copyInto(from: Int8Array, n: number, to: number[]): void {
  for (let k = 0; k < n; k++) to[k] = from[k]!;
  while (to.length > n) to.pop();
}
