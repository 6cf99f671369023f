/**
 * How much would a longer search change a level's choices? Plays seeded `hard`-against-`hard`
 * games and, at every `every`-th decision with more than one legal action, asks each candidate
 * spec for its choice and a much longer reference search (the expert's search with `reference`
 * iterations) for its estimate of every action. Prints, per candidate, how often it chose what the
 * reference chose and its mean regret: the reference's estimate of its best action minus its
 * estimate of the candidate's choice (in shares of a win, per decision).
 *
 * It measures closeness to the same search run longer, with the same playouts and evaluation; it
 * cannot see what those playouts misjudge. A candidate close to the reference gains little from
 * more iterations; what is left is for a better playout policy or evaluation to find.
 *
 * Run: node --import tsx packages/ai/bench/agreement.ts [game] [games] [every] [reference iterations] [spec,spec,…]
 */
import { Rng } from '@decktet/decktet';
import { Match, unwrap } from '@decktet/engine';
import { BOT_GAMES, type BotSpec, createBot, ismctsSearch, parseBotSpec, searchOptions } from '@decktet/ai';

const [gameId = 'dueling-runes', gamesArg = '6', everyArg = '4', referenceArg = '30000', specsArg] = process.argv.slice(2);
const entry = BOT_GAMES.find(gameId);
if (!entry) throw new Error(`unknown game "${gameId}"`);
const game = entry.game;
const games = Number(gamesArg);
const every = Number(everyArg);
const candidates = (specsArg ?? 'ismcts:600:heuristic-playouts:depth1,ismcts:2000:heuristic-playouts:depth1:weighted,ismcts:6000:heuristic-playouts:depth1:weighted').split(',');
const reference = unwrap(parseBotSpec(`ismcts:${referenceArg}:heuristic-playouts:depth1:weighted`)) as Extract<BotSpec, { kind: 'ismcts' }>;

const tally = candidates.map(() => ({ same: 0, regret: 0 }));
let positions = 0;
for (let g = 0; g < games; g++) {
  const seed = `agree-${g}`;
  const match = unwrap(Match.create(game, {}, seed, { names: ['A', 'B'], seats: ['human', 'human'] }));
  const mover = createBot(game, 'ismcts:600:heuristic-playouts:depth1', `${seed}-mover`);
  for (let decision = 0; match.pending().length; ) {
    const seat = match.pending()[0]!;
    const view = match.view(seat);
    const legal = match.legal(seat) as unknown[];
    if (legal.length > 1 && decision++ % every === 0) {
      const judged = ismctsSearch(game, view, legal, seat, Rng.fast(`reference-${seed}-${decision}`), searchOptions(game, reference));
      const estimate = new Map(judged.stats.map((s) => [s.action, s.mean]));
      const best = estimate.get(game.formatAction(judged.action))!;
      positions++;
      candidates.forEach((spec, i) => {
        const choice = game.formatAction(createBot(game, spec, `${seed}-candidate-${i}`).decide(view, legal, seat));
        if (choice === game.formatAction(judged.action)) tally[i]!.same++;
        tally[i]!.regret += best - (estimate.get(choice) ?? 0);
      });
    }
    unwrap(match.act(seat, game.formatAction(mover.decide(view, legal, seat))));
  }
  console.error(`game ${g + 1}/${games}: ${positions} positions so far`);
}
console.log(`${game.name}: ${positions} positions, reference ${referenceArg} iterations`);
candidates.forEach((spec, i) => console.log(`${spec}: the reference's choice ${((tally[i]!.same / positions) * 100).toFixed(1)}%, mean regret ${(tally[i]!.regret / positions).toFixed(4)}`));
