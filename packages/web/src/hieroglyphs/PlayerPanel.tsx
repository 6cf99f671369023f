import type { HieroglyphsView, PlayerView } from '@decktet/hieroglyphs';
import { CardName } from '../cards/CardFace';

function CardList({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return <>none</>;
  return (
    <>
      {ids.map((c, i) => (
        <span key={c}>
          {i > 0 && ', '}
          <CardName id={c} />
        </span>
      ))}
    </>
  );
}

/** One player's public facts: points, hand and piles, the cards collected so far. */
export function PlayerPanel({ player, you, active }: { player: PlayerView; you: boolean; active: boolean }) {
  const top = player.discard.at(-1);
  return (
    <section className={`hg-player${active ? ' is-active' : ''}`} aria-label={`${player.name}${you ? ' (you)' : ''}`}>
      <h2>
        {player.name}
        {you ? ' (you)' : ''} <span className="score">{player.points} points</span>
        {active && <span className="hg-on-turn">on turn</span>}
      </h2>
      <dl className="facts">
        <div>
          <dt>Hand</dt>
          <dd>{player.handSize}</dd>
        </div>
        <div>
          <dt>Draw pile</dt>
          <dd>{player.drawPileSize}</dd>
        </div>
        <div>
          <dt>Discard</dt>
          <dd>
            {top ? (
              <>
                {player.discard.length} · top <CardName id={top} />
              </>
            ) : (
              'empty'
            )}
          </dd>
        </div>
        <div>
          <dt>Collected</dt>
          <dd>
            <CardList ids={player.collected} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * Both scores and whose move it is in one line. On a phone it stays at the top of the screen
 * (under the header) while the player scrolls between the tombs and the hand; the player panels
 * say the same to screen readers, so this copy is hidden from them.
 */
export function Scoreboard({ view, me }: { view: HieroglyphsView; me: 0 | 1 }) {
  const them = (1 - me) as 0 | 1;
  const turn = view.over ? 'game over' : view.turn === null ? '' : view.turn === me && view.seat !== null ? 'your move' : `${view.players[view.turn as 0 | 1].name} to move`;
  const name = (seat: 0 | 1) => (seat === me && view.seat !== null ? 'You' : view.players[seat].name);
  return (
    <div className="hg-scoreboard" aria-hidden="true">
      <span className={view.turn === them ? 'is-active' : undefined}>
        {name(them)} <b>{view.players[them].points}</b>
      </span>
      <span className={view.turn === me ? 'is-active' : undefined}>
        {name(me)} <b>{view.players[me].points}</b>
      </span>
      <span className="hg-scoreboard-turn">
        Turn {view.turnNumber}
        {turn && ` · ${turn}`}
      </span>
    </div>
  );
}
