/**
 * Random Hieroglyphs playouts per second on one core (per second of this process's CPU time, so
 * other work on the machine does not skew it): fresh setup, then random legal actions on
 * the in-place fast path until the game ends. Run: node --import tsx packages/games/hieroglyphs/bench/playouts.ts [seconds] [seed]
 * The first figure plays from one dealt position (default seed `bench`); `v1:bench` deals it with
 * the legacy generator, the very game earlier versions dealt for `bench`, to compare like with like.
 */
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { hieroglyphs, randomPlayout } from '@decktet/hieroglyphs';

const seconds = Number(process.argv[2] ?? 5);
const rng = Rng.fast('bench');
const seed = process.argv[3] ?? 'bench';
const start = unwrap(hieroglyphs.setup({}, seed));
let games = 0;
let actions = 0;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const t0 = cpu();
while (cpu() - t0 < seconds) {
  for (let i = 0; i < 100; i++) {
    const s = hieroglyphs.clone!(start);
    actions += randomPlayout(s, rng);
    games++;
  }
}
const elapsed = cpu() - t0;
console.log(`${(games / elapsed).toFixed(0)} random games per CPU-second, ${(actions / elapsed).toFixed(0)} actions/s (${games} games, ${(actions / games).toFixed(1)} actions per game)`);

// Fresh deals too (setup cost included), since the AI also starts from new seeds.
let fresh = 0;
const t1 = cpu();
while (cpu() - t1 < seconds) {
  for (let i = 0; i < 100; i++) {
    const s = unwrap(hieroglyphs.setup({}, `bench-${fresh}`));
    randomPlayout(s, rng);
    fresh++;
  }
}
console.log(`${(fresh / (cpu() - t1)).toFixed(0)} random games per CPU-second including setup`);
