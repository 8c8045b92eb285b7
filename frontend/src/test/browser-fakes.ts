import { http } from 'msw';
import { vi } from 'vitest';
import { apiServer } from './api-server';

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The request as the answering function sees it; header names are lower case, as `Headers` keeps them. */
export interface SentRequest {
  method: string;
  credentials: RequestCredentials;
  headers: Record<string, string>;
  body?: string;
}

type Answer = (url: string, init: SentRequest) => Promise<Response> | Response;

/**
 * Answers every request that no more specific handler takes with `impl` (an empty JSON object
 * without one), at the network boundary, and returns a mock of the requests it answered. A
 * rejection from `impl` is a network failure.
 */
export function mockFetch(impl?: Answer) {
  const fn = vi.fn<Answer>((url, init) => (impl ? impl(url, init) : jsonResponse({})));
  apiServer.use(
    http.all('*', async ({ request }) => {
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const init: SentRequest = {
        method: request.method,
        credentials: request.credentials,
        headers: Object.fromEntries(request.headers),
        body: text || undefined,
      };
      try {
        return await fn(request.url, init);
      } catch {
        return Response.error();
      }
    }),
  );
  return fn;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Flushes pending promise callbacks (works with fake timers). */
export async function flushPromises(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await Promise.resolve();
}
