import type { FastifyInstance, FastifyReply } from 'fastify';
import { leaderboardQuerySchema } from '@decktet/protocol';
import { parseBody, sendRefusal } from '../http/routes';
import type { PlayerResult } from '../players/accounts';
import type { RatingReader } from './pages';

/** Sends the value, or the refusal as `{ error }`. */
function answer<T>(reply: FastifyReply, result: PlayerResult<T>) {
  return result.ok ? reply.send(result.value) : sendRefusal(reply, result.status, result.error);
}

/** The leaderboards, players' public pages and what a match did to ratings (shapes in @decktet/protocol's ratings.ts); all are public reads. */
export function registerRatingRoutes(app: FastifyInstance, reader: RatingReader): void {
  app.get('/api/leaderboard', async (request, reply) => {
    const query = parseBody(leaderboardQuerySchema, request.query, reply);
    return query ? answer(reply, await reader.leaderboard(query)) : reply;
  });

  app.get<{ Params: { id: string } }>('/api/matches/:id/rating', async (request, reply) => answer(reply, await reader.matchRating(request.params.id)));

  app.get<{ Params: { name: string } }>('/api/players/:name/profile', async (request, reply) => answer(reply, await reader.profile(request.params.name)));
}
