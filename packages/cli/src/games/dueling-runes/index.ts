import { type DuelingRunesView, PHASES, castFutility, castFutilityText, PHASE_NAME, type Rune, type WizardView, activationOf, duelingRunes, energyRunesOf, parseAction, spellName, spellOf, tableOf, variantTitle } from '@decktet/dueling-runes';
import { activationEnergyText, advancedLines, charmedHandLine, describeAdvancedAction, changedRulesText } from './advanced';
import type { Suit } from '@decktet/decktet';
import type { Style } from '../../terminal/style';
import { type GameAdapter, type RenderContext, packageFile } from '../adapter';

function sequenceText(w: WizardView, { style }: RenderContext): string {
  if (w.sequence.length === 0) return style.dim('(empty)');
  // Oldest on the left, as the cards lie on the table; face-down cards give no runes (DR-14).
  return w.sequence.map((c) => (c.faceUp ? style.card(c.card) : style.dim(`[face down: ${style.card(c.card)}]`))).join('  ');
}

/**
 * "S0 V1 (+1 used) L1": the energy of every type the variant spends, free and used this
 * (mini-)turn — Suns, Waves, Leaves (DR-6), and in the Advanced Game the activation runes too
 * (DRA-2), whose count also shows the rune that activated a spell (DRA-10).
 */
function energyText(w: WizardView, v: DuelingRunesView, { style }: RenderContext): string {
  const free: Partial<Record<Rune, number>> = w.advanced?.runesFree ?? w.energyFree;
  const used: Partial<Record<Rune, number>> = w.advanced?.runesUsed ?? w.energyUsed;
  return energyRunesOf(v.rules)
    .map((r) => `${style.suit(r)}${free[r] ?? 0}${used[r] ? style.dim(` (+${used[r]} used)`) : ''}`)
    .join(' ');
}

function healthText(w: WizardView, { style }: RenderContext): string {
  const text = `${style.plain ? 'HP' : '♥'} ${w.health}/${w.startingHealth}`;
  if (!w.alive) return style.bad(`dead (${w.health})`);
  return w.health * 3 <= w.startingHealth ? style.bad(text) : w.health < w.startingHealth ? style.warn(text) : style.good(text);
}

function wizardBlock(w: WizardView, v: DuelingRunesView, ctx: RenderContext): string[] {
  const { style } = ctx;
  const you = v.seat !== null && w.seat === v.seat ? style.accent(' (you)') : '';
  const who = w.automaton ? style.dim(' (automaton)') : '';
  const status = w.owes ? (w.chosen ? style.dim('  — has chosen') : style.warn('  — to decide')) : '';
  const hand = w.automaton ? '' : `   hand ${w.handSize}`;
  const lines = [`${style.bold(`${w.index + 1} ${w.name}`)}${you}${who}   ${healthText(w, ctx)}${hand}${status}`];
  lines.push(`    spell sequence: ${sequenceText(w, ctx)}`);
  if (w.placed) lines.push(`    placed now: ${style.card(w.placed)}   energy free: ${energyText(w, v, ctx)}`);
  else if (w.sequence.length) lines.push(`    energy in sequence: ${energyText(w, v, ctx)}`);
  if (w.advanced) lines.push(...advancedLines(w, v, ctx));
  if (w.effects.length) lines.push(`    effects: ${w.effects.map((e) => style.accent(e.text)).join('; ')}`);
  return lines;
}

/** What an action does, in the spells' own names: `cast wyrm waves 2 at 2` → "Ice Bolt 2 at Bo". */
export function describeDuelingRunesAction(text: string, raw: unknown): string | null {
  const v = raw as DuelingRunesView;
  const parsed = parseAction(text);
  if (!parsed.ok) return null;
  const a = parsed.value;
  const name = (index: number | null) => (index === null ? '' : (v.wizards[index]?.name ?? `wizard ${index + 1}`));
  switch (a.type) {
    case 'cast': {
      const spell = spellName(spellOf(a.rune, a.energy));
      const power = a.energy ? ` ${a.power}` : '';
      return a.target === null ? `${spell}${power}` : `${spell}${power} at ${a.monster ? `${name(a.target)}'s monster` : name(a.target)}`;
    }
    case 'cast-advanced':
    case 'attack':
      return describeAdvancedAction(a, v);
    case 'counter':
      return `Counter Spell on ${name(a.target)}`;
    case 'mirror':
      return `Magic Mirror on ${name(a.target)}`;
    case 'pass':
      return v.stage === 'react' ? 'no special spell' : v.stage === 'declare' ? 'no spell' : null;
    default:
      return null;
  }
}

/** Why a cast can change nothing, from the seat's view (the game's `castFutility`); null for any other action. */
export function futileDuelingRunesAction(text: string, raw: unknown): string | null {
  const v = raw as DuelingRunesView;
  const parsed = parseAction(text);
  if (!parsed.ok || (parsed.value.type !== 'cast' && parsed.value.type !== 'cast-advanced') || v.seat === null) return null;
  const me = v.wizards.findIndex((w) => w.seat === v.seat);
  const f = me < 0 ? null : castFutility(v, me, parsed.value);
  return f ? castFutilityText(v, me, parsed.value, f) : null;
}

