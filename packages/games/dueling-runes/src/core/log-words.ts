/**
 * The words the log's sentences share (log.ts for the basic game's events, advanced-log.ts for the
 * Advanced Game's): wizards' names, and a declared spell as a line names it.
 */
import { SUIT_NAME } from '@decktet/decktet';
import { MONSTER_NAME, type MonsterKind } from '../advanced/wizard';
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
 * (DRA-2: `runes` in its recipe's order, with their `counts`), and a spell aimed at a monster the
 * monster's kind (DRA-11).
 */
export type Declared = { spell: SpellId; power?: number; runes?: Rune[]; counts?: number[]; target?: number; monster?: MonsterKind };

/** Declaration `d`'s facts as its line may name them. */
export function declaredFacts(s: DuelingRunesState, d: Declaration): Declared {
  const spell = SPELLS[d.spell];
  const named = spell.phase !== 'moon' && spell.target !== 'everyone';
  const kind = named && d.monster ? s.wizards[d.target]?.advanced?.monster?.kind : undefined;
  return {
    spell: d.spell,
    ...(d.counts ? countsFacts(d.spell, d.counts) : spell.energy.length ? { power: d.power } : {}),
    ...(named ? { target: d.target } : {}),
    ...(kind ? { monster: kind } : {}),
  };
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

/** "Bo", "Bo's troll": what a spell or an attack is aimed at. */
export function aimWords(names: readonly string[], target: number, monster: MonsterKind | undefined): string {
  return monster ? `${nameIn(names, target)}'s ${MONSTER_NAME[monster]}` : nameIn(names, target);
}

/** "Fire Ball (3) at Bo", "Heal (2)", "Fear (Leaves 2, Wyrms 1) at Bo's troll": a declared spell as the log names it. */
export function castWords(d: Declared, names: readonly string[]): string {
  return `${spellWords(d)}${d.target === undefined ? '' : ` at ${aimWords(names, d.target, d.monster)}`}`;
}
