/**
 * What the rules forbid about an action, as data (`check` in check.ts finds it): the refusal code
 * `apply` answers with, the rule broken by a stable name, the reason in the words of RULES.md and
 * the figures and names those words cite. The words read only what the acting wizard may know
 * (DR-19): two states that differ only in hidden information give the same problem.
 */
import type { RuleErrorCode } from '@decktet/engine';

/** The engine's refusal codes a rule check answers with. */
export type RefusalCode = Extract<RuleErrorCode, 'game-over' | 'not-your-turn' | 'illegal-action'>;

/** Which rule refuses, the same in every language (the message is English). */
export type ProblemRule =
  // The seat (DR-18, DR-26).
  | 'duel-over'
  | 'no-such-seat'
  | 'not-asked'
  // The stage and the variant (DR-8, DR-22, DR-25).
  | 'wrong-stage'
  | 'solitaire-only'
  | 'advanced-only'
  // Placing a card (DR-1, DR-8, DRA-17).
  | 'excuse-never-played'
  | 'court-not-in-deck'
  | 'not-in-hand'
  | 'not-in-charmed-hand'
  // Declaring a spell (DR-5, DR-6, DRA-2, DRA-10, DRA-16).
  | 'wrong-phase'
  | 'no-activation-rune'
  | 'activation-rune-used'
  | 'afraid'
  | 'not-enough-runes'
  // Aiming (DR-9, DR-13, DRA-11, DRA-13).
  | 'no-target-taken'
  | 'target-needed'
  | 'no-such-wizard'
  | 'at-yourself'
  | 'target-dead'
  | 'target-invisible'
  | 'target-veiled'
  | 'own-monster'
  | 'not-at-monsters'
  | 'no-monster-there'
  | 'no-monster'
  // Counter Spell and Magic Mirror (DR-16).
  | 'runes-missing'
  | 'card-not-needed'
  // Amnesia (DR-14).
  | 'wrong-count'
  | 'not-face-up';

/** The figures and names a problem's words cite (card ids, wizard numbers from 1, counts, rune types). */
export type ProblemParams = Readonly<Record<string, string | number>>;

export interface Problem {
  readonly code: RefusalCode;
  readonly rule: ProblemRule;
  readonly message: string;
  readonly params: ProblemParams;
}

/** A problem with an action the seat may take in principle (code `illegal-action`). */
export function illegal(rule: ProblemRule, message: string, params: ProblemParams = {}): Problem {
  return { code: 'illegal-action', rule, message, params };
}
