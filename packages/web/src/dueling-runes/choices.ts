import { ENERGY_WORDS, RUNE_WORDS, SPELL_NAMES, type DuelingRunesAction } from '@decktet/dueling-runes';

export type CastAction = Extract<DuelingRunesAction, { type: 'cast' }>;
export type ReactionAction = Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }>;
export type HideAction = Extract<DuelingRunesAction, { type: 'hide' }>;

/** The spell a cast declares (DR-5): its row is the rune, its column the energy. */
export function spellName(a: Pick<CastAction, 'rune' | 'energy'>): string {
  const row = SPELL_NAMES[RUNE_WORDS.indexOf(a.rune)]!;
  return row[a.energy === null ? 3 : ENERGY_WORDS.indexOf(a.energy)]!;
}

export interface SpellOption {
  spell: string;
  rune: CastAction['rune'];
  energy: CastAction['energy'];
  /** Each castable power, with the targets it may be aimed at (null: the caster, for Moon spells). */
  powers: { power: number; casts: CastAction[] }[];
}

/** The legal casts grouped by spell and power, in the order of the spell table. */
export function spellOptions(legal: readonly DuelingRunesAction[]): SpellOption[] {
  const out: SpellOption[] = [];
  for (const a of legal) {
    if (a.type !== 'cast') continue;
    const spell = spellName(a);
    let opt = out.find((o) => o.spell === spell);
    if (!opt) out.push((opt = { spell, rune: a.rune, energy: a.energy, powers: [] }));
    let p = opt.powers.find((x) => x.power === a.power);
    if (!p) opt.powers.push((p = { power: a.power, casts: [] }));
    p.casts.push(a);
  }
  for (const o of out) o.powers.sort((a, b) => a.power - b.power);
  return out;
}

export const reactions = (legal: readonly DuelingRunesAction[]) => legal.filter((a): a is ReactionAction => a.type === 'counter' || a.type === 'mirror');
export const hides = (legal: readonly DuelingRunesAction[]) => legal.filter((a): a is HideAction => a.type === 'hide');
export const plays = (legal: readonly DuelingRunesAction[]) => legal.filter((a): a is Extract<DuelingRunesAction, { type: 'play' }> => a.type === 'play');
export const findSimple = (legal: readonly DuelingRunesAction[], type: 'pass' | 'keep' | 'redraw') => legal.find((a) => a.type === type);
