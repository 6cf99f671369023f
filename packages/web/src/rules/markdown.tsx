import { Fragment, type ReactNode, useMemo } from 'react';
import type { Directives } from 'mdast-util-directive';
import type { AlignType, List, ListItem, Nodes, PhrasingContent, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { pictureCard, pictureSuit } from '@decktet/decktet';
import { CardName } from '../cards/CardFace';
import { SuitIcon } from '../cards/suits';
import { currentLanguage, i18n, useTranslation } from '../i18n';
import { RULING_REFERENCE, type RulesDocument, definedRuling, parseRules, rulingAnchor } from './document';
import { CardsPicture } from './pictures';

/**
 * Renders a parsed rules text as React elements, node by node. Nothing from the text becomes
 * markup: raw HTML is shown as the text it is, and links go only to safe places. The text keeps
 * its own language; the labels the renderer adds speak the reader's.
 */
interface Context {
  readonly doc: RulesDocument;
  /** Inside a heading, a link or a ruling's own bold title: ruling numbers stay plain text. */
  readonly plainRulings?: boolean;
}

/** Links may go to a place in this page or to the web; anything else is shown as its text. */
function safeHref(url: string): string | null {
  // Browsers ignore control characters and spaces in a scheme ("java\tscript:"), so check without them.
  const clean = [...url].filter((ch) => ch > ' ' && ch !== '\u007f').join('');
  return /^(#|https?:\/\/|mailto:)/i.test(clean) ? clean : null;
}

/** The text a node was written as, for directives this renderer does not know. */
function sourceOf(node: Nodes, ctx: Context): string {
  const { start, end } = node.position ?? {};
  return start?.offset !== undefined && end?.offset !== undefined ? ctx.doc.source.slice(start.offset, end.offset) : toString(node);
}

function textWithRulingLinks(value: string, ctx: Context): ReactNode {
  if (ctx.plainRulings) return value;
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of value.matchAll(RULING_REFERENCE)) {
    const anchor = rulingAnchor(match[0]);
    if (!ctx.doc.rulings.has(anchor)) continue;
    if (match.index > last) out.push(value.slice(last, match.index));
    out.push(
      <a key={match.index} className="ruling-link" href={`#${anchor}`}>
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  if (last === 0) return value;
  out.push(value.slice(last));
  return out;
}

function directive(node: Directives, ctx: Context): ReactNode {
  const label = toString(node);
  if (node.type === 'textDirective' && node.name === 'suit') {
    const suit = pictureSuit(label);
    if (suit) return <SuitIcon suit={suit} size="1.1em" />;
  }
  if (node.type === 'textDirective' && node.name === 'card') {
    const card = pictureCard(label);
    if (card) return <CardName id={card.id} />;
  }
  return sourceOf(node, ctx);
}

function inline(node: PhrasingContent, key: number, ctx: Context): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{textWithRulingLinks(node.value, ctx)}</Fragment>;
    case 'strong': {
      // A ruling's own bold title ("DR-16 Counter Spell…") is not a link to itself.
      const ownTitle = /^(DRA|DR|HG)-\d+\b/.test(toString(node));
      return <strong key={key}>{inlines(node.children, ownTitle ? { ...ctx, plainRulings: true } : ctx)}</strong>;
    }
    case 'emphasis':
      return <em key={key}>{inlines(node.children, ctx)}</em>;
    case 'delete':
      return <del key={key}>{inlines(node.children, ctx)}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'link': {
      const children = inlines(node.children, { ...ctx, plainRulings: true });
      const href = safeHref(node.url);
      if (!href) return <span key={key}>{children}</span>;
      const external = !href.startsWith('#');
      return (
        <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    }
    case 'image':
    case 'imageReference':
      return <span key={key}>{node.alt ?? ''}</span>;
    case 'linkReference':
      return <span key={key}>{inlines(node.children, ctx)}</span>;
    case 'footnoteReference':
      return <sup key={key}>[{node.label ?? node.identifier}]</sup>;
    case 'html':
      return <span key={key}>{node.value}</span>;
    case 'textDirective':
      return <span key={key}>{directive(node, ctx)}</span>;
    default:
      return <span key={key}>{sourceOf(node as Nodes, ctx)}</span>;
  }
}

function inlines(nodes: readonly PhrasingContent[], ctx: Context): ReactNode[] {
  return nodes.map((n, i) => inline(n, i, ctx));
}

/** The anchor a ruling's block carries, if this block is where the ruling is defined. */
function rulingId(node: Nodes, ctx: Context): string | undefined {
  const ruling = definedRuling(node);
  return ruling && ctx.doc.rulings.get(ruling) === node ? ruling : undefined;
}

const alignClass = (align: AlignType | undefined) => (align ? `align-${align}` : undefined);

/** Cells this long read badly in a narrow column: on a phone such a table is shown row by row. */
const LONG_CELL = 40;

function table(node: Table, key: number, ctx: Context): ReactNode {
  const [head, ...body] = node.children;
  const headers = head ? head.children.map((c) => toString(c)) : [];
  const stackable = body.some((row) => row.children.some((cell) => toString(cell).length > LONG_CELL));
  return (
    // The box scrolls sideways on a narrow screen instead of widening the page.
    <div
      key={key}
      className={`table-wrap${stackable ? ' is-stackable' : ''}`}
      role="region"
      aria-label={i18n.t('tutorial.rulesPage.table', { headers: headers.filter(Boolean).join(', ') })}
      tabIndex={0}
    >
      <table>
        {head && (
          <thead>
            <tr>
              {head.children.map((cell, i) => (
                <th key={i} scope="col" className={alignClass(node.align?.[i])}>
                  {inlines(cell.children, ctx)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {row.children.map((cell, i) => (
                <td key={i} className={alignClass(node.align?.[i])} data-label={headers[i] || undefined}>
                  {inlines(cell.children, ctx)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function listItem(node: ListItem, key: number, tight: boolean, ctx: Context): ReactNode {
  const content = node.children.map((child, i) =>
    // A tight list's paragraphs are bare text, as in any Markdown renderer.
    tight && child.type === 'paragraph' ? <span key={i}>{inlines(child.children, ctx)}</span> : block(child, i, ctx),
  );
  return (
    <li key={key} id={rulingId(node, ctx)} className={rulingId(node, ctx) ? 'ruling' : undefined}>
      {typeof node.checked === 'boolean' && (
        <input
          type="checkbox"
          checked={node.checked}
          disabled
          lang={currentLanguage()}
          aria-label={node.checked ? i18n.t('tutorial.rulesPage.taskDone') : i18n.t('tutorial.rulesPage.taskNotDone')}
        />
      )}
      {content}
    </li>
  );
}

function list(node: List, key: number, ctx: Context): ReactNode {
  const items = node.children.map((item, i) => listItem(item, i, !node.spread, ctx));
  return node.ordered ? (
    <ol key={key} start={node.start !== null && node.start !== undefined && node.start !== 1 ? node.start : undefined}>
      {items}
    </ol>
  ) : (
    <ul key={key}>{items}</ul>
  );
}

function block(node: RootContent, key: number, ctx: Context): ReactNode {
  switch (node.type) {
    case 'heading': {
      const id = ctx.doc.anchors.get(node);
      const Tag = `h${node.depth}` as 'h2';
      const body = inlines(node.children, { ...ctx, plainRulings: true });
      return (
        <Tag key={key} id={id}>
          {body}
          {id && node.depth > 1 && (
            <a className="heading-anchor" href={`#${id}`} lang={currentLanguage()} aria-label={i18n.t('tutorial.rulesPage.sectionLink', { title: toString(node) })}>
              #
            </a>
          )}
        </Tag>
      );
    }
    case 'paragraph': {
      const id = rulingId(node, ctx);
      return (
        <p key={key} id={id} className={id ? 'ruling' : undefined}>
          {inlines(node.children, ctx)}
        </p>
      );
    }
    case 'list':
      return list(node, key, ctx);
    case 'listItem':
      return <ul key={key}>{listItem(node, 0, false, ctx)}</ul>;
    case 'table':
      return table(node, key, ctx);
    case 'blockquote':
      return <blockquote key={key}>{blocks(node.children, ctx)}</blockquote>;
    case 'code':
      if (node.lang === 'cards') return <CardsPicture key={key} text={node.value} />;
      return (
        <pre key={key}>
          <code>{node.value}</code>
        </pre>
      );
    case 'thematicBreak':
      return <hr key={key} />;
    case 'html':
      return <p key={key}>{node.value}</p>;
    case 'definition':
      return null;
    case 'footnoteDefinition':
      return (
        <div key={key} className="footnote" id={`footnote-${node.identifier}`}>
          <sup>[{node.label ?? node.identifier}]</sup> {blocks(node.children, ctx)}
        </div>
      );
    case 'leafDirective':
    case 'containerDirective':
      return <p key={key}>{sourceOf(node, ctx)}</p>;
    default:
      return <p key={key}>{sourceOf(node as Nodes, ctx)}</p>;
  }
}

function blocks(nodes: readonly RootContent[], ctx: Context): ReactNode[] {
  return nodes.map((n, i) => block(n, i, ctx));
}

/** Some top-level nodes of a parsed rules document. */
export function MarkdownBlocks({ doc, nodes }: { doc: RulesDocument; nodes: readonly RootContent[] }) {
  // The labels it adds are read from the catalogue as it renders: a new language renders it anew.
  useTranslation();
  return <>{blocks(nodes, { doc })}</>;
}

/** A whole markdown text. */
export function Markdown({ text }: { text: string }) {
  const doc = useMemo(() => parseRules(text), [text]);
  return (
    <div className="markdown">
      <MarkdownBlocks doc={doc} nodes={doc.root.children} />
    </div>
  );
}
