import { describe, expect, it } from 'vitest';
import { type AnyGame, Match, goofspiel, unwrap } from '@decktet/engine';
import type { BotSpec } from './bot';
import { CUTOFF_DEPTH, createBot, searchOptions } from './create-bot';
import { duelingRunesAi } from './games/dueling-runes';
import { hieroglyphsAi } from './games/hieroglyphs';
import { DIFFICULTIES, DIFFICULTY_SPECS, difficultySpec, formatBotSpec, parseBotSpec } from './spec';

const game: AnyGame = goofspiel;

describe('bot specs', () => {
  it('reads every documented spec', () => {
    expect(unwrap(parseBotSpec('random'))).toEqual({ kind: 'random' });
    expect(unwrap(parseBotSpec('Heuristic'))).toEqual({ kind: 'heuristic' });
    expect(unwrap(parseBotSpec('ismcts'))).toEqual({ kind: 'ismcts', budget: { iterations: 1000 }, playout: 'random' });
    expect(unwrap(parseBotSpec('ismcts:2000'))).toEqual({ kind: 'ismcts', budget: { iterations: 2000 }, playout: 'random' });
    expect(unwrap(parseBotSpec('ismcts:500ms'))).toEqual({ kind: 'ismcts', budget: { ms: 500 }, playout: 'random' });
    expect(unwrap(parseBotSpec('ismcts:300:heuristic-playouts'))).toEqual({ kind: 'ismcts', budget: { iterations: 300 }, playout: 'heuristic' });
    expect(unwrap(parseBotSpec('ismcts:2000:heuristic-playouts:depth2:weighted'))).toEqual({ kind: 'ismcts', budget: { iterations: 2000 }, playout: 'heuristic', treeDepth: 2, weighted: 'made' });
    expect(unwrap(parseBotSpec('ismcts:2000:heuristic-playouts:cutoff12:depth1:weighted'))).toEqual({
      kind: 'ismcts',
      budget: { iterations: 2000 },
      playout: 'heuristic',
      cutoff: 12,
      treeDepth: 1,
      weighted: 'made',
    });
    expect(unwrap(parseBotSpec('ismcts:2000:heuristic-playouts:depth1:weighted-all'))).toMatchObject({ treeDepth: 1, weighted: 'all' });
    expect(unwrap(parseBotSpec('ismcts:2000:heuristic-playouts:fitted:depth1:weighted'))).toEqual({
      kind: 'ismcts',
      budget: { iterations: 2000 },
      playout: 'heuristic',
      evaluation: 'fitted',
      treeDepth: 1,
      weighted: 'made',
    });
    expect(unwrap(parseBotSpec('ismcts:500:heuristic-playouts:cutoff12:fitted'))).toMatchObject({ cutoff: 12, evaluation: 'fitted' });
    for (const d of DIFFICULTIES) expect(unwrap(parseBotSpec(d))).toEqual(DIFFICULTY_SPECS[d]);
  });

  it('reads a difficulty as the game\'s own spec where its entry has one, else the shared one', () => {
    const own = duelingRunesAi.difficulties;
    for (const d of DIFFICULTIES) {
      expect(unwrap(parseBotSpec(d, hieroglyphsAi.difficulties))).toEqual(hieroglyphsAi.difficulties?.[d] ?? DIFFICULTY_SPECS[d]);
      expect(unwrap(parseBotSpec(d, own))).toEqual(own?.[d] ?? DIFFICULTY_SPECS[d]);
      expect(difficultySpec(d)).toEqual(DIFFICULTY_SPECS[d]);
    }
    expect(difficultySpec('hard', own)).not.toEqual(DIFFICULTY_SPECS.hard);
  });

  it('writes specs back in the same notation', () => {
    for (const text of ['random', 'heuristic', 'ismcts:2000', 'ismcts:500ms', 'ismcts:300:heuristic-playouts', 'ismcts:600:heuristic-playouts:depth1', 'ismcts:2000:heuristic-playouts:depth2:weighted', 'ismcts:2000:heuristic-playouts:cutoff12:depth1:weighted', 'ismcts:2000:heuristic-playouts:depth1:weighted-all', 'ismcts:2000:heuristic-playouts:fitted:depth1:weighted', 'ismcts:500:heuristic-playouts:cutoff12:fitted', 'ismcts:50:weighted']) {
      expect(formatBotSpec(unwrap(parseBotSpec(text)))).toBe(text);
    }
  });

  it('rejects unknown specs and out-of-range budgets, saying what exists', () => {
    const bad = parseBotSpec('genius');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/unknown bot "genius".*random.*heuristic.*ismcts.*easy, normal, hard/);
    expect(parseBotSpec('ismcts:0').ok).toBe(false);
    expect(parseBotSpec('ismcts:0ms').ok).toBe(false);
    expect(parseBotSpec('ismcts:fast').ok).toBe(false);
    expect(parseBotSpec('ismcts:100:depth0').ok).toBe(false);
    expect(parseBotSpec('ismcts:100:weighted:depth2').ok).toBe(false);
    expect(parseBotSpec('ismcts:100:weighted-some').ok).toBe(false);
    // A cut-off belongs to heuristic playouts, and is at least one action.
    expect(parseBotSpec('ismcts:100:cutoff12').ok).toBe(false);
    expect(parseBotSpec('ismcts:100:heuristic-playouts:depth1:cutoff12').ok).toBe(false);
    const zero = parseBotSpec('ismcts:100:heuristic-playouts:cutoff0');
    expect(zero.ok ? 'accepted' : zero.error.message).toMatch(/a playout cut-off must be 1 to 20000 actions/);
    // The fitted evaluation judges heuristic playouts, after their cut-off, in a game that has one.
    expect(parseBotSpec('ismcts:100:fitted').ok).toBe(false);
    expect(parseBotSpec('ismcts:100:heuristic-playouts:fitted:cutoff12').ok).toBe(false);
    expect(() => createBot(game, 'ismcts:100:heuristic-playouts:fitted', 's')).toThrow(/Goofspiel has no fitted evaluation: ":fitted" does not apply to it/);
    expect(() => createBot(game, 'ismcts:100:heuristic-playouts:cutoff12', 's')).toThrow(/Goofspiel has no evaluation of a position: a playout cut-off \(":cutoff12"\) does not apply/);
    expect(() => createBot(game, 'genius', 's')).toThrow(/unknown bot "genius".*random/);
  });
});

