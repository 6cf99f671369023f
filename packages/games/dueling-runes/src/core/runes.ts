/**
 * The runes (DR-4): a card's runes are its suits. The *energy* runes — Suns, Waves, Leaves —
 * power spells; the *activation* runes — Moons, Wyrms, Knots — cast them, each in its own phase.
 *
 * A set of runes (a card's, a hand's, what a recipe needs) is a `RuneSet`: a plain number with one
 * bit per rune, so that sets are cheap to make and compare. Only the functions below read or build
 * those bits: this is the one file of the game that knows them.
 */
import { SUITS, type Suit } from '@decktet/decktet';

/** A rune is a suit of the card it is on. */
export type Rune = Suit;

/** How many runes of each type a cast uses (only the types it needs; the Advanced Game's recipes, DRA-2). */
export type RuneCounts = Partial<Record<Rune, number>>;

/*
 * A count of one rune type, read and written type by name: looking a count up by a rune word
 * (`counts[rune]`) is several times slower, and the Advanced Game's playouts read the counts of
 * every cast they weigh.
 */

/** How many runes of type `rune` `counts` holds (0 if it names none). */
export function countOf(counts: RuneCounts, rune: Rune): number {
  switch (rune) {
    case 'moons':
      return counts.moons ?? 0;
    case 'suns':
      return counts.suns ?? 0;
    case 'waves':
      return counts.waves ?? 0;
    case 'leaves':
      return counts.leaves ?? 0;
    case 'wyrms':
      return counts.wyrms ?? 0;
    case 'knots':
      return counts.knots ?? 0;
  }
}

/** Sets the count of runes of type `rune` in `counts` to `n`. */
export function setCount(counts: RuneCounts, rune: Rune, n: number): void {
  switch (rune) {
    case 'moons':
      counts.moons = n;
      break;
    case 'suns':
      counts.suns = n;
      break;
    case 'waves':
      counts.waves = n;
      break;
    case 'leaves':
      counts.leaves = n;
      break;
    case 'wyrms':
      counts.wyrms = n;
      break;
    case 'knots':
      counts.knots = n;
      break;
  }
}

/** The energy runes, in the order of the spell table's columns (DR-5). */
export const ENERGIES = ['suns', 'waves', 'leaves'] as const;
export type Energy = (typeof ENERGIES)[number];

/**
 * The phases of a (mini-)turn in the order they resolve (DR-8), each named for the activation rune
 * that casts in it — and the rows of the spell table (DR-5).
 */
export const PHASES = ['moon', 'wyrm', 'knot'] as const;
export type Phase = (typeof PHASES)[number];

/** A phase's place in `PHASES`: its row of the spell table. */
export function phaseIndex(phase: Phase): number {
  return phase === 'moon' ? 0 : phase === 'wyrm' ? 1 : 2;
}

/** An energy type's place in `ENERGIES`: its column of the spell table, the last (3) for no energy. */
export function energyIndex(energy: Energy | null): number {
  // No energy is asked first: a word is then compared only with words, which is faster.
  return energy === null ? 3 : energy === 'suns' ? 0 : energy === 'waves' ? 1 : 2;
}

/** The phases as players name them. */
export const PHASE_NAME: Readonly<Record<Phase, string>> = Object.freeze({ moon: 'Moon', wyrm: 'Wyrm', knot: 'Knot' });

/** The activation rune of a phase. */
export function activationOf(phase: Phase): Rune {
  return phase === 'moon' ? 'moons' : phase === 'wyrm' ? 'wyrms' : 'knots';
}

/** The six rune types in the order the runes are read: energy first, then the activation runes. */
export const RUNE_ORDER: readonly Rune[] = [...ENERGIES, ...PHASES.map(activationOf)];

/** Does a set of runes hold the activation rune of `phase`? */
export function activates(set: RuneSet, phase: Phase): boolean {
  return (set & (phase === 'moon' ? MOONS : phase === 'wyrm' ? WYRMS : KNOTS)) !== 0;
}

