/**
 * The Advanced Game's recipe table (DRA-2, DRA-3), as data: one row per advanced spell, with the
 * phase its activation rune casts it in, the two or three rune types of its energy (at least one
 * rune of each), and its *readings* — which counts give its damage, a monster's health and attack,
 * a lasting effect's turns, Poison's loss. A reading adds up the counts of the types it lists,
 * unless its row says it takes the smallest of them, or caps it.
 *
 * The rows of each named table (tables.ts) are a list of recipes; the current table's are the table
 * of DRA-3 as RULES.md shows it ("The advanced spells"), and a test checks the two against each
 * other. The balance study (DRA-9) adds a table with other rows: the turn machinery asks the duel's
 * table what a cast needs and what its counts mean.
 *
 * The advanced spells' rows of the spell table (core/spells-table.ts) are added by tables.ts: their
 * phase and energy are their recipes' in the current table, their effect that of "The advanced spells".
 */
import { type Phase, type Rune, type RuneCounts, countOf } from '../core/runes';

export type { RuneCounts } from '../core/runes';

export type AdvancedSpellId =
  | 'summon-troll'
  | 'summon-fire-elemental'
  | 'summon-ice-elemental'
  | 'protection'
  | 'lightning-bolt'
  | 'poison'
  | 'fear'
  | 'charm'
  | 'electric-touch'
  | 'remove-enchantment'
  | 'dispel-magic';

/** What a count of an advanced spell can mean. */
export type Reading = 'damage' | 'health' | 'attack' | 'turns' | 'loss';
export const READINGS: readonly Reading[] = ['damage', 'health', 'attack', 'turns', 'loss'];

export interface Recipe {
  readonly spell: AdvancedSpellId;
  /** The phase of its activation rune (DR-6). */
  readonly phase: Phase;
  /** Its energy types, in the order the notation names them. */
  readonly energy: readonly Rune[];
  /** Each reading: the energy types whose counts it adds up (or, listed in `smallest`, the smallest of). */
  readonly readings: Readonly<Partial<Record<Reading, readonly Rune[]>>>;
  /** The readings that take the smallest count of their types instead of adding them up. */
  readonly smallest?: readonly Reading[];
  /** The most a reading can be: counts beyond it add nothing. */
  readonly atMost?: Readonly<Partial<Record<Reading, number>>>;
}

const recipe = (spell: AdvancedSpellId, phase: Phase, energy: readonly Rune[], readings: Recipe['readings']): Recipe => Object.freeze({ spell, phase, energy: Object.freeze(energy), readings: Object.freeze(readings) });

/** How a table's row reads a count differently from the row it replaces: other types, the smallest of them, a cap. */
export interface ReadingChange {
  readonly spell: AdvancedSpellId;
  readonly reading: Reading;
  readonly of?: readonly Rune[];
  readonly smallest?: boolean;
  readonly atMost?: number;
}

/** `recipes` with each change made to its spell's row; every other row is as it was. */
export function withReadings(recipes: readonly Recipe[], changes: readonly ReadingChange[]): readonly Recipe[] {
  return Object.freeze(
    recipes.map((r) => {
      const mine = changes.filter((c) => c.spell === r.spell);
      if (mine.length === 0) return r;
      let readings = { ...r.readings };
      let smallest = [...(r.smallest ?? [])];
      let atMost = { ...r.atMost };
      for (const c of mine) {
        const of = c.of ?? r.readings[c.reading];
        if (!of || of.some((t) => !r.energy.includes(t))) throw new Error(`${r.spell}'s ${c.reading} can only read its own energy types (${r.energy.join(', ')})`);
        readings = { ...readings, [c.reading]: Object.freeze([...of]) };
        smallest = smallest.filter((k) => k !== c.reading).concat(c.smallest ? [c.reading] : []);
        if (c.atMost !== undefined) atMost = { ...atMost, [c.reading]: c.atMost };
      }
      return Object.freeze({
        ...r,
        readings: Object.freeze(readings),
        ...(smallest.length ? { smallest: Object.freeze(smallest) } : {}),
        ...(Object.keys(atMost).length ? { atMost: Object.freeze(atMost) } : {}),
      });
    }),
  );
}

