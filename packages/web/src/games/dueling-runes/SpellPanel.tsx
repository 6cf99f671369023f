import { useState } from 'react';
import type { DuelingRunesView } from '@decktet/dueling-runes';
import { CardName } from '../../cards/CardFace';
import { Trans, useTranslation } from '../../i18n';
import { type CastAction, spellOptions } from './choices';
import type { PromptProps } from './prompt-props';
import { castGuidance } from './advanced-guidance';
import { castFutilityInWords } from './futility';
import { TargetChoice } from './TargetChoice';
import { AdvancedSpells, aimInWords } from './AdvancedPanels';
import { energyAmount, runeName, spellName, spellWithPower } from './words';

/** Whom a cast is aimed at: "on yourself" (a Moon spell), "at Bo", "at yourself". */
function aimedAt(view: DuelingRunesView, cast: CastAction, me: number): string {
  return aimInWords(view, cast.target, cast.monster, me);
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
}: PromptProps) {
  const { t } = useTranslation();
  const options = spellOptions(legal);
  const pass = legal.find((a) => a.type === 'pass');
  const [power, setPower] = useState<Record<string, number>>({});
  const advanced = legal.filter((a) => a.type === 'cast-advanced');
  if (options.length === 0 && advanced.length === 0) return null;
  const rune = options[0]?.rune ?? view.phase ?? 'moon';
  const placed = view.wizards[me]?.placed ?? null;
  return (
    <section className={`spell-panel is-${rune}`} aria-label={t('table.cast.label')} tabIndex={-1} ref={promptRef}>
      <h3>
        {placed ? (
          <Trans i18nKey="table.cast.headingOf" values={{ rune: runeName(rune) }} components={{ card: <CardName id={placed} /> }} />
        ) : (
          t('table.cast.heading', { rune: runeName(rune) })
        )}
      </h3>
      <ul>
        {options.map((o) => {
          const chosen = o.powers.find((p) => p.power === power[o.spell]) ?? o.powers[o.powers.length - 1]!;
          const name = spellName(o.spell);
          const energy = o.energy;
          return (
            <li key={o.spell} className="spell-option">
              <b>{name}</b>
              {energy !== null && (
                <span className="powers" role="radiogroup" aria-label={t('table.cast.power', { spell: name })}>
                  {o.powers.map((p) => (
                    <button key={p.power} type="button" role="radio" aria-checked={p === chosen} className={`small${p === chosen ? ' primary' : ''}`} onClick={() => setPower({ ...power, [o.spell]: p.power })}>
                      {energyAmount(energy, p.power)}
                    </button>
                  ))}
                </span>
              )}
              <span className="targets">
                {chosen.casts.map((c) => (
                  <TargetChoice
                    key={`${c.target}-${c.monster ? 'm' : 'w'}`}
                    label={t('table.cast.button', { spell: spellWithPower(o.spell, energy, c.power), whom: aimedAt(view, c, me) })}
                    guidance={castGuidance(view, me, { id: o.spell, power: c.power }, c.target, c.monster)}
                    futile={castFutilityInWords(view, me, c)}
                    busy={busy}
                    onChoose={() => onAction(c)}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ul>
      <AdvancedSpells legal={legal} view={view} me={me} onAction={onAction} busy={busy} />
      {pass && (
        // On a phone a long list of spells runs past the window: passing stays in reach at its foot.
        <div className="spell-pass">
          <button type="button" disabled={busy} onClick={() => onAction(pass)}>
            {t('table.cast.pass')}
          </button>
        </div>
      )}
    </section>
  );
}
