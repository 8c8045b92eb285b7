import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, jsonResponse, mockFetch, type SentRequest } from '../../test/browser-fakes';
import { ApiError, request, XSRF_HEADER } from './http';

function headersOf([, init]: [string, SentRequest]): Headers {
  return new Headers(init.headers);
}

describe('api client http layer', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('sends cookies, a JSON content type and no XSRF header on a GET', async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, data: [] }));
    // What fetch was asked for: the request a server receives no longer says whether cookies went with it.
    const asked = vi.spyOn(globalThis, 'fetch');
    await request('GET', '/api/services');
    expect(fetch.mock.calls[0]![0]).toBe('http://localhost:3000/api/services');
    expect(asked.mock.calls[0]![1]?.credentials).toBe('include');
    expect(headersOf(fetch.mock.calls[0]!).get(XSRF_HEADER)).toBeNull();
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header on a POST', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3Dabc; path=/';
    const fetch = mockFetch(() => jsonResponse({ message: 'ok' }));
    await request('POST', '/api/newsletter/subscribe', { email: 'a@b.co' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const headers = headersOf(fetch.mock.calls[0]!);
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok=abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(fetch.mock.calls[0]![1]?.body).toBe(JSON.stringify({ email: 'a@b.co' }));
  });

  it('fetches /api/auth/csrf first when there is no XSRF cookie yet', async () => {
    const fetch = mockFetch((url) => {
      if (url.endsWith('/api/auth/csrf')) {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ success: true });
    });
    await request('POST', '/api/auth/logout');
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['http://localhost:3000/api/auth/csrf', 'http://localhost:3000/api/auth/logout']);
    expect(headersOf(fetch.mock.calls[1]!).get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('sends the customer bearer token from localStorage "token" and the admin one from "adminToken"', async () => {
    localStorage.setItem('token', 'cust-1');
    localStorage.setItem('adminToken', 'adm-1');
    const fetch = mockFetch(() => jsonResponse({ success: true }));
    await request('GET', '/api/my/orders', undefined, { auth: 'customer' });
    await request('GET', '/api/admin/orders', undefined, { auth: 'admin' });
    await request('GET', '/api/services');
    expect(headersOf(fetch.mock.calls[0]!).get('Authorization')).toBe('Bearer cust-1');
    expect(headersOf(fetch.mock.calls[1]!).get('Authorization')).toBe('Bearer adm-1');
    expect(headersOf(fetch.mock.calls[2]!).get('Authorization')).toBeNull();
  });

  it('turns the error shape into an ApiError with status, message, code and details', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Service not found', code: 'NOT_FOUND', details: { slug: 'x' } }, 404));
    const error = await request('GET', '/api/services/slug/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      message: 'Service not found',
      code: 'NOT_FOUND',
      details: { slug: 'x' },
      serverMessage: 'Service not found',
    });
  });

  it('treats a 200 with success:false as an error', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'Nope', code: 'BAD' }));
    await expect(request('GET', '/api/x')).rejects.toMatchObject({ status: 200, message: 'Nope', code: 'BAD' });
  });

  it('reports a network failure as ApiError status 0 without a server message', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await request('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.serverMessage).toBeNull();
  });

  it('retries once with a fresh XSRF cookie when the server rejects the token', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    let posts = 0;
    const fetch = mockFetch((url) => {
      if (url.endsWith('/api/auth/csrf')) {
        document.cookie = 'XSRF-TOKEN=renewed; path=/';
        return new Response(null, { status: 204 });
      }
      posts += 1;
      return posts === 1
        ? jsonResponse({ success: false, message: 'Invalid CSRF token', code: 'CSRF_INVALID' }, 403)
        : jsonResponse({ message: 'ok' });
    });
    await expect(request('POST', '/api/newsletter/subscribe', { email: 'a@b.co' })).resolves.toEqual({ message: 'ok' });
    expect(headersOf(fetch.mock.calls[2]!).get('X-XSRF-TOKEN')).toBe('renewed');
  });
});
