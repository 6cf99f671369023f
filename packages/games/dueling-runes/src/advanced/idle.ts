/**
 * Advanced casts that change nothing on their target as a view shows things (DRA-33): the table
 * offers them, and the clients warn about them. A Magic Mirror or Counter Spell cast later, in a
 * reaction window, may still make such a cast matter: only what already stands is read.
 */
import type { DuelingRunesAction } from '../core/actions';
import type { EffectView } from '../core/effects';
import type { DuelingRunesView, WizardView } from '../core/view';
import { COUNTS_FROM, readingOf, tableOf } from './tables';

type AdvancedCast = Extract<DuelingRunesAction, { type: 'cast-advanced' }>;

/**
 * Why a cast changes nothing: its target has no lasting effect to end (Remove Enchantment), nobody
 * it reaches has one and there is no monster (Dispel Magic), or its effect would not outlast, nor
 * for Poison outweigh, the one already standing on its target.
 */
export type IdleCast = 'nothing-to-end' | 'nothing-to-dispel' | 'already-standing';

/** The effects that are not lasting: a Counter Spell or Magic Mirror on a wizard ends with the turn, and no removal touches it (DRA-19). */
const NOT_LASTING: ReadonlySet<EffectView['kind']> = new Set(['counter-spell', 'magic-mirror']);

const hasLastingEffect = (w: WizardView): boolean => w.effects.some((e) => !NOT_LASTING.has(e.kind));

/** Would advanced cast `a` by wizard `caster` change nothing on its target, as `view` shows things (DRA-33)? Why, or null. */
export function castChangesNothing(view: DuelingRunesView, caster: number, a: AdvancedCast): IdleCast | null {
  const table = tableOf(view.rules);
  const phase = view.phase ?? 'knot';
  const turns = readingOf(a.spell, 'turns', a.energy, table);
  const lastTurn = view.turn + COUNTS_FROM[table.countsFrom](a.spell, { phase, mini: view.miniTurn }) + turns - 1;
  const target = a.target === null ? view.wizards[caster] : view.wizards[a.target];
  if (!target) throw new RangeError(`there is no wizard ${(a.target ?? caster) + 1} in this duel`);
  const monster = a.monster ? target.advanced?.monster : null;
  if (a.monster && !monster) throw new RangeError(`${target.name} has no monster`);
  const timers = monster ? monster.timers : target.advanced?.timers;
  if (!timers) return null;
  switch (a.spell) {
    case 'remove-enchantment':
      return !monster && !hasLastingEffect(target) ? 'nothing-to-end' : null;
    case 'dispel-magic':
      return view.wizards.every((w) => !w.alive || !hasLastingEffect(w) || w.effects.some((e) => e.kind === 'counter-spell')) && view.wizards.every((w) => !w.advanced?.monster) ? 'nothing-to-dispel' : null;
    case 'protection':
      return lastTurn <= target.advanced!.timers.protectionUntil ? 'already-standing' : null;
    case 'fear':
      return lastTurn <= timers.fearUntil ? 'already-standing' : null;
    case 'electric-touch':
      return lastTurn <= target.advanced!.timers.touchUntil ? 'already-standing' : null;
    case 'charm':
      return !monster && target.advanced!.timers.charmedBy === caster && lastTurn <= target.advanced!.timers.charmUntil ? 'already-standing' : null;
    case 'poison':
      return timers.poisonUntil >= view.turn && lastTurn <= timers.poisonUntil && readingOf('poison', 'loss', a.energy, table) <= timers.poisonLoss ? 'already-standing' : null;
    default:
      return null;
  }
}
