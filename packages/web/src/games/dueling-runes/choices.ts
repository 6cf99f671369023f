import { card } from '@decktet/decktet';
import { type DuelingRunesAction, type SpellId, spellOf } from '@decktet/dueling-runes';

export type CastAction = Extract<DuelingRunesAction, { type: 'cast' }>;
export type ReactionAction = Extract<DuelingRunesAction, { type: 'counter' | 'mirror' }>;
export type HideAction = Extract<DuelingRunesAction, { type: 'hide' }>;

export interface SpellOption {
  spell: SpellId;
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
    const spell = spellOf(a.rune, a.energy);
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

export type SpecialKind = ReactionAction['type'];

/** The special spells on offer, in the order the rules list them. */
export function specialKinds(legal: readonly DuelingRunesAction[]): SpecialKind[] {
  const kinds = new Set(reactions(legal).map((a) => a.type));
  return (['counter', 'mirror'] as const).filter((k) => kinds.has(k));
}

/** The wizards a special spell may be cast on, in wizard order. */
export function specialTargets(legal: readonly DuelingRunesAction[], kind: SpecialKind): number[] {
  return [...new Set(reactions(legal).filter((a) => a.type === kind).map((a) => a.target))].sort((a, b) => a - b);
}

/**
 * The ways to pay for a special spell on a target (each a minimal set of hand cards, DR-16), the
 * cheapest first: fewest cards, then fewest runes given up, then chart order.
 */
export function discardChoices(legal: readonly DuelingRunesAction[], kind: SpecialKind, target: number): ReactionAction[] {
  const runes = (a: ReactionAction) => a.discard.reduce((n, id) => n + card(id).suits.length, 0);
  return reactions(legal)
    .filter((a) => a.type === kind && a.target === target)
    .map((a, i) => ({ a, i }))
    .sort((x, y) => x.a.discard.length - y.a.discard.length || runes(x.a) - runes(y.a) || x.i - y.i)
    .map((x) => x.a);
}
