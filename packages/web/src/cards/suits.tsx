import type { Suit } from '@decktet/decktet';
import { suitName } from './labels';
import { useTranslation } from '../i18n';

/**
 * Our own six suit symbols. Each differs from the others by outline alone (crescent, rayed disc,
 * three waves, pointed leaf, coiled serpent, interlaced loop), so a colour-blind player can tell
 * them apart; the colours come from a colour-blind-safe palette as a second cue.
 */
export const SUIT_COLOR: Readonly<Record<Suit, string>> = {
  moons: '#7b5ea7',
  suns: '#c77c00',
  waves: '#0072b2',
  leaves: '#00845f',
  wyrms: '#c4410c',
  knots: '#6b5436',
};

/** Shapes drawn in a 24×24 box centred on (12, 12). */
function SuitShape({ suit, color }: { suit: Suit; color: string }) {
  switch (suit) {
    case 'moons':
      // A broad crescent (about a third of the disc at its widest): a thin one vanishes at index size and in grayscale.
      return <path d="M11.41 2.02A10 10 0 1 0 21.58 14.86A8.2 8.2 0 0 1 11.41 2.02z" fill={color} />;
    case 'suns':
      return (
        <g fill={color}>
          <circle cx="12" cy="12" r="5" />
          {Array.from({ length: 8 }, (_, i) => (
            <path key={i} d="M12 1.2l1.6 4.2h-3.2z" transform={`rotate(${i * 45} 12 12)`} />
          ))}
        </g>
      );
    case 'waves':
      return (
        <g fill="none" stroke={color} strokeWidth="2.4" strokeLinecap="round">
          {[6, 12, 18].map((y) => (
            <path key={y} d={`M2.5 ${y}q2.4-3.2 4.75 0t4.75 0t4.75 0t4.75 0`} />
          ))}
        </g>
      );
    case 'leaves':
      return (
        <g>
          <path d="M12 1.5C19 6 19 15 12 22.5C5 15 5 6 12 1.5z" fill={color} />
          <path d="M12 5v17" stroke="#fff" strokeWidth="1.2" strokeOpacity="0.8" />
        </g>
      );
    case 'wyrms':
      return (
        <g>
          <path d="M5 21c0-5 13-3.5 13-8.5S6 9.5 7.5 5.5" fill="none" stroke={color} strokeWidth="3" strokeLinecap="round" />
          <path d="M4.2 6.5L8.5 1.5L12.5 5.6z" fill={color} />
        </g>
      );
    case 'knots':
      return (
        <path
          d="M12 12c-2.5-3.5-5-5.5-7.2-5.5a5.5 5.5 0 0 0 0 11c2.2 0 4.7-2 7.2-5.5s5-5.5 7.2-5.5a5.5 5.5 0 0 1 0 11c-2.2 0-4.7-2-7.2-5.5z"
          fill="none"
          stroke={color}
          strokeWidth="2.6"
        />
      );
  }
}

export interface SuitIconProps {
  suit: Suit;
  size?: number | string;
  /** Draw in one colour (e.g. on a coloured badge). */
  mono?: string;
  title?: boolean;
}

/** A stand-alone suit symbol (an <svg>), labelled with the suit's name for screen readers. */
export function SuitIcon({ suit, size = '1em', mono, title = true }: SuitIconProps) {
  useTranslation();
  const name = suitName(suit);
  return (
    <svg className={`suit suit-${suit}`} viewBox="0 0 24 24" width={size} height={size} role="img" aria-label={name} data-suit={suit}>
      {title && <title>{name}</title>}
      <SuitShape suit={suit} color={mono ?? SUIT_COLOR[suit]} />
    </svg>
  );
}

/** The symbol as an SVG group placed inside another SVG (used on card faces). */
export function SuitGlyph({ suit, x, y, size }: { suit: Suit; x: number; y: number; size: number }) {
  const scale = size / 24;
  return (
    <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})`} data-suit={suit}>
      <SuitShape suit={suit} color={SUIT_COLOR[suit]} />
    </g>
  );
}
