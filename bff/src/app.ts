import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import { MAX_BODY_BYTES } from '@filebridge/contracts';
import { CONFIG, frontendOrigins, loadConfig, LOGGER, QUEUES, type AppConfig } from '@filebridge/platform';
import { mountQueueBoard } from './admin';
import { AppModule } from './app.module';
import { cachedReadsBeforeRouting, CatalogCacheService, headersSetBy, registerCachedReads } from './catalog';
import { useDocumentUploadParser } from './documents';
import { TokensService } from './auth';
import {
  API_PREFIX,
  ApiExceptionFilter,
  apiDocument,
  logRequest,
  registerRequestLog,
  registerResponseContractCheck,
  registerStorableInputCheck,
  registerWriteRateLimit,
  registerXsrf,
  REQUEST_ID_HEADER,
  requestIdOf,
  serverAnsweringEarly,
  unprefixedPaths,
  useJsonBodyParser,
  useLinkFormBodyParser,
  WriteRateLimiter,
  type EarlyAnswer,
} from './common';
import { countEarlyAnswer, instrument } from './health';

/** Builds the bff without listening, so tests and main share one setup. */
export async function createApp(): Promise<NestFastifyApplication> {
  // Read before Nest starts: the adapter needs the trusted proxies. An invalid value stops here.
  const { TRUSTED_PROXIES } = loadConfig();
  const early: { answer: EarlyAnswer } = { answer: () => false };
  const adapter = new FastifyAdapter({
    serverFactory: serverAnsweringEarly(early),
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: 500 },
    // X-Forwarded-For is believed only from the proxies the operator listed, so a client cannot
    // pick the IP its rate limits are counted by; with none listed, the socket's address counts.
    trustProxy: TRUSTED_PROXIES.length ? [...TRUSTED_PROXIES] : false,
    genReqId: requestIdOf,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, { rawBody: true, logger: ['error', 'warn'] });
  const config = app.get<AppConfig>(CONFIG);
  const log = app.get(LOGGER);
  const fastify = app.getHttpAdapter().getInstance();
  const production = config.NODE_ENV === 'production';
  const writeLimiter = app.get(WriteRateLimiter);
  registerRequestLog(fastify, log);
  useJsonBodyParser(app);
  useLinkFormBodyParser(app);
  useDocumentUploadParser(app);

  await app.register(fastifyCookie as never);
  // helmet's middleware is built once here; @fastify/helmet would rebuild it on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  fastify.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
  const exposedHeaders = ['etag', REQUEST_ID_HEADER];
  const origins = frontendOrigins(config);
  app.enableCors({
    origin: origins,
    credentials: true,
    // @fastify/cors allows only GET, HEAD and POST unless told otherwise; the admin catalog and the
    // profile use PATCH.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', 'x-xsrf-token', 'if-none-match', 'idempotency-key', REQUEST_ID_HEADER],
    exposedHeaders,
  });
  // Catalog reads already loaded are answered before Fastify, from the site's origins or none, with
  // the headers the hooks above give every answer (and CORS its allowed origins); from any other
  // origin, as soon as Fastify has routed them. Both send what the handler sends.
  const everyAnswer = {
    ...headersSetBy(securityHeaders),
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': exposedHeaders.join(', '),
    vary: 'Origin',
  };
  early.answer = cachedReadsBeforeRouting(app.get(CatalogCacheService), everyAnswer, new Set(origins), (line) => {
    logRequest(log, line);
    countEarlyAnswer(line.route, line.status);
  });
  registerCachedReads(fastify, app.get(CatalogCacheService));
  registerXsrf(fastify, config.XSRF_SECRET, production);
  registerWriteRateLimit(fastify, writeLimiter);
  registerStorableInputCheck(fastify);
  if (config.NODE_ENV === 'test') registerResponseContractCheck(fastify, log);
  instrument(fastify);
  app.setGlobalPrefix(API_PREFIX.slice(1), { exclude: unprefixedPaths() });
  app.useGlobalFilters(new ApiExceptionFilter(log));

  SwaggerModule.setup('api/docs', app, apiDocument() as unknown as OpenAPIObject);
  await mountQueueBoard(fastify, app.get(QUEUES), app.get(TokensService), writeLimiter);

  app.enableShutdownHooks();
  await app.init();
  return app;
}
