/**
 * The Advanced Game at the web table: each wizard's monster (DRA-13, DRA-14), the advanced spells
 * the placed card can cast with the runes of each type (DRA-2), the monster's attack (DRA-13) and
 * the charmer's choice of the charmed wizard's card (DRA-17).
 */
import { suitName } from '../../cards/labels';
import { useState } from 'react';
import { CARD_VALUE, type DuelingRunesAction, type DuelingRunesView, type Rune, type WizardView, cardNumber, readingOf, tableOf } from '@decktet/dueling-runes';
import { CardFace } from '../../cards/CardFace';
import { SuitIcon } from '../../cards/suits';
import { i18n, useTranslation } from '../../i18n';
import { type AdvancedOption, advancedOptions, attacks, castsWith, countsOf } from './advanced-choices';
import { type MonsterKind, advancedSpellName, monsterName, runeCounts } from './advanced-words';
import { aimName } from './advanced-aim';
import { attackGuidance, castGuidance } from './advanced-guidance';
import { castFutilityInWords } from './futility';
import type { PromptProps } from './prompt-props';
import { TargetChoice } from './TargetChoice';
import { effectInWords } from './status';
import { spellName, wizardName } from './words';

type MonsterView = NonNullable<NonNullable<WizardView['advanced']>['monster']>;
const RUNES: readonly Rune[] = ['suns', 'waves', 'leaves', 'moons', 'wyrms', 'knots'];

/** "at Bo", "at Bo's troll", "on yourself": what an advanced cast or an attack is aimed at. */
export function aimInWords(view: DuelingRunesView, target: number | null, monster: true | undefined, me: number): string {
  if (target === null) return i18n.t('table.cast.onYourself');
  return i18n.t('table.cast.at', { target: aimName(view, target, monster, me) });
}

/**
 * Is the monster's attack of this (mini-)turn still to come? It comes in the Wyrm phase at its
 * owner's card value, the higher values first (DRA-13): past it, the monster no longer "may attack now".
 */
function attackAhead(view: DuelingRunesView | undefined, monster: MonsterView): boolean {
  const placed = view?.wizards[monster.owner]?.placed;
  if (!view || !placed) return true;
  if (view.phase === 'knot') return false;
  return view.phase !== 'wyrm' || view.declaringValue === null || view.declaringValue >= CARD_VALUE[cardNumber(placed)!]!;
}

/** A wizard's monster: kind, health, attack, what blocks it, whether it may attack now, its effects. */
export function MonsterBox({ monster, turn, view }: { monster: MonsterView; turn: number; view?: DuelingRunesView }) {
  const { t } = useTranslation();
  const name = monsterName(monster.kind as MonsterKind);
  return (
    <div className="monster" aria-label={t('table.monsterBox.label', { monster: name })}>
      <b>{name}</b> <span>{t('table.monsterBox.stats', { health: monster.health, max: monster.maxHealth, attack: monster.attack })}</span>
      <span className="muted small"> · {t('table.monsterBox.blockedBy', { protections: monster.blockedBy.map((p) => spellName(p)).join(', ') })}</span>
      {monster.mayAttack && attackAhead(view, monster) && <span className="small"> · {t('table.monsterBox.mayAttack')}</span>}
      {monster.effects.map((e) => (
        <span key={e.kind} className="small">
          {' · '}
          <span className={`effect effect-${e.kind}`}>{effectInWords(e, turn)}</span>
        </span>
      ))}
    </div>
  );
}

/** The runes of every type free this (mini-)turn (DRA-10): "runes free: ☀ 1 ☾ 2", or "none". */
export function RunesFree({ free }: { free: Record<Rune, number> }) {
  const { t } = useTranslation();
  const shown = RUNES.filter((r) => free[r] > 0);
  return (
    <>
      <span className="muted">{t('table.wizard.runesFree')}</span>
      {shown.length === 0 && <span className="muted">{t('table.wizard.noneFree')}</span>}
      {shown.map((r) => (
        <span key={r} className="energy-count" title={suitName(r)}>
          <SuitIcon suit={r} /> {free[r]}
        </span>
      ))}
    </>
  );
}

