/** Reading a Dueling Runes view for the rules of thumb: runes of cards, threats, protections. */
import { type CardId, card } from '@decktet/decktet';
import type { DuelingRunesView, WizardView } from '@decktet/dueling-runes';

export const MOON = 1;
export const SUNS = 2;
export const WAVES = 4;
export const LEAVES = 8;
export const WYRM = 16;
export const KNOT = 32;
const BIT: Readonly<Record<string, number>> = { moons: MOON, suns: SUNS, waves: WAVES, leaves: LEAVES, wyrms: WYRM, knots: KNOT };
export const ENERGY = [SUNS, WAVES, LEAVES] as const;
export const ENERGY_NAMES = ['suns', 'waves', 'leaves'] as const;

const runeCache = new Map<CardId, number>();
/** A card's runes (its suits) as bits. */
export function runesOf(id: CardId): number {
  let r = runeCache.get(id);
  if (r === undefined) {
    r = 0;
    for (const s of card(id).suits) r |= BIT[s]!;
    runeCache.set(id, r);
  }
  return r;
}

export function bitsOf(suits: readonly string[]): number {
  let m = 0;
  for (const s of suits) m |= BIT[s] ?? 0;
  return m;
}

/** Energy runes per type on the face-up cards of a sequence plus `extra` cards. */
export function energyOf(w: WizardView, extra: readonly CardId[] = []): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  const count = (id: CardId) => {
    const r = runesOf(id);
    for (let e = 0; e < 3; e++) if (r & ENERGY[e]!) out[e]!++;
  };
  for (const c of w.sequence) if (c.faceUp) count(c.card);
  for (const c of extra) count(c);
  return out;
}

export const resistsHeat = (v: DuelingRunesView, w: WizardView) => w.timers.resistHeatUntil >= v.turn;
export const resistsCold = (v: DuelingRunesView, w: WizardView) => w.timers.resistColdUntil >= v.turn;
export const invisibleToOthers = (v: DuelingRunesView, w: WizardView) => w.timers.invisibleFrom > 0 && w.timers.invisibleFrom <= v.turn && v.turn <= w.timers.invisibleUntil;

/** Can the hand still pay for Counter Spell or Magic Mirror (DR-16)? */
export function specialRunesIn(v: DuelingRunesView, hand: readonly CardId[]): { counter: boolean; mirror: boolean } {
  let runes = 0;
  for (const c of hand) runes |= runesOf(c);
  const counter = bitsOf(v.rules.counterSpell);
  const mirror = bitsOf(v.rules.magicMirror);
  return { counter: (runes & counter) === counter, mirror: (runes & mirror) === mirror };
}

/** Living opponents of `me`. */
export function opponents(v: DuelingRunesView, me: number): WizardView[] {
  return v.wizards.filter((w) => w.index !== me && w.alive);
}

/**
 * Damage a Wyrm spell would do to `t` once it lands (0 when a protection stops it): the rule of
 * thumb "never cast into a protection" reads this.
 */
export function wyrmDamage(v: DuelingRunesView, t: WizardView, energy: number | null, power: number): number {
  if (energy === 0) return resistsHeat(v, t) ? 0 : power;
  if (energy === 1) return resistsCold(v, t) ? 0 : power;
  if (t.timers.shielded) return 0;
  if (energy === 2) return t.timers.countered ? 0 : power;
  return 1;
}
