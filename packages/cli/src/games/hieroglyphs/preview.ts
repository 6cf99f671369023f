/**
 * `preview` at the Hieroglyphs prompt: what a play would reveal in its tomb before you commit to it,
 * for each card the current word may be. Worked out from the seat's view by the rules package
 * (`tombRevealPreview`), so it knows nothing the player does not.
 */
import { stripVTControlCharacters } from 'node:util';
import type { CardId } from '@decktet/decktet';
import { type HieroglyphsView, type RevealPreview, type TombView, cardInfo, formatAction, parseAction, tombRevealPreview } from '@decktet/hieroglyphs';
import type { PreviewContext } from '../adapter';

const squash = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "the Mill", "the Mill and the Bard" (or "… or …"). */
function titleList(ids: readonly CardId[], joiner = 'and'): string {
  const titles = ids.map((id) => cardInfo(id).card.title);
  return titles.length <= 1 ? (titles[0] ?? 'nothing') : `${titles.slice(0, -1).join(', ')} ${joiner} ${titles[titles.length - 1]}`;
}

function tombHeading(t: TombView): string {
  const word = t.phraseLength > 1 ? `word ${t.wordsDeciphered + 1} of ${t.phraseLength}, ` : '';
  return `Tomb ${t.number} (${word}${t.revealed ? `revealed …${t.revealed}` : 'no letters yet'})`;
}

/** What the play does if the word is `p.word`, in a few words. */
function effectText(p: RevealPreview, t: TombView, view: HieroglyphsView): string {
  const title = cardInfo(p.word).letters;
  switch (p.effect) {
    case 'partial':
      return `${plural(title.length - p.shows.length, 'letter')} still hidden`;
    case 'word':
      return `deciphered exactly: word ${t.wordsDeciphered + 2} begins, and you draw a card (HG-10)`;
    case 'phrase':
      return `phrase complete: you collect ${titleList([...t.aside, t.top])} and draw a card (HG-9, HG-10)`;
    case 'next-word':
      return `deciphered; ${plural(p.beyond, 'letter')} ${p.beyond === 1 ? 'goes' : 'go'} on into word ${t.wordsDeciphered + 2}, still unknown`;
    case 'overshoot': {
      const other = view.seat === null ? 'your opponent' : view.players[view.seat === 0 ? 1 : 0]!.name;
      return `overshoots by ${p.beyond}: ${other} receives ${titleList([...t.aside, t.top])} (HG-9)`;
    }
  }
}

/** Every card the word may be, what `letters` more letters would show and do. */
function lettersOnTomb(t: TombView, letters: number, view: HieroglyphsView, ctx: PreviewContext): string[] {
  const { style } = ctx;
  if (t.depleted) return [`Tomb ${t.number} is depleted: it takes no more plays (HG-11).`];
  const previews = tombRevealPreview(t, letters);
  const lines = [`${plural(letters, 'letter')} on ${tombHeading(t)}, if the word is:`];
  const seen = (text: string) => stripVTControlCharacters(text).length;
  const cardWidth = Math.max(...previews.map((p) => seen(style.card(p.word))));
  // The revealed end of a title, with "…" where letters stay hidden.
  const showing = (p: RevealPreview) => (cardInfo(p.word).letters.length === p.shows.length ? p.shows : `…${p.shows}`);
  const showsWidth = Math.max(...previews.map((p) => showing(p).length));
  for (const p of previews) {
    const shows = showing(p);
    const card = style.card(p.word);
    lines.push(`  ${card}${' '.repeat(cardWidth - seen(card))}  ${style.accent(shows)}${' '.repeat(showsWidth - shows.length)}  ${effectText(p, t, view)}`);
  }
  const count = (effect: RevealPreview['effect']) => previews.filter((p) => p.effect === effect).length;
  const exact = count('word') + count('phrase');
  const summary = [exact ? `exact on ${exact}` : '', count('overshoot') ? `overshoots on ${count('overshoot')}` : '', count('next-word') ? `runs on into the next word on ${count('next-word')}` : '', count('partial') ? `partial on ${count('partial')}` : '']
    .filter(Boolean)
    .join(', ');
  if (previews.length > 1) lines.push(style.dim(`  Of ${previews.length} possible words: ${summary}.`));
  return lines;
}

/** Items joined by " · " into lines no wider than `width`, each after `indent`. */
function wrapped(items: readonly string[], indent: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const next = line ? `${line} · ${item}` : item;
    if (line && indent.length + next.length > width) {
      lines.push(indent + line);
      line = item;
    } else line = next;
  }
  if (line) lines.push(indent + line);
  return lines;
}

/**
 * `preview` alone: for each open tomb, how many more letters finish each word it may hold, and
 * which of the seat's plays would finish one exactly.
 */
