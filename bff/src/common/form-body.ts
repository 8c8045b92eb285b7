import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { LINK_SIGNED_ROUTES } from './request-kinds';

/** A one-click body is one short field; nothing longer has a reason to come. */
const FORM_BODY_LIMIT = 1024;

/**
 * Form bodies, taken only on the routes a link from a mail posts to and refused with 415 everywhere
 * else (JSON stays the only body the API reads). A mail client's RFC 8058 one-click unsubscribe
 * posts `List-Unsubscribe=One-Click` as a form, and so does the button of our own confirmation
 * pages. The form's content is not read: the signed token in the link is the whole request.
 */
export function useLinkFormBodyParser(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (req, _body, done) => {
        if (LINK_SIGNED_ROUTES.has(req.url.split('?')[0]!)) return done(null, {});
        done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
      },
    );
}
