/** The Advanced Game's recipe table as a designer edits it (DRA-35): each spell's phase, energy types and the types each reading counts. */
import { PHASES, type Phase, type Reading, type RecipeRow, type AdvancedSpellId, RECIPES } from '@decktet/dueling-runes';
import { SUITS, type Suit } from '@decktet/decktet';
import { ScrollRegion } from '../../../lab/ScrollRegion';
import { useTranslation } from '../../../i18n';
import { suitName } from '../../../cards/labels';
import { phaseName, spellName } from '../words';
import { readingName } from '../advanced-words';
import { type LabProblem, rowChanged } from './settings';

/** The readings each spell's effect reads (the standard row's). */
const readingsOf = (spell: string): Reading[] => Object.keys(RECIPES.find((r) => r.spell === spell)?.readings ?? {}) as Reading[];

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

/** How a reading combines its counts: their sum or the smallest (with two types or more), and the most it can be. */
function ReadingRule({ row, reading, spell, disabled, onChange }: { row: RecipeRow; reading: Reading; spell: string; disabled: boolean; onChange(row: RecipeRow): void }) {
  const { t } = useTranslation();
  const smallest = row.smallest ?? [];
  const cap = row.atMost?.[reading];
  const withCap = (value: number | undefined): RecipeRow => {
    const { [reading]: _, ...others } = row.atMost ?? {};
    const atMost = value === undefined ? others : { ...others, [reading]: value };
    const { atMost: __, ...rest } = row;
    return Object.keys(atMost).length ? { ...rest, atMost } : rest;
  };
  return (
    <span className="block small">
      {(row.readings[reading] ?? []).length > 1 && (
        <label className="choice inline">
          <input
            type="checkbox"
            aria-label={t('lab.recipes.smallestOf', { spell, reading: readingName(reading) })}
            checked={smallest.includes(reading)}
            disabled={disabled}
            onChange={(e) => {
              const next = toggled(smallest, reading, e.target.checked);
              const { smallest: _, ...rest } = row;
              onChange(next.length ? { ...rest, smallest: next } : rest);
            }}
          />{' '}
          {t('lab.recipes.smallest')}
        </label>
      )}
      <label className="inline">
        {t('lab.recipes.atMost')}{' '}
        <input
          type="number"
          min={1}
          max={99}
          placeholder="—"
          aria-label={t('lab.recipes.atMostOf', { spell, reading: readingName(reading) })}
          value={cap ?? ''}
          disabled={disabled}
          onChange={(e) => onChange(withCap(e.target.value === '' ? undefined : Math.max(1, Math.min(99, Math.round(Number(e.target.value))))))}
        />
      </label>
    </span>
  );
}

export function RecipeEditor({ rows, problems, disabled, onChange }: { rows: readonly RecipeRow[]; problems: readonly LabProblem[]; disabled: boolean; onChange(rows: RecipeRow[]): void }) {
  const { t } = useTranslation();
  const edit = (i: number, row: RecipeRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  return (
    <ScrollRegion label={t('lab.recipes.caption')}>
      <table className="lab-recipes">
        <caption>{t('lab.recipes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lab.recipes.spell')}</th>
            <th scope="col">{t('lab.recipes.phase')}</th>
            <th scope="col">{t('lab.recipes.energy')}</th>
            <th scope="col">{t('lab.recipes.readings')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const spell = spellName(row.spell as AdvancedSpellId);
            const changed = rowChanged(row);
            const faults = problems.filter((p) => p.path[0] === 'recipes' && p.path[1] === i);
            return (
              <tr key={row.spell} className={changed ? 'changed' : undefined} aria-invalid={faults.length ? true : undefined}>
                <th scope="row">
                  {spell}
                  {changed && <span className="muted small"> {t('lab.recipes.changed')}</span>}
                  {faults.map((f) => (
                    <span key={f.message} className="error small block" role="note">
                      {f.message}
                    </span>
                  ))}
                </th>
                <td data-label={t('lab.recipes.phase')}>
                  <select aria-label={t('lab.recipes.phaseOf', { spell })} value={row.phase} disabled={disabled} onChange={(e) => edit(i, { ...row, phase: e.target.value as Phase })}>
                    {PHASES.map((p) => (
                      <option key={p} value={p}>
                        {phaseName(p)}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label={t('lab.recipes.energy')}>
                  {SUITS.map((suit) => (
                    <label key={suit} className="choice inline">
                      <input
                        type="checkbox"
                        aria-label={t('lab.recipes.energyOf', { spell, suit: suitName(suit) })}
                        checked={row.energy.includes(suit)}
                        disabled={disabled}
                        onChange={(e) => {
                          const energy = toggled(row.energy, suit, e.target.checked);
                          // A reading counts only the row's own energy types: a type taken out leaves its readings.
                          const readings = Object.fromEntries(Object.entries(row.readings).map(([k, types]) => [k, (types ?? []).filter((x) => energy.includes(x))]));
                          edit(i, { ...row, energy, readings });
                        }}
                      />{' '}
                      {suitName(suit)}
                    </label>
                  ))}
                </td>
                <td data-label={t('lab.recipes.readings')}>
                  {readingsOf(row.spell).map((reading) => (
                    <div key={reading}>
                      <span>{readingName(reading)}: </span>
                      {row.energy.map((suit: Suit) => (
                        <label key={suit} className="choice inline">
                          <input
                            type="checkbox"
                            aria-label={t('lab.recipes.readingCounts', { spell, reading: readingName(reading), suit: suitName(suit) })}
                            checked={(row.readings[reading] ?? []).includes(suit)}
                            disabled={disabled}
                            onChange={(e) => edit(i, { ...row, readings: { ...row.readings, [reading]: toggled(row.readings[reading] ?? [], suit, e.target.checked) } })}
                          />{' '}
                          {suitName(suit)}
                        </label>
                      ))}
                      <ReadingRule row={row} reading={reading} spell={spell} disabled={disabled} onChange={(next) => edit(i, next)} />
                    </div>
                  ))}
                  {readingsOf(row.spell).length === 0 && <span className="muted">{t('lab.recipes.noReadings')}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
