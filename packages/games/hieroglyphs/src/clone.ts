/** A fast deep copy of a state (what `apply` and playouts use instead of a JSON round-trip). */
import type { HieroglyphsState, PlayerState, TombState } from './types';

function clonePlayer(p: PlayerState): PlayerState {
  return {
    drawPile: p.drawPile.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    startingDeck: p.startingDeck.slice(),
    collected: p.collected.slice(),
    lastShuffle: p.lastShuffle.slice(),
  };
}

function cloneTomb(t: TombState): TombState {
  return { cards: t.cards.slice(), aside: t.aside.slice(), revealed: t.revealed };
}

export function cloneState(s: HieroglyphsState): HieroglyphsState {
  return {
    log: s.log.slice(),
    names: s.names.slice(),
    rng: s.rng.slice(),
    players: [clonePlayer(s.players[0]), clonePlayer(s.players[1])],
    tombs: [cloneTomb(s.tombs[0]), cloneTomb(s.tombs[1]), cloneTomb(s.tombs[2])],
    turn: s.turn,
    turnNumber: s.turnNumber,
    over: s.over,
  };
}
