/** The Workbench's words for the study's criteria, verdicts and states, in the player's language (keys written out, as the catalogue test reads them). */
import { type Bounds, type Criterion, type FigureUnit, type Verdict, figureValue } from '@decktet/ai/study/figures';
import { i18n } from '../../../i18n';
import { levelName } from '../../../i18n/levels';
import type { LabStatus } from '../../../lab/runner';

export function criterionName(c: Criterion): string {
  switch (c) {
    case 'seat balance':
      return i18n.t('lab.criterion.seatBalance');
    case 'no dead spell':
      return i18n.t('lab.criterion.noDeadSpell');
    case 'no must-have':
      return i18n.t('lab.criterion.noMustHave');
    case 'no spell dominates':
      return i18n.t('lab.criterion.noSpellDominates');
    case 'duel length':
      return i18n.t('lab.criterion.duelLength');
    case 'turn limit':
      return i18n.t('lab.criterion.turnLimit');
  }
}

/** What a criterion's figure measures (`spell`: the spell it is about, named). */
export function criterionMeasure(c: Criterion, spell: string): string {
  switch (c) {
    case 'seat balance':
      return i18n.t('lab.measure.seatBalance');
    case 'no dead spell':
      return i18n.t('lab.measure.noDeadSpell', { spell });
    case 'no must-have':
      return i18n.t('lab.measure.noMustHave', { spell });
    case 'no spell dominates':
      return i18n.t('lab.measure.noSpellDominates', { spell });
    case 'duel length':
      return i18n.t('lab.measure.duelLength');
    case 'turn limit':
      return i18n.t('lab.measure.turnLimit');
  }
}

/** Bounds as wanted: "45–55%", "at least 5%", "at most 10%". */
export function boundsText(b: Bounds, unit: FigureUnit): string {
  const v = (x: number) => figureValue(x, unit);
  if (b.min !== undefined && b.max !== undefined) return i18n.t('lab.bounds.between', { min: v(b.min), max: v(b.max) });
  if (b.min !== undefined) return i18n.t('lab.bounds.atLeast', { min: v(b.min) });
  return i18n.t('lab.bounds.atMost', { max: v(b.max ?? 0) });
}

export function verdictName(v: Verdict, atCap: boolean): string {
  if (v === 'holds') return i18n.t('lab.verdict.holds');
  if (v === 'fails') return i18n.t('lab.verdict.fails');
  return atCap ? i18n.t('lab.verdict.withinNoise') : i18n.t('lab.verdict.undecided');
}

export function statusText(s: LabStatus): string {
  switch (s) {
    case 'idle':
      return i18n.t('lab.status.idle');
    case 'running':
      return i18n.t('lab.status.running');
    case 'stopping':
      return i18n.t('lab.status.stopping');
    case 'stopped':
      return i18n.t('lab.status.stopped');
    case 'done':
      return i18n.t('lab.status.done');
    case 'failed':
      return i18n.t('lab.status.failed');
  }
}

/** A bot level's name; `random` plays any legal move. */
export const labLevelName = (level: string) => (level === 'random' ? i18n.t('lab.randomLevel') : levelName(level));
