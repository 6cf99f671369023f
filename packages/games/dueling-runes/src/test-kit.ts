/** Building exact positions for scenario tests (layout override, DR-23). */
import { CARDS, Rng } from '@decktet/decktet';
import { type ConformanceReport, Match, checkConformance, unwrap } from '@decktet/engine';
import type { Monster } from './advanced/wizard';
import { type DuelingRunesLayout, SIMULATION_CONFIG } from './core/config';
import { configSchema } from './config';
import type { DuelingRunesState } from './core/state';
import { duelingRunes } from './game';

export type Duel = Match<
  import('./core/state').DuelingRunesState,
  import('./core/actions').DuelingRunesAction,
  import('./core/view').DuelingRunesView,
  import('./core/config').DuelingRunesConfig,
  DuelingRunesLayout
>;

/** Cards without Moons or Knots: hands of these can never cast a special spell. */
export const QUIET = ['ace-of-suns', 'ace-of-waves', 'ace-of-leaves', 'ace-of-wyrms', 'origin', 'sailor', 'mill', 'savage', 'desert', 'discovery', 'cave', 'darkness', 'penitent', 'bard', 'sea', 'end', 'calamity'];

/** Every card without Moons or Knots, so that draws do not open reaction windows. */
export const QUIET_PILE = CARDS.filter((c) => c.kind !== 'excuse' && !c.suits.includes('moons') && !c.suits.includes('knots')).map((c) => c.id);

export function duel(layout: DuelingRunesLayout, config: Record<string, unknown> = {}, names = ['Ada', 'Bo', 'Cy', 'Di']): Duel {
  const named = JSON.stringify(layout);
  const drawPile = layout.drawPile ?? QUIET_PILE.filter((c) => !named.includes(`"${c}"`) && (config.courts || CARDS.find((k) => k.id === c)!.kind !== 'court'));
  return unwrap(Match.create(duelingRunes, config, 'scenario', { layout: { ...layout, drawPile }, names })) as Duel;
}

/** Plays `[seat, action]` steps, failing loudly on any rejection. */
export function play(match: Duel, ...steps: [number, string][]): void {
  for (const [seat, text] of steps) {
    const r = match.act(seat, text);
    if (!r.ok) throw new Error(`seat ${seat} "${text}": ${r.error.code}: ${r.error.message}\npending ${match.pending()} legal ${match.pending().map((p) => `${p}: ${match.legalText(p).join(' | ')}`).join(' / ')}\n${match.logFor(null).slice(-8).join('\n')}`);
  }
}

export const health = (match: Duel) => match.state.wizards.map((w) => w.health);
export const publicLog = (match: Duel) => match.logFor(null);

/** A duel of the Advanced Game (DRA-1) from a layout, as `duel` builds one. */
export function advancedDuel(layout: DuelingRunesLayout, config: Record<string, unknown> = {}, names?: string[]): Duel {
  // Scenarios are told at DR-3's 12 health whatever the table's own starting health (DRA-34), so that each reads the same under every table.
  return duel(layout, { variant: 'advanced', health: 12, ...config }, names);
}

/**
 * A monster to set on a wizard by hand, for positions a layout cannot name; `arrival` is the
 * placement it came in (0: long ago, so it may attack; 3: turn 1's regular turn, so not before turn 2).
 */
export function monster(kind: Monster['kind'], health: number, attack: number, arrival = 0): Monster {
  return { kind, health, maxHealth: health, attack, arrival, poisonUntil: 0, poisonLoss: 0, fearUntil: 0 };
}

/**
 * The engine's conformance suite over 500 seeded random playouts of the Advanced Game (DRA-1),
 * one of the four conformance.advanced-*.test.ts (2,000 playouts in all, run side by side). Short
 * duels keep each playout cheap; every seat's view is determinized every fourth step and at the
 * deep checks (the property tests play whole duels).
 */
export function advancedConformance(seedPrefix: string, playouts: number, configs: readonly Record<string, unknown>[]): ConformanceReport {
  return checkConformance(duelingRunes, {
    playouts,
    seedPrefix,
    configs: configs.map((config) => ({ variant: 'advanced', ...config })),
    legalSample: 1,
    hiddenEvery: 20,
    sampleContinuation: 2,
    determinizeEvery: 4,
  });
}

/**
 * A random position: a duel of config `raw` (over the simulation settings) dealt with seed
 * `${name}-${seed}`, walked `steps` random legal actions drawn with seed `${name}-moves-${seed}`.
 */
export function randomPosition(name: string, raw: Record<string, unknown>, seed: number, steps: number): DuelingRunesState {
  const config = configSchema.parse({ ...SIMULATION_CONFIG, ...raw });
  const s = unwrap(duelingRunes.setup(config, `${name}-${seed}`));
  const rng = Rng.seeded(`${name}-moves-${seed}`);
  for (let i = 0; i < steps && duelingRunes.pending(s).length; i++) {
    const seat = rng.pick(duelingRunes.pending(s));
    duelingRunes.applyInPlace!(s, seat, rng.pick(duelingRunes.legalActions(s, seat)));
  }
  return s;
}
