/**
 * Properties of whole random duels of the Advanced Game (fast-check): no card is lost or
 * duplicated; a monster's health stays within (0, its summoned health] (DRA-14); lasting effects
 * end when their timers say (DRA-23, DRA-25); no view shows a hand to a seat that may not see it,
 * a charmed hand included (DR-19, DRA-17).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@decktet/decktet';
import { CARD_IDS } from './core/cards';
import { charmerOf } from './advanced/charm';
import { SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import { duelingRunes } from './game';
import { Scratch } from './fast/scratch';
import { rulesOf } from './variants';
import { cardOf } from './core/sequence';
import type { DuelingRunesState } from './core/state';
import { act } from './core/turn';

const CONFIGS = [{ health: 8 }, { courts: true, health: 6 }, { players: 3, health: 6 }, { players: 4, courts: true, health: 5 }, { players: 1, health: [8, 10] }];

function allCards(s: DuelingRunesState): number[] {
  const cards = [...s.drawPile, ...s.discardPile];
  for (const w of s.wizards) cards.push(...w.hand, ...w.sequence.map(cardOf));
  if (s.offered >= 0) cards.push(s.offered);
  return cards;
}

/** Problems with what each seat's view shows of the hands: its own, the one it charms, no other. */
function handLeaks(s: DuelingRunesState): string[] {
  const problems: string[] = [];
  for (const seat of [null, ...s.names.map((_, i) => i)]) {
    const view = duelingRunes.view(s, seat);
    const text = JSON.stringify(view);
    const charms = seat === null ? -1 : s.wizards.findIndex((w) => charmerOf(s, w) === seat);
    if (seat !== null && view.hand.join() !== s.wizards[seat]!.hand.map((c) => CARD_IDS[c]).join()) problems.push(`seat ${seat} does not see its own hand`);
    if ((view.charmed?.wizard ?? -1) !== charms) problems.push(`seat ${seat} sees the hand of wizard ${view.charmed?.wizard} while it charms ${charms}`);
    s.wizards.forEach((w, i) => {
      if (i === seat || i === charms) return;
      for (const c of w.hand) if (text.includes(`"${CARD_IDS[c]}"`)) problems.push(`seat ${seat} sees ${CARD_IDS[c]} in ${w.name}'s hand`);
    });
  }
  return problems;
}

describe('properties of whole random duels of the Advanced Game (fast-check)', () => {
  it('DRA-14, DRA-17, DRA-23, DRA-25, DR-19: cards, monsters\' health, timers and hands seen hold at every step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...CONFIGS), (seed, raw) => {
        const config = configSchema.parse({ ...SIMULATION_CONFIG, maxTurns: 40, variant: 'advanced', ...raw });
        const setup = duelingRunes.setup(config, `advanced-property-${seed}`);
        if (!setup.ok) throw new Error(setup.error.message);
        const s = setup.value;
        const expected = config.courts ? 45 : 41;
        const rng = Rng.seeded(`advanced-moves-${seed}`);
        const scratch = new Scratch(config, rulesOf(config.variant));
        let lastTurn = 0;
        const check = (ok: boolean, what: string) => {
          if (!ok) throw new Error(`turn ${s.turn} (${s.stage}): ${what}`);
        };
        for (let step = 0; ; step++) {
          const cards = allCards(s);
          check(cards.length === expected && new Set(cards).size === expected, `${cards.length} distinct cards instead of ${expected}`);
          for (const w of s.wizards) {
            const m = w.advanced!.monster;
            if (m) check(w.alive && m.health > 0 && m.health <= m.maxHealth, `${w.name}'s ${m.kind} has ${m.health} of ${m.maxHealth} health`);
          }
          if (s.turn !== lastTurn && (s.stage === 'choose' || s.stage === 'charm')) {
            // A new turn: every effect whose last turn has passed has ended (DRA-25).
            for (const w of s.wizards) {
              const a = w.advanced!;
              for (const [name, until] of Object.entries({ protection: a.protectionUntil, poison: a.poisonUntil, fear: a.fearUntil, touch: a.touchUntil, charm: a.charmUntil })) {
                check(until === 0 || until >= s.turn, `${w.name}'s ${name} (through turn ${until}) outlived its time`);
              }
              check((a.poisonLoss > 0) === (a.poisonUntil > 0), `${w.name}'s poison loss ${a.poisonLoss} through turn ${a.poisonUntil}`);
              check((a.charmedBy >= 0) === (a.charmUntil > 0), `${w.name} charmed by ${a.charmedBy} through turn ${a.charmUntil}`);
              if (a.monster) check(a.monster.fearUntil === 0 || a.monster.fearUntil >= s.turn, `${w.name}'s monster's fear outlived its time`);
            }
            lastTurn = s.turn;
          }
          if (step % 3 === 0) {
            const leaks = handLeaks(s);
            check(leaks.length === 0, leaks.join('; '));
          }
          const pending = duelingRunes.pending(s);
          if (!pending.length) break;
          check(step < 20_000, 'the duel does not end');
          const seat = rng.pick(pending);
          act(s, seat, rng.pick(duelingRunes.legalActions(s, seat)), false, scratch);
        }
        expect(duelingRunes.outcome(s)!.results).toHaveLength(config.players);
      }),
      { numRuns: 60 },
    );
  });

  it('the random duels reach every stage and every kind of advanced line, monsters and charms included', () => {
    const stages = new Set<string>();
    const lines = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const config = configSchema.parse({ ...SIMULATION_CONFIG, maxTurns: 40, variant: 'advanced', ...CONFIGS[g % CONFIGS.length] });
      let s = duelingRunes.setup(config, `advanced-reach-${g}`);
      if (!s.ok) throw new Error(s.error.message);
      let state = s.value;
      const rng = Rng.seeded(`advanced-reach-moves-${g}`);
      while (!duelingRunes.outcome(state)) {
        stages.add(state.stage);
        const seat = rng.pick(duelingRunes.pending(state));
        s = duelingRunes.apply(state, seat, rng.pick(duelingRunes.legalActions(state, seat)));
        if (!s.ok) throw new Error(s.error.message);
        state = s.value;
      }
      for (const line of state.log) {
        const e = line.event as { type: string; result?: string };
        lines.add(e.result ? `${e.type}:${e.result}` : e.type);
      }
    }
    expect([...stages].sort()).toEqual(['amnesia', 'attack', 'charm', 'choose', 'declare', 'react', 'redraw']);
    // Electric Touch's shocks and the charmed automaton's draws are rarer: their scenarios are in advanced-lasting and advanced-charm.
    for (const kind of ['attack:loses', 'attack:blocked', 'hold', 'monster-gone', 'poison', 'cast:summons', 'cast:protected', 'cast:poisoned', 'cast:feared', 'cast:charmed', 'cast:touched', 'cast:disenchanted', 'cast:won-over', 'cast:destroyed', 'cast:dispelled']) {
      expect(lines, kind).toContain(kind);
    }
  });
});
