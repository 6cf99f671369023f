import { useState } from 'react';
import type { DuelingRunesAction, WizardView } from '@decktet/dueling-runes';
import { CardName } from '../cards/CardFace';
import { type CastAction, spellOptions } from './choices';

const RUNE_LABEL = { moon: 'Moon', wyrm: 'Wyrm', knot: 'Knot' } as const;

function targetName(wizards: readonly WizardView[], cast: CastAction, me: number | null): string {
  if (cast.target === null) return 'on yourself';
  if (cast.target === me) return 'at yourself';
  return `at ${wizards[cast.target]?.name ?? `wizard ${cast.target + 1}`}`;
}

/**
 * The spells the card just placed can cast now, exactly as the rules allow them: each spell with
 * its possible powers (energy runes used) and targets; or pass.
 */
export function SpellPanel({ legal, wizards, me, placed, onAction, busy }: { legal: readonly DuelingRunesAction[]; wizards: readonly WizardView[]; me: number | null; placed: string | null; onAction(a: DuelingRunesAction): void; busy: boolean }) {
  const options = spellOptions(legal);
  const pass = legal.find((a) => a.type === 'pass');
  const [power, setPower] = useState<Record<string, number>>({});
  if (options.length === 0) return null;
  const rune = options[0]!.rune;
  return (
    <section className="spell-panel" aria-label="Cast a spell">
      <h3>
        {RUNE_LABEL[rune]} rune{placed && <> of <CardName id={placed} /></>}: cast a spell or pass
      </h3>
      <ul>
        {options.map((o) => {
          const chosen = o.powers.find((p) => p.power === power[o.spell]) ?? o.powers[o.powers.length - 1]!;
          return (
            <li key={o.spell} className="spell-option">
              <b>{o.spell}</b>
              {o.energy !== null && (
                <span className="powers" role="radiogroup" aria-label={`${o.spell} power`}>
                  {o.powers.map((p) => (
                    <button key={p.power} type="button" role="radio" aria-checked={p === chosen} className={`small${p === chosen ? ' primary' : ''}`} onClick={() => setPower({ ...power, [o.spell]: p.power })}>
                      {p.power} {o.energy}
                    </button>
                  ))}
                </span>
              )}
              <span className="targets">
                {chosen.casts.map((c) => (
                  <button key={String(c.target)} type="button" disabled={busy} onClick={() => onAction(c)}>
                    Cast {o.spell}
                    {o.energy !== null ? ` (${c.power})` : ''} {targetName(wizards, c, me)}
                  </button>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
      {pass && (
        <button type="button" disabled={busy} onClick={() => onAction(pass)}>
          Pass: cast nothing
        </button>
      )}
    </section>
  );
}
