import { goofspiel, type GoofspielAction, type GoofspielView } from '@decktet/engine';
import { CardFace } from '../../cards/CardFace';
import { i18n } from '../../i18n';
import type { GameUi, TableProps } from '../../play/types';
import type en from './i18n/en.json';

/** Goofspiel's words in the catalogue, from its own `i18n/<language>.json`. */
declare module '../../i18n/catalogues' {
  interface GameMessages {
    goofspiel: typeof en;
  }
}

/**
 * The engine's small example game; the web client's tests register it to drive the generic
 * screens end to end (docs/architecture.md, "Adding a game").
 */
export function GoofspielTable({ view, legal, onAction, busy, names }: TableProps) {
  const v = view as GoofspielView;
  const bids = legal as GoofspielAction[];
  return (
    <div className="goofspiel">
      <p>
        {names[0]} {v.points[0]} – {v.points[1]} {names[1]} · prizes left {v.prizesLeft}
      </p>
      <div className="prize" aria-label="Prize">
        <CardFace id={v.prize} width={90} />
      </div>
      <div className="hand" role="group" aria-label="Your hand">
        {v.hand.map((id) => {
          const bid = bids.find((b) => b.card === id);
          return (
            <button key={id} type="button" className="card-button" disabled={busy || !bid} onClick={() => bid && onAction(bid)}>
              <CardFace id={id} />
            </button>
          );
        })}
      </div>
    </div>
  );
}

export const goofspielUi: GameUi = {
  game: goofspiel as unknown as GameUi['game'],
  get blurb() {
    return i18n.t('game.goofspiel.blurb');
  },
  Table: GoofspielTable,
  rules: async () => ({ text: '# Goofspiel\n\nBid one card each round; the higher card takes the prize.', language: 'en' }),
  config: () => ({ handSize: 5 }),
};
