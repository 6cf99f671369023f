/**
 * The action notation (docs/games/hieroglyphs.md; RULES.md shows it to players):
 * `decipher tomb3 penitent+window as 6`,
 * `decipher tomb1 excuse as 4`, `discard watchman`. Reading is forgiving about case and spaces;
 * writing is canonical (power-ups in chart order, the rank always stated), so they round-trip.
 */
import { unknownCardMessage } from '@decktet/decktet';
import { type Result, err, ok } from '@decktet/engine';
import { byChartOrder, info, isKnownCard } from './cards';
import type { HieroglyphsAction } from './types';

export function formatAction(a: HieroglyphsAction): string {
  if (a.type === 'discard') return `discard ${a.card}`;
  const cards = [a.card, ...byChartOrder(a.powerUps)].join('+');
  return `decipher tomb${a.tomb} ${cards} as ${a.rank}`;
}

const DECIPHER = /^decipher\s+tomb\s*(\S+)\s+([a-z-]+(?:\s*\+\s*[a-z-]+)*)(?:\s+as\s+(\S+))?$/;
const DISCARD = /^discard\s+([a-z-]+)$/;
const HELP = 'write "decipher tomb<1-3> <card>[+<power-up>…] as <rank>" or "discard <power-up>", e.g. "decipher tomb3 penitent+window as 6"';

export function parseAction(text: string): Result<HieroglyphsAction> {
  const t = String(text).trim().toLowerCase().replace(/\s+/g, ' ');
  const discard = DISCARD.exec(t);
  if (discard) {
    const id = discard[1]!;
    if (!isKnownCard(id)) return err('unknown-card', unknownCardMessage(id));
    return ok({ type: 'discard', card: id });
  }
  const m = DECIPHER.exec(t);
  if (!m) return err('malformed-action', `cannot read "${text}": ${HELP}`);
  const tomb = Number(m[1]);
  if (tomb !== 1 && tomb !== 2 && tomb !== 3) return err('malformed-action', `there is no tomb "${m[1]}": the tombs are tomb1, tomb2 and tomb3`);
  const ids = m[2]!.split('+').map((x) => x.trim());
  for (const id of ids) if (!isKnownCard(id)) return err('unknown-card', unknownCardMessage(id));
  const [card, ...powerUps] = ids as [string, ...string[]];
  let rank: number;
  if (m[3] === undefined) {
    // Without "as", a card plays at its printed rank; only the Excuse must declare one.
    if (info(card).role !== 'rank') return err('malformed-action', `say the rank: "decipher tomb${tomb} ${m[2]} as <rank>"`);
    rank = info(card).rank;
  } else {
    if (!/^\d+$/.test(m[3])) return err('malformed-action', `the rank must be a whole number, not "${m[3]}"`);
    rank = Number(m[3]);
  }
  return ok({ type: 'decipher', tomb, card, powerUps: byChartOrder(powerUps), rank });
}
