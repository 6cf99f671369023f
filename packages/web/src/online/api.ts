/** The match server's HTTP API (lobby). Errors come back as readable text, never thrown. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface CreateMatchRequest {
  game: string;
  config: unknown;
  name: string;
  seats: number;
  /** Seats (other than the creator's) to fill with bots, by difficulty. */
  bots: { seat: number; difficulty: string }[];
}

export interface JoinedSeat {
  match: string;
  seat: number;
  token: string;
}

let base = '';
export function setServerBase(url: string): void {
  base = url.replace(/\/$/, '');
}

export async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: 'The match server cannot be reached. Check your connection and try again.' };
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const message = (data as { message?: unknown } | null)?.message;
    return { ok: false, error: typeof message === 'string' ? message : `The match server answered ${res.status} ${res.statusText}.` };
  }
  return { ok: true, value: data as T };
}

export async function createOnlineMatch(request: CreateMatchRequest): Promise<ApiResult<JoinedSeat>> {
  return api<JoinedSeat>('POST', '/api/matches', request);
}
