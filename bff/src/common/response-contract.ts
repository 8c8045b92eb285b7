import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { ApiErrorSchema, ENDPOINTS, errorBodiesOf, type EndpointDef } from '@filebridge/contracts';
import { fieldName } from './validation-error';

export interface ContractBreach {
  problem: string;
  issues?: { path: string; message: string }[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths present in what was sent but dropped by the schema: fields the contract does not describe. */
function undescribed(sent: Json, kept: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((v, i) => undescribed(v, kept[i], [...path, i]));
  if (sent && typeof sent === 'object' && !Array.isArray(sent) && kept && typeof kept === 'object') {
    return Object.entries(sent).flatMap(([k, v]) =>
      Object.hasOwn(kept, k) ? undescribed(v, (kept as Record<string, unknown>)[k], [...path, k]) : [fieldName([...path, k])],
    );
  }
  return [];
}

function judge(schema: z.ZodType, body: Json): ContractBreach | null {
  const result = schema.safeParse(body);
  if (!result.success) {
    return {
      problem: 'the body does not match its schema',
      issues: result.error.issues.map((i) => ({ path: fieldName(i.path), message: i.message })),
    };
  }
  const extra = undescribed(body, result.data);
  return extra.length
    ? {
        problem: 'the body has fields its schema does not describe',
        issues: extra.map((path) => ({ path, message: 'not in the contract' })),
      }
    : null;
}

/** The error schema a body answers to: the first whose `code` it carries, else the shared shape. */
function errorSchemaFor(e: EndpointDef, status: number, body: Json): z.ZodType {
  const code = body && typeof body === 'object' && !Array.isArray(body) ? body.code : undefined;
  const schemas = errorBodiesOf(e, status);
  return schemas.find((s) => s.shape.code?.safeParse(code).success) ?? schemas[schemas.length - 1]!;
}

/** How an answer breaks its endpoint's entry, or null when it keeps to it. */
export function contractBreach(e: EndpointDef, status: number, contentType: string, payload: string): ContractBreach | null {
  if (status === 304) return null;
  // Any call can fail on our side; the answer still has the error shape and hides the cause.
  if (status === 500) return jsonBreach(payload, () => ApiErrorSchema);
  if (status === e.status) {
    const { response } = e;
    if (response === null) return payload === '' ? null : { problem: 'an empty answer has a body' };
    if (e.download && contentType.startsWith(e.download.mediaType)) return null;
    if (response instanceof z.ZodType) return jsonBreach(payload, () => response);
    return contentType.startsWith(response.mediaType) ? null : { problem: `the answer is ${contentType}, not ${response.mediaType}` };
  }
  if (status < 400) return { problem: `success status ${status}, the contract says ${e.status}` };
  if (!e.errors.includes(status)) return { problem: `error status ${status} is not among the call's errors (${e.errors.join(', ')})` };
  return jsonBreach(payload, (body) => errorSchemaFor(e, status, body));
}

function jsonBreach(payload: string, schemaFor: (body: Json) => z.ZodType): ContractBreach | null {
  let body: Json;
  try {
    body = JSON.parse(payload) as Json;
  } catch {
    return { problem: 'the answer is not JSON' };
  }
  return judge(schemaFor(body), body);
}

const ENTRIES = new Map(Object.values(ENDPOINTS as Record<string, EndpointDef>).map((e) => [`${e.method} ${e.path}`, e]));

/**
 * In test mode every JSON answer of a route in the endpoint table is checked against its entry:
 * its status must be the entry's success status or one of its errors, and its body must match the
 * schema for that status with no field the schema does not describe. A breach becomes a 500 that
 * says what broke, with the issues logged, so every test that calls the API also tests the
 * contract. Production does not check: parsing every answer again would cost time on every call.
 */
export function registerResponseContractCheck(app: FastifyInstance, log: Logger): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const e = ENTRIES.get(`${req.method} ${req.routeOptions.url}`);
    // Cached answers are sent as bytes; a stream (a download) is not read here.
    const text = payload == null ? '' : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (!e || text === null) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const breach = contractBreach(e, reply.statusCode, contentType, text);
    if (!breach) return payload;
    log.error({ route: `${req.method} ${e.path}`, status: reply.statusCode, ...breach }, 'answer breaks the API contract');
    void reply.code(500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({
      success: false,
      message: `The answer of ${req.method} ${e.path} (status ${reply.statusCode}) breaks the API contract: ${breach.problem}.`,
      code: 'contract_breach',
      details: breach.issues ?? [],
    });
  });
}
