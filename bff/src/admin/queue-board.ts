import '@fastify/cookie';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import { permissionDenied, roleAllows, SECOND_FACTOR_REQUIRED } from '@filebridge/contracts';
import type { QueueRegistry } from '@filebridge/platform';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH, bearerToken, type TokensService } from '../auth';
import { SAFE_METHODS, TOO_MANY_REQUESTS, type WriteRateLimiter } from '../common';

/**
 * Bull Board for deep inspection, behind the admin token (bearer or the cookie admin login sets);
 * its actions (retry, clean, pause…) spend from the admin's write budget like any admin write.
 */
export async function mountQueueBoard(
  app: FastifyInstance,
  queues: QueueRegistry,
  tokens: TokensService,
  limiter: WriteRateLimiter,
): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(ADMIN_COOKIE_PATH);
  createBullBoard({ queues: queues.all().map((q) => new BullMQAdapter(q)), serverAdapter });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        const token = bearerToken(req) ?? req.cookies[ADMIN_COOKIE];
        const admin = token ? await tokens.verify(token, 'admin').catch(() => null) : null;
        if (!admin) {
          await reply.status(401).send({ success: false, message: 'Admin sign-in required.', code: 'unauthenticated' });
          return reply;
        }
        if (!admin.secondFactor || !admin.staffRole || !roleAllows(admin.staffRole, 'queues.manage')) {
          const denied = admin.secondFactor ? permissionDenied('queues.manage') : SECOND_FACTOR_REQUIRED;
          await reply.status(403).send({ success: false, ...denied });
          return reply;
        }
        const wait = SAFE_METHODS.has(req.method) ? 0 : await limiter.spend('account', admin.id);
        if (wait) {
          await reply
            .status(429)
            .header('retry-after', String(wait))
            .send({ success: false, ...TOO_MANY_REQUESTS });
          return reply;
        }
      });
      await scope.register(serverAdapter.registerPlugin() as never);
    },
    { prefix: ADMIN_COOKIE_PATH },
  );
}
