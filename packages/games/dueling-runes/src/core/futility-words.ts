/**
 * A `Futility` in English, for the terminal and the logs: "Bo is already confused next turn: the
 * Confusion would change nothing". The web says the same facts in the player's language.
 */
import type { Futility } from './futility';
import { PROTECTION_WORDS } from './protections';
import { type SpellId, spellName } from './spells-table';
import type { DuelingRunesView } from './view';

/** "turn 4" or "this turn". */
function turnWords(view: DuelingRunesView, until: number): string {
  return until === view.turn ? 'this turn' : until === view.turn + 1 ? 'next turn' : `turn ${until}`;
}

/** What the effect standing on a wizard is, in words: "resists cold", "is shielded", "is feared". */
const STANDS: Partial<Record<SpellId, { third: string; second: string }>> = {
  ...PROTECTION_WORDS,
  haste: { third: 'is hasted', second: 'are hasted' },
  invisibility: { third: 'is invisible', second: 'are invisible' },
  confusion: { third: 'is confused', second: 'are confused' },
  poison: { third: 'is poisoned', second: 'are poisoned' },
  fear: { third: 'is feared', second: 'are feared' },
  charm: { third: 'is charmed by you', second: 'are charmed by yourself' },
  'electric-touch': { third: 'is under Electric Touch', second: 'are under Electric Touch' },
};

/** When an effect does its work, in words. */
const WORKS: Record<Extract<Futility, { why: 'ends-first' }>['acts'], string> = {
  moon: 'before the next Moon phase',
  wyrm: 'before the next Wyrm phase',
  knot: 'before the next Knot phase',
  placement: 'before another card is placed',
};

/** A `Futility` of a cast by wizard `caster` of spell `spell`, in a sentence for the caster. */
export function futilityText(view: DuelingRunesView, caster: number, spell: SpellId, f: Futility): string {
  const name = spellName(spell);
  if (f.why === 'nothing-to-dispel') return `No lasting effect or monster stands: the ${name} would change nothing`;
  const target = f.target === caster ? 'you' : view.wizards[f.target]!.name;
  const whose = 'monster' in f && f.monster ? `${target === 'you' ? 'your' : `${target}'s`} monster` : target;
  const you = f.target === caster && !('monster' in f && f.monster);
  const Who = you ? 'You' : whose;
  switch (f.why) {
    case 'blocked':
      return `${Who} ${you ? PROTECTION_WORDS[f.by].second : PROTECTION_WORDS[f.by].third}: the ${name} would change nothing`;
    case 'full-health':
      return `You are at full health: the ${name} would change nothing`;
    case 'already-standing': {
      const words = STANDS[f.effect] ?? { third: `is under ${spellName(f.effect)}`, second: `are under ${spellName(f.effect)}` };
      return `${Who} ${you ? words.second : words.third} through ${turnWords(view, f.until)} already: the ${name} would change nothing`;
    }
    case 'ends-first': {
      const ends = `the ${name} would end ${turnWords(view, f.until) === 'this turn' ? 'this turn' : `after ${turnWords(view, f.until)}`}, ${WORKS[f.acts]}`;
      return f.still === 'draws-one-more' ? `${ends}: it would only make ${whose} draw one card more` : `${ends}: it would change nothing`;
    }
    case 'nothing-face-up':
      return `${Who} ${you ? 'have' : 'has'} no face-up card: the ${name} would change nothing`;
    case 'nothing-to-end':
      return `${Who} ${you ? 'are' : 'is'} under no lasting effect: the ${name} would change nothing`;
  }
}
