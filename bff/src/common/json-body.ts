import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '@filebridge/contracts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, in one pass over its bytes
 * (brackets inside strings do not count). Bytes of multi-byte UTF-8 characters are all ≥ 0x80,
 * so they never look like a bracket or a quote.
 */
export function nestsDeeperThan(json: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return false;
}

/**
 * The JSON body parser: a body nested deeper than MAX_JSON_DEPTH is refused before it is parsed,
 * so validation never recurses through it. Nest keeps each raw body (`rawBody: true`) for the
 * Stripe webhook's signature check. JSON is the only body type the API takes.
 */
export function useJsonBodyParser(app: NestFastifyApplication): void {
  const parseJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit: MAX_BODY_BYTES }, (req, body, done) => {
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(
        new BadRequestException({
          message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays).`,
          code: 'json_too_deep',
        }),
        undefined,
      );
      return;
    }
    parseJson(req, body.toString('utf8'), done);
  });
}
