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
import type { DuelingRunesState } from '../core/state';

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
export function rechooseCharmCards(s: DuelingRunesState, seat: Seat, chosen: (w: number) => boolean, rng: Rng): void {
  s.wizards.forEach((w, i) => {
    if (!w.advanced || !chosen(i) || charmerOf(s, w) === seat) return;
    w.advanced.charmCard = rng.pick(w.hand);
  });
}
