import { type HieroglyphsView, type PlayerView, type TombView, hieroglyphs } from '@decktet/hieroglyphs';
import { type GameAdapter, type RenderContext, packageFile } from '../adapter';
import { previewHieroglyphs } from './preview';

const MAX_CANDIDATES = 6;

function tombBlock(t: TombView, ctx: RenderContext): string[] {
  const { style } = ctx;
  const words = t.phraseLength === 1 ? '1 word' : `${t.phraseLength} words`;
  const head = `${style.bold(`Tomb ${t.number}`)} ${style.dim(`(phrases of ${words})`)}   top: ${style.card(t.top)}`;
  if (t.depleted) return [head + '   ' + style.warn('depleted')];
  const lines = [head + style.dim(`   ${t.cardsLeft} card${t.cardsLeft === 1 ? '' : 's'} beneath`)];
  if (t.phraseLength > 1) {
    const aside = t.aside.length ? t.aside.map((c) => style.card(c)).join(', ') : 'none';
    lines.push(`    word ${t.wordsDeciphered + 1} of ${t.phraseLength}; sliders set aside: ${aside}`);
  }
  // The revealed end of the title; its length stays unknown (HG-5).
  const revealed = t.revealed ? style.accent(`…${t.revealed}`) : style.dim('no letters yet');
  const candidates = t.candidates.length <= MAX_CANDIDATES ? `: ${t.candidates.map((c) => style.card(c)).join(', ')}` : '';
  lines.push(`    word: ${revealed}   ${style.dim(`could be ${t.candidates.length} card${t.candidates.length === 1 ? '' : 's'}`)}${candidates}`);
  return lines;
}

function playerBlock(p: PlayerView, index: number, v: HieroglyphsView, ctx: RenderContext): string[] {
  const { style } = ctx;
  const you = v.seat === index ? style.accent(' (you)') : '';
  const turn = v.turn === index ? style.warn('  — on turn') : '';
  const top = p.discard[p.discard.length - 1];
  const lines = [
    `${style.bold(p.name)}${you}: ${p.points} points   hand ${p.handSize}   draw pile ${p.drawPileSize}   discard ${p.discard.length}${top ? ` (top: ${style.card(top)})` : ''}${turn}`,
  ];
  if (p.collected.length) lines.push(`    collected: ${p.collected.map((c) => style.card(c)).join(', ')}`);
  return lines;
}

/** The Hieroglyphs table: three tombs with top cards, sliders and revealed letters; both players; the hand. */
export function renderHieroglyphs(raw: unknown, ctx: RenderContext): string {
  const v = raw as HieroglyphsView;
  const { style } = ctx;
  const out: string[] = [];
  const whose = v.turn === null ? 'game over' : `${v.players[v.turn]!.name} to play`;
  out.push(style.bold(`Hieroglyphs — turn ${v.turnNumber}`) + ` · ${whose}`);
  out.push('');
  for (const t of v.tombs) out.push(...tombBlock(t, ctx));
  if (v.tableCrowns.length) out.push(`Crowns on the table (modify a rank card sharing their suit): ${v.tableCrowns.map((c) => style.card(c)).join(', ')}`);
  out.push('');
  for (const [i, p] of v.players.entries()) out.push(...playerBlock(p, i, v, ctx));
  const mine = v.seat === null ? null : v.players[v.seat]!.hand;
  if (mine) out.push(`Your hand: ${mine.length ? mine.map((c) => style.card(c)).join(', ') : '(empty)'}`);
  return out.join('\n');
}

export const hieroglyphsAdapter: GameAdapter = {
  game: hieroglyphs,
  defaultSeats: 'human,ai:normal',
  config: () => ({}),
  rules: () => packageFile('@decktet/hieroglyphs', 'RULES.md'),
  render: renderHieroglyphs,
  legend: () => 'Power-ups: P Pawn ±1, C Court ±2, K Crown ±3 join a rank card sharing a suit (HG-8).',
  preview: previewHieroglyphs,
};
