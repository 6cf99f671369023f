import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlayerSession } from '@decktet/protocol';
import { sendError, sendRefusal } from '../http/routes';
import { originAllowed } from '../ws/origin';
import type { OpenedSession, PlayerAccounts, SignedIn } from './accounts';

/** The session cookie: HttpOnly (page scripts never read it), SameSite=Lax, the whole site, Secure over HTTPS. */
export const SESSION_COOKIE = 'decktet_session';

/** The session token a request presents: `Authorization: Bearer <token>` first, else the session cookie; null: none. */
export function presentedToken(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return bearer ? bearer[1]! : null;
  }
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * A request came over HTTPS: TLS to this server, or a proxy named by TRUST_PROXY says so
 * (X-Forwarded-Proto). Fastify's `protocol` decides exactly that.
 */
const overHttps = (request: FastifyRequest) => request.protocol === 'https';

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number, expires: Date): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, `Expires=${expires.toUTCString()}`, 'HttpOnly', 'SameSite=Lax'];
  if (overHttps(request)) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Hands the client a new session: as the session cookie, or — asked for with `bearer` — as a
 * token in the reply and no cookie. Returns the reply's `session`.
 */
export function handOver(request: FastifyRequest, reply: FastifyReply, session: OpenedSession, bearer: boolean | undefined, now: number): PlayerSession {
  if (bearer) return { expiresAt: session.expiresAt, token: session.token };
  const seconds = Math.max(0, Math.ceil((session.expiresAt - now) / 1000));
  void reply.header('set-cookie', cookie(request, session.token, seconds, new Date(session.expiresAt)));
  return { expiresAt: session.expiresAt };
}

/** The signed-in player asking, or null after refusing the request (401; an ended session's cookie is dropped too). */
export async function requireSession(accounts: PlayerAccounts, request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
  const result = await accounts.signedIn(presentedToken(request));
  if (result.ok) return result.value;
  if (result.error.code === 'session-expired') clearSessionCookie(request, reply);
  void sendRefusal(reply, result.status, result.error);
  return null;
}

/**
 * A preHandler that refuses a write from a page of another site (`403 bad-origin`): the session
 * cookie must not act for a page the player did not open here. `what`: what such a page may not do.
 */
export function fromOurPages(allowedOrigins: readonly string[], what: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (originAllowed(origin, request.headers.host, allowedOrigins)) return;
    return sendError(reply, 403, 'bad-origin', `pages from ${origin} may not ${what}`);
  };
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', cookie(request, '', 0, new Date(0)));
}