/** The starting proposal of DRA-3, in the order of the advanced spells' ids. */
export const STARTING_RECIPES: readonly Recipe[] = Object.freeze([
  recipe('summon-troll', 'moon', ['suns', 'waves'], { health: ['waves'], attack: ['suns'] }),
  recipe('summon-fire-elemental', 'moon', ['suns', 'leaves'], { health: ['leaves'], attack: ['suns'] }),
  recipe('summon-ice-elemental', 'moon', ['waves', 'leaves'], { health: ['leaves'], attack: ['waves'] }),
  recipe('protection', 'moon', ['suns', 'waves', 'leaves'], { turns: ['suns', 'waves', 'leaves'] }),
  recipe('lightning-bolt', 'wyrm', ['suns', 'moons'], { damage: ['suns'] }),
  recipe('poison', 'wyrm', ['waves', 'leaves'], { turns: ['waves'], loss: ['leaves'] }),
  recipe('fear', 'knot', ['leaves', 'wyrms'], { turns: ['leaves'] }),
  recipe('charm', 'knot', ['leaves', 'moons'], { turns: ['leaves'] }),
  recipe('electric-touch', 'knot', ['waves', 'suns'], { turns: ['waves'] }),
  recipe('remove-enchantment', 'knot', ['knots', 'moons'], {}),
  recipe('dispel-magic', 'knot', ['knots', 'moons', 'waves'], {}),
]);

/** The advanced spells, in the order of every table's rows. */
export const ADVANCED_SPELL_IDS: readonly AdvancedSpellId[] = STARTING_RECIPES.map((r) => r.spell);

const ADVANCED = new Set<string>(ADVANCED_SPELL_IDS);

export function isAdvancedSpell(id: string): id is AdvancedSpellId {
  return ADVANCED.has(id);
}

/** A table's rows, looked up once: by spell and by phase (a declaration lists a phase's spells at every step of a playout). */
export interface RecipeBook {
  readonly recipes: readonly Recipe[];
  readonly bySpell: ReadonlyMap<AdvancedSpellId, Recipe>;
  readonly byPhase: Readonly<Record<Phase, readonly Recipe[]>>;
}

/** The book of a table's rows: one row for each advanced spell, in the ids' order. */
export function recipeBook(recipes: readonly Recipe[]): RecipeBook {
  const spells = recipes.map((r) => r.spell);
  if (spells.length !== ADVANCED_SPELL_IDS.length || spells.some((spell, i) => spell !== ADVANCED_SPELL_IDS[i])) {
    throw new Error(`a recipe table has one row per advanced spell, in this order: ${ADVANCED_SPELL_IDS.join(', ')}`);
  }
  const byPhase = (phase: Phase) => Object.freeze(recipes.filter((r) => r.phase === phase));
  return Object.freeze({ recipes, bySpell: new Map(recipes.map((r) => [r.spell, r])), byPhase: Object.freeze({ moon: byPhase('moon'), wyrm: byPhase('wyrm'), knot: byPhase('knot') }) });
}

/**
 * A reading of a cast in a book: the counts of the types it lists, added up — or the smallest of
 * them, where its row says so — and no more than its row's cap (0 if the spell has no such reading).
 */
export function readingIn(book: RecipeBook, spell: AdvancedSpellId, reading: Reading, counts: RuneCounts): number {
  const r = book.bySpell.get(spell)!;
  const types = r.readings[reading];
  if (!types) return 0;
  const smallest = r.smallest?.includes(reading) ?? false;
  let n = smallest ? Infinity : 0;
  for (const rune of types) n = smallest ? Math.min(n, countOf(counts, rune)) : n + countOf(counts, rune);
  const cap = r.atMost?.[reading];
  return cap === undefined ? n : Math.min(n, cap);
}

/** The advanced spell a phase casts with exactly these energy types in a book, if any (DRA-2: at most one). */
export function spellIn(book: RecipeBook, phase: Phase, types: readonly Rune[]): AdvancedSpellId | null {
  const wanted = new Set(types);
  const found = book.byPhase[phase].find((r) => r.energy.length === wanted.size && r.energy.every((t) => wanted.has(t)));
  return found ? found.spell : null;
}
