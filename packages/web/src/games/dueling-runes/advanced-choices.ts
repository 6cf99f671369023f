/**
 * The Advanced Game's legal actions grouped for the table (DRA-2, DRA-13, DRA-17): advanced casts
 * by spell, then by the runes of each type, then by target; monster attacks; charm choices.
 */
import type { DuelingRunesAction, Rune } from '@decktet/dueling-runes';

export type AdvancedCast = Extract<DuelingRunesAction, { type: 'cast-advanced' }>;
export type AttackAction = Extract<DuelingRunesAction, { type: 'attack' }>;

/** One advanced spell on offer: its rune types (the recipe's order) and every legal cast of it. */
export interface AdvancedOption {
  spell: AdvancedCast['spell'];
  runes: Rune[];
  casts: AdvancedCast[];
}

export const advancedCasts = (legal: readonly DuelingRunesAction[]) => legal.filter((a): a is AdvancedCast => a.type === 'cast-advanced');
export const attacks = (legal: readonly DuelingRunesAction[]) => legal.filter((a): a is AttackAction => a.type === 'attack');

/** The legal advanced casts grouped by spell, in the order the legal list gives them. */
export function advancedOptions(legal: readonly DuelingRunesAction[]): AdvancedOption[] {
  const out: AdvancedOption[] = [];
  for (const a of advancedCasts(legal)) {
    let opt = out.find((o) => o.spell === a.spell);
    if (!opt) out.push((opt = { spell: a.spell, runes: Object.keys(a.energy) as Rune[], casts: [] }));
    opt.casts.push(a);
  }
  return out;
}

/** The counts of rune type `rune` some cast of `option` uses, ascending. */
export function countsOf(option: AdvancedOption, rune: Rune): number[] {
  return [...new Set(option.casts.map((c) => c.energy[rune] ?? 0))].sort((a, b) => a - b);
}

/** The casts of `option` with exactly the `chosen` counts (a type not chosen yet: its largest count). */
export function castsWith(option: AdvancedOption, chosen: Partial<Record<Rune, number>>): AdvancedCast[] {
  const wanted = Object.fromEntries(option.runes.map((r) => [r, chosen[r] ?? Math.max(...countsOf(option, r))]));
  return option.casts.filter((c) => option.runes.every((r) => c.energy[r] === wanted[r]));
}
