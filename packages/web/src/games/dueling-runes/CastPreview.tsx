import { type Energy, type Phase, type CastPreview as Preview, type DuelingRunesView, type PhasePreview, type SpellPreview, spellOf } from '@decktet/dueling-runes';
import { atSentenceStart } from '../../cards/labels';
import { SuitIcon } from '../../cards/suits';
import { i18n, useTranslation } from '../../i18n';
import { stopInWords } from './guidance';
import { cardTitle, energyAmount, nameOrYourself, phaseName, spellName } from './words';

/** "Drain (up to 3 Leaves)"; a spell of no energy is its name alone. */
function spellText(s: SpellPreview): string {
  const name = spellName(s.id);
  return s.energy === null ? name : i18n.t('table.preview.upTo', { spell: name, energy: energyAmount(s.energy, s.power) });
}

/** "on yourself" (Moon spells), "at Bo or Cy". */
function aimed(view: DuelingRunesView, me: number, rune: Phase, targets: readonly number[]): string {
  if (rune === 'moon') return i18n.t('table.cast.onYourself');
  return i18n.t('table.preview.at', { names: targets.map((t) => nameOrYourself(view, t, me)) });
}

/** What a phase would cast, in a line; or why nothing could be cast. */
function phaseText(view: DuelingRunesView, me: number, p: PhasePreview): string {
  if (p.spells.length === 0) return i18n.t('table.preview.nobody');
  return `${p.spells.map(spellText).join(', ')} — ${aimed(view, me, p.rune, p.targets)}`;
}

/** The sentences that warn of what would stop the card's spells, each once. */
function warningsOf(view: DuelingRunesView, me: number, preview: Preview): string[] {
  const lines = preview.phases.flatMap((p) => [
    // Out of reach whatever is cast: the sentence names no spell.
    ...p.outOfReach.map((stop) => stopInWords(view, me, { id: spellOf(p.rune, null), power: 0 }, stop)),
    ...p.warnings.map((w) => stopInWords(view, me, { id: w.id, power: p.spells.find((s) => s.id === w.id)!.power }, w.stop)),
  ]);
  return [...new Set(lines)];
}

/** What a card in hand would cast if placed now, phase by phase, with what would stop it (see `whatItWouldCast`). */
export function CastPreview({ preview, view, me, floating = false }: { preview: Preview; view: DuelingRunesView; me: number; floating?: boolean }) {
  const { t } = useTranslation();
  const title = cardTitle(preview.card);
  const warnings = warningsOf(view, me, preview);
  return (
    <div className={floating ? 'cast-preview floating' : 'cast-preview'} aria-live="polite">
      <p className="cast-preview-head">
        <b>
          {atSentenceStart(title)} ({preview.value})
        </b>{' '}
        {preview.phases.length ? t('table.preview.wouldCast') : t('table.preview.noRune')}
      </p>
      {preview.phases.length > 0 && (
        <ul>
          {preview.phases.map((p) => (
            <li key={p.rune}>
              <span className="phase-name">{t('table.preview.phase', { phase: phaseName(p.rune) })}</span> {phaseText(view, me, p)}
            </li>
          ))}
        </ul>
      )}
      {warnings.map((w) => (
        <p key={w} className="guidance warning small">
          ⚠ {w}
        </p>
      ))}
      <p className="muted small">
        {t('table.preview.energy')}{' '}
        {(Object.keys(preview.energy) as Energy[]).map((e) => (
          <span key={e} className="energy-count">
            <SuitIcon suit={e} /> {preview.energy[e]}{' '}
          </span>
        ))}
        {preview.sharedEnergy && `${t('table.preview.shared')} `}
        {preview.pushesOut && t('table.preview.pushesOut', { card: cardTitle(preview.pushesOut) })}
      </p>
    </div>
  );
}
