/**
 * The Advanced Game's words in the player's language (DRA-1 …): its spells, monsters and the six
 * rune types as energy, translated by id as RULES.md and RULES.es.md name them.
 */
import type { Reading, Rune, SpellId } from '@decktet/dueling-runes';
import { suitName } from '../../cards/labels';
import { i18n } from '../../i18n';

/** The kinds of monster a summon makes (DRA-13). */
export type MonsterKind = 'troll' | 'fire-elemental' | 'ice-elemental';

/** The Advanced Game's spells (DRA-3). */
export type AdvancedSpellId = Extract<SpellId, 'summon-troll' | 'summon-fire-elemental' | 'summon-ice-elemental' | 'protection' | 'lightning-bolt' | 'poison' | 'fear' | 'charm' | 'electric-touch' | 'remove-enchantment' | 'dispel-magic'>;

/** An advanced spell's name: "Lightning Bolt", "Relámpago". */
export function advancedSpellName(id: AdvancedSpellId): string {
  switch (id) {
    case 'summon-troll':
      return i18n.t('table.spell.summon-troll');
    case 'summon-fire-elemental':
      return i18n.t('table.spell.summon-fire-elemental');
    case 'summon-ice-elemental':
      return i18n.t('table.spell.summon-ice-elemental');
    case 'protection':
      return i18n.t('table.spell.protection');
    case 'lightning-bolt':
      return i18n.t('table.spell.lightning-bolt');
    case 'poison':
      return i18n.t('table.spell.poison');
    case 'fear':
      return i18n.t('table.spell.fear');
    case 'charm':
      return i18n.t('table.spell.charm');
    case 'electric-touch':
      return i18n.t('table.spell.electric-touch');
    case 'remove-enchantment':
      return i18n.t('table.spell.remove-enchantment');
    case 'dispel-magic':
      return i18n.t('table.spell.dispel-magic');
  }
}

/** "troll", "fire elemental": a monster's kind. */
export function monsterName(kind: MonsterKind): string {
  switch (kind) {
    case 'troll':
      return i18n.t('table.monster.troll');
    case 'fire-elemental':
      return i18n.t('table.monster.fire-elemental');
    case 'ice-elemental':
      return i18n.t('table.monster.ice-elemental');
  }
}

/** "a troll", "an ice elemental": a monster's kind with its article. */
export function aMonster(kind: MonsterKind): string {
  switch (kind) {
    case 'troll':
      return i18n.t('table.monster.a.troll');
    case 'fire-elemental':
      return i18n.t('table.monster.a.fire-elemental');
    case 'ice-elemental':
      return i18n.t('table.monster.a.ice-elemental');
  }
}

/** "Suns 2, Moons 1": the runes of each type an advanced spell uses. */
export function runeCounts(runes: readonly Rune[], counts: readonly number[]): string {
  return runes.map((rune, i) => i18n.t('table.runeCount', { rune: suitName(rune), count: counts[i] })).join(', ');
}

/** What a recipe's counts make (DRA-3): "damage", "turns". */
export function readingName(r: Reading): string {
  switch (r) {
    case 'damage':
      return i18n.t('table.reading.damage');
    case 'health':
      return i18n.t('table.reading.health');
    case 'attack':
      return i18n.t('table.reading.attack');
    case 'turns':
      return i18n.t('table.reading.turns');
    case 'loss':
      return i18n.t('table.reading.loss');
  }
}
