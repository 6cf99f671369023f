/**
 * The game's guidance (`blockerOf`, `reactionEffects`) said to the wizard it is for, in the
 * player's language: why a spell would not do what its caster means (DR-9 … DR-16, DR-27), and
 * what a Counter Spell or Magic Mirror cast now would change. The sentences are built from the
 * guidance's facts, never from its English text.
 */
import { type Blocker, type DuelingRunesView, type Protection, type ReactionEffect, type SpellId, blockerOf } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { protectionOn, spellName, wizardName } from './words';
import { declaredSpell, namesNoTarget } from './status';

/** The spell a sentence speaks of: which one, and the energy it uses (for its damage, its cards…). */
export interface SpellInWords {
  id: SpellId;
  /** Its power; for an advanced spell, the damage it reads (DRA-2). */
  power: number;
}

/** What a player should know before a cast or an attack: a warning when it would not do what is meant, or a note. */
export interface Guidance {
  text: string;
  /** It would be stopped, turned back or find no target. */
  warning: boolean;
}

const nameOf = (view: DuelingRunesView, w: number) => wizardName(view.wizards[w]!);

/** "Bo resists heat", "You are shielded". */
export function protectedBy(by: Protection, name: string | null): string {
  if (name === null) {
    switch (by) {
      case 'resist-heat':
        return i18n.t('table.stop.protectedYou.resist-heat');
      case 'resist-cold':
        return i18n.t('table.stop.protectedYou.resist-cold');
      case 'shield':
        return i18n.t('table.stop.protectedYou.shield');
      case 'counter-spell':
        return i18n.t('table.stop.protectedYou.counter-spell');
      case 'protection':
        return i18n.t('table.stop.protectedYou.protection');
    }
  }
  return protectionOn(by, name);
}

/** What a spell turned back by the Magic Mirror of `holder` would do to its caster (DR-16: the holder casts it anew). */
function effectOnCaster(spell: SpellInWords, holder: string): string {
  switch (spell.id) {
    case 'fire-ball':
    case 'ice-bolt':
    case 'lightning-bolt':
      return i18n.t('table.stop.onCaster.damage', { amount: spell.power });
    case 'hit':
      return i18n.t('table.stop.onCaster.damage', { amount: 1 });
    case 'drain':
      return i18n.t('table.stop.onCaster.drain', { amount: spell.power, holder });
    case 'invisibility':
      return i18n.t('table.stop.onCaster.invisible');
    case 'amnesia':
      return i18n.t('table.stop.onCaster.amnesia', { count: spell.power, holder });
    case 'confusion':
      return i18n.t('table.stop.onCaster.confusion');
    default:
      return i18n.t('table.stop.onCaster.lands', { spell: spellName(spell.id) });
  }
}

/**
 * Why `spell`, cast by wizard `caster` (the one the sentence speaks to), would not do what it
 * means: "Bo is shielded: the Hit would do nothing".
 */
export function stopInWords(view: DuelingRunesView, caster: number, spell: SpellInWords, stop: Blocker): string {
  const name = spellName(spell.id);
  switch (stop.kind) {
    case 'out-of-reach': {
      const target = nameOf(view, stop.target);
      if (stop.why === 'dead') return i18n.t('table.stop.dead', { name: target, spell: name });
      if (stop.why === 'yourself') return i18n.t('table.stop.wyrmAtYourself');
      if (stop.why === 'invisible') return i18n.t('table.stop.invisible', { name: target });
      return i18n.t('table.stop.unseen', { name: target, value: view.wizards[stop.target]!.timers.veil });
    }
    case 'blocked': {
      const protects = protectedBy(stop.by, stop.target === caster ? null : nameOf(view, stop.target));
      // A spell on its own caster (a Moon spell, DR-9, wherever a designer's table puts it, DRA-35): it is "your" spell that does nothing.
      return stop.target === caster ? i18n.t('table.stop.blockedOwn', { protected: protects, spell: name }) : i18n.t('table.stop.blocked', { protected: protects, spell: name });
    }
    case 'turned-back': {
      const turned = i18n.t('table.stop.turnedBack', { owners: stop.mirrors.map((m) => i18n.t('table.stop.mirrorOf', { name: nameOf(view, m) })) });
      if (stop.blockedBy) return i18n.t('table.stop.thenStopped', { turned, protection: spellName(stop.blockedBy) });
      // The last mirror's holder is the spell's caster in the end (DR-16).
      return i18n.t('table.stop.turnedBackEffect', { turned, effect: effectOnCaster(spell, nameOf(view, stop.mirrors.at(-1)!)) });
    }
  }
}

/** A declared spell as the reacting wizard (`me`) reads it: "Bo's Drain (3) at you", "your own Haste at Bo". */
function declaredInWords(view: DuelingRunesView, me: number, index: number): string {
  const d = view.declared[index]!;
  const spell = declaredSpell(d);
  const caster = nameOf(view, d.caster);
  const own = d.caster === me;
  if (namesNoTarget(d)) return own ? i18n.t('table.reaction.declaredOwn', { spell }) : i18n.t('table.reaction.declaredOf', { spell, caster });
  const target = d.target === me ? i18n.t('table.you') : nameOf(view, d.target);
  return own ? i18n.t('table.reaction.declaredOwnAt', { spell, target }) : i18n.t('table.reaction.declaredOfAt', { spell, caster, target });
}

/** What a special spell cast now would do to one declared spell: "turns Bo's Drain (3) at you back on Bo". */
export function reactionEffectInWords(view: DuelingRunesView, me: number, effect: ReactionEffect): string {
  const declared = declaredInWords(view, me, effect.declaration);
  const d = view.declared[effect.declaration]!;
  switch (effect.change) {
    case 'turns-back':
      return d.caster === me ? i18n.t('table.reaction.turnsBackOnYou', { declared }) : i18n.t('table.reaction.turnsBack', { declared, name: nameOf(view, d.caster) });
    case 'lets-through':
      return i18n.t('table.reaction.letsThrough', { declared });
    case 'stops': {
      // Stopped as it is turned back: a standing mirror was turning the declared spell back already.
      const was = blockerOf(view, d.caster, d.spellId, d.target, d.cardValue);
      return was?.kind === 'turned-back' ? i18n.t('table.reaction.stopsTurned', { declared }) : i18n.t('table.reaction.stops', { declared });
    }
  }
}
