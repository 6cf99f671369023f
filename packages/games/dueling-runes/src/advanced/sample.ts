/**
 * Determinizing the Advanced Game (hidden.ts, DR-19, DRA-17): rebuilding a wizard's advanced part
 * from a view, and re-choosing the charm choices a seat cannot see. A charmer knows the charmed
 * hand and its own choice; everyone else — the charmed wizard too — knows only that a choice was
 * made, so it is re-dealt from the charmed hand.
 */
import type { Rng } from '@decktet/decktet';
import type { Seat } from '@decktet/engine';
import type { AdvancedWizardView } from './view';
import type { AdvancedWizard } from './wizard';
import { charmerOf } from './charm';
import { cardNumber } from '../core/cards';
import type { DuelingRunesState, Wizard } from '../core/state';
import type { DuelingRunesView } from '../core/view';

/** A wizard's advanced part as its view shows it (the charm choice is filled in by `rechooseCharmCards`). */
export function advancedFromView(v: AdvancedWizardView): AdvancedWizard {
  const m = v.monster;
  return {
    monster: m && { kind: m.kind, health: m.health, maxHealth: m.maxHealth, attack: m.attack, arrival: m.arrival, ...m.timers },
    poisonUntil: v.timers.poisonUntil,
    poisonLoss: v.timers.poisonLoss,
    fearUntil: v.timers.fearUntil,
    protectionUntil: v.timers.protectionUntil,
    touchUntil: v.timers.touchUntil,
    charmUntil: v.timers.charmUntil,
    charmedBy: v.timers.charmedBy,
    charmCard: -1,
    used: { moons: v.runesUsed.moons, wyrms: v.runesUsed.wyrms, knots: v.runesUsed.knots },
  };
}

/**
 * Gives every charmed wizard whose charmer has chosen (`chosen`) a choice from its hand as it is
 * now, unless `seat` is its charmer and knows the choice (then it is kept).
 */
function rechooseCharmCards(s: DuelingRunesState, seat: Seat, chosen: (w: number) => boolean, rng: Rng): void {
  s.wizards.forEach((w, i) => {
    if (!w.advanced || !chosen(i) || charmerOf(s, w) === seat) return;
    w.advanced.charmCard = rng.pick(w.hand);
  });
}

/**
 * Wizard `index` of view `v` rebuilt in `w`: its advanced part, and — when it is the wizard the
 * viewer charms — the hand the viewer sees and the card it chose for it (DRA-17): then true.
 */
export function sampleAdvancedWizard(v: DuelingRunesView, index: number, w: Wizard): boolean {
  const wv = v.wizards[index]!;
  if (wv.advanced) w.advanced = advancedFromView(wv.advanced);
  if (v.charmed?.wizard !== index) return false;
  w.hand = v.charmed.cards.map((id) => cardNumber(id)!);
  w.advanced!.charmCard = v.charmed.chosen ? cardNumber(v.charmed.chosen)! : -1;
  return true;
}

/** The charm choices made in `s` re-chosen in its copy `next`, but the seat's own (DRA-17). */
export function redealCharmCards(s: DuelingRunesState, next: DuelingRunesState, seat: Seat, rng: Rng): void {
  rechooseCharmCards(next, seat, (w) => (s.wizards[w]!.advanced?.charmCard ?? -1) >= 0, rng);
}

/** The charm choices view `v` says were made, dealt in `s` sampled from it, but those the viewer made and sees (DRA-17). */
export function dealCharmCards(v: DuelingRunesView, s: DuelingRunesState, seat: Seat, rng: Rng): void {
  rechooseCharmCards(s, seat, (w) => (v.wizards[w]!.advanced?.charmChosen ?? false) && v.charmed?.wizard !== w, rng);
}
