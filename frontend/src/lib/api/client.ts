/**
 * The typed face of the API client: a call names its entry of the contracts' endpoint table, and
 * its path parameters, query, body and answer are the types of that entry's schemas. A schema
 * change in the contracts is a type error at every call it breaks.
 *
 * The bearer follows the entry's audience (customer or admin token; none for public calls).
 */
import type { BodyOf, ENDPOINTS, EndpointName, ParamsOf, QueryOf, ResponseOf } from '@filebridge/contracts';
import { ENDPOINT_ROUTES } from 'virtual:endpoint-routes';
import { request, type RequestOptions } from './http';

type Endpoints = typeof ENDPOINTS;

/** What a call answers on success. */
export type ApiAnswer<N extends EndpointName> = ResponseOf<Endpoints[N]>;
/** The `data` of an answer wrapped in `{ success, data }`. */
export type ApiData<N extends EndpointName> = ApiAnswer<N> extends { data: infer D } ? D : never;
export type ApiBody<N extends EndpointName> = BodyOf<Endpoints[N]>;
export type ApiQuery<N extends EndpointName> = QueryOf<Endpoints[N]>;
export type ApiParams<N extends EndpointName> = ParamsOf<Endpoints[N]>;

/** A part the call does not take cannot be passed; one whose fields are all optional may be left out. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : object extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

export type CallOptions<N extends EndpointName> = Part<'params', ApiParams<N>> &
  Part<'body', ApiBody<N>> &
  Part<'query', ApiQuery<N>> &
  Pick<RequestOptions, 'signal' | 'headers'>;

type CallArgs<N extends EndpointName> = object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** `/api/my/orders/:id` with `{ id }` → `/api/my/orders/<id, URL-encoded>`. */
export function pathOf(name: EndpointName, params?: Record<string, unknown>): string {
  return ENDPOINT_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

export function callApi<N extends EndpointName>(name: N, ...[options]: CallArgs<N>): Promise<ApiAnswer<N>> {
  const { method, audience } = ENDPOINT_ROUTES[name];
  const { params, body, query, signal, headers } = (options ?? {}) as {
    params?: Record<string, unknown>;
    body?: unknown;
    query?: RequestOptions['query'];
  } & Pick<RequestOptions, 'signal' | 'headers'>;
  return request<ApiAnswer<N>>(method, pathOf(name, params), body, {
    auth: audience === 'public' ? undefined : audience,
    query,
    signal,
    headers,
  });
}
