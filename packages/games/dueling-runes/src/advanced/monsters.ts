/**
 * Monsters (DRA-4 … DRA-6, DRA-13, DRA-14): summoned to their caster's side, one per wizard, a new
 * one replacing the old. In each Wyrm phase of a (mini-)turn in which its owner placed a card, from
 * the placement after it came on, a monster that is not feared may attack: the `attack` stage asks
 * the owners of one card value together, once their value's spells have taken effect, and their
 * attacks land together. An attack is not a spell: no reaction window, and Counter Spell and Magic
 * Mirror never touch it; what blocks it depends on the monster's kind.
 */
import type { DuelingRunesAction } from '../core/actions';
import type { AdvancedSpellId } from './recipes';
import { type Monster, type MonsterKind, placementNumber } from './wizard';
import { landHealthChanges } from '../core/health';
import { MONSTER_HEALTH } from './monster-health';
import { isFeared, isTouched } from './lasting';
import { tell } from '../core/log';
import { canTarget, protects } from '../core/protections';
import type { GroupLists } from '../fast/scratch';
import { placedValue } from '../core/sequence';
import type { Protection, SpellId } from '../core/spells-table';
import type { DuelingRunesState, Wizard } from '../core/state';

/** The monster each summon brings. */
export const MONSTER_OF: Readonly<Partial<Record<SpellId, MonsterKind>>> = Object.freeze({
  'summon-troll': 'troll',
  'summon-fire-elemental': 'fire-elemental',
  'summon-ice-elemental': 'ice-elemental',
});

/** What blocks each kind's attacks on a wizard (DRA-13): Shield or Protection a troll's, the Resists an elemental's. */
export const BLOCKED_BY: Readonly<Record<MonsterKind, readonly Protection[]>> = Object.freeze({
  troll: ['shield', 'protection'],
  'fire-elemental': ['resist-heat'],
  'ice-elemental': ['resist-cold'],
});

/** Wizard `owner`'s monster, or null. */
export function monsterOf(s: DuelingRunesState, owner: number): Monster | null {
  return s.wizards[owner]?.advanced?.monster ?? null;
}

/** A summon of `health` and `attack` (its readings, DRA-3) lands on its caster (DRA-4, DRA-14): the new monster replaces the caster's old one. */
export function summon(s: DuelingRunesState, w: Wizard, spell: AdvancedSpellId, health: number, attack: number): void {
  w.advanced!.monster = {
    kind: MONSTER_OF[spell]!,
    health,
    maxHealth: health,
    attack,
    arrival: placementNumber(s),
    poisonUntil: 0,
    poisonLoss: 0,
    fearUntil: 0,
  };
}

/** The protection of wizard `t` that blocks an attack of a monster of this kind, or null (DRA-13). */
export function attackBlocker(kind: MonsterKind, t: Wizard, turn: number): Protection | null {
  for (const protection of BLOCKED_BY[kind]) if (protects(protection, t, turn)) return protection;
  return null;
}

/** Can wizard `owner`'s monster aim at wizard `t` (another living wizard it may aim at, DR-9)? */
export function canAttackWizard(s: DuelingRunesState, owner: number, t: number): boolean {
  return t !== owner && canTarget(s, owner, t, 0);
}

/** Is there a monster of another living wizard than `w` to aim at? */
export function canAimAtMonster(s: DuelingRunesState, w: number, owner: number): boolean {
  return owner !== w && s.wizards[owner]!.alive && monsterOf(s, owner) !== null;
}

function hasAttackTarget(s: DuelingRunesState, owner: number): boolean {
  for (let t = 0; t < s.wizards.length; t++) if (canAttackWizard(s, owner, t) || canAimAtMonster(s, owner, t)) return true;
  return false;
}

/**
 * May wizard `owner`'s monster attack in this (mini-)turn's Wyrm phase (DRA-13)? Its owner placed a
 * card, it came to its owner before this (mini-)turn, it is not feared, and it has a target.
 */
