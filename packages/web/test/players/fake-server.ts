/**
 * For the players' component tests: a stand-in for the match server's players API, answering
 * `fetch` by method and path, and keeping every request it was sent.
 */
export interface Answer {
  status: number;
  body: unknown;
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Answers each request by `"METHOD /path"`: a fixed answer, or one made from the request's body. */
export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

/** A refusal as the server sends it: its code, its English message, and its figures (`params`) where it has some. */
export const refusal = (status: number, code: string, message: string, params?: Record<string, unknown>): Answer => ({ status, body: { error: { code, message, ...(params ? { params } : {}) } } });

export function fakeServer(routes: Routes) {
  const sent: SentRequest[] = [];
  const fetch = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = route === undefined ? refusal(404, 'not-found', `no route ${method} ${path}`) : typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, sent, routes };
}

export const ADA = { id: 'p-ada', name: 'Ada' };
export const SESSION = { expiresAt: 4_000_000_000_000 };
export const RECOVERY_CODE = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789';
