import { type RefObject, useState } from 'react';
import { type DuelingRunesAction, type DuelingRunesView, wouldBeStopped } from '@decktet/dueling-runes';
import { CardName } from '../cards/CardFace';
import { type CastAction, spellOptions } from './choices';

const RUNE_LABEL = { moon: 'Moon', wyrm: 'Wyrm', knot: 'Knot' } as const;

function targetName(view: DuelingRunesView, cast: CastAction, me: number): string {
  if (cast.target === null) return 'on yourself';
  if (cast.target === me) return 'at yourself';
  return `at ${view.wizards[cast.target]?.name ?? `wizard ${cast.target + 1}`}`;
}

/**
 * The spells the card just placed can cast now, exactly as the rules allow them: each spell with
 * its possible powers (energy runes used) and targets; or pass. A cast that what stands on the
 * table would stop or turn back says so, and why, before it is made.
 */
export function SpellPanel({
  legal,
  view,
  me,
  onAction,
  busy,
  promptRef,
}: {
  legal: readonly DuelingRunesAction[];
  view: DuelingRunesView;
  me: number;
  onAction(a: DuelingRunesAction): void;
  busy: boolean;
  promptRef?: RefObject<HTMLElement | null>;
}) {
  const options = spellOptions(legal);
  const pass = legal.find((a) => a.type === 'pass');
  const [power, setPower] = useState<Record<string, number>>({});
  if (options.length === 0) return null;
  const rune = options[0]!.rune;
  const placed = view.wizards[me]?.placed ?? null;
  return (
    <section className="spell-panel" aria-label="Cast a spell" tabIndex={-1} ref={promptRef}>
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
                {chosen.casts.map((c) => {
                  const stop = wouldBeStopped(view, me, c, c.target ?? me);
                  const note = `spell-stop-${o.spell.replace(/\s/g, '-')}-${c.target ?? 'self'}`;
                  return (
                    <span key={String(c.target)} className="target-choice">
                      <button type="button" className={stop ? 'is-stopped' : undefined} aria-describedby={stop ? note : undefined} disabled={busy} onClick={() => onAction(c)}>
                        {stop && <span aria-hidden="true">⚠ </span>}
                        Cast {o.spell}
                        {o.energy !== null ? ` (${c.power})` : ''} {targetName(view, c, me)}
                      </button>
                      {stop && (
                        <span id={note} className="guidance warning small">
                          {stop.text}
                        </span>
                      )}
                    </span>
                  );
                })}
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
