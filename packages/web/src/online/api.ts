import type { LiveChatLine, LiveChatLog, LiveCreateMatchRequest, LiveJoinReply, LiveMatchSummary } from '@decktet/protocol';
import { i18n } from '../i18n';
import { problemText } from './problems';

/** The match server's lobby (HTTP JSON under /api/). Failures come back as readable text in the player's language, never thrown. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: string; status?: number };

/** A refusal's words for the player, by its code, the server's message and its figures (`params`); null: none here. */
export type RefusalWords = (code: string, message: string, params?: unknown) => string | null;

/** A request to the server; `words` says its refusals (the lobby's by default). */
export async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, words: RefusalWords = problemText): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: i18n.t('online.api.unreachable') };
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const refusal = (data as { error?: { code?: unknown; message?: unknown; params?: unknown } } | null)?.error;
    return { ok: false, status: res.status, error: refusalOf(refusal?.code, refusal?.message, refusal?.params, words) ?? i18n.t('online.api.answered', { status: res.status, statusText: res.statusText }) };
  }
  return { ok: true, value: data as T };
}

/** The server's refusal, in the player's words where its code is known, else as the server put it. */
function refusalOf(code: unknown, message: unknown, params: unknown, words: RefusalWords): string | null {
  const known = typeof code === 'string' ? words(code, typeof message === 'string' ? message : '', params) : null;
  if (known !== null) return known;
  return typeof message === 'string' ? i18n.t('online.api.refused', { message }) : null;
}

export function createMatch(request: LiveCreateMatchRequest): Promise<ApiResult<LiveMatchSummary>> {
  return api('POST', '/api/matches', request);
}

export function getMatch(id: string): Promise<ApiResult<LiveMatchSummary>> {
  return api('GET', `/api/matches/${encodeURIComponent(id)}`);
}

export function joinMatch(id: string, name: string, seat?: number): Promise<ApiResult<LiveJoinReply>> {
  return api('POST', `/api/matches/${encodeURIComponent(id)}/join`, seat === undefined ? { name } : { name, seat });
}

export function leaveMatch(id: string, token: string): Promise<ApiResult<{ left: true; seat: number }>> {
  return api('POST', `/api/matches/${encodeURIComponent(id)}/leave`, { token });
}

/** A finished match's chat, both channels (the server refuses it while the match is played). */
export async function getMatchChat(id: string): Promise<ApiResult<LiveChatLine[]>> {
  const r = await api<LiveChatLog>('GET', `/api/matches/${encodeURIComponent(id)}/chat`);
  return r.ok ? { ok: true, value: r.value.chat } : r;
}

/** The WebSocket address of the server that served this page. */
export function liveSocketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
}
