/**
 * The Advanced Game's casts that can change nothing (`castFutility` of its hooks; the basic
 * spells' are in core/futility.ts): a lasting spell whose effect already stands for as long, or
 * whose last turn comes before the next moment it can do its work — Fear and Electric Touch work
 * in the Wyrm phases (DRA-16, DRA-18), a charm at the placements (DRA-17) — and a Remove
 * Enchantment or Dispel Magic with nothing to end (DRA-19, DRA-20). What a spell would leave
 * standing is read from the rules' own `lastingAfter`, in the duel's table (DRA-33). Only what
 * already stands is read: a Magic Mirror or Counter Spell cast later, in a reaction window, may
 * still make such a cast matter, so the clients warn and the rules allow it.
 */
import { type CastAction, type Futility, type Moment, basicCastFutility, blockedFutility, firstTurnWith, lastingFutility, shieldedThrough } from '../core/futility';
import type { DuelingRunesView } from '../core/view';
import { type LastingSpell, type LastingTimers, lastingAfter } from './effects';
import { OUTLASTS_REMOVAL } from './lasting';
import type { RuneCounts } from './recipes';
import { tableOf } from './tables';

/** When each lasting advanced spell does its work (DRA-15 … DRA-21): Poison at each end of turn and Protection at any moment, within the turns it lasts. */
const WORKS_AT: Readonly<Record<LastingSpell, Moment>> = Object.freeze({ protection: 'any', poison: 'any', fear: 'wyrm', 'electric-touch': 'wyrm', charm: 'placement' });

/** Does wizard `w` of the view carry a lasting effect Remove Enchantment would end? */
function hasRemovable(view: DuelingRunesView, w: number): boolean {
  return view.wizards[w]!.effects.some((e) => !OUTLASTS_REMOVAL.includes(e.kind));
}

/** The timers a lasting spell at wizard `target` (or its monster) finds, and what of them stands now. */
function timersAt(view: DuelingRunesView, target: number, monster: true | undefined): LastingTimers | null {
  const a = view.wizards[target]!.advanced;
  if (!a) return null;
  if (monster) return a.monster ? a.monster.timers : null;
  return a.timers;
}

/** The last turn `spell`'s effect stands on the target now (0: none), as the caster finds it. */
function standingUntil(view: DuelingRunesView, spell: LastingSpell, caster: number, target: number, t: LastingTimers): number {
  const turn = view.turn;
  const until = (n: number | undefined) => ((n ?? 0) >= turn ? n! : 0);
  switch (spell) {
    case 'protection':
      return shieldedThrough(view, target);
    case 'poison':
      return until(t.poisonUntil);
    case 'fear':
      return until(t.fearUntil);
    case 'electric-touch':
      return until(t.touchUntil);
    case 'charm':
      // Charming a wizard another charms makes the caster its charmer (DRA-17): that changes something.
      return t.charmedBy === caster ? until(t.charmUntil) : t.charmedBy !== undefined && t.charmedBy >= 0 && until(t.charmUntil) > 0 ? -1 : 0;
  }
}

function lastingSpellFutility(view: DuelingRunesView, caster: number, spell: LastingSpell, counts: RuneCounts, target: number, monster: true | undefined): Futility | null {
  const t = timersAt(view, target, monster);
  if (!t) return null;
  const before = standingUntil(view, spell, caster, target, t);
  if (before < 0) return null;
  // As the duel's own table counts its turns: from the next turn for a Fear, Charm or Electric Touch cast in the Knot phase of a regular turn at the current table (DRA-33).
  const after = lastingAfter(spell, t, { turn: view.turn, phase: view.phase, mini: view.miniTurn }, tableOf(view.rules), counts);
  // A heavier Poison changes what it takes, however long it lasts (DRA-15).
  if (spell === 'poison' && after.loss > (before > 0 ? t.poisonLoss : 0)) return null;
  const f = lastingFutility(target, spell, before, after.until, firstTurnWith(view, WORKS_AT[spell]), WORKS_AT[spell], monster);
  // A charm that binds no placement still gives its extra card at the end of the turn (DRA-17, DRA-29).
  return f?.why === 'ends-first' && spell === 'charm' ? { ...f, still: 'draws-one-more' } : f;
}

/** Why cast `cast` of wizard `caster` can change nothing in the Advanced Game, or null. */
export function advancedCastFutility(view: DuelingRunesView, caster: number, cast: CastAction): Futility | null {
  if (cast.type === 'cast') return basicCastFutility(view, caster, cast);
  const { spell, monster } = cast;
  const target = cast.target ?? caster;
  if (!monster && spell !== 'dispel-magic') {
    const blocked = blockedFutility(view, caster, spell, target);
    if (blocked) return blocked;
  }
  switch (spell) {
    case 'protection':
    case 'poison':
    case 'fear':
    case 'electric-touch':
    case 'charm':
      // A Charm at a monster wins it over for good (DRA-17).
      return spell === 'charm' && monster ? null : lastingSpellFutility(view, caster, spell, cast.energy, target, monster);
    case 'remove-enchantment':
      return monster || hasRemovable(view, target) ? null : { why: 'nothing-to-end', target };
    case 'dispel-magic': {
      const reached = view.wizards.filter((w) => w.alive && !w.timers.countered);
      const anything = view.wizards.some((w) => w.advanced?.monster) || reached.some((w) => hasRemovable(view, w.index));
      return anything ? null : { why: 'nothing-to-dispel' };
    }
    default:
      return null;
  }
}
