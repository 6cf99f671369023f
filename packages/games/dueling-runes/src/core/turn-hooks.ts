/**
 * What a variant changes in the course of a turn (turn.ts): the part of its hooks (`VariantRules`,
 * variant.ts) the turn's steps call, reached through the duel's Scratch (fast/scratch.ts).
 */
import type { HealthHooks } from './health';
import type { SpellResult } from './log';
import type { Phase } from './runes';
import type { Declaration, DuelingRunesState, Wizard } from './state';

/**
 * A variant's part of one group of spells taking effect (DR-8, spells.ts), worked out once for the
 * group before its spells are checked (the Advanced Game's: advanced/group.ts).
 */
export interface GroupEffects {
  /** A spell aimed at a monster (DRA-11): its health changes, added up in `delta` and `monsterDelta`, and its log line's result. */
  aimAtMonster(d: Declaration, delta: number[], monsterDelta: number[]): SpellResult;
  /** The health a damaging spell takes, when the variant reads it otherwise than from its power (Lightning Bolt, DRA-3); null: its power's. */
  damage(d: Declaration): number | null;
  /** Does a Hit that lands on wizard `w` cost its caster 1 health (Electric Touch, DRA-18)? */
  touched(w: Wizard): boolean;
  /** For the log, what a spell of the variant that reached `target` will do; null for a basic spell. */
  result(d: Declaration, caster: number, target: number): SpellResult | null;
  /** The group's removals land first (Remove Enchantment, Dispel Magic, DRA-20). */
  landRemovals(): void;
  /** Has declaration `d` landed already with the removals? */
  isRemoval(d: Declaration): boolean;
  /** Applies a spell of the variant that lands on wizard `target`; false for a basic spell, which the basic rules apply. */
  applyEffect(d: Declaration, target: number): boolean;
  /** After the spells on wizards: what lands on monsters (DRA-13, DRA-14). */
  landMonsterEffects(): void;
  /** The variant's part of the group's health changes landing (monsters, DRA-14; charms, DRA-17). */
  readonly health: HealthHooks;
}

export interface TurnHooks {
  /** A group of spells is about to take effect: the variant's part of it, or null when it adds nothing (the basic game; its monsters' health changes are then not counted). */
  readonly startGroup: (s: DuelingRunesState) => GroupEffects | null;
  /** Another wizard who chooses the card wizard `w` places (its charmer, DRA-17), or -1. */
  readonly chooserOf: (s: DuelingRunesState, w: Wizard) => number;
  /** The card chosen for wizard `w` by its chooser (`chooserOf`), taken from its hand's choice (DRA-17). */
  readonly chosenCard: (w: Wizard) => number;
  /** What the automaton declares in the current phase, as its card `a` is asked (DR-21; the Advanced Game's, DRA-19). */
  readonly automatonDeclaration: (s: DuelingRunesState, a: number) => Declaration | null;
  /** Besides the energy the basic rules spend: what else declaration `d` of wizard `w` uses up in `phase` (one job per rune, DRA-10). */
  readonly spendDeclared: (w: Wizard, d: Declaration, phase: Phase) => void;
  /**
   * Placement begins (DR-8, turn.ts), every wizard's `owes` set to `choosesOwn(w)` (would it choose
   * its own card from its hand?): the variant resets what it keeps per placement and may ask others
   * first in a stage of its own (the Advanced Game: activation runes are free again, DRA-10;
   * charmers choose the charmed wizards' cards in the `charm` stage, DRA-17).
   */
  readonly startPlacement: (s: DuelingRunesState, choosesOwn: (w: Wizard) => boolean) => void;
  /** The `charm` stage's choices are made: they are settled and the wizards who choose their own cards are asked (DRA-17). */
  readonly afterCharms: (s: DuelingRunesState, choosesOwn: (w: Wizard) => boolean) => void;
  /** Is wizard `i`, whose card declares nothing in `phase`, asked with its card's group all the same (a monster's owner in the Wyrm phase, DRA-13)? */
  readonly asksInGroup: (s: DuelingRunesState, i: number, phase: Phase) => boolean;
  /** A group's spells have taken effect: asks who acts before the next group, in the `attack` stage (monsters, DRA-13); false if nobody is asked. */
  readonly afterGroup: (s: DuelingRunesState) => boolean;
  /** The `attack` stage's decisions land together, the health changes added up in `lists` (DRA-13): the wizards who died, or null. */
  readonly landAttacks: (s: DuelingRunesState, log: boolean, lists: { readonly delta: number[]; readonly monsterDelta: number[] }) => number[] | null;
  /** The turn ends (DR-8 step 4): what happens before its effects end, the wizards who died by it or null (Poison, DRA-25). */
  readonly beforeTurnEnds: (s: DuelingRunesState, log: boolean) => number[] | null;
  /** The cards wizard `w` draws at the end of the turn beyond the basic draw (Charm, DRA-17). */
  readonly extraDraws: (s: DuelingRunesState, w: Wizard) => number;
  /** After the draws at the end of the turn: the variant's effects that end now (lasting effects, DRA-25). */
  readonly afterDraws: (s: DuelingRunesState) => void;
}
