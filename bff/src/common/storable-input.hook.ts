import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorableText, showUnstorable, unstorableTextMessage } from '@filebridge/contracts';
import { SIGNED_ROUTES } from './request-kinds';

const LOCATIONS = ['params', 'query', 'body'] as const;

const join = (path: string, key: string) => (path ? `${path}.${showUnstorable(key)}` : showUnstorable(key));

/**
 * The name of the first string — a value or a key, at any depth — that the database cannot hold
 * (`businessInfo.name`, `items[0].description`), or null. Walks with its own stack, so no nesting
 * can overflow the call stack.
 */
function findUnstorable(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], path: `${path}[${i}]` });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      const bad = keys.find((key) => !isStorableText(key));
      if (bad !== undefined) return join(path, bad);
      for (let i = keys.length - 1; i >= 0; i--)
        pending.push({ value: (current as Record<string, unknown>)[keys[i]!], path: join(path, keys[i]!) });
    }
  }
  return null;
}

/**
 * Refuses, with a 400 that names the field, any request whose path parameters, query or body hold
 * a string PostgreSQL cannot store, before a guard, a validator or a query sees it. The signed
 * webhook is left alone: its body is stored exactly as Stripe signed it.
 */
export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    if (SIGNED_ROUTES.has(req.routeOptions.url ?? '')) return;
    for (const location of LOCATIONS) {
      const found = findUnstorable(req[location]);
      if (found === null) continue;
      const field = found || 'body';
      const message = unstorableTextMessage(field);
      await reply.status(400).send({ success: false, message, code: 'validation_failed', details: [{ path: field, message }] });
      return reply;
    }
  });
}
