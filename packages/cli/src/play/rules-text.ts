import type { Heading, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { type RulesTextOptions, parseRulesMarkdown, renderRulesNodes, wrapForTerminal } from './rules-render';

/** A section of a rules document: a ## or ### heading and what stands under it. */
interface Section {
  readonly title: string;
  readonly depth: number;
  readonly nodes: RootContent[];
}

function sections(nodes: readonly RootContent[]): { intro: RootContent[]; parts: Section[] } {
  const isSection = (n: RootContent): n is Heading => n.type === 'heading' && (n.depth === 2 || n.depth === 3);
  const first = nodes.findIndex(isSection);
  const intro = nodes.slice(0, first === -1 ? nodes.length : first);
  const parts: Section[] = [];
  nodes.forEach((node, i) => {
    if (!isSection(node)) return;
    // A ## section runs on over its ### sections, to the next heading of its level or above.
    const end = nodes.findIndex((n, j) => j > i && n.type === 'heading' && n.depth <= node.depth);
    parts.push({ title: toString(node), depth: node.depth, nodes: nodes.slice(i, end === -1 ? nodes.length : end) });
  });
  return { intro, parts };
}

/** The block where a numbered ruling ("DR-16", "hg-9") is written, with the heading it sits under. */
function findRuling(nodes: readonly RootContent[], ruling: string): RootContent[] | null {
  let under: RootContent | null = null;
  const opens = (n: RootContent) => n.type === 'paragraph' && n.children[0]?.type === 'strong' && new RegExp(`^${ruling}\\b`, 'i').test(toString(n.children[0]));
  for (const node of nodes) {
    if (node.type === 'heading') under = node;
    if (opens(node)) return under ? [under, node] : [node];
    if (node.type === 'list') {
      const item = node.children.find((it) => it.children[0] && opens(it.children[0] as RootContent));
      if (item) return [...(under ? [under] : []), { ...node, start: null, ordered: false, children: [item] }];
    }
  }
  return null;
}

/**
 * The `rules` command: a long rules document does not fit a screen, so `rules` shows its
 * introduction and a numbered list of sections, `rules <n>` or `rules <word>` one section (by
 * its title, else the smallest section whose text has the word),
 * `rules DR-16` one ruling, `rules all` everything — drawn as terminal text.
 */
export function rulesText(markdown: string, topic: string, options: RulesTextOptions): string {
  const root = parseRulesMarkdown(markdown);
  const render = (nodes: readonly RootContent[]) => renderRulesNodes(nodes, markdown, options);
  const { intro, parts } = sections(root.children);
  const wanted = topic.trim().toLowerCase();
  if (parts.length === 0 || wanted === 'all') return render(root.children);
  if (wanted === '') {
    const list = parts.map((p, i) => `${p.depth === 3 ? '     ' : '  '}${i + 1}) ${p.title}`).join('\n');
    const quickStart = parts[0]!.title.toLowerCase().includes('quick start') ? ' ("rules 1" for the quick start)' : '';
    const ruling = /\*\*((DRA|DR|HG)-\d+)/.exec(markdown);
    const rulings = ruling ? `, "rules ${ruling[1]}" for a ruling` : '';
    const hint = `Type "rules <number>" or "rules <word>" to read one${quickStart}${rulings}, "rules all" for everything.`;
    return `${render(intro)}\n\nSections:\n${list}\n${wrapForTerminal(hint, options)}`;
  }
  if (/^(dra|dr|hg)-\d+$/.test(wanted)) {
    const ruling = findRuling(root.children, wanted);
    return ruling ? render(ruling) : `There is no ruling ${topic.trim().toUpperCase()} in these rules. Type "rules" for the list of sections.`;
  }
  const byNumber = /^\d+$/.test(wanted) ? parts[Number(wanted) - 1] : undefined;
  const byTitle = parts.find((p) => p.title.toLowerCase().includes(wanted));
  // Failing a title, the smallest section that speaks of it ("rules haste" finds the spells).
  const byText = [...parts].sort((a, b) => b.depth - a.depth).find((p) => p.nodes.some((n) => toString(n).toLowerCase().includes(wanted)));
  const found = byNumber ?? byTitle ?? byText;
  if (!found) return `No section of the rules matches "${topic.trim()}". Type "rules" for the list of sections.`;
  return render(found.nodes);
}
