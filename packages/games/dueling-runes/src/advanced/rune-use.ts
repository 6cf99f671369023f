/**
 * One job per rune (DRA-10): in the Advanced Game every rune of a wizard's face-up cards can power
 * an advanced spell, and a rune that activates a spell is used for the rest of the (mini-)turn as
 * energy is. A wizard's energy runes used are counted in `Wizard.used` (as in the basic game), its
 * activation runes in `AdvancedWizard.used`.
 */
import { SUITS } from '@decktet/decktet';
import type { RuneCounts } from './recipes';
import { RUNES } from '../core/cards';
import { type Phase, type Rune, activationOf, countOf, hasRune, only, sharesRune } from '../core/runes';
import { activeRunes, isFaceUp } from '../core/sequence';
import type { Wizard } from '../core/state';

/** Face-up cards of a wizard's sequence carrying `rune`. */
export function runesShown(w: Wizard, rune: Rune): number {
  const wanted = only(rune);
  let n = 0;
  for (const entry of w.sequence) if (isFaceUp(entry) && sharesRune(RUNES[entry]!, wanted)) n++;
  return n;
}

/** Runes of a type a wizard has used this (mini-)turn, as energy or to activate (each type by name: a playout asks at every step). */
export function runesUsed(w: Wizard, rune: Rune): number {
  switch (rune) {
    case 'suns':
      return w.used.suns;
    case 'waves':
      return w.used.waves;
    case 'leaves':
      return w.used.leaves;
    case 'moons':
      return w.advanced ? w.advanced.used.moons : 0;
    case 'wyrms':
      return w.advanced ? w.advanced.used.wyrms : 0;
    case 'knots':
      return w.advanced ? w.advanced.used.knots : 0;
  }
}

/** Runes of a type still free this (mini-)turn: face up and not used (DRA-10). */
export function runesFree(w: Wizard, rune: Rune): number {
  return Math.max(0, runesShown(w, rune) - runesUsed(w, rune));
}

/** `runesFree` or `runesUsed` of every rune type, in the suits' order. */
export function everyRune(w: Wizard, count: (w: Wizard, rune: Rune) => number): Record<Rune, number> {
  return { moons: count(w, 'moons'), suns: count(w, 'suns'), waves: count(w, 'waves'), leaves: count(w, 'leaves'), wyrms: count(w, 'wyrms'), knots: count(w, 'knots') };
}

/** Can the wizard's new card activate a spell of `phase` (DRA-10): face up with that rune, and a rune of that type still free? */
export function canActivate(w: Wizard, phase: Phase): boolean {
  return hasRune(activeRunes(w), activationOf(phase)) && runesFree(w, activationOf(phase)) > 0;
}

/** Casting a spell of `phase` uses its activation rune for the rest of the (mini-)turn (DRA-10). */
export function spendActivation(w: Wizard, phase: Phase): void {
  w.advanced!.used[activationOf(phase) as 'moons' | 'wyrms' | 'knots']++;
}

/** An advanced spell uses these runes as energy (DRA-2). */
export function spendRunes(w: Wizard, counts: RuneCounts): void {
  for (const rune of SUITS) {
    const n = countOf(counts, rune);
    if (!n) continue;
    if (rune === 'suns' || rune === 'waves' || rune === 'leaves') w.used[rune] += n;
    else w.advanced!.used[rune] += n;
  }
}

/**
 * The runes of each type free to power a spell of `phase` cast now: the activation rune it takes
 * is no longer free for its energy (DRA-10).
 */
export function freeForCast(w: Wizard, phase: Phase, rune: Rune): number {
  return runesFree(w, rune) - (rune === activationOf(phase) ? 1 : 0);
}

/**
 * `freeForCast` of every rune type at once, into `out` (one pass over the sequence, where asking
 * type by type scans it once per type): the recipes of a phase ask for most types. Each type by
 * name, not in a loop over names: this runs at every declaration of a guided playout.
 */
export function freeForCasts(w: Wizard, phase: Phase, out: Record<Rune, number>): Record<Rune, number> {
  let moons = 0;
  let suns = 0;
  let waves = 0;
  let leaves = 0;
  let wyrms = 0;
  let knots = 0;
  for (const entry of w.sequence) {
    if (!isFaceUp(entry)) continue;
    const runes = RUNES[entry]!;
    if (hasRune(runes, 'moons')) moons++;
    if (hasRune(runes, 'suns')) suns++;
    if (hasRune(runes, 'waves')) waves++;
    if (hasRune(runes, 'leaves')) leaves++;
    if (hasRune(runes, 'wyrms')) wyrms++;
    if (hasRune(runes, 'knots')) knots++;
  }
  const used = w.advanced?.used;
  out.moons = Math.max(0, moons - (used ? used.moons : 0)) - (phase === 'moon' ? 1 : 0);
  out.suns = Math.max(0, suns - w.used.suns);
  out.waves = Math.max(0, waves - w.used.waves);
  out.leaves = Math.max(0, leaves - w.used.leaves);
  out.wyrms = Math.max(0, wyrms - (used ? used.wyrms : 0)) - (phase === 'wyrm' ? 1 : 0);
  out.knots = Math.max(0, knots - (used ? used.knots : 0)) - (phase === 'knot' ? 1 : 0);
  return out;
}