describe('a playout cut-off in a spec', () => {
  it('judges Dueling Runes positions after the actions it names, else after CUTOFF_DEPTH', () => {
    const dr = duelingRunesAi.game;
    const spec = (text: string) => unwrap(parseBotSpec(text)) as Extract<BotSpec, { kind: 'ismcts' }>;
    expect(searchOptions(dr, spec('ismcts:100:heuristic-playouts:cutoff12')).cutoff?.depth).toBe(12);
    expect(searchOptions(dr, spec('ismcts:100:heuristic-playouts')).cutoff?.depth).toBe(CUTOFF_DEPTH);
    expect(searchOptions(dr, spec('ismcts:100')).cutoff).toBeUndefined();
  });

  it('judges them by the fitted evaluation with ":fitted", by health without it', () => {
    const dr = duelingRunesAi.game;
    const heuristic = duelingRunesAi.heuristic!;
    const spec = (text: string) => unwrap(parseBotSpec(text)) as Extract<BotSpec, { kind: 'ismcts' }>;
    expect(searchOptions(dr, spec('ismcts:100:heuristic-playouts:cutoff12:fitted')).cutoff).toEqual({ depth: 12, evaluate: heuristic.fitted });
    expect(searchOptions(dr, spec('ismcts:100:heuristic-playouts')).cutoff?.evaluate).toBe(heuristic.evaluate);
  });
});

