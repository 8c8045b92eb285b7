import '@fastify/cookie';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import type { QueueRegistry } from '@filebridge/platform';
import type { TokensService } from '../auth/tokens.service';

export const BOARD_PATH = '/api/admin/board';
export const BOARD_COOKIE = 'fb_admin';

/** Bull Board for deep inspection, behind the admin token (bearer or the cookie admin login sets). */
export async function mountBullBoard(app: FastifyInstance, queues: QueueRegistry, tokens: TokensService): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BOARD_PATH);
  createBullBoard({ queues: queues.all().map((q) => new BullMQAdapter(q)), serverAdapter });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        const header = req.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7) : req.cookies[BOARD_COOKIE];
        const ok = token
          ? await tokens.verify(token, 'admin').then(
              () => true,
              () => false,
            )
          : false;
        if (!ok) await reply.status(401).send({ success: false, message: 'Admin sign-in required.', code: 'unauthenticated' });
      });
      await scope.register(serverAdapter.registerPlugin() as never);
    },
    { prefix: BOARD_PATH },
  );
}