/** The Dueling Runes table: every wizard's health, effects, spell sequence and runes; the viewer's hand. */
export function renderDuelingRunes(raw: unknown, ctx: RenderContext): string {
  const v = raw as DuelingRunesView;
  const { style } = ctx;
  const out: string[] = [];
  const phase = v.phase ? ` · ${v.phase[0]!.toUpperCase()}${v.phase.slice(1)} phase${v.declaringValue !== null ? `, card value ${v.declaringValue}` : ''}` : '';
  // The Advanced Game is named, with the table it is played with (DRA-33; none named: the original one).
  const title = variantTitle(v.rules.variant);
  const variant = title ? ` (${title}${v.rules.variant === 'advanced' ? `, table ${tableOf(v.rules).name}` : ''})` : '';
  out.push(style.bold(`Dueling Runes${variant} — turn ${v.turn}${v.miniTurn ? ' (haste mini-turn)' : ''}`) + phase);
  const changed = changedRulesText(v.rules, style);
  if (changed) out.push(style.warn(changed));
  if (v.prompt) out.push(style.dim(v.prompt));
  out.push('');
  for (const w of v.wizards) out.push(...wizardBlock(w, v, ctx));
  out.push('');
  if (v.declared.length) out.push(`Declared, about to take effect: ${v.declared.map((d) => style.warn(d.text)).join('; ')}`);
  if (v.offered) out.push(`The confused automaton drew ${style.card(v.offered)}: keep it, or make it redraw once.`);
  const top = v.discardPile[v.discardPile.length - 1];
  out.push(`Draw pile: ${v.drawPileSize} cards   Discard pile: ${v.discardPile.length}${top ? ` (top: ${style.card(top)})` : ''}`);
  const recipe = (runes: readonly Suit[]) => runes.map((r) => style.suit(r)).join('+');
  out.push(style.dim(`Counter Spell = ${recipe(v.rules.counterSpell)}, Magic Mirror = ${recipe(v.rules.magicMirror)} (from the hand)`));
  if (v.seat !== null) {
    out.push(`Your hand: ${v.hand.length ? v.hand.map((c) => style.card(c)).join(', ') : '(empty)'}`);
    const charmed = charmedHandLine(v, ctx);
    if (charmed) out.push(charmed);
    if (v.myChoice) out.push(`Your choice: ${v.myChoice} ${style.dim('(hidden until everyone has chosen)')}`);
    if (v.myAmnesia) {
      const target = v.wizards[v.myAmnesia.target]!;
      out.push(`Amnesia: turn ${v.myAmnesia.count} of ${target.name}'s face-up cards face down: ${v.myAmnesia.faceUp.map((c) => style.card(c)).join(', ')}`);
    }
  }
  return out.join('\n');
}

/**
 * The legend's line on runes, for the variant being played: which runes are energy and which cast
 * (DR-4), and in the Advanced Game which activation runes the recipes spend as energy too (DRA-2).
 */
export function runesLegend(rules: DuelingRunesView['rules'] | undefined, style: Style): string {
  const { suit, plain } = style;
  const energy = energyRunesOf({ variant: 'basic' }).map((r) => suit(r)).join(' ');
  const activation = PHASES.map((p) => suit(activationOf(p))).join(' ');
  const also = activationEnergyText(rules, style);
  return `Runes: ${energy} energy; ${activation} cast ${PHASES.map((p) => PHASE_NAME[p]).join(', ')} spells (DR-4)${also ? `; ${also}` : ''}; ${plain ? 'HP' : '♥'} is health.`;
}

export const duelingRunesAdapter: GameAdapter = {
  game: duelingRunes,
  defaultSeats: 'human,ai:normal',
  automaton: true,
  seatNumbers: [{ flag: 'health', description: 'starting health', min: 1 }],
  // One player is solitaire against the automaton (DR-21); --health counts the automaton too.
  config: ({ seats, seatNumbers: { health } }) => ({ players: seats, ...(health ? { health: health.length === 1 ? health[0] : health } : {}) }),
  rules: () => packageFile('@decktet/dueling-runes', 'RULES.md'),
  render: renderDuelingRunes,
  tableLine: (raw) => {
    const v = raw as DuelingRunesView;
    return v.wizards.map((w) => w.name).join(' vs ') + (v.rules.players === 1 ? ' (solitaire)' : '');
  },
  variant: (raw) => variantTitle((raw as DuelingRunesView).rules.variant),
  describe: describeDuelingRunesAction,
  futile: futileDuelingRunesAction,
  legend: (style, raw) => runesLegend((raw as DuelingRunesView | null)?.rules, style),
  // A reaction window (DR-16) may always be declined: that is the one decision auto-pass takes.
  autoPass: (raw, legal) => {
    const v = raw as DuelingRunesView;
    if (v.stage !== 'react' || !legal.includes('pass')) return null;
    return { action: 'pass', what: `the reaction window after ${v.reactionAfter === 'declare' ? 'the declaration' : 'the reveal'} in turn ${v.turn}` };
  },
};
