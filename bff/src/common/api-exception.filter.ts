import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Inject } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { LOGGER } from '@filebridge/platform';
import { unavailableDependency } from './unavailable-dependency';

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  503: 'unavailable',
};

const RETRY_AFTER_SECONDS = 2;

/** Every error leaves as `{ success:false, message, code, details? }`; a 500 hides its cause. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly log: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body } = toErrorBody(exception);
    if (status === 503) void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    if (status >= 500) {
      const dependency = unavailableDependency(exception);
      this.log.error(
        { err: exception, ...(dependency && { dependency }) },
        status === 503 ? 'a service the bff depends on is unavailable' : 'unhandled error',
      );
    }
    void reply.status(status).send(body);
  }
}

export function toErrorBody(exception: unknown): { status: number; body: Record<string, unknown> } {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const obj = typeof res === 'string' ? { message: res } : (res as Record<string, unknown>);
    const message = String(obj.message ?? exception.message);
    const details = obj.details;
    return {
      status,
      body: {
        success: false,
        message,
        code: String(obj.code ?? CODES[status] ?? 'error'),
        ...(details !== undefined && { details }),
        ...extra(obj),
      },
    };
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
  if (fastifyError?.statusCode && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const message =
      status === 413
        ? 'Request body is too large (limit 100 KB).'
        : fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the body as application/json.'
          : 'The request body is not valid JSON.';
    return { status, body: { success: false, message, code: CODES[status] ?? 'bad_request' } };
  }
  if (unavailableDependency(exception)) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: { success: false, message: 'We are busy right now. Please try again in a moment.', code: CODES[503] },
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { success: false, message: 'Something went wrong on our side. Please try again.', code: 'internal_error' },
  };
}

/** Extra top-level fields a handler chose to expose (e.g. the server quote on a 409). */
function extra(obj: Record<string, unknown>): Record<string, unknown> {
  const { message: _m, code: _c, details: _d, statusCode: _s, error: _e, ...rest } = obj;
  return rest;
}
