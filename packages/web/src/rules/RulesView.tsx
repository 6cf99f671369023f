import { useEffect, useMemo } from 'react';
import { SUITS, SUIT_NAME } from '@decktet/decktet';
import { SuitIcon } from '../cards/suits';
import { type OutlineEntry, parseRules, splitForPage } from './document';
import { MarkdownBlocks } from './markdown';

interface ContentsEntry extends OutlineEntry {
  readonly children: OutlineEntry[];
}

/** The ## headings, each with its ### headings under it. */
function nest(outline: readonly OutlineEntry[]): ContentsEntry[] {
  const top: ContentsEntry[] = [];
  for (const entry of outline) {
    const parent = top.at(-1);
    if (entry.depth > 2 && parent) parent.children.push(entry);
    else top.push({ ...entry, children: [] });
  }
  return top;
}

function Contents({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <nav className="rules-contents" aria-label="Contents">
      <h2>Contents</h2>
      <ol>
        {nest(outline).map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
            {entry.children.length > 0 && (
              <ol>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SuitKey() {
  return (
    <section className="suit-key" aria-label="The six suits">
      <h2>The six suits</h2>
      <ul>
        {SUITS.map((s) => (
          <li key={s}>
            <SuitIcon suit={s} size={24} title={false} /> {SUIT_NAME[s]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A game's rules laid out for reading: the title and the quick start first, then the contents
 * and the suit symbols (beside the text on a wide screen), then the rest.
 */
export default function RulesView({ text }: { text: string }) {
  const doc = useMemo(() => parseRules(text), [text]);
  const { intro, quickStart, rest } = useMemo(() => splitForPage(doc), [doc]);
  useEffect(() => {
    // The text arrives after the page has opened: following the link to a section or ruling
    // again, now that it is there, scrolls to it and marks it as the target.
    if (window.location.hash.length > 1) window.location.replace(window.location.href);
  }, [doc]);
  return (
    <div className="rules-layout markdown">
      <header className="rules-intro">
        <MarkdownBlocks doc={doc} nodes={intro} />
      </header>
      {quickStart.length > 0 && (
        <section className="rules-quick-start" aria-label="Quick start">
          <MarkdownBlocks doc={doc} nodes={quickStart} />
        </section>
      )}
      <aside className="rules-aside">
        <Contents outline={doc.outline} />
        <SuitKey />
      </aside>
      <div className="rules-body">
        <MarkdownBlocks doc={doc} nodes={rest} />
      </div>
    </div>
  );
}
