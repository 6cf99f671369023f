/** A section of a rules document: its `## ` heading and the lines under it. */
interface Section {
  readonly title: string;
  readonly body: string;
}

function sections(markdown: string): { intro: string; parts: Section[] } {
  const parts: Section[] = [];
  const intro: string[] = [];
  let current: { title: string; lines: string[] } | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      if (current) parts.push({ title: current.title, body: current.lines.join('\n').trim() });
      current = { title: heading[1]!.trim(), lines: [] };
    } else if (current) current.lines.push(line);
    else intro.push(line);
  }
  if (current) parts.push({ title: current.title, body: current.lines.join('\n').trim() });
  return { intro: intro.join('\n').trim(), parts };
}

/**
 * The `rules` command: a long rules document does not fit a screen, so `rules` shows its
 * introduction and a numbered list of sections, `rules <n>` or `rules <word>` one section,
 * `rules all` everything.
 */
export function rulesText(markdown: string, topic: string): string {
  const { intro, parts } = sections(markdown);
  const wanted = topic.trim().toLowerCase();
  if (parts.length === 0 || wanted === 'all') return markdown.trim();
  if (wanted === '') {
    const list = parts.map((p, i) => `  ${i + 1}) ${p.title}`).join('\n');
    return `${intro}\n\nSections:\n${list}\nType "rules <number>" or "rules <word>" to read one, "rules all" for everything.`;
  }
  const byNumber = /^\d+$/.test(wanted) ? parts[Number(wanted) - 1] : undefined;
  const found = byNumber ?? parts.find((p) => p.title.toLowerCase().includes(wanted));
  if (!found) return `No section of the rules matches "${topic.trim()}". Type "rules" for the list of sections.`;
  return `## ${found.title}\n\n${found.body}`;
}
