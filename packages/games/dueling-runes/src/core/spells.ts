/** What spells do when they take effect (DR-10 … DR-16, DR-18; the Advanced Game's in advanced-effects.ts). */
import type { DuelingRunesAction } from './actions';
import { landHealthChanges } from './health';
import { type SpellResult, castWords, declaredFacts, idOf, tell } from './log';
import { type Landing, lossOf, mirrorsOf, protectionAgainst, turnedBack } from './protections';
import { SPECIAL_SPELL } from './recipes';
import { faceUpCards, faceUpCount, turnFaceDown } from './sequence';
import { SPELLS, type SpellId } from './spells-table';
import { discard } from './deck';
import type { Scratch } from '../fast/scratch';
import { type Declaration, type DuelingRunesState, type Wizard, emptyList, takeFromHand } from './state';

/** "Fire Ball (3) at Bo", "Heal (2)": a declared spell as the log names it (a Moon spell works on its caster and names no target). */
export function declarationWords(s: DuelingRunesState, d: Declaration): string {
  return castWords(declaredFacts(s, d), s.names);
}

/** Where Magic Mirrors send declaration `d` (DR-16), null if none turns it (a Moon spell works on its caster, never turned). */
const turnedBackDeclaration = (s: DuelingRunesState, d: Declaration, spell: SpellId): Landing | null => turnedBack(s.wizards, spell, d.caster, d.target);

/**
 * The Amnesia a wizard must still choose cards for in the current group (DR-14): the final
 * caster chooses, unless every face-up card is turned anyway or the spell is blocked.
 */
export interface AmnesiaTask {
  index: number;
  chooser: number;
  target: number;
  count: number;
}

/** The choice declaration `index` of the current group still waits for, if it is such an Amnesia. */
export function amnesiaTask(s: DuelingRunesState, index: number): AmnesiaTask | null {
  const d = s.declared[index]!;
  if (d.spell !== 'amnesia' || d.hide !== null) return null;
  const landing = turnedBackDeclaration(s, d, 'amnesia');
  const target = landing ? landing.target : d.target;
  const t = s.wizards[target]!;
  if (protectionAgainst('amnesia', t, s.turn) !== null || d.power >= faceUpCount(t)) return null;
  return { index, chooser: landing ? landing.caster : d.caster, target, count: d.power };
}

/** The first Amnesia of the current group that wizard `w` must still choose cards for, if any. */
export function amnesiaTaskOf(s: DuelingRunesState, w: number): AmnesiaTask | null {
  for (let index = 0; index < s.declared.length; index++) {
    const task = amnesiaTask(s, index);
    if (task && task.chooser === w) return task;
  }
  return null;
}

/**
 * Applies the current group of declared spells at once (DR-8): each is checked against the
 * protections that stood before the group; health changes are added up and capped once; then
 * deaths are checked (DR-18). The variant's part of the group (`startGroup`, turn-hooks.ts) comes
 * in where it changes the group: in the Advanced Game spells may be aimed at monsters, and the
 * lasting effects take hold in the order advanced/effects.ts gives. Returns the wizards who died,
 * or null if nobody did.
 */
