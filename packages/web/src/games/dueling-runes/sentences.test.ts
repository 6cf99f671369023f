import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, type DuelingRunesView, SPECIAL_SPELL, SPELLS, SPELL_IDS, duelingRunes, reactionEffects, spellOf, whatItWouldCast, wouldBeStopped } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { reactionEffectInWords, stopInWords } from './guidance';
import { choiceInWords, declarationInWords, effectInWords, promptOf } from './status';
import { energyAmount, spellName } from './words';

afterEach(() => i18n.changeLanguage('en'));

/** Every view every seat sees along seeded random duels of each size (solitaire too), basic and advanced. */
function* views(): Generator<{ view: DuelingRunesView; legal: DuelingRunesAction[]; me: number }> {
  for (const [players, variant] of [1, 2, 3, 4].flatMap((p) => [[p, 'basic'], [p, 'advanced']] as const)) {
    for (let seed = 0; seed < 3; seed++) {
      let s: DuelingRunesState = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({ players, variant }), variant === 'basic' ? `words-${players}-${seed}` : `words-${variant}-${players}-${seed}`));
      const rng = Rng.seeded(`words-moves-${variant === 'basic' ? '' : 'advanced-'}${players}-${seed}`);
      for (let step = 0; step < 150 && duelingRunes.pending(s).length; step++) {
        for (const seat of duelingRunes.pending(s)) {
          const view = duelingRunes.view(s, seat);
          yield { view, legal: duelingRunes.legalActions(s, seat), me: view.wizards.findIndex((w) => w.seat === seat) };
        }
        const seat = rng.pick(duelingRunes.pending(s));
        s = unwrap(duelingRunes.apply(s, seat, rng.pick(duelingRunes.legalActions(s, seat))));
      }
    }
  }
}

describe("the table's sentences", () => {
  it('say in English what the game says, built from the view\'s facts rather than its text', () => {
    const seen = { declared: 0, effects: 0, stops: 0, reactions: 0, prompts: 0, choices: 0 };
    for (const { view, legal, me } of views()) {
      for (const d of view.declared) {
        expect(declarationInWords(view, d)).toBe(d.text);
        seen.declared++;
      }
      for (const w of view.wizards) {
        for (const e of w.effects) {
          expect(effectInWords(e, view.turn, view)).toBe(e.text);
          seen.effects++;
        }
      }
      // The game lists the wizards it waits for with commas; the table in words ("Ada and Bo").
      if (view.wizards.filter((w) => w.owes).length <= 1) {
        expect(promptOf(view)).toBe(view.prompt);
        seen.prompts++;
      }
      // A special spell is offered once per way to pay for it: its sentences depend on the spell and target alone.
      const asked = new Set<string>();
      for (const a of legal) {
        const key = a.type === 'counter' || a.type === 'mirror' ? `${a.type} ${a.target}` : duelingRunes.formatAction(a);
        if (asked.has(key)) continue;
        asked.add(key);
        // Any choice, once made, is said in words (never in the rules' notation).
        expect(choiceInWords(duelingRunes.formatAction(a), view, me)).toMatch(/^You (chose |passed$|declared |cast )/);
        seen.choices++;
        if (a.type === 'cast') {
          const stop = wouldBeStopped(view, me, a, a.target ?? me);
          if (stop) expect(stopInWords(view, me, { id: spellOf(a.rune, a.energy), power: a.power }, stop)).toBe(stop.text);
          seen.stops += stop ? 1 : 0;
        }
        if (a.type === 'counter' || a.type === 'mirror') {
          const stop = wouldBeStopped(view, me, { special: a.type }, a.target);
          if (stop) expect(stopInWords(view, me, { id: SPECIAL_SPELL[a.type], power: 0 }, stop)).toBe(stop.text);
          for (const effect of reactionEffects(view, me, a.type, a.target)) {
            expect(reactionEffectInWords(view, me, effect)).toBe(effect.text);
            seen.reactions++;
          }
        }
        // A charmer's play places the charmed wizard's card (DRA-17), not one of its own hand.
        if (a.type === 'play' && view.stage !== 'charm') {
          for (const phase of whatItWouldCast(view, view.seat!, a.card).phases) {
            for (const stop of phase.outOfReach) expect(stopInWords(view, me, { id: spellOf(phase.rune, null), power: 0 }, stop)).toBe(stop.text);
            for (const w of phase.warnings) {
              expect(stopInWords(view, me, { id: w.id, power: phase.spells.find((s) => s.id === w.id)!.power }, w.stop)).toBe(w.stop.text);
              seen.stops++;
            }
          }
        }
      }
    }
    // The duels walked through reach every kind of sentence, many times.
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(20);
  });

  it('name every spell as the rules do in English, and with the fixed Spanish names', async () => {
    for (const id of SPELL_IDS) expect(spellName(id)).toBe(SPELLS[id].name);
    await i18n.changeLanguage('es');
    expect(SPELL_IDS.map(spellName)).toEqual([
      'Resistir el frío',
      'Resistir el calor',
      'Curar',
      'Escudo',
      'Bola de fuego',
      'Rayo de hielo',
      'Drenar',
      'Golpe',
      'Prisa',
      'Invisibilidad',
      'Amnesia',
      'Confusión',
      'Contrahechizo',
      'Espejo mágico',
      'Invocar trol',
      'Invocar elemental de fuego',
      'Invocar elemental de hielo',
      'Protección',
      'Relámpago',
      'Veneno',
      'Miedo',
      'Encantamiento',
      'Toque eléctrico',
      'Quitar encantamiento',
      'Disipar magia',
    ]);
    expect([energyAmount('suns', 1), energyAmount('leaves', 3)]).toEqual(['1 Sol', '3 Hojas']);
  });

  it('name a single later turn alone, a span of turns from first to last (DR-12, DR-15)', async () => {
    const confusion = { kind: 'confusion' as const, turnsLeft: 0, startsIn: 1, until: 5, text: '' };
    const haste = { kind: 'haste' as const, turnsLeft: 0, startsIn: 1, until: 6, text: '' };
    expect([effectInWords(confusion, 4), effectInWords(haste, 4)]).toEqual(['Confusion: turn 5', 'Haste: turns 5–6']);
    await i18n.changeLanguage('es');
    expect([effectInWords(confusion, 4), effectInWords(haste, 4)]).toEqual(['Confusión: turno 5', 'Prisa: turnos 5–6']);
  });
});
