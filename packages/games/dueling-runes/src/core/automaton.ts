/**
 * The solitaire automaton's spell policy (DR-21; written out in RULES.md). It is greedy, fixed and
 * "fair": it reads only public information and never casts a spell whose effect is already
 * blocked (no Fire Ball into Resist Heat, nothing at a Magic Mirror, nothing under a Counter Spell
 * that would stop it). The Advanced Game's policy (automaton-advanced.ts, DRA-24) takes the steps
 * of the basic one below in their places.
 */
import { RUNE_COUNT, VALUE } from './cards';
import { canTarget, isInvisible, isProtected, protectionAgainst } from './protections';
import { energyFree, energyShown, faceUpCards, faceUpCount } from './sequence';
import { type SpellId, energyOf } from './spells-table';
import { type Declaration, type DuelingRunesState, type Wizard, isHasted } from './state';

/** The automaton's table: itself (wizard `a`, its card of value `value`) and the player it duels (wizard `foe`). */
export interface Duel {
  s: DuelingRunesState;
  a: number;
  me: Wizard;
  value: number;
  foe: number;
  them: Wizard;
}

/** The automaton's table, or null once no player is left. */
export function duelOf(s: DuelingRunesState, a: number): Duel | null {
  const me = s.wizards[a]!;
  const foe = s.wizards.findIndex((w, i) => i !== a && w.alive);
  return foe < 0 ? null : { s, a, me, value: VALUE[me.placed]!, foe, them: s.wizards[foe]! };
}

/** The automaton casting `spell` at `target`. */
export function spellOn(d: Duel, spell: SpellId, power: number, target: number): Declaration {
  return { caster: d.a, spell, energy: energyOf(spell), power, target, value: d.value, hide: null };
}

/** The automaton's declaration in the current phase, or null to pass. */
export function automatonDeclaration(s: DuelingRunesState, a: number): Declaration | null {
  const d = duelOf(s, a);
  if (!d) return null;
  if (s.phase === 'moon') return d.me.countered ? null : (heal(d) ?? resistsOrShield(d));
  if (s.phase === 'wyrm') return wyrmAtFoe(d);
  return forgetOrConfuse(d) ?? hasteOrInvisibility(d);
}

/** Moon 1: Heal what is missing, with the Leaves free. */
export function heal(d: Duel): Declaration | null {
  const missing = d.me.maxHealth - d.me.health;
  const leaves = energyFree(d.me, 'leaves');
  return missing > 0 && leaves > 0 ? spellOn(d, 'heal', Math.min(missing, leaves), d.a) : null;
}

/** Moon 2–4: resist the energy the opponent shows; else Shield, unless already shielded (or, in the Advanced Game, protected). */
export function resistsOrShield(d: Duel): Declaration | null {
  const { s, me, them } = d;
  if (energyFree(me, 'waves') > 0 && me.resistHeatUntil < s.turn && energyShown(them, 'suns') > 0) return spellOn(d, 'resist-heat', energyFree(me, 'waves'), d.a);
  if (energyFree(me, 'suns') > 0 && me.resistColdUntil < s.turn && energyShown(them, 'waves') > 0) return spellOn(d, 'resist-cold', energyFree(me, 'suns'), d.a);
  return me.shielded || isProtected(me, s.turn) ? null : spellOn(d, 'shield', 0, d.a);
}

/** A candidate Wyrm spell and the health it would take. */
export interface Strike {
  spell: Declaration;
  loss: number;
}

/** The basic Wyrm spells, in the order the policy prefers them on a tie: Drain, Fire Ball, Ice Bolt, Hit — each with what it would take. */
export function basicStrikes(d: Duel, target: number): Strike[] {
  return (['drain', 'fire-ball', 'ice-bolt', 'hit'] as const).flatMap((spell) => {
    const energy = energyOf(spell);
    const power = energy === null ? 0 : energyFree(d.me, energy);
    const loss = energy === null ? 1 : power;
    return loss > 0 ? [{ spell: spellOn(d, spell, power, target), loss }] : [];
  });
}

/** Of some strikes, the one that takes the most health through what stands on `target` (the first on a tie), or null. */
export function strongest(strikes: readonly Strike[], target: Wizard | null, turn: number): Declaration | null {
  let best: Declaration | null = null;
  let bestLoss = 0;
  for (const { spell, loss } of strikes) {
    if (loss <= bestLoss || (target && protectionAgainst(spell.spell, target, turn) !== null)) continue;
    best = spell;
    bestLoss = loss;
  }
  return best;
}

/** May the automaton's spells reach the player: aimable, and holding no Magic Mirror? (`knot`: a Knot spell of its card's value.) */
export function foeInReach(d: Duel, knot: boolean): boolean {
  return canTarget(d.s, d.a, d.foe, knot ? d.value : 0) && !d.them.mirrored;
}

/** Wyrm: the most damage that gets through (nothing if the opponent cannot be targeted or holds a Magic Mirror). */
function wyrmAtFoe(d: Duel): Declaration | null {
  return foeInReach(d, false) ? strongest(basicStrikes(d, d.foe), d.them, d.s.turn) : null;
}

/** Knot 1–2: Amnesia, else Confusion, at the opponent (if it can be targeted and has neither Mirror nor Counter Spell). */
export function forgetOrConfuse(d: Duel): Declaration | null {
  const { s, me, them } = d;
  if (!foeInReach(d, true) || them.countered) return null;
  if (energyFree(me, 'leaves') > 0 && faceUpCount(them) > 0) return spellOn(d, 'amnesia', Math.min(energyFree(me, 'leaves'), faceUpCount(them)), d.foe);
  if (!them.shielded && !isProtected(them, s.turn) && them.confusedTurn !== s.turn + 1) return spellOn(d, 'confusion', 0, d.foe);
  return null;
}

/** Knot 3–4: Haste, else Invisibility, on itself, when it adds turns (nothing under a Counter Spell). */
export function hasteOrInvisibility(d: Duel): Declaration | null {
  const { s, me } = d;
  if (me.countered) return null;
  if (energyFree(me, 'suns') > 0 && (!isHasted(me, s.turn + 1) || me.hasteUntil < s.turn + energyFree(me, 'suns'))) return spellOn(d, 'haste', energyFree(me, 'suns'), d.a);
  if (energyFree(me, 'waves') > 0 && (!isInvisible(me, s.turn + 1) || me.invisibleUntil < s.turn + energyFree(me, 'waves'))) return spellOn(d, 'invisibility', energyFree(me, 'waves'), d.a);
  return null;
}

/** The automaton's Amnesia choice: the target's face-up cards with the most runes, newest first on ties. */
export function automatonHides(s: DuelingRunesState, target: number, count: number): number[] {
  const up = faceUpCards(s.wizards[target]!);
  const ranked = up.map((c, i) => ({ c, i })).sort((x, y) => RUNE_COUNT[y.c]! - RUNE_COUNT[x.c]! || y.i - x.i);
  return ranked.slice(0, count).map((r) => r.c).sort((x, y) => x - y);
}
