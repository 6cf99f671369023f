import { useEffect, useMemo } from 'react';
import { SUITS, SUIT_NAME } from '@decktet/decktet';
import { suitName } from '../cards/labels';
import { SuitIcon } from '../cards/suits';
import { currentLanguage, useTranslation } from '../i18n';
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

/** The list of sections: its heading in the reader's language, the sections' titles in the rules'. */
function Contents({ outline, lang }: { outline: readonly OutlineEntry[]; lang: string }) {
  const { t } = useTranslation();
  return (
    <nav className="rules-contents" aria-label={t('tutorial.rulesPage.contents')}>
      <h2>{t('tutorial.rulesPage.contents')}</h2>
      <ol lang={lang}>
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

/** The suit symbols, named in the reader's language, and in the rules' too when that is another. */
function SuitKey({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const inRulesLanguage = currentLanguage() === lang;
  return (
    <section className="suit-key" aria-label={t('tutorial.rulesPage.suitKey')}>
      <h2>{t('tutorial.rulesPage.suitKey')}</h2>
      <ul>
        {SUITS.map((s) => (
          <li key={s}>
            <SuitIcon suit={s} size={24} title={false} /> {suitName(s)}
            {!inRulesLanguage && (
              <span className="muted" lang={lang}>
                {' '}
                ({SUIT_NAME[s]})
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A game's rules laid out for reading: the title and the quick start first, then the contents
 * and the suit symbols (beside the text on a wide screen), then the rest. The text is in `lang`
 * (marked, so a screen reader reads it with a voice of that language); the page around it speaks
 * the reader's language.
 */
export default function RulesView({ text, lang }: { text: string; lang: string }) {
  const { t } = useTranslation();
  const doc = useMemo(() => parseRules(text), [text]);
  const { intro, quickStart, rest } = useMemo(() => splitForPage(doc), [doc]);
  useEffect(() => {
    // The text arrives after the page has opened: following the link to a section or ruling
    // again, now that it is there, scrolls to it and marks it as the target.
    if (window.location.hash.length > 1) window.location.replace(window.location.href);
  }, [doc]);
  return (
    <div className="rules-layout markdown">
      <header className="rules-intro" lang={lang}>
        <MarkdownBlocks doc={doc} nodes={intro} />
      </header>
      {quickStart.length > 0 && (
        <section className="rules-quick-start" aria-label={t('tutorial.rulesPage.quickStart')}>
          <div lang={lang}>
            <MarkdownBlocks doc={doc} nodes={quickStart} />
          </div>
        </section>
      )}
      <aside className="rules-aside">
        <Contents outline={doc.outline} lang={lang} />
        <SuitKey lang={lang} />
      </aside>
      <div className="rules-body" lang={lang}>
        <MarkdownBlocks doc={doc} nodes={rest} />
      </div>
    </div>
  );
}