function AdvancedSpell({ option, view, me, onAction, busy }: { option: AdvancedOption; view: DuelingRunesView; me: number; onAction(a: DuelingRunesAction): void; busy: boolean }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Partial<Record<Rune, number>>>({});
  const casts = castsWith(option, chosen);
  const name = advancedSpellName(option.spell);
  const counts = casts[0]?.energy ?? {};
  return (
    <li className="spell-option">
      <b>{name}</b>
      {/* The counts of every type stay together on one line, apart from the spell's name if need be. */}
      <span className="powers">
        {option.runes.map((r) => (
          <span key={r} className="powers" role="radiogroup" aria-label={t('table.cast.runesOf', { spell: name, rune: suitName(r) })}>
            <SuitIcon suit={r} />
            {countsOf(option, r).map((n) => (
              <button key={n} type="button" role="radio" aria-checked={counts[r] === n} className={`small${counts[r] === n ? ' primary' : ''}`} onClick={() => setChosen({ ...chosen, [r]: n })}>
                {n}
              </button>
            ))}
          </span>
        ))}
      </span>
      <span className="targets">
        {casts.map((c) => (
          <TargetChoice
            key={`${c.target}-${c.monster ? 'm' : 'w'}`}
            label={t('table.cast.button', { spell: `${name} (${runeCounts(option.runes, option.runes.map((r) => c.energy[r] ?? 0))})`, whom: aimInWords(view, c.target, c.monster, me) })}
            guidance={castGuidance(view, me, { id: c.spell, power: readingOf(c.spell, 'damage', c.energy, tableOf(view.rules)) }, c.target, c.monster)}
            futile={castFutilityInWords(view, me, c)}
            busy={busy}
            onChoose={() => onAction(c)}
          />
        ))}
      </span>
    </li>
  );
}

/** The advanced spells on offer now, each with the runes of each type to use and its targets (a part of the spell panel's prompt). */
export function AdvancedSpells({ legal, view, me, onAction, busy }: Omit<PromptProps, 'promptRef'>) {
  const { t } = useTranslation();
  const options = advancedOptions(legal);
  if (options.length === 0) return null;
  return (
    <div className="advanced-spells" aria-label={t('table.cast.advanced')}>
      <h4>{t('table.cast.advanced')}</h4>
      <ul>
        {options.map((o) => (
          <AdvancedSpell key={o.spell} option={o} view={view} me={me} onAction={onAction} busy={busy} />
        ))}
      </ul>
    </div>
  );
}

/** The monster's attack (DRA-13): a target, or hold it back. */
export function AttackPrompt({ legal, view, me, onAction, busy, promptRef }: PromptProps) {
  const { t } = useTranslation();
  const options = attacks(legal);
  const hold = legal.find((a) => a.type === 'pass');
  const kind = view.wizards[me]?.advanced?.monster?.kind as MonsterKind | undefined;
  if (options.length === 0 || !kind) return null;
  const monster = monsterName(kind);
  return (
    <section className="attack-prompt" aria-label={t('table.attack.label')} tabIndex={-1} ref={promptRef}>
      <h3>{t('table.attack.heading', { monster })}</h3>
      <div className="button-row">
        {options.map((a) => (
          <TargetChoice
            key={`${a.target}-${a.monster ? 'm' : 'w'}`}
            label={t('table.attack.button', { target: aimName(view, a.target, a.monster, me) })}
            guidance={attackGuidance(view, me, a.target, a.monster)}
            busy={busy}
            onChoose={() => onAction(a)}
          />
        ))}
        {hold && (
          <button type="button" disabled={busy} onClick={() => onAction(hold)}>
            {t('table.attack.hold', { monster })}
          </button>
        )}
      </div>
    </section>
  );
}

/** The charmer chooses, in secret, the card the charmed wizard places (DRA-17). */
export function CharmPrompt({ legal, view, onAction, busy, promptRef }: Omit<PromptProps, 'me'>) {
  const { t } = useTranslation();
  const charmed = view.charmed;
  if (!charmed) return null;
  const name = wizardName(view.wizards[charmed.wizard]!);
  const play = (id: string) => legal.find((a) => a.type === 'play' && a.card === id);
  return (
    <section className="charm-prompt" aria-label={t('table.charm.label', { name })} tabIndex={-1} ref={promptRef}>
      <h3>{view.stage === 'charm' ? t('table.charm.heading', { name }) : t('table.charm.seen', { name })}</h3>
      <div className="hand-cards">
        {charmed.cards.map((id) => {
          const a = play(id);
          return (
            <button key={id} type="button" className="card-button" disabled={busy || !a} aria-pressed={charmed.chosen === id} onClick={() => a && onAction(a)}>
              <CardFace id={id} width="var(--hand-card-w, 90px)" highlight={charmed.chosen === id} />
            </button>
          );
        })}
      </div>
    </section>
  );
}