export function applyGroup(s: DuelingRunesState, log: boolean, scratch: Scratch): number[] | null {
  const wizards = s.wizards;
  // Health changes per wizard (and monster), and per declaration the wizard a lasting effect takes
  // hold on (-1: none) with, for Amnesia, the cards it turns: applied once every spell is checked.
  const { delta, monsterDelta, lands, hides } = scratch.groupLists();
  const declared = s.declared;
  // The variant's part of the group (the Advanced Game's: monsters, removals, lasting effects), worked out once.
  const group = scratch.rules.startGroup(s);
  for (let i = 0; i < wizards.length; i++) delta[i] = monsterDelta[i] = 0;
  for (let index = 0; index < declared.length; index++) {
    lands[index] = -1;
    hides[index] = null;
  }
  for (let index = 0; index < declared.length; index++) {
    const d = declared[index]!;
    const spell = d.spell;
    if (d.monster) {
      const result = group!.aimAtMonster(d, delta, monsterDelta);
      if (log) tell(s, { type: 'cast', caster: d.caster, mirrors: [], on: d.target, ...declaredFacts(s, d), ...result });
      continue;
    }
    const landing = turnedBackDeclaration(s, d, spell);
    const caster = landing ? landing.caster : d.caster;
    const target = landing ? landing.target : d.target;
    const t = wizards[target]!;
    const told = log ? { type: 'cast' as const, caster: d.caster, mirrors: landing ? mirrorsOf(landing) : [], on: target, ...declaredFacts(s, d) } : null;
    // Dispel Magic names no one: a Counter Spell keeps its own wizard's effects, wizard by wizard (DRA-20).
    const blocked = group && SPELLS[spell].target === 'everyone' ? null : protectionAgainst(spell, t, s.turn);
    if (blocked !== null) {
      if (told) tell(s, { ...told, result: 'blocked', protection: blocked });
      continue;
    }
    let result: SpellResult | null = null;
    let shock = false;
    switch (spell) {
      case 'fire-ball':
      case 'ice-bolt':
      case 'hit':
      case 'lightning-bolt': {
        const loss = group?.damage(d) ?? lossOf(spell, d.power);
        delta[target]! -= loss;
        if (log) result = { result: 'loses', amount: loss };
        // A Hit that lands on a touched wizard costs its caster 1 health (DRA-18).
        shock = spell === 'hit' && group !== null && group.touched(t);
        if (shock) delta[caster]! -= 1;
        break;
      }
      case 'drain':
        delta[target]! -= d.power;
        delta[caster]! += d.power;
        if (log) result = { result: 'drains', amount: d.power, gainer: caster };
        break;
      case 'heal':
        delta[target]! += d.power;
        if (log) result = { result: 'heals', amount: d.power };
        break;
      default:
        lands[index] = target;
        if (spell === 'amnesia') hides[index] = d.hide ?? faceUpCards(t);
        if (log) result = group?.result(d, caster, target) ?? effectResult(s.turn, spell, t, d.power, hides[index]!);
    }
    if (told && result) tell(s, { ...told, ...result });
    if (shock && log) tell(s, { type: 'shock', touched: target, payer: caster });
  }
  group?.landRemovals();
  for (let index = 0; index < declared.length; index++) {
    const d = declared[index]!;
    if (lands[index]! < 0 || group?.isRemoval(d)) continue;
    if (!group?.applyEffect(d, lands[index]!)) applyEffect(s, d, wizards[lands[index]!]!, hides[index]!);
  }
  group?.landMonsterEffects();
  const died = landHealthChanges(s, delta, group ? monsterDelta : null, log, group ? group.health : null);
  emptyList(declared);
  return died;
}

/** The timers of a wizard that a basic spell's lasting effect reads and sets (a state's wizard, or a view's `timers`). */
export type EffectTimers = Pick<Wizard, 'resistColdUntil' | 'resistHeatUntil' | 'hasteFrom' | 'hasteUntil' | 'invisibleFrom' | 'invisibleUntil'>;

/** The effect as it will stand once applied in `turn` (recasting keeps the longer time); read by the log and by `castFutility`. */
export function effectResult(turn: number, spell: SpellId, target: EffectTimers, power: number, hide: readonly number[] | null): SpellResult {
  switch (spell) {
    case 'resist-cold':
      return { result: 'resists', until: Math.max(target.resistColdUntil, turn + power - 1) };
    case 'resist-heat':
      return { result: 'resists', until: Math.max(target.resistHeatUntil, turn + power - 1) };
    case 'shield':
      return { result: 'shielded' };
    case 'haste': {
      const [from, until] = extendFromNextTurn(turn, target.hasteFrom, target.hasteUntil, power);
      return { result: 'lasts', from, until };
    }
    case 'invisibility': {
      const [from, until] = extendFromNextTurn(turn, target.invisibleFrom, target.invisibleUntil, power);
      return { result: 'lasts', from, until };
    }
    case 'amnesia':
      return { result: 'forgets', cards: (hide ?? []).map(idOf) };
    default:
      return { result: 'confused' };
  }
}

