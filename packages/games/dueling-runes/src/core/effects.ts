/** The effects a wizard is under, as a view shows them with how long each still holds (DR-19). */

/** An effect on a wizard, with how long it lasts (the Advanced Game adds its lasting effects, DRA-23). */
export interface EffectView {
  kind: 'resist-cold' | 'resist-heat' | 'haste' | 'invisibility' | 'confusion' | 'shield' | 'counter-spell' | 'magic-mirror' | 'veil' | 'protection' | 'poison' | 'fear' | 'charm' | 'electric-touch';
  /** Turns it still holds counting the current one (0 for one that starts next turn: see `startsIn`). */
  turnsLeft: number;
  /** Turns until it starts (0: in effect now). */
  startsIn: number;
  /** The last turn it holds. */
  until: number;
  /** A veil (DR-8): the card value up to which Knot spells do not see the wizard this turn. */
  cardValue?: number;
  /** Poison (DRA-15): the health it takes at each end of turn. */
  amount?: number;
  /** Charm (DRA-17): the charmer. */
  by?: number;
  /** A readable line: "Resist Heat: this turn and 2 more". */
  text: string;
}

/** An effect from turn `from` through `until` (0: none), as of `turn`; nothing once it is over. */
export function timedEffect(kind: EffectView['kind'], name: string, from: number, until: number, turn: number, extra: Pick<EffectView, 'amount' | 'by'> = {}): EffectView | null {
  if (from === 0 || until < turn) return null;
  const startsIn = Math.max(0, from - turn);
  const turnsLeft = startsIn ? 0 : until - turn + 1;
  const later = from === until ? `turn ${from}` : `turns ${from}–${until}`;
  const text = startsIn ? `${name}: ${later}` : `${name}: ${turnsLeft === 1 ? 'this turn' : `this turn and ${turnsLeft - 1} more`}`;
  return { kind, turnsLeft, startsIn, until, ...extra, text };
}
