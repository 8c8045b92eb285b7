import { CONFIG, LOGGER, type AppConfig, ConfigError } from '@filebridge/platform';
import type { Logger } from 'pino';
import { createApp } from './app';

async function main() {
  const app = await createApp();
  const config = app.get<AppConfig>(CONFIG);
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
  app.get<Logger>(LOGGER).info({ port: config.PORT }, `bff listening on http://localhost:${config.PORT}`);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
