/**
 * Dueling Runes gifts of the Advanced Game, read from the deciding seat's view alone (docs/ai.md,
 * "Gifts"), besides those every spell shares (a protection that stops it, a mirror that turns it
 * back, a hindering spell on yourself, a helping one on another wizard — `gifts.ts`):
 * - Remove Enchantment on yourself while you carry protections and nothing harmful (DRA-19);
 * - Dispel Magic that ends more of your protections and monsters than of the others' (DRA-20);
 * - a monster attack that a protection standing on its target blocks (DRA-13).
 */
import { type DuelingRunesAction, type DuelingRunesView, type EffectView, type SpellId, type WizardView, spellName } from '@decktet/dueling-runes';

/** Effects that help the wizard they stand on; the others (Poison, Fear, Charm, Confusion) harm it. */
const HELPFUL: ReadonlySet<EffectView['kind']> = new Set(['resist-cold', 'resist-heat', 'haste', 'invisibility', 'shield', 'protection', 'electric-touch']);
const HARMFUL: ReadonlySet<EffectView['kind']> = new Set(['poison', 'fear', 'charm', 'confusion']);

const countOf = (w: WizardView, kinds: ReadonlySet<EffectView['kind']>) => w.effects.filter((e) => kinds.has(e.kind)).length;
const isCountered = (w: WizardView) => w.timers.countered;

/** What Dispel Magic takes from a wizard's side: its helpful effects and its monster (its harmful effects it gains back). */
function dispelLoss(w: WizardView): number {
  if (!w.alive) return 0;
  const monster = w.advanced?.monster ? 1 : 0;
  return isCountered(w) ? monster : countOf(w, HELPFUL) + monster - countOf(w, HARMFUL);
}

type SpellGift = (view: DuelingRunesView, me: number, spell: SpellId, target: number | null) => string | null;

/** Why an advanced cast at a wizard (or at nobody) is a gift, or null. */
export function advancedGift(view: DuelingRunesView, me: number, spell: SpellId, target: number | null, shared: SpellGift): string | null {
  const mine = view.wizards[me]!;
  if (spell === 'dispel-magic') {
    const theirs = view.wizards.filter((w) => w.index !== me).reduce((n, w) => n + dispelLoss(w), 0);
    const yours = dispelLoss(mine);
    return yours > theirs ? `Dispel Magic takes more of your protections and monsters (${yours}) than of the others' (${theirs})` : null;
  }
  if (spell === 'remove-enchantment' && target === me) {
    return countOf(mine, HELPFUL) > 0 && countOf(mine, HARMFUL) === 0 && !isCountered(mine) ? 'Remove Enchantment on yourself: it ends only your own protections' : null;
  }
  return shared(view, me, spell, target);
}

/** Why a monster attack is a gift: a protection standing on the wizard it attacks blocks it (DRA-13). */
export function attackGift(view: DuelingRunesView, me: number, a: Extract<DuelingRunesAction, { type: 'attack' }>): string | null {
  if (a.monster) return null;
  const monster = view.wizards[me]!.advanced?.monster;
  const t = view.wizards[a.target]!;
  const by = monster?.blockedBy.find((p) => t.effects.some((e) => e.kind === p && e.startsIn === 0));
  return by ? `an attack at ${t.name}, whose ${spellName(by)} blocks it` : null;
}
