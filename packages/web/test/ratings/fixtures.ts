/**
 * For the ratings' component tests: what the server answers about games, a leaderboard and
 * players' pages (shapes in @decktet/protocol's ratings.ts).
 */
import type { LeaderboardReply, PlayerProfile } from '@decktet/protocol';

export const GAMES = {
  games: [
    { id: 'dueling-runes', name: 'Dueling Runes', minSeats: 2, maxSeats: 2, configSchema: {}, defaultConfig: {} },
    { id: 'hieroglyphs', name: 'Hieroglyphs', minSeats: 2, maxSeats: 4, configSchema: {}, defaultConfig: {} },
  ],
};

const rating = { provisional: false, draws: 0 };

/** Dueling Runes' leaderboard: the server's order, which the page keeps (Bo is listed above a higher number on purpose). */
export const RUNES_BOARD: LeaderboardReply = {
  game: 'dueling-runes',
  gameName: 'Dueling Runes',
  minGames: 1,
  established: false,
  total: 3,
  offset: 0,
  limit: 100,
  entries: [
    { ...rating, rank: 1, name: 'Ada', rating: 1662.4, deviation: 80.2, games: 12, wins: 9, losses: 3 },
    { ...rating, rank: 2, name: 'Bo', rating: 1540, deviation: 150, provisional: true, games: 2, wins: 1, losses: 0, draws: 1 },
    { ...rating, rank: 3, name: 'Cy Q', rating: 1601, deviation: 60, games: 30, wins: 14, losses: 16 },
  ],
};

export const EMPTY_GLYPHS_BOARD: LeaderboardReply = { ...RUNES_BOARD, game: 'hieroglyphs', gameName: 'Hieroglyphs', total: 0, entries: [] };

export const ADA_PROFILE: PlayerProfile = {
  name: 'Ada',
  createdAt: '2026-10-01T12:00:00.000Z',
  ratings: [{ ...rating, game: 'dueling-runes', rating: 1662.4, deviation: 80.2, games: 3, wins: 2, losses: 1 }],
  history: [
    { game: 'dueling-runes', matchId: 'm1', at: '2026-11-01T12:00:00.000Z', result: 'win', forfeit: null, before: 1500, rating: 1662.31, deviation: 290 },
    { game: 'dueling-runes', matchId: null, at: '2026-11-02T12:00:00.000Z', result: 'loss', forfeit: 'clock', before: 1662.31, rating: 1580, deviation: 200 },
    { game: 'dueling-runes', matchId: 'm3', at: '2026-11-03T12:00:00.000Z', result: 'win', forfeit: 'left', before: 1580, rating: 1662.4, deviation: 80.2 },
  ],
  recentGames: [
    {
      matchId: 'm3',
      game: 'dueling-runes',
      createdAt: '2026-11-03T12:00:00.000Z',
      summary: 'Ada wins (Bo left)',
      pace: 'turn-based',
      rated: true,
      seat: 1,
      result: 'win',
      players: [
        { seat: 0, name: 'Bo' },
        { seat: 1, name: 'Ada' },
      ],
    },
    {
      matchId: 'm0',
      game: 'hieroglyphs',
      createdAt: '2026-10-20T12:00:00.000Z',
      summary: 'Cy wins 30–24',
      pace: 'live',
      rated: false,
      seat: 0,
      result: null,
      players: [
        { seat: 0, name: 'Ada' },
        { seat: 1, name: 'Cy' },
        { seat: 2, name: null },
      ],
    },
  ],
};
