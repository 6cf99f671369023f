/**
 * The words the log's sentences share (log.ts for the basic game's events, advanced/log.ts for the
 * Advanced Game's): wizards' names, and a declared spell as a line names it.
 */
import { SUIT_NAME } from '@decktet/decktet';
import type { Rune, RuneCounts } from './runes';
import { SPELLS, type SpellId, spellLabel } from './spells-table';
import type { Declaration, DuelingRunesState } from './state';

/** The solitaire automaton's name in the log (it has no seat, so the players' names leave it out). */
export const AUTOMATON_NAME = 'the Automaton';

/** Wizard `w`'s name in the log. */
export function nameIn(names: readonly string[], w: number): string {
  return names[w] ?? AUTOMATON_NAME;
}

/**
 * A declared spell as its line names it: a Moon spell (and Dispel Magic, DRA-20) names no target,
 * a basic spell of no energy no power; an advanced spell names the runes of each type it uses
 * (DRA-2: `runes` in its recipe's order, with their `counts`). A variant adds the facts of what
 * else a spell may be aimed at (the Advanced Game: a monster's kind, DRA-11) by declaration
 * merging (`declare module '../core/log-words'`, in `DeclaredFacts`), and says them through its `Aims`.
 */
export type Declared = { [Fact in keyof DeclaredFacts]: DeclaredFacts[Fact] };

/** The facts of `Declared`, open to the variants (an interface, so that they can add to it). */
export interface DeclaredFacts {
  spell: SpellId;
  power?: number;
  runes?: Rune[];
  counts?: number[];
  target?: number;
}

/** What a variant's spells may be aimed at besides a wizard (the Advanced Game's monsters, DRA-11), in a line's facts and words. */
export interface Aims {
  /** The facts naming what declaration `d`, aimed at wizard `d.target`, is aimed at besides the wizard; null when it is the wizard. */
  aimFacts(s: DuelingRunesState, d: Declaration): Partial<Declared> | null;
  /** "Bo's troll": what a line with facts `d` aims at, of wizard `target`; null when it is the wizard. */
  aimWords(names: readonly string[], target: number, d: Declared): string | null;
}

const AIMS: Aims[] = [];

/** A variant's aims are named from now on (log.ts `addLogWords` adds them). */
export function addAims(aims: Aims): void {
  AIMS.push(aims);
}

/** Declaration `d`'s facts as its line may name them. */
export function declaredFacts(s: DuelingRunesState, d: Declaration): Declared {
  const spell = SPELLS[d.spell];
  // A spell on its caster (every Moon spell's, in whatever phase a designer's table casts it, DRA-35) or on everyone names no target.
  const named = spell.target !== 'self' && spell.target !== 'everyone';
  return {
    spell: d.spell,
    ...(d.counts ? countsFacts(d.spell, d.counts) : spell.energy.length ? { power: d.power } : {}),
    ...(named ? { target: d.target, ...aimFacts(s, d) } : {}),
  };
}

function aimFacts(s: DuelingRunesState, d: Declaration): Partial<Declared> | null {
  for (const aims of AIMS) {
    const facts = aims.aimFacts(s, d);
    if (facts) return facts;
  }
  return null;
}

/**
 * An advanced spell's runes as a line's facts: the types of its recipe, in order (its row's
 * energy, DRA-3), and how many of each. Only a spell cast by counts has any.
 */
export function countsFacts(spell: SpellId, counts: RuneCounts): { runes: Rune[]; counts: number[] } {
  const runes = SPELLS[spell].energy.slice();
  return { runes, counts: runes.map((rune) => counts[rune] ?? 0) };
}

/** "Fire Ball (3)", "Lightning Bolt (Suns 2, Moons 1)": a declared spell with what powers it. */
export function spellWords(d: Declared): string {
  if (!d.runes) return spellLabel(d.spell, d.power ?? 0);
  return `${SPELLS[d.spell].name} (${d.runes.map((rune, i) => `${SUIT_NAME[rune]} ${d.counts![i]}`).join(', ')})`;
}

/** "Bo", "Bo's troll": what a line with facts `d` aims at, of wizard `target`. */
export function aimedAt(names: readonly string[], target: number, d: Declared): string {
  for (const aims of AIMS) {
    const words = aims.aimWords(names, target, d);
    if (words !== null) return words;
  }
  return nameIn(names, target);
}

/** "Fire Ball (3) at Bo", "Heal (2)", "Fear (Leaves 2, Wyrms 1) at Bo's troll": a declared spell as the log names it. */
export function castWords(d: Declared, names: readonly string[]): string {
  return `${spellWords(d)}${d.target === undefined ? '' : ` at ${aimedAt(names, d.target, d)}`}`;
}
