import type { List, Nodes, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';
import { type PictureItem, parseCardsPicture, pictureCard, pictureProblemText, pictureSuit } from '@decktet/decktet';
import { type Style, asciiOnly } from '../terminal/style';

/**
 * A rules text (Markdown, as the web renders it too) drawn as terminal text: headings and bold
 * in the terminal's styles, paragraphs wrapped, lists indented, tables in aligned columns, card
 * pictures as short card names with their suit symbols. No Markdown marker is left showing.
 */
export interface RulesTextOptions {
  readonly style: Style;
  /** Columns available. */
  readonly width: number;
}

interface Context extends RulesTextOptions {
  /** The markdown the nodes came from: directives this renderer does not know are shown as written. */
  readonly source: string;
}

/** The same Markdown as the web reads: GitHub tables and the `:suit[…]` / `:card[…]` pictures. */
export function parseRulesMarkdown(text: string): Root {
  return fromMarkdown(text, {
    extensions: [gfm(), directive()],
    mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()],
  });
}

const visible = (text: string) => stringWidth(text);
const padTo = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - visible(text)));
const wrap = (text: string, width: number) => wrapAnsi(text, Math.max(8, width), { hard: true, trim: true }).split('\n');

function sourceOf(node: Nodes, ctx: Context): string {
  const { start, end } = node.position ?? {};
  return start?.offset !== undefined && end?.offset !== undefined ? ctx.source.slice(start.offset, end.offset) : toString(node);
}

function inline(node: PhrasingContent, ctx: Context): string {
  const { style } = ctx;
  switch (node.type) {
    case 'text':
      // A line break inside a paragraph is only a space: the terminal wraps the text anew.
      return node.value.replace(/\s*\n\s*/g, ' ');
    case 'strong':
      return style.bold(inlines(node.children, ctx));
    case 'emphasis':
    case 'delete':
    case 'linkReference':
      return inlines(node.children, ctx);
    case 'inlineCode':
      return style.accent(node.value);
    case 'break':
      return '\n';
    case 'link': {
      const text = inlines(node.children, ctx);
      return /^https?:/i.test(node.url) && toString(node) !== node.url ? `${text} (${node.url})` : text;
    }
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'footnoteReference':
      return `[${node.label ?? node.identifier}]`;
    case 'html':
      return node.value;
    case 'textDirective': {
      const label = toString(node);
      const suit = node.name === 'suit' ? pictureSuit(label) : undefined;
      if (suit) return style.suit(suit);
      const card = node.name === 'card' ? pictureCard(label) : undefined;
      if (card) return style.card(card.id);
      return sourceOf(node, ctx);
    }
    default:
      return sourceOf(node as Nodes, ctx);
  }
}

/** --plain turns text into ASCII before it is wrapped, so "±" (written "+/-") still fits its line. */
const forTerminal = (text: string, ctx: Context) => (ctx.style.plain ? asciiOnly(text) : text);

function inlines(nodes: readonly PhrasingContent[], ctx: Context): string {
  return forTerminal(nodes.map((n) => inline(n, ctx)).join(''), ctx);
}

/** One item of a `cards` picture (read by @decktet/decktet's parseCardsPicture, as the web reads it). */
function pictureItem(item: PictureItem, ctx: Context): string {
  switch (item.kind) {
    case 'face-down':
      return '[face down]';
    case 'word':
      return item.letters ? `…${item.letters}` : '… (nothing revealed yet)';
    case 'card':
      return item.aside ? `[${ctx.style.card(item.id)}, set aside]` : `[${ctx.style.card(item.id)}]`;
  }
}

/** A `cards` picture: a row of cards per line, labels in a column of their own; a bad one says what is wrong. */
function picture(text: string, ctx: Context): string[] {
  const read = parseCardsPicture(text);
  if (!read.ok) return wrap(forTerminal(pictureProblemText(read.problem), ctx), ctx.width);
  const rows = read.rows.map((row) => ({ label: row.label ?? '', items: row.items }));
  const labelWidth = Math.max(0, ...rows.map((r) => visible(r.label) + 2));
  const out: string[] = [];
  for (const row of rows) {
    const items = row.items.map((item) => forTerminal(pictureItem(item, ctx), ctx));
    const lines = wrap(items.join('  '), ctx.width - 2 - labelWidth);
    lines.forEach((line, i) => out.push('  ' + padTo(i === 0 && row.label ? ctx.style.bold(row.label) : '', labelWidth) + line));
  }
  return out;
}

/** The widths a table's columns get: their natural width, the widest narrowed first until it fits. */
function columnWidths(natural: number[], floor: number[], room: number): number[] | null {
  const widths = natural.slice();
  let total = widths.reduce((a, b) => a + b, 0);
  while (total > room) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) if (widths[i]! > floor[i]! && (widest === -1 || widths[i]! > widths[widest]!)) widest = i;
    if (widest === -1) return null;
    widths[widest]!--;
    total--;
  }
  return widths;
}

