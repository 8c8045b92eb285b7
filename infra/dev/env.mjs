// The environment every process of a local run shares: embedded defaults for everything the
// user did not set. Real keys and URLs in the environment always win.
export const PORTS = { bff: 3000, frontend: 5173, stripe: 12111, smtp: 1025, mailUi: 8025, postgres: 54329, redis: 6380 };

/**
 * `npm start`'s ports, every one moved by PORT_OFFSET (PORT_OFFSET=100 → site on 5273, API on
 * 3100, embedded PostgreSQL on 54429…), so a second stack can run beside the first.
 */
export function startPorts(offset = process.env.PORT_OFFSET ?? '0') {
  const n = Number(offset);
  if (!Number.isInteger(n) || n < 0 || n > 65535 - Math.max(...Object.values(PORTS)))
    throw new RangeError(`PORT_OFFSET must be a whole number from 0 to ${65535 - Math.max(...Object.values(PORTS))}; got "${offset}"`);
  return Object.fromEntries(Object.entries(PORTS).map(([k, port]) => [k, port + n]));
}

/**
 * Node flags a service runs with beyond the defaults, by service; docker-compose.yml and its
 * Kubernetes manifest give it the same NODE_OPTIONS. The mailing worker's semi-spaces stay at
 * 16 MB, where V8 grows them to 32 MB under a steady stream of jobs: a mail's garbage is collected
 * while still in the CPU's cache, 9–18 % less CPU a receipt. The bff's catalog reads answered
 * 5–10 % fewer requests a second with the same flag, so it is the mailing worker's alone.
 */
const NODE_OPTIONS_OF = { 'mailing-worker': '--max-semi-space-size=16' };

/** `env` as the process of `service` (bff, or a worker under services/) starts with it. */
export function serviceEnv(env, service) {
  const own = NODE_OPTIONS_OF[service];
  return own ? { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, own].filter(Boolean).join(' ') } : env;
}

export function localEnv({ databaseUrl, redisUrl, smtpUrl, ports = PORTS, extra = {} }) {
  const e = process.env;
  return {
    NODE_ENV: e.NODE_ENV ?? 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: e.SMTP_URL ?? smtpUrl,
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY ?? 'sk_test_filebridge_local',
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET ?? 'whsec_filebridge_local',
    // With a real key and no STRIPE_API_URL the SDK talks to Stripe; otherwise to the emulator.
    ...(e.STRIPE_SECRET_KEY && !e.STRIPE_API_URL ? {} : { STRIPE_API_URL: e.STRIPE_API_URL ?? `http://127.0.0.1:${ports.stripe}` }),
    JWT_SECRET: e.JWT_SECRET ?? 'filebridge-local-jwt-secret-not-for-production',
    XSRF_SECRET: e.XSRF_SECRET ?? 'filebridge-local-xsrf-secret-not-for-production',
    DATA_KEYS: e.DATA_KEYS ?? 'local:dqrGwfd0n/joAtcFtegrVE4l3Graqhnnizqj2IF31+A=',
    PORT: String(ports.bff),
    FRONTEND_ORIGIN: e.FRONTEND_ORIGIN ?? `http://localhost:${ports.frontend},http://127.0.0.1:${ports.frontend}`,
    PUBLIC_API_URL: e.PUBLIC_API_URL ?? `http://localhost:${ports.bff}`,
    LOG_LEVEL: e.LOG_LEVEL ?? 'info',
    ADMIN_EMAIL: e.ADMIN_EMAIL ?? 'admin@filebridge.local',
    ADMIN_PASSWORD: e.ADMIN_PASSWORD ?? 'filebridge-dev-admin',
    ...extra,
  };
}
