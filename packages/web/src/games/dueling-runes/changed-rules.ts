/**
 * A designer's recipe table at the table (DRA-35): which advanced spells a duel casts otherwise
 * than its named table does, each told in the player's language beside the standard row, so that
 * nobody plays changed rules without knowing it (a guest who came by an invite link, a replay).
 */
import { type DuelingRunesView, READINGS, type Recipe, changedRecipes } from '@decktet/dueling-runes';
import { suitName } from '../../cards/labels';
import { i18n } from '../../i18n';
import { advancedSpellName, readingName } from './advanced-words';
import { phaseName } from './words';

export interface ChangedRow {
  readonly spell: string;
  readonly here: string;
  readonly standard: string;
}

const runes = (types: readonly Recipe['energy'][number][]) => types.map((r) => suitName(r)).join(' + ');

/** A recipe in words: "Wyrm phase, energy Suns + Moons; damage counts Suns + Moons". */
export function recipeInWords(r: Recipe): string {
  const readings = READINGS.filter((reading) => r.readings[reading]).map((reading) => {
    const of = runes(r.readings[reading]!);
    const count = r.smallest?.includes(reading) ? i18n.t('table.changedRules.smallest', { reading: readingName(reading), runes: of }) : i18n.t('table.changedRules.reading', { reading: readingName(reading), runes: of });
    const most = r.atMost?.[reading];
    return most === undefined ? count : `${count}, ${i18n.t('table.changedRules.atMost', { reading: readingName(reading), max: most })}`;
  });
  return i18n.t('table.changedRules.recipe', { phase: phaseName(r.phase), energy: runes(r.energy), readings: readings.length ? readings.join('; ') : i18n.t('table.changedRules.noReadings') });
}

/** The rows of a duel's own recipe table that differ from its named table's (the rules' `changedRecipes`), in words. */
export function changedRows(rules: DuelingRunesView['rules']): ChangedRow[] {
  return changedRecipes(rules).map(({ here, standard }) => ({ spell: advancedSpellName(here.spell), here: recipeInWords(here), standard: recipeInWords(standard) }));
}
