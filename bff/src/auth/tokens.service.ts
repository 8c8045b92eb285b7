import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { CONFIG, type AppConfig } from '@filebridge/platform';

export type Audience = 'customer' | 'admin';

export interface TokenClaims {
  sub: string;
  aud: Audience;
  /** Account token version: logout bumps it, so every earlier token dies at once. */
  tv: number;
}

export interface Principal {
  id: string;
  role: Audience;
  email: string;
}

const TTL: Record<Audience, string> = { customer: '7d', admin: '8h' };

@Injectable()
export class TokensService {
  private readonly jwt: JwtService;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    private readonly ds: DataSource,
  ) {
    this.jwt = new JwtService({ secret: config.JWT_SECRET, signOptions: { algorithm: 'HS256', issuer: 'filebridge' } });
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
      throw new UnauthorizedException({ message: 'Your session has expired. Please log in again.', code: 'invalid_token' });
    }
    const [row] = await this.ds.query(`SELECT id, role, email, token_version FROM accounts WHERE id = $1`, [claims.sub]);
    if (!row || row.role !== audience || row.token_version !== claims.tv) {
      throw new UnauthorizedException({ message: 'Your session has expired. Please log in again.', code: 'invalid_token' });
    }
    return { id: row.id, role: row.role, email: row.email };
  }

  async revokeAll(accountId: string): Promise<void> {
    await this.ds.query(`UPDATE accounts SET token_version = token_version + 1 WHERE id = $1`, [accountId]);
  }
}