export function mayAttack(s: DuelingRunesState, owner: number): boolean {
  const w = s.wizards[owner]!;
  const m = w.advanced?.monster;
  return !!m && w.alive && placedValue(w) > 0 && m.arrival < placementNumber(s) && !isFeared(m, s.turn) && hasAttackTarget(s, owner);
}

/** The attacks open to wizard `owner`'s monster, in order: hold back, each wizard, each other wizard's monster. */
export function attackOptions(s: DuelingRunesState, owner: number): DuelingRunesAction[] {
  const out: DuelingRunesAction[] = [{ type: 'pass' }];
  for (let t = 0; t < s.wizards.length; t++) if (canAttackWizard(s, owner, t)) out.push({ type: 'attack', target: t });
  for (let t = 0; t < s.wizards.length; t++) if (canAimAtMonster(s, owner, t)) out.push({ type: 'attack', target: t, monster: true });
  return out;
}

/**
 * Asks the owners of the current card value whose monsters may attack (DRA-13): the players in the
 * `attack` stage, the automaton by its policy when the attacks land. False if no monster may attack.
 */
export function askAttackers(s: DuelingRunesState): boolean {
  let any = false;
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    w.pick = null;
    w.owes = false;
    if (placedValue(w) !== s.groupValue || !mayAttack(s, i)) continue;
    any = true;
    w.owes = w.seat !== null;
  }
  return any;
}

/** One attack chosen: at wizard `target`, or at its monster. */
export type Attack = { target: number; monster: boolean };

/**
 * The attacks of the current card value land together (DRA-13, DRA-18): each blocked by what
 * blocks its kind, or taking its attack from the target (and, on a touched wizard, 1 health from
 * the attacking monster); then deaths are checked once. `choose` gives each owner's attack (null:
 * held back). Returns the wizards who died, or null.
 */
export function landAttacks(s: DuelingRunesState, choose: (owner: number) => Attack | null, log: boolean, lists: Pick<GroupLists, 'delta' | 'monsterDelta'>): number[] | null {
  const { delta, monsterDelta } = lists;
  for (let i = 0; i < s.wizards.length; i++) delta[i] = monsterDelta[i] = 0;
  for (let owner = 0; owner < s.wizards.length; owner++) {
    const w = s.wizards[owner]!;
    const attacks = placedValue(w) === s.groupValue && mayAttack(s, owner);
    const pick = w.pick;
    w.pick = null;
    if (!attacks) continue;
    const m = w.advanced!.monster!;
    const attack = w.seat === null ? choose(owner) : pick?.type === 'attack' ? { target: pick.target, monster: pick.monster === true } : null;
    if (!attack) {
      if (log) tell(s, { type: 'hold', owner, monster: m.kind });
      continue;
    }
    const aimed = attack.monster ? monsterOf(s, attack.target)! : null;
    // The log line's start, made only when there is a log (a playout keeps none).
    const told = log ? { type: 'attack' as const, owner, monster: m.kind, target: attack.target, ...(aimed ? { targetMonster: aimed.kind } : {}) } : null;
    if (aimed) {
      monsterDelta[attack.target]! -= m.attack;
      if (told) tell(s, { ...told, result: 'loses', amount: m.attack });
      continue;
    }
    const t = s.wizards[attack.target]!;
    const blocked = attackBlocker(m.kind, t, s.turn);
    if (blocked) {
      if (told) tell(s, { ...told, result: 'blocked', protection: blocked });
      continue;
    }
    delta[attack.target]! -= m.attack;
    if (told) tell(s, { ...told, result: 'loses', amount: m.attack });
    if (isTouched(t, s.turn)) {
      monsterDelta[owner]! -= 1;
      if (log) tell(s, { type: 'shock', touched: attack.target, payer: owner, monster: m.kind });
    }
  }
  return landHealthChanges(s, delta, monsterDelta, log, MONSTER_HEALTH);
}
