/** The part of the `glicko2` package (it ships no types) that glicko.ts uses. */
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** [player, opponent, the player's score: 1 win, 0.5 draw, 0 loss]. */
  export type Glicko2Match = [Glicko2Player, Glicko2Player, number];
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** Every game given is one rating period: each player made here is rated from the games it played. */
    updateRatings(matches: Glicko2Match[]): void;
  }
}
