/**
 * The game's `castFutility` said to the caster in the player's language: why a cast can change
 * nothing (a Heal at full health, an effect already standing as long, a lasting spell that ends
 * before it can work, a removal with nothing to end, a spell a protection stops). The sentence is
 * built from the facts, never from the game's English text.
 */
import { type CastAction, type DuelingRunesView, type Futility, type SpellId, castFutility, spellOf } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { aimName } from './advanced-aim';
import { protectedBy } from './guidance';
import { phaseName, spellName, wizardName } from './words';

/** "this turn", "next turn", "turn 4". */
function turnWords(view: DuelingRunesView, until: number): string {
  if (until === view.turn) return i18n.t('table.futile.thisTurn');
  if (until === view.turn + 1) return i18n.t('table.futile.nextTurn');
  return i18n.t('table.futile.turn', { turn: until });
}

/** The spell a cast names. */
export const castSpell = (cast: CastAction): SpellId => (cast.type === 'cast' ? spellOf(cast.rune, cast.energy) : cast.spell);

/** A `Futility` of a cast by wizard `me`, in a sentence for the caster. */
export function futilityInWords(view: DuelingRunesView, me: number, spell: SpellId, f: Futility): string {
  const name = spellName(spell);
  if (f.why === 'nothing-to-dispel') return i18n.t('table.futile.nothingToDispel', { spell: name });
  const you = f.target === me && !('monster' in f && f.monster);
  const who = 'monster' in f && f.monster ? aimName(view, f.target, true, me) : wizardName(view.wizards[f.target]!);
  switch (f.why) {
    case 'blocked':
      return you ? i18n.t('table.stop.blockedOwn', { protected: protectedBy(f.by, null), spell: name }) : i18n.t('table.stop.blocked', { protected: protectedBy(f.by, who), spell: name });
    case 'full-health':
      return i18n.t('table.futile.fullHealth', { spell: name });
    case 'already-standing': {
      const facts = { name: who, effect: spellName(f.effect), when: turnWords(view, f.until), spell: name };
      return you ? i18n.t('table.futile.alreadyYou', facts) : i18n.t('table.futile.already', facts);
    }
    case 'ends-first': {
      const before = f.acts === 'placement' ? i18n.t('table.futile.beforePlacement', { name: who }) : i18n.t('table.futile.beforePhase', { phase: phaseName(f.acts) });
      if (f.still === 'draws-one-more') return i18n.t('table.futile.endsFirstDraws', { spell: name, when: turnWords(view, f.until), before, name: who });
      return i18n.t('table.futile.endsFirst', { spell: name, when: turnWords(view, f.until), before });
    }
    case 'nothing-face-up':
      return you ? i18n.t('table.futile.nothingFaceUpYou', { spell: name }) : i18n.t('table.futile.nothingFaceUp', { name: who, spell: name });
    case 'nothing-to-end':
      return you ? i18n.t('table.futile.nothingToEndYou', { spell: name }) : i18n.t('table.futile.nothingToEnd', { name: who, spell: name });
  }
}

/** Why cast `cast` of wizard `me` can change nothing, in the player's language; null if it can change something. */
export function castFutilityInWords(view: DuelingRunesView, me: number, cast: CastAction): string | null {
  const f = castFutility(view, me, cast);
  return f ? futilityInWords(view, me, castSpell(cast), f) : null;
}
