import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import { BRAND_NAME, MAX_BODY_BYTES } from '@filebridge/contracts';
import { CONFIG, LOGGER, QUEUES, type AppConfig } from '@filebridge/platform';
import { AppModule } from './app.module';
import { TokensService } from './auth/tokens.service';
import { ApiExceptionFilter, toErrorBody } from './common/api-exception.filter';
import { mountBullBoard } from './common/bull-board';
import { apiValidationPipe } from './common/validation';
import { registerXsrf } from './common/xsrf.hook';
import { instrument } from './metrics/metrics';

/** Builds the bff without listening, so tests and main share one setup. */
export async function createApp(): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: MAX_BODY_BYTES,
    maxParamLength: 500,
    // Forwarded headers count only from proxies on this host or a private network (our nginx), so a
    // client on the internet cannot pick the IP that rate limits see.
    trustProxy: 'loopback,linklocal,uniquelocal',
    genReqId: () => randomUUID(),
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, { rawBody: true, logger: ['error', 'warn'] });
  const config = app.get<AppConfig>(CONFIG);
  const fastify = app.getHttpAdapter().getInstance();
  const production = config.NODE_ENV === 'production';

  fastify.setErrorHandler((err, _req, reply) => {
    const { status, body } = toErrorBody(err);
    void reply.status(status).send(body);
  });
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
  app.enableCors({
    origin: config.FRONTEND_ORIGIN,
    credentials: true,
    // @fastify/cors allows only GET, HEAD and POST unless told otherwise; the admin catalog and the
    // profile use PATCH.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', 'x-xsrf-token', 'if-none-match'],
    exposedHeaders: ['etag'],
  });
  registerXsrf(fastify, config.XSRF_SECRET, production);
  instrument(fastify);
  app.setGlobalPrefix('api', { exclude: ['metrics'] });
  app.useGlobalPipes(apiValidationPipe);
  app.useGlobalFilters(new ApiExceptionFilter(app.get(LOGGER)));

  const docs = new DocumentBuilder().setTitle(`${BRAND_NAME} API`).setVersion('1').addBearerAuth().build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, docs));
  await mountBullBoard(fastify, app.get(QUEUES), app.get(TokensService));

  app.enableShutdownHooks();
  await app.init();
  return app;
}
