import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NOT_SIGNED_IN, type Audience, type Authenticator, type Principal } from '../common';
import { TokensService } from './tokens.service';

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
}

/** Signed-in routes take a bearer token of their audience. */
@Injectable()
export class TokenAuthenticator implements Authenticator {
  constructor(private readonly tokens: TokensService) {}

  async authenticate(req: FastifyRequest, audience: Audience): Promise<Principal> {
    const token = bearerToken(req);
    if (!token) throw new UnauthorizedException(NOT_SIGNED_IN);
    try {
      return { ...(await this.tokens.verify(token, audience)), ip: req.ip };
    } catch (err) {
      // A valid token of the other audience is a 403: the caller is known but not allowed here.
      const other: Audience = audience === 'admin' ? 'customer' : 'admin';
      const known = await this.tokens.verify(token, other).then(
        () => true,
        () => false,
      );
      if (known) throw new ForbiddenException({ message: 'You do not have access to this area.', code: 'wrong_audience' });
      throw err;
    }
  }
}