/** The phase after `phase`, or null after the Knot phase (DR-8). */
export function phaseAfter(phase: Phase): Phase | null {
  return phase === 'moon' ? 'wyrm' : phase === 'wyrm' ? 'knot' : null;
}

/** A set of runes (see above). */
export type RuneSet = number & { readonly __runeSet: never };

const MOONS = 1;
const SUNS = 2;
const WAVES = 4;
const LEAVES = 8;
const WYRMS = 16;
const KNOTS = 32;

/** The bit of a rune (a switch: rune words compare by identity, faster than a lookup by name). */
function bit(rune: Rune): number {
  switch (rune) {
    case 'moons':
      return MOONS;
    case 'suns':
      return SUNS;
    case 'waves':
      return WAVES;
    case 'leaves':
      return LEAVES;
    case 'wyrms':
      return WYRMS;
    case 'knots':
      return KNOTS;
  }
}

export const NO_RUNES = 0 as RuneSet;

/** The set holding just `rune`. */
export function only(rune: Rune): RuneSet {
  return bit(rune) as RuneSet;
}

/** The set of the runes named. */
export function runeSet(runes: readonly Rune[]): RuneSet {
  let set = NO_RUNES;
  for (let i = 0; i < runes.length; i++) set = withRune(set, runes[i]!);
  return set;
}

export function hasRune(set: RuneSet, rune: Rune): boolean {
  return (set & bit(rune)) !== 0;
}

/** Does `set` hold every rune of `wanted`? */
export function hasAll(set: RuneSet, wanted: RuneSet): boolean {
  return (set & wanted) === wanted;
}

/** Do the two sets share a rune? */
export function sharesRune(a: RuneSet, b: RuneSet): boolean {
  return (a & b) !== 0;
}

export function withRune(set: RuneSet, rune: Rune): RuneSet {
  return (set | bit(rune)) as RuneSet;
}

export function withoutRune(set: RuneSet, rune: Rune): RuneSet {
  return (set & ~bit(rune)) as RuneSet;
}

export function union(a: RuneSet, b: RuneSet): RuneSet {
  return (a | b) as RuneSet;
}

/** The runes in both sets. */
export function common(a: RuneSet, b: RuneSet): RuneSet {
  return (a & b) as RuneSet;
}

export function isEmpty(set: RuneSet): boolean {
  return set === NO_RUNES;
}

/** How many runes the set holds. */
export function runeCount(set: RuneSet): number {
  let n = 0;
  for (let rest: number = set; rest !== 0; rest &= rest - 1) n++;
  return n;
}

/** The runes of a set in the suits' canonical order (Moons, Suns, Waves, Leaves, Wyrms, Knots). */
export function runesIn(set: RuneSet): Rune[] {
  return SUITS.filter((rune) => hasRune(set, rune));
}

/**
 * Energy runes counted over several cards at once (DR-6): a tally packs the count of each energy
 * type into one number, three bits a type (a sequence holds at most four cards), so that adding up
 * the tallies of a sequence's cards counts every type together.
 */
export type EnergyTally = number & { readonly __energyTally: never };

export const NO_ENERGY = 0 as EnergyTally;

/** The tally of one card's energy runes. */
export function energyTally(set: RuneSet): EnergyTally {
  return ((hasRune(set, 'suns') ? 1 : 0) + (hasRune(set, 'waves') ? 1 << 3 : 0) + (hasRune(set, 'leaves') ? 1 << 6 : 0)) as EnergyTally;
}

export function addTallies(a: EnergyTally, b: EnergyTally): EnergyTally {
  return (a + b) as EnergyTally;
}

/** How many runes of `energy` a tally counts. */
export function tallied(tally: EnergyTally, energy: Energy): number {
  return (tally >> (energy === 'suns' ? 0 : energy === 'waves' ? 3 : 6)) & 7;
}
