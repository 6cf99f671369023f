/**
 * The Advanced Game's tables the rules of thumb read and the game's entry point does not name yet:
 * the recipe readings (DRA-3: which counts give damage, turns, loss, a monster's health and attack)
 * and what blocks each monster's attacks (DRA-13). One place, so that the heuristics never restate them.
 */
export { type AdvancedSpellId, type RuneCounts, readingOf } from '../../../games/dueling-runes/src/advanced-recipes';
export { BLOCKED_BY } from '../../../games/dueling-runes/src/monsters';
