import { createSecretKey, randomUUID } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { CONFIG, type AppConfig } from '@filebridge/platform';
import type { Audience, Principal } from '../common';
import { SESSION_TTL_SECONDS, SessionsService, type SessionOrigin } from './sessions.service';

export interface TokenClaims {
  sub: string;
  aud: Audience;
  /** The session the token belongs to: it works while that session is not ended. */
  sid: string;
}

const EXPIRED = { message: 'Your session has expired. Please log in again.', code: 'invalid_token' };
const CHALLENGE_EXPIRED = { message: 'This log-in has expired. Please log in again.', code: 'invalid_challenge' };
/** The audience of a log-in waiting for its second factor: never accepted as a session. */
/** A challenge names the sign-in it belongs to, so a staff one cannot finish a customer's and the reverse. */
const challengeAudience = (audience: Audience) => `second-factor:${audience}`;
const CHALLENGE_TTL = '5m';

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
    return this.jwt.signAsync({ sub: accountId, sid }, { audience, expiresIn: SESSION_TTL_SECONDS[audience] });
  }

  /**
   * A token shaped like a session's, for a session that does not exist: every call it is sent with
   * answers as to an ended session. What sign-up answers for an address that already has an account.
   */
  issueUnusable(accountId: string, audience: Audience): Promise<string> {
    return this.jwt.signAsync({ sub: accountId, sid: randomUUID() }, { audience, expiresIn: SESSION_TTL_SECONDS[audience] });
  }

  /** Proof that the password was right, for the second step of the same sign-in only. */
  issueChallenge(accountId: string, audience: Audience): Promise<string> {
    return this.jwt.signAsync({ sub: accountId }, { audience: challengeAudience(audience), expiresIn: CHALLENGE_TTL });
  }

  /** The account a challenge of this sign-in names, or 401 when it is forged, expired or another sign-in's. */
  async readChallenge(challenge: string, audience: Audience): Promise<string> {
    try {
      const { sub } = await this.jwt.verifyAsync<{ sub: string }>(challenge, {
        audience: challengeAudience(audience),
        issuer: 'filebridge',
        algorithms: ['HS256'],
      });
      return sub;
    } catch {
      throw new UnauthorizedException(CHALLENGE_EXPIRED);
    }
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
    return {
      id: session.accountId,
      role: audience,
      email: session.email,
      sessionId: claims.sid,
      emailVerified: session.emailVerified,
      staffRole: session.staffRole,
      secondFactor: session.secondFactor,
    };
  }
}
