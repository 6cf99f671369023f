/** Dueling Runes under the engine's game contract. */
import type { Outcome, Seat, SeatResult } from '@decktet/engine';
import { defineGame } from '@decktet/engine';
import { type DuelingRunesAction, formatAction, parseAction } from './core/actions';
import { type DuelingRunesConfig, type DuelingRunesLayout, SIMULATION_CONFIG, layoutSchema } from './core/config';
import { recordedConfig } from './config';
import { configSchema } from './config';
import { randomizeHidden, sampleState } from './core/hidden';
import { optionsOf } from './core/options';
import { mayAct } from './core/check';
import { DuelMemory, randomOption, randomPlayout } from './fast/playout';
import { Scratch } from './fast/scratch';
import { setup } from './core/setup';
import { rulesOf } from './variants';
import { type DuelingRunesState, type Wizard, cloneState } from './core/state';
import { act } from './core/turn';
import { withdraw } from './core/withdraw';
import { reactionWindows } from './windows';
import { applyAction } from './apply';
import { type DuelingRunesView, view } from './core/view';

export const DUELING_RUNES_ID = 'dueling-runes';
export const DUELING_RUNES_NAME = 'Dueling Runes';

function pending(s: DuelingRunesState): Seat[] {
  let first = -1;
  let second = -1;
  let count = 0;
  for (const w of s.wizards) {
    if (!w.owes || w.seat === null) continue;
    if (count === 0) first = w.seat;
    else if (count === 1) second = w.seat;
    count++;
  }
  // One or two seats (nearly every step of a playout) as literals: no array grown push by push.
  if (count === 0) return [];
  if (count === 1) return [first];
  if (count === 2) return [first, second];
  const out: Seat[] = [];
  for (const w of s.wizards) if (w.owes && w.seat !== null) out.push(w.seat);
  return out;
}

/** Results, scores and health per seat (the automaton has none), in one pass: every playout asks. */
function outcome(s: DuelingRunesState): Outcome | null {
  const all = s.results;
  if (!all) return null;
  const results: SeatResult[] = [];
  const scores: number[] = [];
  const points: number[] = [];
  let winner: Wizard | null = null;
  let drawn = '';
  for (let i = 0; i < s.wizards.length; i++) {
    const w = s.wizards[i]!;
    const r = all[i]!;
    if (r === 'win') winner = w;
    else if (r === 'draw') drawn = drawn ? `${drawn} and ${w.name}` : w.name;
    if (w.seat === null) continue;
    results.push(r);
    scores.push(r === 'win' ? 1 : r === 'draw' ? 0.5 : 0);
    points.push(w.health);
  }
  const summary = winner ? `${winner.name} wins with ${winner.health} health left` : `A draw between ${drawn}`;
  return { results, scores, points, summary };
}

export const duelingRunes = defineGame<DuelingRunesState, DuelingRunesAction, DuelingRunesView, DuelingRunesConfig, DuelingRunesLayout>({
  id: DUELING_RUNES_ID,
  name: DUELING_RUNES_NAME,
  minSeats: 1,
  maxSeats: 4,
  configSchema,
  simulationConfig: SIMULATION_CONFIG,
  turnLimit: (config) => config.maxTurns,
  recordedConfigDefaults: recordedConfig,
  layoutSchema,
  seatCount: (config) => config.players,
  // DR-39: rated duels are two wizards with every default; the Advanced Game has a leaderboard of its own.
  ratingPools: [
    { id: DUELING_RUNES_ID, name: DUELING_RUNES_NAME, config: {} },
    { id: `${DUELING_RUNES_ID}-advanced`, name: `${DUELING_RUNES_NAME} — Advanced Game`, config: { variant: 'advanced' } },
  ],

  setup: (config, seed, options) => setup(rulesOf(config.variant, config.table), config, seed, options),
  pending,

  // Who may act is one rule (mayAct), asked by the listing and by check alike.
  legalActions: (s, seat) => (mayAct(s, seat) ? optionsOf(s, seat) : []),

  apply: (s, seat, action) => applyAction(s, seat, action),

  withdraw,
  secretWindows: reactionWindows,
  turnNumber: (s) => s.turn,

  applyInPlace(s, seat, action) {
    act(s, seat, action, false, new Scratch(s.config, rulesOf(s.config.variant, s.config.table)));
  },
  clone: cloneState,
  randomAction: (s, seat, rng) => randomOption(s, seat, rng),
  randomPlayout,
  playoutMemory: () => new DuelMemory(),

  view: (s, seat) => view(rulesOf(s.config.variant, s.config.table), s, seat),
  outcome,
  formatAction,
  parseAction,
  sampleState,
  randomizeHidden,
});
