import type { OrderDetailDto, OrderStatus, ServiceDto, UserDto } from '@filebridge/contracts';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { onApi, type ApiCall } from '../../test/api-server';
import { clearCookies } from '../../test/browser-fakes';
import { callApi, type ApiAnswer, type ApiData, type CallOptions } from './client';

describe('typed API client', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    document.cookie = 'XSRF-TOKEN=tok; path=/';
  });
  afterEach(() => clearCookies());

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
    const calls: { endpoint: string; url: string; auth: string | null; body: unknown }[] = [];
    const answer = (endpoint: string) => (call: ApiCall) => {
      calls.push({ endpoint, url: call.url.href, auth: call.headers.get('authorization'), body: call.body });
      return { success: true, data: {} } as never;
    };
    onApi('myOrder', answer('myOrder'));
    onApi('adminOrders', answer('adminOrders'));
    onApi('services', answer('services'));
    onApi('subscribe', answer('subscribe'));
    await callApi('myOrder', { params: { id: 'a b/c' } });
    await callApi('adminOrders', { query: { status: 'paid', page: 2 } });
    await callApi('services');
    await callApi('subscribe', { body: { email: 'a@b.co' } });
    expect(calls).toEqual([
      { endpoint: 'myOrder', url: 'http://localhost:3000/api/my/orders/a%20b%2Fc', auth: 'Bearer cust-1', body: undefined },
      { endpoint: 'adminOrders', url: 'http://localhost:3000/api/admin/orders?status=paid&page=2', auth: 'Bearer adm-1', body: undefined },
      { endpoint: 'services', url: 'http://localhost:3000/api/services', auth: null, body: undefined },
      { endpoint: 'subscribe', url: 'http://localhost:3000/api/newsletter/subscribe', auth: null, body: { email: 'a@b.co' } },
    ]);
  });
});
