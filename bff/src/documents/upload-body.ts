import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { UPLOAD_CONTENT_TYPES } from '@filebridge/contracts';
import { UPLOAD_ROUTES } from '../common';

const UNSUPPORTED = () => Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

/**
 * File bodies, taken only on the upload routes and refused with 415 everywhere else. The body is
 * not read here: the handler streams it to storage as it arrives (request.raw), counting, hashing
 * and sniffing it on the way, so a 20 MB file never sits in memory.
 */
export function useDocumentUploadParser(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser([...UPLOAD_CONTENT_TYPES], (req, _payload, done) => {
      if (UPLOAD_ROUTES.has(req.routeOptions.url ?? '')) return done(null, undefined);
      done(UNSUPPORTED(), undefined);
    });
}
