import { createStripeEmulator, DEFAULT_PORT } from './emulator';

/** CLI entry: `node dist/main.js`, configured through the environment. */
async function main(): Promise<void> {
  const emulator = createStripeEmulator({
    port: Number(process.env['STRIPE_EMULATOR_PORT'] || DEFAULT_PORT),
    host: process.env['STRIPE_EMULATOR_HOST'] ?? '127.0.0.1',
    webhookUrl: process.env['STRIPE_WEBHOOK_URL'] || undefined,
    webhookSecret: process.env['STRIPE_WEBHOOK_SECRET'] || undefined,
    log: (message) => console.log(`[stripe-emulator] ${message}`),
  });
  const { url } = await emulator.start();
  const webhook = process.env['STRIPE_WEBHOOK_URL'] ? `, webhooks → ${process.env['STRIPE_WEBHOOK_URL']}` : ', webhooks off';
  console.log(`[stripe-emulator] listening on ${url}${webhook}`);

  const shutdown = (signal: NodeJS.Signals): void => {
    console.log(`[stripe-emulator] ${signal}: stopping`);
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[stripe-emulator] stop failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error('[stripe-emulator] failed to start', error);
  process.exit(1);
});