function table(node: Table, ctx: Context): string[] {
  const gap = 2;
  const rows = node.children.map((row) => row.children.map((cell) => inlines(cell.children, ctx)));
  const [head, ...body] = rows;
  if (!head) return [];
  const columns = head.length;
  const natural = Array.from({ length: columns }, (_, i) => Math.max(...rows.map((r) => visible(r[i] ?? ''))));
  // A column may narrow down to its longest word, but below ten characters it is no longer
  // worth reading as a column: then each row is printed as a block of its own.
  const floor = Array.from({ length: columns }, (_, i) => Math.min(natural[i]!, Math.max(10, ...rows.flatMap((r) => (r[i] ?? '').split(/\s+/).map(visible)))));
  const room = ctx.width - 2 - gap * (columns - 1);
  const widths = columnWidths(natural, floor, room);
  if (!widths) return tableAsRecords(head, body, ctx);
  const line = (cells: string[], bold: boolean) => {
    const wrapped = cells.map((c, i) => wrap(bold ? ctx.style.bold(c) : c, widths[i]!));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, k) => '  ' + wrapped.map((w, i) => padTo(w[k] ?? '', widths[i]!)).join(' '.repeat(gap)).trimEnd());
  };
  const wraps = widths.some((w, i) => w < natural[i]!);
  const out = [...line(head, true), '  ' + widths.map((w) => ctx.style.rule(w)).join(' '.repeat(gap))];
  body.forEach((row, r) => {
    // Rows that wrap are easier to tell apart with a blank line between them.
    if (wraps && r > 0) out.push('');
    out.push(...line(row, false));
  });
  return out;
}

/** Too narrow for columns: each row becomes a small block of "heading: value" lines. */
function tableAsRecords(head: string[], body: string[][], ctx: Context): string[] {
  const out: string[] = [];
  const bullet = ctx.style.plain ? '-' : '•';
  for (const row of body) {
    if (out.length) out.push('');
    row.forEach((cell, i) => {
      const text = i === 0 ? `${bullet} ${ctx.style.bold(cell)}` : `${ctx.style.bold(head[i] ?? '')}: ${cell}`;
      wrap(text, ctx.width - 4).forEach((l, k) => out.push((i === 0 && k === 0 ? '  ' : '    ') + l));
    });
  }
  return out;
}

function list(node: List, ctx: Context): string[] {
  const out: string[] = [];
  const start = node.start ?? 1;
  const markers = node.children.map((_, i) => (node.ordered ? `${start + i}.` : ctx.style.plain ? '-' : '•'));
  const markerWidth = Math.max(...markers.map(visible)) + 1;
  node.children.forEach((item, i) => {
    const inner = { ...ctx, width: ctx.width - markerWidth };
    const lines = blockLines(item.children, inner, node.spread === true);
    lines.forEach((l, k) => out.push((k === 0 ? padTo(markers[i]!, markerWidth) : ' '.repeat(markerWidth)) + l));
    if (node.spread && i < node.children.length - 1) out.push('');
  });
  return out;
}

function heading(depth: number, text: string, ctx: Context): string[] {
  const { style } = ctx;
  const lines = wrap(text, ctx.width).map((l) => (depth <= 3 ? style.bold(style.accent(l)) : style.bold(l)));
  return depth <= 2 ? [...lines, style.rule(Math.min(ctx.width, Math.max(...lines.map(visible))))] : lines;
}

function block(node: RootContent, ctx: Context): string[] {
  switch (node.type) {
    case 'heading':
      return heading(node.depth, inlines(node.children, ctx), ctx);
    case 'paragraph':
      return wrap(inlines(node.children, ctx), ctx.width);
    case 'list':
      return list(node, ctx);
    case 'table':
      return table(node, ctx);
    case 'code':
      if (node.lang === 'cards') return picture(node.value, ctx);
      return forTerminal(node.value, ctx)
        .split('\n')
        .map((l) => '    ' + l);
    case 'blockquote':
      return blockLines(node.children, { ...ctx, width: ctx.width - 2 }, true).map((l) => '  ' + l);
    case 'thematicBreak':
      return [ctx.style.rule(Math.min(ctx.width, 60))];
    case 'html':
      return wrap(forTerminal(node.value, ctx), ctx.width);
    case 'definition':
      return [];
    default:
      return wrap(forTerminal(sourceOf(node as Nodes, ctx), ctx), ctx.width);
  }
}

/** Blocks one under the other, with a blank line between them when `spaced`. */
function blockLines(nodes: readonly RootContent[], ctx: Context, spaced: boolean): string[] {
  const out: string[] = [];
  for (const node of nodes) {
    const lines = block(node, ctx);
    if (lines.length === 0) continue;
    if (spaced && out.length) out.push('');
    out.push(...lines);
  }
  return out;
}

/** Columns the text is wrapped to: the terminal's, less one, and no wider than is easy to read. */
const textWidth = (options: RulesTextOptions) => Math.max(30, Math.min(options.width - 1, 100));

/** Top-level nodes of a parsed rules text as terminal text. */
export function renderRulesNodes(nodes: readonly RootContent[], source: string, options: RulesTextOptions): string {
  return blockLines(nodes, { ...options, width: textWidth(options), source }, true).join('\n');
}

/** A line of the command's own words, wrapped like the rules around it. */
export function wrapForTerminal(text: string, options: RulesTextOptions): string {
  return wrap(text, textWidth(options)).join('\n');
}
