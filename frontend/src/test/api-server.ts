/**
 * The network as the tests see it: every fetch leaves through the real API client and is answered
 * here, at the `fetch` boundary, by Mock Service Worker. A handler names its entry of the contracts'
 * endpoint table, so its path comes from the table and its answer is type-checked against the
 * entry's response schema. A request no handler answers fails the test that made it.
 */
import type { EndpointName } from '@filebridge/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { ENDPOINT_ROUTES } from 'virtual:endpoint-routes';
import { API_URL } from '../config/env';
import type { ApiAnswer } from '../lib/api/client';

const urlOf = (name: EndpointName) => `${API_URL}${ENDPOINT_ROUTES[name].path}`;

/** Standing answers every test may rely on; `onApi` adds the test's own in front. */
export const apiServer = setupServer(http.get(urlOf('csrf'), () => new HttpResponse(null, { status: 204 })));

/** What a handler learns about one request: its path parameters, query string and parsed JSON body. */
export interface ApiCall {
  url: URL;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

type Reply<N extends EndpointName> = ApiAnswer<N> | Response;
/** Indexed by name, so an answer's literals are checked against the named entry, not widened. */
type Repliers = { [N in EndpointName]: (call: ApiCall) => Reply<N> | Promise<Reply<N>> };

async function readBody(request: Request): Promise<unknown> {
  // A GET carries no body; not reading one keeps its answer as many microtasks away as the fetch itself.
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Answers one endpoint with `reply` (an answer of the entry's type, or a Response such as
 * `apiError(...)`) and returns a mock of the calls it received, newest last.
 */
export function onApi<N extends EndpointName>(name: N, reply: Repliers[N]) {
  const { method } = ENDPOINT_ROUTES[name];
  const calls = vi.fn(reply);
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  apiServer.use(
    http[verb](urlOf(name), async ({ request, params }) => {
      const url = new URL(request.url);
      const answer = await calls({
        url,
        params: params as Record<string, string>,
        query: Object.fromEntries(url.searchParams),
        body: await readBody(request),
        headers: request.headers,
      });
      return answer instanceof Response ? answer : HttpResponse.json(answer as Parameters<typeof HttpResponse.json>[0]);
    }),
  );
  return calls;
}

/**
 * Answers every endpoint of the table with `reply`, for a screen that calls many the test does not
 * read (a whole route, say); `onApi` added after it answers its endpoint instead. Returns a mock of
 * the calls by endpoint name.
 */
export function onEveryApi(reply: (name: EndpointName, call: ApiCall) => Response) {
  const calls = vi.fn(reply);
  for (const name of Object.keys(ENDPOINT_ROUTES) as EndpointName[]) onApi(name, (call) => calls(name, call));
  return calls;
}

/** The error body the bff sends: `{ success: false, message, code }`. */
export function apiError(status: number, message: string, code = `HTTP_${status}`): Response {
  return HttpResponse.json({ success: false, message, code }, { status });
}
