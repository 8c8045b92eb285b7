import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, onApi } from '../../test/api-server';
import { clearCookies } from '../../test/browser-fakes';
import { ApiError, request, XSRF_HEADER } from './http';

/** Answers the XSRF token endpoint as the bff does, by setting the cookie; `seen` logs the call. */
function csrfSets(token: string, seen: string[] = []) {
  return onApi('csrf', () => {
    seen.push('csrf');
    document.cookie = `XSRF-TOKEN=${token}; path=/`;
    return new HttpResponse(null, { status: 204 });
  });
}

describe('api client http layer', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookies();
  });

  it('sends cookies, a JSON content type and no XSRF header on a GET', async () => {
    const services = onApi('services', () => ({ success: true, data: [] }));
    // What fetch was asked for: the request a server receives no longer says whether cookies went with it.
    const asked = vi.spyOn(globalThis, 'fetch');
    await request('GET', '/api/services');
    expect(services.mock.calls[0]![0].url.href).toBe('http://localhost:3000/api/services');
    expect(asked.mock.calls[0]![1]?.credentials).toBe('include');
    expect(services.mock.calls[0]![0].headers.get(XSRF_HEADER)).toBeNull();
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header on a POST', async () => {
    document.cookie = 'XSRF-TOKEN=tok%3Dabc; path=/';
    const subscribe = onApi('subscribe', () => ({ success: true, message: 'ok' }));
    await request('POST', '/api/newsletter/subscribe', { email: 'a@b.co' });
    expect(subscribe).toHaveBeenCalledTimes(1);
    const [call] = subscribe.mock.calls[0]!;
    expect(call.headers.get('X-XSRF-TOKEN')).toBe('tok=abc');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.body).toEqual({ email: 'a@b.co' });
  });

  it('fetches /api/auth/csrf first when there is no XSRF cookie yet', async () => {
    const order: string[] = [];
    csrfSets('fresh', order);
    const logout = onApi('logout', () => {
      order.push('logout');
      return { success: true };
    });
    await request('POST', '/api/auth/logout');
    expect(order).toEqual(['csrf', 'logout']);
    expect(logout.mock.calls[0]![0].headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('sends the customer bearer token from localStorage "token" and the admin one from "adminToken"', async () => {
    localStorage.setItem('token', 'cust-1');
    localStorage.setItem('adminToken', 'adm-1');
    const mine = onApi('myOrders', () => ({ success: true, data: { items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 } }));
    const admin = onApi('adminOrders', () => ({ success: true, data: { items: [], total: 0, totalCapped: false, page: 1, pageSize: 25 } }));
    const services = onApi('services', () => ({ success: true, data: [] }));
    await request('GET', '/api/my/orders', undefined, { auth: 'customer' });
    await request('GET', '/api/admin/orders', undefined, { auth: 'admin' });
    await request('GET', '/api/services');
    expect(mine.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer cust-1');
    expect(admin.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer adm-1');
    expect(services.mock.calls[0]![0].headers.get('Authorization')).toBeNull();
  });

  it('turns the error shape into an ApiError with status, message, code and details', async () => {
    onApi('serviceBySlug', () =>
      HttpResponse.json({ success: false, message: 'Service not found', code: 'NOT_FOUND', details: { slug: 'x' } }, { status: 404 }),
    );
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
    onApi('services', () => HttpResponse.json({ success: false, message: 'Nope', code: 'BAD' }));
    await expect(request('GET', '/api/services')).rejects.toMatchObject({ status: 200, message: 'Nope', code: 'BAD' });
  });

  it('reports a network failure as ApiError status 0 without a server message', async () => {
    onApi('services', () => HttpResponse.error());
    const error = (await request('GET', '/api/services').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
    expect(error.serverMessage).toBeNull();
  });

  it('retries once with a fresh XSRF cookie when the server rejects the token', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    csrfSets('renewed');
    let posts = 0;
    const subscribe = onApi('subscribe', () =>
      ++posts === 1 ? apiError(403, 'Invalid CSRF token', 'CSRF_INVALID') : { success: true, message: 'ok' },
    );
    await expect(request('POST', '/api/newsletter/subscribe', { email: 'a@b.co' })).resolves.toEqual({ success: true, message: 'ok' });
    expect(subscribe.mock.calls.map(([call]) => call.headers.get('X-XSRF-TOKEN'))).toEqual(['stale', 'renewed']);
  });
});
