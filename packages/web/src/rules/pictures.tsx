import { type CardId, type Suit, SUITS, findCard } from '@decktet/decktet';
import { CardFace } from '../cards/CardFace';

/**
 * Pictures a rules text asks for. A fenced block with the info string `cards` draws rows of
 * cards, one row per line: an optional label ending in a colon, then card ids, `(id)` for a
 * card set aside (a Hieroglyphs slider), `?` for a face-down card, or `…LETTERS` for a
 * Hieroglyphs word showing its revealed end. Inline, `:suit[moons]` draws a suit symbol and
 * `:card[penitent]` a card's short name. The terminal reads the same pictures
 * (packages/cli/src/play/rules-render.ts).
 */
export type PictureItem = { kind: 'card'; id: CardId; aside: boolean } | { kind: 'face-down' } | { kind: 'word'; letters: string };

export interface PictureRow {
  readonly label: string | null;
  readonly items: readonly PictureItem[];
}

export type PictureResult = { ok: true; rows: PictureRow[] } | { ok: false; error: string };

function pictureItem(token: string): PictureItem | string {
  if (token === '?') return { kind: 'face-down' };
  const word = /^(?:…|\.\.\.)([A-Z]*)$/.exec(token);
  if (word) return { kind: 'word', letters: word[1]! };
  const aside = /^\((.*)\)$/.exec(token);
  const card = findCard(aside ? aside[1]! : token);
  return card ? { kind: 'card', id: card.id, aside: aside !== null } : `"${token}" is not a card id`;
}

export function parseCardsPicture(text: string): PictureResult {
  const rows: PictureRow[] = [];
  for (const [n, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    const label = colon === -1 ? null : line.slice(0, colon).trim();
    const tokens = line.slice(colon + 1).trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) return { ok: false, error: `Card picture, line ${n + 1}: no cards after "${label}:".` };
    const items: PictureItem[] = [];
    for (const token of tokens) {
      const item = pictureItem(token);
      if (typeof item === 'string') return { ok: false, error: `Card picture, line ${n + 1}: ${item}.` };
      items.push(item);
    }
    rows.push({ label, items });
  }
  if (rows.length === 0) return { ok: false, error: 'Card picture: no cards.' };
  return { ok: true, rows };
}

export const suitOf = (text: string): Suit | undefined => SUITS.find((s) => s === text.trim().toLowerCase());

/** The revealed end of a word, as the Hieroglyphs table shows it: the start stays open. */
function WordPicture({ letters }: { letters: string }) {
  const label = letters ? `a hidden word showing its last letters ${letters.split('').join(' ')}` : 'a hidden word, no letters revealed yet';
  return (
    <span className="picture-word" role="img" aria-label={label}>
      <span className="picture-more" aria-hidden="true">
        …
      </span>
      {letters.split('').map((ch, i) => (
        <span key={i} className="picture-letter" aria-hidden="true">
          {ch}
        </span>
      ))}
      {!letters && (
        <span className="picture-note" aria-hidden="true">
          nothing revealed yet
        </span>
      )}
    </span>
  );
}

function Item({ item }: { item: PictureItem }) {
  if (item.kind === 'word') return <WordPicture letters={item.letters} />;
  if (item.kind === 'face-down') return <CardFace id={null} />;
  if (!item.aside) return <CardFace id={item.id} />;
  return (
    <span className="picture-aside">
      <CardFace id={item.id} />
      <span className="picture-note">set aside</span>
    </span>
  );
}

export function CardsPicture({ text }: { text: string }) {
  const picture = parseCardsPicture(text);
  if (!picture.ok) return <p className="error">{picture.error}</p>;
  // Labels line up in a column of their own when any row has one.
  const labelled = picture.rows.some((row) => row.label);
  return (
    <figure className={`rules-picture${labelled ? ' has-labels' : ''}`}>
      {picture.rows.map((row, r) => (
        <div className="picture-row" key={r} role="group" aria-label={row.label ?? undefined}>
          {labelled && <span className="picture-label">{row.label}</span>}
          <span className="picture-cards">
            {row.items.map((item, i) => (
              <Item key={i} item={item} />
            ))}
          </span>
        </div>
      ))}
    </figure>
  );
}
