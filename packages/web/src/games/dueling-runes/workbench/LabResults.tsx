/** The Workbench's live results: games played, every figure of both runs side by side with its interval and verdict, duel lengths and spells cast. */
import type { ChunkRecord, Figure, Study } from '@decktet/ai/study/figures';
import { duelsOf, figureValue, intervalEnd, studyFigures } from '@decktet/ai/study/figures';
import type { SpellId } from '@decktet/dueling-runes';
import { ScrollRegion } from '../../../lab/ScrollRegion';
import { useTranslation } from '../../../i18n';
import { spellName } from '../words';
import { boundsText, criterionMeasure, criterionName, verdictName } from './lab-words';

/** The two runs, in the order they are shown. */
const RUNS = ['edited', 'standard'] as const;

function FigureCell({ f }: { f: Figure | undefined }) {
  const { t } = useTranslation();
  if (!f) return <td>—</td>;
  return (
    <td className={`verdict-${f.verdict}`}>
      <b>{f.games ? figureValue(f.estimate, f.unit) : t('lab.results.noGames')}</b>
      {f.ci && <span className="muted small block">{t('lab.results.interval', { low: intervalEnd(f.ci[0], f.unit, f.bounds), high: intervalEnd(f.ci[1], f.unit, f.bounds) })}</span>}
      <span className="small block verdict">{verdictName(f.verdict, f.atCap)}</span>
    </td>
  );
}

/** Figures by their key (the same key in both runs), in the study's order. */
function figureRows(figures: readonly Figure[]): { key: string; byRun: Partial<Record<string, Figure>> }[] {
  const rows = new Map<string, Partial<Record<string, Figure>>>();
  for (const f of figures) {
    const row = rows.get(f.key) ?? {};
    row[f.runs[0]!] = f;
    rows.set(f.key, row);
  }
  return [...rows].map(([key, byRun]) => ({ key, byRun }));
}

/** Turns per duel in bins of 5, for each run. */
function Lengths({ data }: { data: ReadonlyMap<string, readonly ChunkRecord[]> }) {
  const { t } = useTranslation();
  const turns = RUNS.map((run) => duelsOf(data.get(run) ?? []).map((d) => d.turns));
  const most = Math.max(0, ...turns.flat());
  const bins = Array.from({ length: Math.floor(most / 5) + 1 }, (_, b) => b * 5);
  const counts = turns.map((list) => bins.map((from) => list.filter((n) => n >= from && n < from + 5).length));
  const top = Math.max(1, ...counts.flat());
  return (
    <ScrollRegion label={t('lab.results.lengths')}>
      <table className="lab-histogram">
        <caption>{t('lab.results.lengths')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lab.results.turns')}</th>
            <th scope="col">{t('lab.run.edited')}</th>
            <th scope="col">{t('lab.run.standard')}</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((from, b) => (
            <tr key={from}>
              <th scope="row">{t('lab.results.turnRange', { from, to: from + 4 })}</th>
              {counts.map((c, r) => (
                <td key={RUNS[r]}>
                  <span className={`bar bar-${RUNS[r]}`} style={{ width: `${(c[b]! / top) * 100}%` }} /> {c[b]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Per spell: casts per duel and share of all casts, in each run. */
function Spells({ data }: { data: ReadonlyMap<string, readonly ChunkRecord[]> }) {
  const { t } = useTranslation();
  const sums = RUNS.map((run) => {
    const duels = duelsOf(data.get(run) ?? []);
    const casts: Partial<Record<SpellId, number>> = {};
    for (const d of duels) for (const [spell, n] of Object.entries(d.casts) as [SpellId, number][]) casts[spell] = (casts[spell] ?? 0) + n;
    const all = Object.values(casts).reduce((a: number, n) => a + (n ?? 0), 0);
    return { duels: duels.length, casts, all };
  });
  const spells = [...new Set(sums.flatMap((s) => Object.keys(s.casts) as SpellId[]))].sort((a, b) => (sums[0]!.casts[b] ?? 0) - (sums[0]!.casts[a] ?? 0));
  return (
    <ScrollRegion label={t('lab.results.spells')}>
      <table className="lab-spells">
        <caption>{t('lab.results.spells')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lab.recipes.spell')}</th>
            {RUNS.map((run) => (
              <th key={run} scope="col">
                {run === 'edited' ? t('lab.run.edited') : t('lab.run.standard')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spells.map((spell) => (
            <tr key={spell}>
              <th scope="row">{spellName(spell)}</th>
              {sums.map((s, r) => (
                <td key={RUNS[r]}>
                  {t('lab.results.castsPerDuel', { casts: ((s.casts[spell] ?? 0) / Math.max(1, s.duels)).toFixed(2) })}
                  <span className="muted small block">{t('lab.results.castShare', { share: figureValue((s.casts[spell] ?? 0) / Math.max(1, s.all), 'share') })}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function LabResults({ study, data }: { study: Study; data: ReadonlyMap<string, readonly ChunkRecord[]> }) {
  const { t } = useTranslation();
  const figures = studyFigures(study, data);
  const rows = figureRows(figures);
  const games = RUNS.map((run) => duelsOf(data.get(run) ?? []).length);
  const decided = figures.filter((f) => f.verdict !== 'undecided').length;
  return (
    <section aria-labelledby="lab-results" className="lab-results">
      <h2 id="lab-results">{t('lab.results.title')}</h2>
      <p className="lab-games" aria-live="polite">
        {t('lab.results.games', { edited: games[0], standard: games[1], cap: study.cap })} {t('lab.results.decided', { decided, count: figures.length })}
      </p>
      <ScrollRegion label={t('lab.results.figures')}>
        <table className="lab-figures">
          <caption>{t('lab.results.figures')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lab.results.figure')}</th>
              <th scope="col">{t('lab.results.wanted')}</th>
              <th scope="col">{t('lab.run.edited')}</th>
              <th scope="col">{t('lab.run.standard')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, byRun }) => {
              const f = (byRun.edited ?? byRun.standard)!;
              return (
                <tr key={key} data-figure={key}>
                  <th scope="row">
                    <span className="small muted block">{criterionName(f.criterion)}</span>
                    {criterionMeasure(f.criterion, f.spell ? spellName(f.spell) : '')}
                  </th>
                  <td>{boundsText(f.bounds, f.unit)}</td>
                  <FigureCell f={byRun.edited} />
                  <FigureCell f={byRun.standard} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <Lengths data={data} />
      <Spells data={data} />
    </section>
  );
}
