import type { CastPreview as Preview, DuelingRunesView, SpellPreview } from '@decktet/dueling-runes';
import { SuitIcon } from '../cards/suits';
import { cardTitle } from './choices';

const PHASE = { moon: 'Moon phase', wyrm: 'Wyrm phase', knot: 'Knot phase' } as const;
const ENERGY = { suns: 'Suns', waves: 'Waves', leaves: 'Leaves' } as const;

function spellText(s: SpellPreview): string {
  if (s.energy === null) return s.spell;
  return `${s.spell} (up to ${s.power} ${s.power === 1 ? ENERGY[s.energy].slice(0, -1) : ENERGY[s.energy]})`;
}

function aimed(view: DuelingRunesView, me: number, rune: string, targets: readonly number[]): string {
  if (rune === 'moon') return 'on yourself';
  return `at ${targets.map((t) => (t === me ? 'yourself' : view.wizards[t]!.name)).join(' or ')}`;
}

/** What a card in hand would cast if placed now, phase by phase, with what would stop it (see `whatItWouldCast`). */
export function CastPreview({ preview, view, me }: { preview: Preview; view: DuelingRunesView; me: number }) {
  const title = cardTitle(preview.card);
  const warnings = [...new Set(preview.phases.flatMap((p) => [...p.outOfReach.map((stop) => stop.text), ...p.warnings.map((w) => w.stop.text)]))];
  return (
    <div className="cast-preview" aria-live="polite">
      <p className="cast-preview-head">
        <b>
          {title} ({preview.value})
        </b>{' '}
        {preview.phases.length ? 'would cast, if placed now:' : 'carries no activation rune: placed now, it casts nothing and only adds its energy.'}
      </p>
      {preview.phases.length > 0 && (
        <ul>
          {preview.phases.map((p) => (
            <li key={p.rune}>
              <span className="phase-name">{PHASE[p.rune]}:</span>{' '}
              {p.spells.length ? `${p.spells.map(spellText).join(', ')} — ${aimed(view, me, p.rune, p.targets)}` : p.note}
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
        Energy in your sequence then:{' '}
        {(Object.keys(preview.energy) as (keyof typeof ENERGY)[]).map((e) => (
          <span key={e} className="energy-count">
            <SuitIcon suit={e} /> {preview.energy[e]}{' '}
          </span>
        ))}
        {preview.sharedEnergy && '· the phases share it: what one spell uses, the next cannot. '}
        {preview.pushesOut && `· it pushes ${cardTitle(preview.pushesOut)} out of your sequence.`}
      </p>
    </div>
  );
}
