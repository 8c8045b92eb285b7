import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CONFIG, type AppConfig } from '@filebridge/platform';
import type { Audience, Principal } from '../common';
import { SessionsService, type SessionOrigin } from './sessions.service';

export interface TokenClaims {
  sub: string;
  aud: Audience;
  /** The session the token belongs to: it works while that session is not ended. */
  sid: string;
}

const TTL: Record<Audience, string> = { customer: '7d', admin: '8h' };
const EXPIRED = { message: 'Your session has expired. Please log in again.', code: 'invalid_token' };

@Injectable()
export class TokensService {
  private readonly jwt: JwtService;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    // A key object made once: given the secret as text, jsonwebtoken first tries to read it as a
    // public key on every call and builds an error (stack trace and all) before treating it as one.
    this.jwt = new JwtService({
      secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
      signOptions: { algorithm: 'HS256', issuer: 'filebridge' },
    });
  }

  /** Starts a session for the account on the device `origin` describes and answers its token. */
  async issue(accountId: string, audience: Audience, origin: SessionOrigin): Promise<string> {
    const sid = await this.sessions.start(accountId, origin);
    return this.jwt.signAsync({ sub: accountId, sid }, { audience, expiresIn: TTL[audience] as never });
  }

  /**
   * Verifies signature, expiry and audience, then, in one lookup by primary key, that the session
   * is live and its account still holds the audience's role.
   */
  async verify(token: string, audience: Audience): Promise<Principal> {
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { audience, issuer: 'filebridge', algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException(EXPIRED);
    }
    if (typeof claims.sid !== 'string') throw new UnauthorizedException(EXPIRED);
    const session = await this.sessions.live(claims.sid);
    if (!session || session.accountId !== claims.sub || session.role !== audience) throw new UnauthorizedException(EXPIRED);
    // Not awaited: the caller's answer does not depend on when the device was last seen.
    if (session.stale) void this.sessions.touch(claims.sid).catch(() => undefined);
    return { id: session.accountId, role: audience, email: session.email, sessionId: claims.sid, emailVerified: session.emailVerified };
  }
}
