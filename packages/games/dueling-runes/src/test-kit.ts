/** Building exact positions for scenario tests (layout override, DR-23). */
import { CARDS } from '@decktet/decktet';
import { Match, unwrap } from '@decktet/engine';
import type { DuelingRunesLayout } from './config';
import { duelingRunes } from './game';

export type Duel = Match<
  import('./state').DuelingRunesState,
  import('./actions').DuelingRunesAction,
  import('./view').DuelingRunesView,
  import('./config').DuelingRunesConfig,
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
