import type { OrderDetailDto, OrderStatus, ServiceDto, UserDto } from '@filebridge/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { clearCookies, jsonResponse, mockFetch } from '../../test/browser-fakes';
import { callApi, type ApiAnswer, type ApiData, type CallOptions } from './client';

describe('typed API client', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    document.cookie = 'XSRF-TOKEN=tok; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('infers answers, bodies, queries and path parameters from the endpoint table', () => {
    expectTypeOf(callApi<'myOrder'>).returns.resolves.toEqualTypeOf<ApiAnswer<'myOrder'>>();
    expectTypeOf<ApiData<'myOrder'>>().toEqualTypeOf<OrderDetailDto>();
    expectTypeOf<ApiData<'serviceBySlug'>>().toEqualTypeOf<ServiceDto>();
    expectTypeOf<ApiAnswer<'me'>>().toEqualTypeOf<{ success: true; user: UserDto }>();
    expectTypeOf<CallOptions<'myOrder'>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<NonNullable<CallOptions<'adminOrders'>['query']>['status']>().toEqualTypeOf<OrderStatus | undefined>();

    expectTypeOf<CallOptions<'login'>['body']>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<CallOptions<'services'>['body']>().toEqualTypeOf<undefined>();

    // @ts-expect-error a call with path parameters needs them
    void (() => callApi('myOrder'));
    // @ts-expect-error a call with a body needs it
    void (() => callApi('login', {}));
    // @ts-expect-error the body has the schema's fields
    void (() => callApi('subscribe', { body: { address: 'a@b.co' } }));
    // @ts-expect-error a call without a body takes none
    void (() => callApi('services', { body: {} }));
  });

  it('fills the path, adds the query and sends the bearer the audience needs', async () => {
    localStorage.setItem('token', 'cust-1');
    localStorage.setItem('adminToken', 'adm-1');
    const fetch = mockFetch(() => jsonResponse({ success: true, data: {} }));
    await callApi('myOrder', { params: { id: 'a b/c' } });
    await callApi('adminOrders', { query: { status: 'paid', page: 2 } });
    await callApi('services');
    await callApi('subscribe', { body: { email: 'a@b.co' } });
    const calls = fetch.mock.calls.map(([url, init]) => ({
      url,
      method: init?.method,
      auth: init.headers.authorization,
    }));
    expect(calls).toEqual([
      { url: 'http://localhost:3000/api/my/orders/a%20b%2Fc', method: 'GET', auth: 'Bearer cust-1' },
      { url: 'http://localhost:3000/api/admin/orders?status=paid&page=2', method: 'GET', auth: 'Bearer adm-1' },
      { url: 'http://localhost:3000/api/services', method: 'GET', auth: undefined },
      { url: 'http://localhost:3000/api/newsletter/subscribe', method: 'POST', auth: undefined },
    ]);
  });
});
