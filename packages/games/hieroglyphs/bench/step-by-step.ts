/**
 * Why the random playout keeps its own bookkeeping (docs/performance.md, "Hieroglyphs: one set of
 * rules"): random games from one dealt position per CPU-second, three ways, in alternating
 * one-second slices so a busy machine affects each alike —
 * - `randomPlayout`: the playout (src/fast/playout.ts), numbered hands and piles;
 * - `randomAction` + `applyInPlace`: the same game step by step on the JSON state, the action drawn
 *   from the same move lister without listing;
 * - `rng.pick(legalActions)` + `applyInPlace`: the step-by-step loop the tests compare with.
 * Run: node --import tsx packages/games/hieroglyphs/bench/step-by-step.ts [seconds]
 */
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { hieroglyphs, randomPlayout } from '@decktet/hieroglyphs';

const seconds = Number(process.argv[2] ?? 5);
const start = unwrap(hieroglyphs.setup({}, 'bench'));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const ways: [string, (rng: Rng) => void][] = [
  ['randomPlayout', (rng) => randomPlayout(hieroglyphs.clone!(start), rng)],
  [
    'randomAction + applyInPlace',
    (rng) => {
      const s = hieroglyphs.clone!(start);
      while (!s.over) hieroglyphs.applyInPlace!(s, s.turn, hieroglyphs.randomAction!(s, s.turn, rng));
    },
  ],
  [
    'pick(legalActions) + applyInPlace',
    (rng) => {
      const s = hieroglyphs.clone!(start);
      while (!s.over) hieroglyphs.applyInPlace!(s, s.turn, rng.pick(hieroglyphs.legalActions(s, s.turn)));
    },
  ],
];
const rng = Rng.fast('bench');
const totals = ways.map(() => ({ games: 0, cpu: 0 }));
for (const [, play] of ways) for (let t0 = cpu(); cpu() - t0 < 1; ) play(rng);
for (let slice = 0; slice < seconds; slice++) {
  ways.forEach(([, play], i) => {
    const t0 = cpu();
    let games = 0;
    while (cpu() - t0 < 1) {
      play(rng);
      games++;
    }
    totals[i]!.games += games;
    totals[i]!.cpu += cpu() - t0;
  });
}
const rates = totals.map((t) => t.games / t.cpu);
ways.forEach(([name], i) => console.log(`${name}: ${rates[i]!.toFixed(0)} games per CPU-second${i ? ` (randomPlayout is ${(rates[0]! / rates[i]!).toFixed(2)}× as fast)` : ''}`));
