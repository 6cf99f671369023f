import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, goofspiel, parseConfig, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';
import { createBot } from './create-bot';
import { step } from './ismcts';
import { BOT_GAMES } from './registry';
import { difficultySpec, formatBotSpec } from './spec';

/** A game's expert search without its safety stop (a busy test machine must not cut it short). */
const expert = (game: AnyGame) => formatBotSpec(difficultySpec('expert', BOT_GAMES.find(game.id)?.difficulties));

/**
 * Bots never see hidden state: two states that differ only in what a seat cannot know give that
 * seat the same view, and every bot, fed that view, decides the same.
 */
function checkBotsBlindToHiddenState(game: AnyGame, specs: readonly string[], positions: number, seed: string): number {
  const rng = Rng.seeded(seed);
  let checked = 0;
  for (let p = 0; p < positions; p++) {
    // A random position of a random game, so the check meets every stage of play.
    let state: BaseState = unwrap(game.setup(unwrap(parseConfig(game, { ...game.simulationConfig })), `${seed}-${p}`));
    const states: BaseState[] = [];
    while (!game.outcome(state)) {
      states.push(state);
      const s = game.pending(state)[0]!;
      state = step(game, structuredClone(state), s, rng.pick(game.legalActions(state, s)));
    }
    state = rng.pick(states);
    for (const seat of game.pending(state)) {
      const other = game.randomizeHidden(state, seat, rng.split());
      const view = game.view(state, seat);
      expect(game.view(other, seat)).toEqual(view);
      const legal = game.legalActions(state, seat);
      expect(game.legalActions(other, seat)).toEqual(legal);
      for (const spec of specs) {
        const a = createBot(game, spec, 'blind').decide(view, legal, seat);
        const b = createBot(game, spec, 'blind').decide(game.view(other, seat), game.legalActions(other, seat), seat);
        expect(b, `${spec} at position ${p}`).toEqual(a);
      }
      checked++;
    }
  }
  return checked;
}

describe('bots see only a seat\'s view', () => {
  it('decide identically on Goofspiel states that differ only in hidden cards (the opponent\'s hand, bid and prizes)', () => {
    const checked = checkBotsBlindToHiddenState(goofspiel, ['random', 'heuristic', 'ismcts:40', expert(goofspiel)], 12, 'goof');
    expect(checked).toBeGreaterThan(10);
  });

  it('decide identically on Hieroglyphs states that differ only in hidden cards (hands, draw piles, tomb orders)', () => {
    const checked = checkBotsBlindToHiddenState(hieroglyphs, ['random', 'heuristic', 'ismcts:15', 'ismcts:15:heuristic-playouts'], 6, 'hg');
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('decide identically on Dueling Runes states that differ only in hidden cards (hands, secret choices, draw pile)', () => {
    const checked = checkBotsBlindToHiddenState(duelingRunes, ['random', 'heuristic', 'ismcts:10', 'ismcts:10:heuristic-playouts'], 6, 'dr');
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  // The expert searches 2,000 iterations a decision: a few positions of each game, with time to spare.
  it('the expert decides identically on Hieroglyphs and Dueling Runes states that differ only in hidden cards', () => {
    expect(checkBotsBlindToHiddenState(hieroglyphs, [expert(hieroglyphs)], 2, 'hg-expert')).toBeGreaterThanOrEqual(2);
    expect(checkBotsBlindToHiddenState(duelingRunes, [expert(duelingRunes)], 2, 'dr-expert')).toBeGreaterThanOrEqual(2);
  }, 300_000);
});
