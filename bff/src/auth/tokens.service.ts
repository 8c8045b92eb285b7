import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource, type Repository } from 'typeorm';
import { AccountEntity, CONFIG, type AppConfig } from '@filebridge/platform';
import type { Audience, Principal } from '../common';

export interface TokenClaims {
  sub: string;
  aud: Audience;
  /** Account token version: logout bumps it, so every earlier token dies at once. */
  tv: number;
}

const TTL: Record<Audience, string> = { customer: '7d', admin: '8h' };
const EXPIRED = { message: 'Your session has expired. Please log in again.', code: 'invalid_token' };

@Injectable()
export class TokensService {
  private readonly jwt: JwtService;
  private readonly accounts: Repository<AccountEntity>;

  constructor(@Inject(CONFIG) config: AppConfig, ds: DataSource) {
    // A key object made once: given the secret as text, jsonwebtoken first tries to read it as a
    // public key on every call and builds an error (stack trace and all) before treating it as one.
    this.jwt = new JwtService({
      secret: createSecretKey(Buffer.from(config.JWT_SECRET)),
      signOptions: { algorithm: 'HS256', issuer: 'filebridge' },
    });
    this.accounts = ds.getRepository(AccountEntity);
  }

  sign(accountId: string, audience: Audience, tokenVersion: number): Promise<string> {
    return this.jwt.signAsync({ sub: accountId, tv: tokenVersion }, { audience, expiresIn: TTL[audience] as never });
  }

  /** Verifies signature, expiry and audience, then that the account still exists and the token is current. */
  async verify(token: string, audience: Audience): Promise<Principal> {
    let claims: TokenClaims;
    try {
      claims = await this.jwt.verifyAsync<TokenClaims>(token, { audience, issuer: 'filebridge', algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException(EXPIRED);
    }
    const account = await this.accounts.findOne({
      select: { id: true, role: true, email: true, tokenVersion: true },
      where: { id: claims.sub },
    });
    if (!account || account.role !== audience || account.tokenVersion !== claims.tv) throw new UnauthorizedException(EXPIRED);
    return { id: account.id, role: account.role, email: account.email };
  }

  async revokeAll(accountId: string): Promise<void> {
    await this.accounts.increment({ id: accountId }, 'tokenVersion', 1);
  }
}
