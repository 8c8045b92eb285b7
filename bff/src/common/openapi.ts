import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { BRAND_NAME, ENDPOINTS, STAFF_PERMISSIONS, errorBodiesOf, type EndpointDef } from '@filebridge/contracts';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input breaks a rule: `validation_failed` names each field, other codes say which rule',
  401: 'Not signed in, or the session has expired',
  403: 'Signed in for the other audience, or the XSRF token is missing or stale',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is over the size limit',
  415: 'The body is not JSON',
  429: 'Over a rate limit; `Retry-After` says how many seconds to wait',
  503: 'A dependency is unavailable',
};

function success(e: EndpointDef): ZodOpenApiResponseObject {
  const description = e.summary;
  if (e.response === null) return { description };
  if (e.response instanceof z.ZodType) {
    const download = e.download && { [e.download.mediaType]: { schema: z.string().meta({ description: e.download.description }) } };
    return { description, content: { 'application/json': { schema: e.response }, ...download } };
  }
  return { description: e.response.description, content: { [e.response.mediaType]: { schema: z.string() } } };
}

function failure(e: EndpointDef, status: number): ZodOpenApiResponseObject {
  const [first, ...rest] = errorBodiesOf(e, status);
  const schema = rest.length ? z.union([first!, ...rest]) : first!;
  return { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema } } };
}

function operation(name: string, e: EndpointDef): ZodOpenApiOperationObject {
  return {
    operationId: name,
    summary: e.summary,
    tags: [e.tag],
    // A public call says so with an empty requirement; a staff call names the permission it needs.
    security: e.audience === 'public' ? [] : [{ bearer: [] }],
    ...(e.audience === 'admin' && { description: `Staff permission: \`${e.permission}\` (${STAFF_PERMISSIONS[e.permission]}).` }),
    requestParams: { ...(e.params && { path: e.params }), ...(e.query && { query: e.query }), ...(e.headers && { header: e.headers }) },
    ...(e.body && { requestBody: { required: true, content: { 'application/json': { schema: e.body } } } }),
    responses: {
      [e.status]: success(e),
      ...Object.fromEntries([...new Set(e.errors)].map((status) => [status, failure(e, status)])),
    },
  };
}

/** The OpenAPI document of the whole API, built from the endpoint table and its schemas alone. */
export function apiDocument(): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, e] of Object.entries(ENDPOINTS as Record<string, EndpointDef>)) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(name, e) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: `${BRAND_NAME} API`,
      version: '1',
      // Not open source: an SPDX reference to our own terms (the site's Terms & Conditions page).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Filebridge-Terms' },
      description:
        'Every error answers `{ success: false, message, code, details? }`. State-changing calls need the `X-XSRF-TOKEN` header ' +
        'to echo the `XSRF-TOKEN` cookie that `GET /api/auth/csrf` sets. Money is in dollars with cents.',
    },
    // Paths are absolute on the origin that serves this document.
    servers: [{ url: '/', description: 'The origin serving this document' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
