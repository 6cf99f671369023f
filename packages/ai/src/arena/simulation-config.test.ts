import { describe, expect, it } from 'vitest';
import { prepareArena } from './run';

describe('the arena plays with each game\'s simulation settings', () => {
  it('unless the config sets them: a Dueling Runes duel has 100 turns at most (DR-28)', () => {
    expect(prepareArena({ game: 'dueling-runes', bots: ['random'], games: 1 }).spec.config).toMatchObject({ maxTurns: 100 });
    expect(prepareArena({ game: 'dueling-runes', bots: ['random'], games: 1, config: { maxTurns: 7 } }).spec.config).toMatchObject({ maxTurns: 7 });
  });

  it('and a game without such settings is played as configured', () => {
    expect(prepareArena({ game: 'hieroglyphs', bots: ['random'], games: 1 }).spec.config).toEqual({});
  });

  it('a config that is not an object is still refused by the game', () => {
    expect(() => prepareArena({ game: 'dueling-runes', bots: ['random'], games: 1, config: 5 })).toThrow(/invalid Dueling Runes config/);
  });
});
