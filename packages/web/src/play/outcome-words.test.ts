import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { i18n } from '../i18n';
import { duelingRunesUi } from '../games/dueling-runes/ui';
import { hieroglyphsUi } from '../games/hieroglyphs/ui';
import { outcomeInWords } from './outcome-words';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function finished(game: AnyGame, config: unknown, seed: string, names: string[]): BaseState {
  let s = unwrap(game.setup(game.configSchema.parse(config), seed, { names }));
  const rng = Rng.seeded(seed);
  while (game.outcome(s) === null) {
    const seat = game.pending(s)[0]!;
    s = unwrap(game.apply(s, seat, rng.pick(game.legalActions(s, seat))));
  }
  return s;
}

const GAMES = [
  { ui: duelingRunesUi, state: finished(duelingRunes, { players: 2, health: 3 }, 'result-dr', ['Ada', 'Bo']), es: /^(Ada|Bo) gana con \d+ de vida\.$/ },
  { ui: duelingRunesUi, state: finished(duelingRunes, { players: 1, health: [3, 3] }, 'result-solo', ['Ada']), es: /^(Ada|Autómata) gana con \d+ de vida\.$/ },
  { ui: hieroglyphsUi, state: finished(hieroglyphs, {}, 'result-hg', ['Ada', 'Bo']), es: /gana|empate/ },
];

describe("a finished game's result in the player's language", () => {
  it("is the game's own summary in English", () => {
    for (const { ui, state } of GAMES) {
      const outcome = ui.game.outcome(state)!;
      expect(outcomeInWords(ui, state, outcome)).toBe(outcome.summary);
    }
  });

  it('is the last line of the log, worded in Spanish, in Spanish', async () => {
    await i18n.changeLanguage('es');
    for (const { ui, state, es } of GAMES) {
      const outcome = ui.game.outcome(state)!;
      const words = outcomeInWords(ui, state, outcome);
      expect(words).not.toBe(outcome.summary);
      expect(words).toMatch(es);
      expect(words).not.toMatch(/\bwins\b|\bhealth\b/);
    }
  });
});