function overview(view: HieroglyphsView, ctx: PreviewContext): string[] {
  const plays = ctx.legal.map((text) => parseAction(text)).flatMap((r) => (r.ok && r.value.type === 'decipher' ? [r.value] : []));
  const width = ctx.width ?? 100;
  const lines = ['Letters still needed to finish each word a tomb may hold:'];
  for (const t of view.tombs) {
    if (t.depleted) {
      lines.push(`Tomb ${t.number}: depleted.`);
      continue;
    }
    const byCount = new Map<number, CardId[]>();
    for (const word of t.candidates) {
      const needed = cardInfo(word).letters.length - t.revealed.length;
      byCount.set(needed, [...(byCount.get(needed) ?? []), word]);
    }
    const counts = [...byCount.keys()].sort((x, y) => x - y);
    lines.push(`${tombHeading(t)}:`);
    lines.push(...wrapped(counts.map((n) => `${n} ${byCount.get(n)!.map((w) => cardInfo(w).card.title.replace(/^the /, '')).join(', ')}`), '  ', width));
    const last = t.wordsDeciphered + 1 === t.phraseLength;
    for (const n of counts) {
      const play = plays.find((a) => a.tomb === t.number && a.rank === n);
      if (play) lines.push(ctx.style.accent(`  "${formatAction(play)}" ${last ? 'completes the phrase' : 'finishes the word'} if it is ${titleList(byCount.get(n)!, 'or')}`));
    }
  }
  lines.push(ctx.style.dim('"preview <number or play>" shows one play in full; "preview tomb<1-3> <letters>" any number of letters.'));
  return lines;
}

/** The Hieroglyphs `preview` command. */
export function previewHieroglyphs(args: string, ctx: PreviewContext): string {
  const view = ctx.view as HieroglyphsView;
  const typed = squash(args);
  if (typed === '') return overview(view, ctx).join('\n');
  const letters = /^tomb\s*([1-3])\s+(\d+)$/.exec(typed);
  if (letters) {
    const n = Number(letters[2]);
    if (n < 1 || n > 30) return 'Give a number of letters from 1 to 30, e.g. "preview tomb3 6".';
    return lettersOnTomb(view.tombs[Number(letters[1]) - 1]!, n, view, ctx).join('\n');
  }
  const byNumber = /^\d+$/.test(typed) ? ctx.legal[Number(typed) - 1] : undefined;
  if (/^\d+$/.test(typed) && byNumber === undefined) return `There is no action ${typed}: choose a number from 1 to ${ctx.legal.length}.`;
  const text = byNumber ?? ctx.legal.find((a) => squash(a) === typed);
  if (text) {
    const parsed = parseAction(text);
    if (!parsed.ok || parsed.value.type !== 'decipher') return `"${text}" deciphers nothing: there is nothing to preview.`;
    return [`${text}:`, ...lettersOnTomb(view.tombs[parsed.value.tomb - 1]!, parsed.value.rank, view, ctx)].join('\n');
  }
  const starts = ctx.legal.filter((a) => squash(a).startsWith(typed) && a.startsWith('decipher'));
  // "decipher tomb3 savage" reads as the Savage at its printed rank, but here it asks about every rank.
  if (starts.length > 1 && !/\sas\s/.test(typed)) return summary(starts, args, view);
  const parsed = parseAction(args);
  if (parsed.ok && parsed.value.type === 'decipher') {
    const why = ctx.why(args);
    const head = why ? ctx.style.warn(`Not a legal play now: ${why}. If it were:`) : `${args.trim()}:`;
    return [head, ...lettersOnTomb(view.tombs[parsed.value.tomb - 1]!, parsed.value.rank, view, ctx)].join('\n');
  }
  if (starts.length === 0) return parsed.ok ? `"${args.trim()}" deciphers nothing: there is nothing to preview.` : parsed.error.message;
  return summary(starts, args, view);
}

/** Several plays begin with what was typed: one line per tomb and number of letters they would decipher. */
function summary(starts: readonly string[], args: string, view: HieroglyphsView): string {
  const pairs = new Map<string, [number, number]>();
  for (const a of starts) {
    const p = parseAction(a);
    if (p.ok && p.value.type === 'decipher') pairs.set(`${p.value.tomb}:${p.value.rank}`, [p.value.tomb, p.value.rank]);
  }
  if (pairs.size > MAX_SUMMARY) return `${starts.length} plays begin with "${args.trim()}": name a tomb (e.g. "preview ${starts[0]!.split(' ').slice(0, 2).join(' ')}") or one play.`;
  const sorted = [...pairs.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return [`What ${starts.length === 1 ? 'this play' : `the ${starts.length} plays beginning "${args.trim()}"`} would do, by tomb and letters:`, ...sorted.map(([tomb, rank]) => summaryLine(view.tombs[tomb - 1]!, rank))].join('\n');
}

/** Lines in a summary of the plays a beginning stands for (three tombs of up to nine ranks fit a screen). */
const MAX_SUMMARY = 27;

const bare = (id: CardId) => cardInfo(id).card.title.replace(/^the /, '');

/** "Tomb 3, 5 letters: exact if Desert · partial if Forest, Penitent": one play's outcomes, grouped. */
function summaryLine(t: TombView, letters: number): string {
  const head = `  Tomb ${t.number}, ${plural(letters, 'letter')}:`;
  if (t.depleted) return `${head} depleted`;
  const previews = tombRevealPreview(t, letters);
  const groups: [RevealPreview['effect'], string][] = [
    ['phrase', 'completes the phrase'],
    ['word', 'finishes the word'],
    ['next-word', 'runs on into the next word'],
    ['overshoot', 'overshoots'],
    ['partial', 'partial'],
  ];
  const parts = groups.flatMap(([effect, words]) => {
    const which = previews.filter((p) => p.effect === effect).map((p) => bare(p.word));
    if (which.length === 0) return [];
    return which.length === previews.length ? [`${words} whatever the word`] : [`${words} if ${which.join(', ')}`];
  });
  return `${head} ${parts.join(' · ')}`;
}
