/**
 * The Advanced Game's placement (DRA-10, DRA-17): activation runes are free again, and charmers
 * choose the charmed wizards' cards (the `charm` stage) before the others choose their own.
 */
import type { DuelingRunesState, Wizard } from '../core/state';
import { askCharmers, charmerOf, settleCharms } from './charm';

/** Placement begins; `choosesOwn`: would wizard `w` choose its own card from its hand (turn.ts)? */
export function startAdvancedPlacement(s: DuelingRunesState, choosesOwn: (w: Wizard) => boolean): void {
  for (const w of s.wizards) w.advanced!.used.moons = w.advanced!.used.wyrms = w.advanced!.used.knots = 0;
  if (askCharmers(s, choosesOwn)) s.stage = 'charm';
  else askChoosers(s, choosesOwn);
}

/** The charmers have chosen: their choices are settled, and the others are asked. */
export function afterCharms(s: DuelingRunesState, choosesOwn: (w: Wizard) => boolean): void {
  settleCharms(s);
  askChoosers(s, choosesOwn);
}

/** Asks every wizard who chooses its own card now: a charmed one's is its charmer's choice (DRA-17). */
function askChoosers(s: DuelingRunesState, choosesOwn: (w: Wizard) => boolean): void {
  s.stage = 'choose';
  for (const w of s.wizards) w.owes = choosesOwn(w) && charmerOf(s, w) < 0;
}
