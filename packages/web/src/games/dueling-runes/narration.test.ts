import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, configSchema, describeAction, duelingRunes, turnOf } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { duelingRunesTurnOf, narrateDuelingRunes } from './narration';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];
const CONFIGS = [{ players: 2, health: 5 }, { players: 3, courts: true, health: 4 }, { players: 1, health: [3, 5] }, { players: 2, health: 12, variant: 'advanced' }, { players: 3, health: 8, variant: 'advanced' }, { players: 1, health: [10, 10], variant: 'advanced' }];

/** Every decision of random duels: the state before it, its seat and action, for every viewer. */
function decisions(): { before: DuelingRunesState; seat: number; action: DuelingRunesAction }[] {
  const all: { before: DuelingRunesState; seat: number; action: DuelingRunesAction }[] = [];
  CONFIGS.forEach((config, c) => {
    for (let g = 0; g < 4; g++) {
      const parsed = configSchema.parse({ ...config, maxTurns: 25 });
      let s: DuelingRunesState = unwrap(duelingRunes.setup(parsed, `narrate-${c}-${g}`, { names: NAMES.slice(0, parsed.players) }));
      const rng = Rng.seeded(`narrate-moves-${c}-${g}`);
      while (s.stage !== 'over') {
        const seat = rng.pick(duelingRunes.pending(s));
        const action = rng.pick(duelingRunes.legalActions(s, seat));
        all.push({ before: s, seat, action });
        s = unwrap(duelingRunes.apply(s, seat, action));
      }
    }
  });
  return all;
}
const played = decisions();
const viewers = (s: DuelingRunesState) => [null, ...s.wizards.flatMap((w) => (w.seat === null ? [] : [w.seat]))];

describe("Dueling Runes' actions in the player's language (replays, reviews)", () => {
  it("say in English exactly what the game's own words say, for every viewer, secrets kept", () => {
    const kinds = new Set<string>();
    for (const { before, seat, action } of played) {
      for (const viewer of viewers(before)) expect(narrateDuelingRunes(before, seat, action, viewer)).toBe(describeAction(before, seat, action, viewer));
      expect(duelingRunesTurnOf(before)).toEqual(turnOf(before));
      kinds.add(`${action.type}:${before.stage}`);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  });

  it('speak Spanish, card titles aside, and keep the same secrets', async () => {
    await i18n.changeLanguage('es');
    for (const { before, seat, action } of played) {
      for (const viewer of viewers(before)) {
        const spanish = narrateDuelingRunes(before, seat, action, viewer);
        expect(spanish).not.toBe(describeAction(before, seat, action, viewer));
        // What a card choice hides from the others stays hidden in Spanish too.
        const english = describeAction(before, seat, action, viewer);
        if (action.type === 'play' && !english.includes('(')) expect(spanish).not.toMatch(/\(\d+\)/);
      }
    }
    expect(duelingRunesTurnOf(played[0]!.before).title).toBe('Turno 1');
    const first = played.find((p) => p.action.type === 'play' && p.before.wizards.length === 2)!;
    expect(narrateDuelingRunes(first.before, first.seat, first.action, first.seat)).toMatch(/^(Ada|Bo) coloca (el [A-Z][a-z ]+|el As de [A-Z][a-z]+) \(\d+\)$/);
    expect(narrateDuelingRunes(first.before, first.seat, first.action, null)).toMatch(/^(Ada|Bo) coloca una carta$/);
  });
});
