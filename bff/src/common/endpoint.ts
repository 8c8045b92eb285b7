import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import type { z } from 'zod';
import { ENDPOINTS, type EndpointDef, type EndpointName, type ResponseOf } from '@filebridge/contracts';
import { AccountRateLimitGuard } from './account-rate-limit.guard';
import { AudienceGuard } from './audience.guard';
import { AUDIENCE_KEY, ENDPOINT_KEY } from './endpoint-metadata';
import { RequestValidationInterceptor } from './request-validation.interceptor';

/** Every route is under this prefix but the few the table places outside it (the metrics scrape). */
export const API_PREFIX = '/api';

/** The paths Nest must leave out of the global prefix: those of the table not under it. */
export const unprefixedPaths = (): string[] =>
  Object.values(ENDPOINTS as Record<string, EndpointDef>)
    .map((e) => e.path)
    .filter((p) => !p.startsWith(`${API_PREFIX}/`))
    .map((p) => p.slice(1));

const routePath = (path: string) => (path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path);

type Entry<K extends EndpointName> = (typeof ENDPOINTS)[K];
type Parsed<S> = S extends z.ZodType ? z.output<S> : never;

/** What a handler answers for an endpoint: its success body, as the contract types it. */
export type Answer<K extends EndpointName> = Promise<ResponseOf<Entry<K>>>;
/** A request's parts once validated: trimmed, lower-cased, defaulted, read to their stored form. */
export type BodyIn<K extends EndpointName> = Entry<K> extends { body: infer S } ? Parsed<S> : never;
export type QueryIn<K extends EndpointName> = Entry<K> extends { query: infer S } ? Parsed<S> : never;
export type ParamsIn<K extends EndpointName> = Entry<K> extends { params: infer S } ? Parsed<S> : never;

const mapping = (e: EndpointDef) =>
  applyDecorators(
    SetMetadata(ENDPOINT_KEY, e),
    SetMetadata(AUDIENCE_KEY, e.audience),
    RequestMapping({ path: routePath(e.path), method: RequestMethod[e.method] }),
    HttpCode(e.status),
    // Authentication first, then the account's write budget (it needs the verified account), then
    // the input: a caller who may not call is refused before their input is judged.
    UseGuards(AudienceGuard, AccountRateLimitGuard),
    UseInterceptors(RequestValidationInterceptor),
  );

/**
 * Mounts a handler as one entry of the endpoint table: its method and path, its audience's guard,
 * the validation of its path parameters, query and body, and its success status. The handler must
 * answer what the entry's response schema says, or it does not compile.
 */
export function Endpoint<E extends EndpointDef>(e: E) {
  const decorate = mapping(e);
  return <H extends (...args: never[]) => Promise<ResponseOf<E>> | ResponseOf<E>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ) => decorate(target, key, descriptor);
}

/**
 * An endpoint whose handler writes the reply itself: a page, a CSV download, a cached body with
 * its ETag. What it sends is still checked against the entry in test mode.
 */
export function RawEndpoint(e: EndpointDef): MethodDecorator {
  return mapping(e);
}
