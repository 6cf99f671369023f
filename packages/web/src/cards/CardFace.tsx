import { type Card, type CardId, card, findCard, rankLabel } from '@decktet/decktet';
import { cardLabel, cardPhrase, faceTitle } from './labels';
import { SuitGlyph } from './suits';
import { useTranslation } from '../i18n';

export { cardLabel, cardPhrase, rankAndSuits } from './labels';

/** Where the big suit symbols sit on a face, by how many suits the card has. */
const CENTRE_SPOTS: Record<number, Array<[number, number]>> = {
  0: [],
  1: [[50, 64]],
  2: [
    [50, 46],
    [50, 82],
  ],
  3: [
    [50, 40],
    [32, 80],
    [68, 80],
  ],
};

function FaceArt({ c }: { c: Card }) {
  const title = faceTitle(c);
  const long = title.length > 9;
  const label = rankLabel(c);
  const spots = CENTRE_SPOTS[c.suits.length] ?? [];
  const big = c.suits.length === 3 ? 26 : c.suits.length === 2 ? 30 : 40;
  return (
    <>
      <rect x="1.5" y="1.5" width="97" height="137" rx="9" className="card-paper" />
      <rect x="6" y="6" width="88" height="128" rx="6" className="card-frame" />
      <text x="13" y="25" className="card-rank" textAnchor="middle">
        {label}
      </text>
      {c.suits.map((s, i) => (
        <SuitGlyph key={s} suit={s} x={13} y={36 + i * 13} size={11} />
      ))}
      {c.kind === 'excuse' ? (
        // Drawn, not typed: a font without the empty-set glyph would show a box.
        <g className="card-excuse">
          <circle cx="50" cy="66" r="15" />
          <path d="M37 83L63 49" />
        </g>
      ) : (
        spots.map(([x, y], i) => <SuitGlyph key={i} suit={c.suits[i]!} x={x} y={y} size={big} />)
      )}
      <text x="50" y="126" className="card-title" textAnchor="middle" {...(long ? { textLength: 82, lengthAdjust: 'spacingAndGlyphs' } : {})}>
        {title}
      </text>
    </>
  );
}

export interface CardFaceProps {
  /** The card to show, or null for a face-down card. */
  id: CardId | null;
  /** CSS width; the height follows at 7:5. */
  width?: number | string;
  selected?: boolean;
  dimmed?: boolean;
  highlight?: boolean;
  className?: string;
}

/** One card drawn as SVG: rank, suits down the left edge, big suit symbols, title along the foot. */
export function CardFace({ id, width, selected, dimmed, highlight, className }: CardFaceProps) {
  // Subscribed, so the spoken name follows a change of language even under a memoised parent.
  const { t } = useTranslation();
  const c = id === null ? null : findCard(id);
  const classes = ['card', c ? '' : 'card-back', selected ? 'is-selected' : '', dimmed ? 'is-dimmed' : '', highlight ? 'is-highlight' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={classes}
      viewBox="0 0 100 140"
      role="img"
      aria-label={c ? cardLabel(c) : t('cards.faceDown')}
      data-card={c?.id ?? 'face-down'}
      style={width === undefined ? undefined : { width }}
    >
      {c ? (
        <FaceArt c={c} />
      ) : (
        <>
          <rect x="1.5" y="1.5" width="97" height="137" rx="9" className="card-back-paper" />
          <rect x="8" y="8" width="84" height="124" rx="5" className="card-back-frame" />
          <path d="M50 30L74 70L50 110L26 70z" className="card-back-mark" />
        </>
      )}
    </svg>
  );
}

/**
 * A compact inline name for running text: rank, suit symbols and title on a paper chip (so the
 * suit colours keep their contrast on the dark table). Screen readers hear the full name once,
 * "the Author (2 of Moons and Knots)", instead of the abbreviated marks.
 */
export function CardName({ id }: { id: CardId }) {
  useTranslation();
  const c = card(id);
  return (
    <span className="card-name" data-card={id}>
      <span className="card-name-marks" aria-hidden="true">
        <b>{rankLabel(c)}</b>
        {c.suits.map((s) => (
          <svg key={s} viewBox="0 0 24 24" width="0.95em" height="0.95em">
            <SuitGlyph suit={s} x={12} y={12} size={24} />
          </svg>
        ))}{' '}
        {faceTitle(c)}
      </span>
      <span className="visually-hidden">{cardPhrase(c)}</span>
    </span>
  );
}
