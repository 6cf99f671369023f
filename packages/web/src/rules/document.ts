import type { Heading, Nodes, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { directive } from 'micromark-extension-directive';
import { gfm } from 'micromark-extension-gfm';
import GithubSlugger from 'github-slugger';

/** One entry of the contents list. */
export interface OutlineEntry {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

/** A rules text parsed once, with everything the page needs to link into it. */
export interface RulesDocument {
  /** The markdown it came from (unknown directives are shown as they were written). */
  readonly source: string;
  readonly root: Root;
  /** Each heading's anchor, made as GitHub makes them so links work on both. */
  readonly anchors: ReadonlyMap<Heading, string>;
  /** The ## and ### headings, in order. */
  readonly outline: readonly OutlineEntry[];
  /** Where each numbered ruling is defined ("dr-16" → its list item or paragraph). */
  readonly rulings: ReadonlyMap<string, Nodes>;
}

/** "DR-16", "HG-9": how the rules texts number their rulings. */
export const RULING_REFERENCE = /\b(DRA|DR|HG)-(\d+)\b/g;

export const rulingAnchor = (text: string) => text.toLowerCase();

/** Markdown with GitHub's tables and the generic directives used for pictures (`:suit[moons]`). */
export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, {
    extensions: [gfm(), directive()],
    mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()],
  });
}

/** The ruling a block defines: one that opens with a bold "DR-16 …" (a list item or a paragraph). */
export function definedRuling(node: Nodes): string | null {
  const paragraph = node.type === 'listItem' ? node.children[0] : node;
  if (paragraph?.type !== 'paragraph') return null;
  const first = paragraph.children[0];
  if (first?.type !== 'strong') return null;
  const match = /^(DRA|DR|HG)-\d+\b/.exec(toString(first));
  return match ? rulingAnchor(match[0]) : null;
}

function collectRulings(node: Nodes, into: Map<string, Nodes>): void {
  const ruling = definedRuling(node);
  if (ruling && !into.has(ruling)) into.set(ruling, node);
  if ('children' in node) for (const child of node.children) collectRulings(child, into);
}

export function parseRules(source: string): RulesDocument {
  const root = parseMarkdown(source);
  const slugger = new GithubSlugger();
  const anchors = new Map<Heading, string>();
  const outline: OutlineEntry[] = [];
  for (const node of root.children) {
    if (node.type !== 'heading') continue;
    const text = toString(node);
    const id = slugger.slug(text);
    anchors.set(node, id);
    if (node.depth === 2 || node.depth === 3) outline.push({ depth: node.depth, text, id });
  }
  const rulings = new Map<string, Nodes>();
  collectRulings(root, rulings);
  return { source, root, anchors, outline, rulings };
}

/** The quick start's anchor in each language the rules are written in ("Quick start", "Inicio rápido"). */
const QUICK_START = new Set(['quick-start', 'inicio-rápido']);

/**
 * The document cut where the page wants it: the title and introduction, the "Quick start"
 * section (if the text has one) and everything after it.
 */
export function splitForPage(doc: RulesDocument): { intro: RootContent[]; quickStart: RootContent[]; rest: RootContent[] } {
  const nodes = doc.root.children;
  const isSection = (n: RootContent) => n.type === 'heading' && n.depth === 2;
  const firstSection = nodes.findIndex(isSection);
  const introEnd = firstSection === -1 ? nodes.length : firstSection;
  const intro = nodes.slice(0, introEnd);
  const start = nodes[introEnd];
  if (!start || start.type !== 'heading' || !QUICK_START.has(doc.anchors.get(start) ?? '')) {
    return { intro, quickStart: [], rest: nodes.slice(introEnd) };
  }
  const next = nodes.findIndex((n, i) => i > introEnd && isSection(n));
  const end = next === -1 ? nodes.length : next;
  return { intro, quickStart: nodes.slice(introEnd, end), rest: nodes.slice(end) };
}
