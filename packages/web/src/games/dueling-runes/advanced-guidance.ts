/**
 * Guidance for the Advanced Game's casts and monster attacks, read from the player's view alone
 * (DRA-11, DRA-13, DRA-18): what would stop a cast at a wizard, as for the basic spells; that a
 * monster meets none of its owner's protections or mirrors; which protection blocks an attack of
 * one's monster; what an Electric Touch on the target would cost.
 */
import { type Blocker, type DuelingRunesView, MONSTER_BLOCKED_BY, type Protection, blockerOf, isAdvancedSpell, isTouchedSeen, protects, recipeOf, standingSeen } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { aimName } from './advanced-aim';
import { type MonsterKind, monsterName } from './advanced-words';
import { type Guidance, type SpellInWords, stopInWords } from './guidance';
import { protectionOn, spellName, wizardName } from './words';


/** The protection of wizard `target` that blocks an attack of a monster of `kind` (DRA-13), or null. */
function attackBlockedBy(view: DuelingRunesView, kind: MonsterKind, target: number): Protection | null {
  return MONSTER_BLOCKED_BY[kind].find((p) => protects(p, standingSeen(view.wizards[target]!), view.turn)) ?? null;
}

/**
 * "Bo is shielded, but that does not cover Bo's troll: the Fire Ball lands": a protection (or a
 * Magic Mirror) of the owner that the monster does not share (DRA-11).
 */
function uncovered(view: DuelingRunesView, owner: number, by: Protection | 'magic-mirror', lands: string, me: number): string {
  const monster = aimName(view, owner, true, me);
  if (by === 'magic-mirror') return i18n.t('table.stop.monsterUnmirrored', { monster, lands });
  return i18n.t('table.stop.monsterUncovered', { protected: protectionOn(by, wizardName(view.wizards[owner]!)), monster, lands });
}

/** What of the owner's would have kept a spell from it, had it been aimed at the owner: a protection or a mirror. */
function ownerCover(stop: Blocker | null): Protection | 'magic-mirror' | null {
  if (stop?.kind === 'blocked') return stop.by;
  return stop?.kind === 'turned-back' ? 'magic-mirror' : null;
}

/**
 * A summon, or a Charm at a monster, while the caster has a monster: the new one takes its place
 * (one monster per wizard, DRA-14, DRA-17).
 */
function replacedMonster(view: DuelingRunesView, me: number, spell: SpellInWords, monster: true | undefined): Guidance | null {
  const kind = view.wizards[me]?.advanced?.monster?.kind as MonsterKind | undefined;
  // A summon is the spell whose recipe reads a monster's health (DRA-3).
  const summons = isAdvancedSpell(spell.id) && recipeOf(spell.id).readings.health !== undefined;
  const brings = summons || (spell.id === 'charm' && monster === true);
  return kind && brings ? { text: i18n.t('table.stop.replacesMonster', { monster: monsterName(kind) }), warning: false } : null;
}

/**
 * A cast at a wizard (or on yourself) that what stands would stop or turn back, as for the basic
 * spells (DR-9 … DR-16); a Hit at a wizard under Electric Touch, which costs its caster 1 health
 * (DRA-18); a cast at a monster, which its owner's protections and mirror do not cover (DRA-11);
 * a new monster that would take the place of the caster's own (DRA-14).
 */
export function castGuidance(view: DuelingRunesView, me: number, spell: SpellInWords, target: number | null, monster: true | undefined): Guidance | null {
  const gone = replacedMonster(view, me, spell, monster);
  if (monster && target !== null) {
    const cover = ownerCover(blockerOf(view, me, spell.id, target));
    return cover ? { text: uncovered(view, target, cover, i18n.t('table.stop.spellLands', { spell: spellName(spell.id) }), me), warning: false } : gone;
  }
  const stop = blockerOf(view, me, spell.id, target ?? me);
  if (stop) return { text: stopInWords(view, me, spell, stop), warning: true };
  if (gone) return gone;
  const aimed = view.wizards[target ?? me]!;
  if (spell.id === 'hit' && target !== me && isTouchedSeen(view, target ?? me)) return { text: i18n.t('table.stop.touchedHit', { name: wizardName(aimed), touch: spellName('electric-touch'), spell: spellName('hit') }), warning: false };
  return null;
}

/**
 * An attack of the player's monster (DRA-13): at a wizard whose protection blocks that kind of
 * monster, a warning; at a wizard under Electric Touch, what it costs the monster (DRA-18); at a
 * monster whose owner has such a protection, a note that it does not cover the monster.
 */
export function attackGuidance(view: DuelingRunesView, me: number, target: number, monster: true | undefined): Guidance | null {
  const kind = view.wizards[me]?.advanced?.monster?.kind as MonsterKind | undefined;
  if (!kind) return null;
  const mine = monsterName(kind);
  const blocked = attackBlockedBy(view, kind, target);
  const aimed = view.wizards[target]!;
  if (monster) return blocked ? { text: uncovered(view, target, blocked, i18n.t('table.stop.attackLands', { monster: mine }), me), warning: false } : null;
  if (blocked) return { text: i18n.t('table.stop.attackBlocked', { protected: protectionOn(blocked, wizardName(aimed)), monster: mine }), warning: true };
  if (isTouchedSeen(view, target)) return { text: i18n.t('table.stop.touchedAttack', { name: wizardName(aimed), touch: spellName('electric-touch'), monster: mine }), warning: false };
  return null;
}
