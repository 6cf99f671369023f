/**
 * The game's words in the player's language: spells, runes, phases, energy, cards and wizards as
 * the table names them. Spell names are the rules' (RULES.md "The spells"), translated by id; cards
 * are named by cards/labels.ts (English titles, the language's article).
 */
import type { CardId } from '@decktet/decktet';
import { cardName, cardNames } from '../../cards/labels';
import type { DuelingRunesView, Energy, Phase, Protection, SpellId, WizardView } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { advancedSpellName } from './advanced-words';

/** A spell's name: "Fire Ball", "Bola de fuego". */
export function spellName(id: SpellId): string {
  switch (id) {
    case 'resist-cold':
      return i18n.t('table.spell.resist-cold');
    case 'resist-heat':
      return i18n.t('table.spell.resist-heat');
    case 'heal':
      return i18n.t('table.spell.heal');
    case 'shield':
      return i18n.t('table.spell.shield');
    case 'fire-ball':
      return i18n.t('table.spell.fire-ball');
    case 'ice-bolt':
      return i18n.t('table.spell.ice-bolt');
    case 'drain':
      return i18n.t('table.spell.drain');
    case 'hit':
      return i18n.t('table.spell.hit');
    case 'haste':
      return i18n.t('table.spell.haste');
    case 'invisibility':
      return i18n.t('table.spell.invisibility');
    case 'amnesia':
      return i18n.t('table.spell.amnesia');
    case 'confusion':
      return i18n.t('table.spell.confusion');
    case 'counter-spell':
      return i18n.t('table.spell.counter-spell');
    case 'magic-mirror':
      return i18n.t('table.spell.magic-mirror');
    default:
      return advancedSpellName(id);
  }
}

/** A protection standing on wizard `name`: "Bo resists heat", "Bo is under a Counter Spell". */
export function protectionOn(protection: Protection, name: string): string {
  switch (protection) {
    case 'resist-heat':
      return i18n.t('table.stop.protected.resist-heat', { name });
    case 'resist-cold':
      return i18n.t('table.stop.protected.resist-cold', { name });
    case 'shield':
      return i18n.t('table.stop.protected.shield', { name });
    case 'counter-spell':
      return i18n.t('table.stop.protected.counter-spell', { name });
    case 'protection':
      return i18n.t('table.stop.protected.protection', { name });
  }
}

/** A spell with the energy it uses, as declared: "Drain (3)"; a spell of no energy is its name alone. */
export function spellWithPower(id: SpellId, energy: Energy | null, power: number): string {
  return energy === null ? spellName(id) : `${spellName(id)} (${power})`;
}

/** "Moon rune": the activation rune that casts the spells of a phase. */
export function runeName(phase: Phase): string {
  switch (phase) {
    case 'moon':
      return i18n.t('table.rune.moon');
    case 'wyrm':
      return i18n.t('table.rune.wyrm');
    case 'knot':
      return i18n.t('table.rune.knot');
  }
}

/** "Moon phase": the part of a turn in which that rune's spells are declared (DR-8). */
export function phaseName(phase: Phase): string {
  switch (phase) {
    case 'moon':
      return i18n.t('table.phase.moon');
    case 'wyrm':
      return i18n.t('table.phase.wyrm');
    case 'knot':
      return i18n.t('table.phase.knot');
  }
}

/** An amount of energy runes: "1 Sun", "3 Leaves". */
export function energyAmount(energy: Energy, count: number): string {
  switch (energy) {
    case 'suns':
      return i18n.t('table.energy.suns', { count });
    case 'waves':
      return i18n.t('table.energy.waves', { count });
    case 'leaves':
      return i18n.t('table.energy.leaves', { count });
  }
}

/** A card in running text: "the Author", "el Author" (cards/labels.ts names every card). */
export const cardTitle = (id: CardId): string => cardName(id);

/** Cards as a list in words: "the Author and the Journey", "el Author y el Journey". */
export const cardTitles = (ids: readonly CardId[]): string => cardNames(ids);

/** A wizard's name; the solitaire automaton is named in the player's language. */
export function wizardName(w: Pick<WizardView, 'name' | 'automaton'>): string {
  return w.automaton ? i18n.t('table.automaton') : w.name;
}

/** Wizard `index` of the view by name, or "yourself" when it is the viewer's own (`me`). */
export function nameOrYourself(view: DuelingRunesView, index: number, me: number | null): string {
  const w = view.wizards[index];
  if (index === me) return i18n.t('table.yourself');
  return w ? wizardName(w) : i18n.t('table.wizardNumber', { number: index + 1 });
}
