/**
 * The solitaire automaton's spell policy (DR-21; written out in RULES.md). It is greedy, fixed and
 * "fair": it reads only public information and never casts a spell whose effect is already
 * blocked (no Fire Ball into Resist Heat, nothing at a Magic Mirror, nothing under a Counter Spell
 * that would stop it).
 */
import { KNOT, MOON, NO_ENERGY, RUNE_COUNT, VALUE, WYRM } from './cards';
import { faceUpCards, isBlocked } from './spells';
import { type Declaration, type DuelingRunesState, canTarget, energyFree, energyShown, faceUpCount, isHasted, isInvisible } from './state';

function spell(caster: number, phase: number, energy: number, power: number, target: number, value: number): Declaration {
  return { caster, phase, energy, power, target, value, hide: null };
}

/** The automaton's declaration in the current phase, or null to pass. */
export function automatonDeclaration(s: DuelingRunesState, a: number): Declaration | null {
  const me = s.wizards[a]!;
  const value = VALUE[me.placed]!;
  const free = [energyFree(me, 0), energyFree(me, 1), energyFree(me, 2)];
  const foe = s.wizards.findIndex((w, i) => i !== a && w.alive);
  if (foe < 0) return null;
  const them = s.wizards[foe]!;
  if (s.phase === MOON) {
    if (me.countered) return null;
    // 1. Heal what is missing; 2. resist the energy the opponent shows; 3. Shield.
    const missing = me.maxHealth - me.health;
    if (missing > 0 && free[2]! > 0) return spell(a, MOON, 2, Math.min(missing, free[2]!), a, value);
    if (free[1]! > 0 && me.resistHeatUntil < s.turn && energyShown(them, 0) > 0) return spell(a, MOON, 1, free[1]!, a, value);
    if (free[0]! > 0 && me.resistColdUntil < s.turn && energyShown(them, 1) > 0) return spell(a, MOON, 0, free[0]!, a, value);
    return me.shielded ? null : spell(a, MOON, NO_ENERGY, 0, a, value);
  }
  if (s.phase === WYRM) {
    if (!canTarget(s, a, foe, 0) || them.mirrored) return null;
    // The most damage that gets through; ties: Drain, Fire Ball, Ice Bolt, Hit.
    let best: Declaration | null = null;
    let bestLoss = 0;
    for (const energy of [2, 0, 1, NO_ENERGY]) {
      const power = energy === NO_ENERGY ? 0 : free[energy]!;
      const loss = energy === NO_ENERGY ? 1 : power;
      if (loss <= bestLoss || isBlocked(s, WYRM, energy, foe)) continue;
      best = spell(a, WYRM, energy, power, foe, value);
      bestLoss = loss;
    }
    return best;
  }
  // Knot: 1. Amnesia at the opponent; 2. Confusion at the opponent; 3. Haste, 4. Invisibility on itself.
  const atFoe = canTarget(s, a, foe, value) && !them.mirrored && !them.countered;
  if (atFoe && free[2]! > 0 && faceUpCount(them) > 0) return spell(a, KNOT, 2, Math.min(free[2]!, faceUpCount(them)), foe, value);
  if (atFoe && !them.shielded && them.confusedTurn !== s.turn + 1) return spell(a, KNOT, NO_ENERGY, 0, foe, value);
  if (me.countered) return null;
  if (free[0]! > 0 && (!isHasted(me, s.turn + 1) || me.hasteUntil < s.turn + free[0]!)) return spell(a, KNOT, 0, free[0]!, a, value);
  if (free[1]! > 0 && (!isInvisible(me, s.turn + 1) || me.invisibleUntil < s.turn + free[1]!)) return spell(a, KNOT, 1, free[1]!, a, value);
  return null;
}

/** The automaton's Amnesia choice: the target's face-up cards with the most runes, newest first on ties. */
export function automatonHides(s: DuelingRunesState, target: number, count: number): number[] {
  const up = faceUpCards(s.wizards[target]!);
  const ranked = up.map((c, i) => ({ c, i })).sort((x, y) => RUNE_COUNT[y.c]! - RUNE_COUNT[x.c]! || y.i - x.i);
  return ranked.slice(0, count).map((r) => r.c).sort((x, y) => x - y);
}