/** The turn a Confusion cast in `turn` confuses its target in: the next (DR-15). */
export function confusionTurn(turn: number): number {
  return turn + 1;
}

/** Recasting a timed effect keeps the longer remaining time (DR-10, DR-12, DR-13, DR-32). */
function extendFromNextTurn(turn: number, from: number, until: number, power: number): [number, number] {
  const end = turn + power;
  if (from > 0 && until >= turn) return [from, Math.max(until, end)];
  return [turn + 1, end];
}

/** The lasting effect of spell `d` takes hold on wizard `w`; `hide`: the cards an Amnesia turns face down. */
function applyEffect(s: DuelingRunesState, d: Declaration, w: Wizard, hide: readonly number[] | null): void {
  switch (d.spell) {
    case 'resist-cold':
      w.resistColdUntil = Math.max(w.resistColdUntil, s.turn + d.power - 1);
      break;
    case 'resist-heat':
      w.resistHeatUntil = Math.max(w.resistHeatUntil, s.turn + d.power - 1);
      break;
    case 'shield':
      w.shielded = true;
      break;
    case 'haste':
      [w.hasteFrom, w.hasteUntil] = extendFromNextTurn(s.turn, w.hasteFrom, w.hasteUntil, d.power);
      break;
    case 'invisibility':
      [w.invisibleFrom, w.invisibleUntil] = extendFromNextTurn(s.turn, w.invisibleFrom, w.invisibleUntil, d.power);
      w.veil = Math.max(w.veil, d.value);
      break;
    case 'amnesia':
      turnFaceDown(w, hide ?? faceUpCards(w));
      break;
    case 'confusion':
      w.confusedTurn = confusionTurn(s.turn);
      break;
  }
}

/** Is this a special spell cast in the reaction window? */
const isSpecial = (a: DuelingRunesAction | null): a is Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }> => a !== null && (a.type === 'counter' || a.type === 'mirror');

/** Special spells cast together in one round of a reaction window (DR-16); false if nobody cast. */
export function applySpecials(s: DuelingRunesState, log: boolean, scratch: Scratch): boolean {
  const wizards = s.wizards;
  // Where each wizard's special spell lands (-1: none cast), worked out against the mirrors that
  // stood before this round.
  const landsOn = scratch.groupLists().landsOn;
  let cast = false;
  for (let i = 0; i < wizards.length; i++) {
    const a = wizards[i]!.pick;
    landsOn[i] = isSpecial(a) ? (turnedBack(wizards, SPECIAL_SPELL[a.type], i, a.target)?.target ?? a.target) : -1;
    if (landsOn[i]! >= 0) cast = true;
  }
  if (!cast) return false;
  for (let i = 0; i < wizards.length; i++) {
    const w = wizards[i]!;
    const a = w.pick;
    if (!isSpecial(a)) continue;
    if (log) {
      const landing = turnedBack(wizards, SPECIAL_SPELL[a.type], i, a.target);
      tell(s, { type: 'special', caster: i, spell: SPECIAL_SPELL[a.type], target: a.target, discarded: a.discard.slice(), mirrors: landing ? mirrorsOf(landing) : [], on: landsOn[i]! });
    }
    for (const id of a.discard) discard(s, takeFromHand(w.hand, id));
  }
  for (let i = 0; i < wizards.length; i++) {
    const a = wizards[i]!.pick;
    if (!isSpecial(a)) continue;
    const t = wizards[landsOn[i]!]!;
    if (a.type === 'mirror') t.mirrored = true;
    else t.countered = true;
  }
  return true;
}