describe('bot specs forbidding spells (:no=)', () => {
  it('reads ":no=" at the end of every kind of spec', () => {
    expect(unwrap(parseBotSpec('random:no=fire-ball'))).toEqual({ kind: 'random', forbidden: ['fire-ball'] });
    expect(unwrap(parseBotSpec('Heuristic:no=Fear+Charm'))).toEqual({ kind: 'heuristic', forbidden: ['fear', 'charm'] });
    expect(unwrap(parseBotSpec('greedy-exact:no=hit', undefined, ['greedy-exact']))).toEqual({ kind: 'rule', name: 'greedy-exact', forbidden: ['hit'] });
    expect(unwrap(parseBotSpec('hard:no=lightning-bolt', duelingRunesAi.difficulties))).toEqual({ ...duelingRunesAi.difficulties!.hard, forbidden: ['lightning-bolt'] });
    expect(unwrap(parseBotSpec('ismcts:200:heuristic-playouts:depth1:no=fear+charm'))).toEqual({
      kind: 'ismcts',
      budget: { iterations: 200 },
      playout: 'heuristic',
      treeDepth: 1,
      forbidden: ['fear', 'charm'],
    });
  });

  it('writes the forbidden spells back as they were read', () => {
    for (const text of ['random:no=fire-ball', 'heuristic:no=fear+charm', 'ismcts:200:heuristic-playouts:depth1:no=fear+charm', 'ismcts:500ms:weighted:no=summon-troll']) {
      expect(formatBotSpec(unwrap(parseBotSpec(text)))).toBe(text);
    }
  });

  it('rejects an empty, malformed or repeated list, and ":no=" anywhere but at the end', () => {
    const message = (text: string) => {
      const r = parseBotSpec(text);
      return r.ok ? 'accepted' : r.error.message;
    };
    expect(message('hard:no=')).toMatch(/":no=" takes spell ids joined by "\+"/);
    expect(message('hard:no=fear,charm')).toMatch(/not "fear,charm"/);
    expect(message('hard:no=fear++charm')).toMatch(/spell ids joined/);
    expect(message('hard:no=fear+fear')).toMatch(/names fear twice/);
    expect(message('ismcts:100:no=fear:weighted')).toMatch(/unknown bot/);
    expect(message('wizard:no=fear')).toMatch(/unknown bot "wizard:no=fear"/);
  });

  it('makes the bot only for a game that has the spells, listing the ones it has', () => {
    expect(() => createBot(game, 'random:no=fire-ball', 's')).toThrow(/Goofspiel has no spells, so a bot spec cannot forbid any/);
    const duel = duelingRunesAi.game;
    expect(() => createBot(duel, 'heuristic:no=fireball', 's')).toThrow(/no spell "fireball": forbid some of resist-cold, .*fire-ball, .*magic-mirror/);
    expect(createBot(duel, 'heuristic:no=fire-ball+hit', 's').name).toBe('heuristic:no=fire-ball+hit');
  });
});

describe('createBot', () => {
  const match = unwrap(Match.create(goofspiel, {}, 'bots'));

  it.each(['random', 'heuristic', 'ismcts:50', 'easy'])('%s returns one of the legal actions, the same for the same seed', (spec) => {
    const legal = match.legal(0);
    const a = createBot(game, spec, 'seed-1').decide(match.view(0), legal, 0);
    expect(legal).toContainEqual(a);
    expect(createBot(game, spec, 'seed-1').decide(match.view(0), legal, 0)).toEqual(a);
  });

  it('names the bot by its spec', () => {
    expect(createBot(game, 'ismcts:50', 's').name).toBe('ismcts:50');
    expect(createBot(game, 'hard', 's').name).toBe('hard');
    expect(createBot(game, 'random', 's').name).toBe('random');
  });

  it('random varies with the seed over the legal actions', () => {
    const legal = match.legal(0);
    const picks = new Set(Array.from({ length: 40 }, (_, i) => JSON.stringify(createBot(game, 'random', `s${i}`).decide(match.view(0), legal, 0))));
    expect(picks.size).toBe(legal.length);
  });
});
