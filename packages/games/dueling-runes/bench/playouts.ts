/**
 * Random playouts per second on one core: uniformly random legal actions to the end, through the
 * game's own playout loop (`randomPlayout`), as the AI's random playouts run. Run:
 * `node --import tsx packages/games/dueling-runes/bench/playouts.ts [games] [players] [basic|advanced]`
 * (the last: the game played, DRA-1; default basic).
 */
import { Rng } from '@decktet/decktet';
import { SIMULATION_CONFIG, duelingRunes } from '../src/index';

const games = Number(process.argv[2] ?? 5000);
const players = Number(process.argv[3] ?? 2);
const variant = process.argv[4] ?? 'basic';
const config = duelingRunes.configSchema.parse({ ...SIMULATION_CONFIG, players, variant });
const rng = Rng.fast('bench');
let actions = 0;
let turns = 0;
const start = performance.now();
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const setup = duelingRunes.setup(config, `bench-${g}`);
  if (!setup.ok) throw new Error(setup.error.message);
  const s = setup.value;
  actions += duelingRunes.randomPlayout!(s, rng, 100_000);
  turns += s.turn;
}
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpu0).user / 1e6;
console.log(
  `${games} random ${variant === 'advanced' ? 'Advanced Game ' : ''}${players === 1 ? 'solitaire' : `${players}-wizard`} games in ${seconds.toFixed(2)} s (${cpu.toFixed(2)} s of CPU): ` +
    `${(games / cpu).toFixed(0)} games per CPU second, ${(actions / games).toFixed(1)} actions and ${(turns / games).toFixed(1)} turns per game`,
);
