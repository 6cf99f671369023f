/** Finished games for the browser tests: played by chance to their end through the rules. */
import { Rng } from '@decktet/decktet';
import { type AnyGame, Match, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { hieroglyphs } from '@decktet/hieroglyphs';

function played(game: AnyGame, config: unknown, seed: string, moves: string) {
  const m = unwrap(Match.create(game, config, seed, { names: ['Ada', 'Bo'] }));
  const rng = Rng.seeded(moves);
  while (m.outcome() === null) {
    const seat = m.pending()[0]!;
    unwrap(m.act(seat, rng.pick(m.legal(seat))));
  }
  return m.toRecord();
}

/** A short duel (one health each), played by chance to its end: eight decisions to review. */
export const shortDuel = () => played(duelingRunes, { players: 2, health: 1 }, 'teach-f', 'moves-f');

/** A whole Hieroglyphs game between Ada and Bo. */
export const glyphsGame = () => played(hieroglyphs, {}, 'newcomer-glyphs', 'newcomer-glyphs-moves');
