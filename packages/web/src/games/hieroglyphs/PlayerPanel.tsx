import type { HieroglyphsView, PlayerView } from '@decktet/hieroglyphs';
import { CardName } from '../../cards/CardFace';
import { useTranslation } from '../../i18n';

function CardList({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  if (ids.length === 0) return <>{t('hieroglyphs.none')}</>;
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
  const { t } = useTranslation();
  const top = player.discard.at(-1);
  const name = you ? t('hieroglyphs.you', { name: player.name }) : player.name;
  return (
    <section className={`hg-player${active ? ' is-active' : ''}`} aria-label={name}>
      <h2>
        {name} <span className="score">{t('hieroglyphs.points', { count: player.points })}</span>
        {active && <span className="hg-on-turn">{t('hieroglyphs.onTurn')}</span>}
      </h2>
      <dl className="facts">
        <div>
          <dt>{t('hieroglyphs.hand')}</dt>
          <dd>{player.handSize}</dd>
        </div>
        <div>
          <dt>{t('hieroglyphs.drawPile')}</dt>
          <dd>{player.drawPileSize}</dd>
        </div>
        <div>
          <dt>{t('hieroglyphs.discardPile')}</dt>
          <dd>
            {top ? (
              <>
                {t('hieroglyphs.discardTop', { count: player.discard.length })} <CardName id={top} />
              </>
            ) : (
              t('hieroglyphs.empty')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('hieroglyphs.collected')}</dt>
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
  const { t } = useTranslation();
  const them = (1 - me) as 0 | 1;
  const turn = view.over
    ? t('hieroglyphs.gameOver')
    : view.turn === null
      ? ''
      : view.turn === me && view.seat !== null
        ? t('hieroglyphs.yourMove')
        : t('hieroglyphs.toMove', { name: view.players[view.turn as 0 | 1].name });
  const name = (seat: 0 | 1) => (seat === me && view.seat !== null ? t('hieroglyphs.youShort') : view.players[seat].name);
  return (
    <div className="hg-scoreboard" aria-hidden="true">
      {[them, me].map((seat) => (
        <span key={seat} className={`hg-scoreboard-player${view.turn === seat ? ' is-active' : ''}`}>
          <span className="hg-scoreboard-name">{name(seat)}</span> <b>{view.players[seat].points}</b>
        </span>
      ))}
      <span className="hg-scoreboard-turn">
        {t('hieroglyphs.turn', { number: view.turnNumber })}
        {turn && ` · ${turn}`}
      </span>
    </div>
  );
}
