import type { LiveChatLine, LiveChatLog, LiveCreateMatchRequest, LiveJoinReply, LiveMatchSummary } from '@decktet/protocol';

/** The match server's lobby (HTTP JSON under /api/). Failures come back as readable text, never thrown. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: string; status?: number };

export async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: 'The match server cannot be reached. Check your connection and try again.' };
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
    return { ok: false, status: res.status, error: typeof message === 'string' ? `The server refused: ${message}` : `The match server answered ${res.status} ${res.statusText}.` };
  }
  return { ok: true, value: data as T };
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
