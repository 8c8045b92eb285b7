import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { withEnv } from './env';

export interface RunningApp {
  app: NestFastifyApplication;
  url: string;
  close(): Promise<void>;
}

/** The real bff built in this process (so tests can reach its providers), listening on a free port. */
export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  return withEnv(env, async () => {
    const { createApp } = await import('../../bff/src/app');
    const app = await createApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address() as { port: number };
    return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
  });
}
