import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { signupAttemptMailKey, type UserDto } from '@filebridge/contracts';
import { AccountEntity, CONFIG, hashPassword, siteOrigin, writeOutbox, type AppConfig } from '@filebridge/platform';
import type { BodyIn } from '../common';
import { toUserDto } from './accounts.service';
import { EmailVerificationService } from './email-verification.service';
import { LoginAttemptsService, type LoginSource } from './login-attempts.service';
import type { SessionOrigin } from './sessions.service';
import { TokensService } from './tokens.service';

interface Holder {
  id: string;
  first_name: string;
  email: string;
}

/**
 * Sign-up that does not tell who has an account. A new address gets an account, its verification
 * mail and a session. An address already in use gets the same answer, a user and a token of the
 * same shape that open nothing, while its owner is mailed that someone tried: the same status,
 * the same fields, and the same work (one password hash, one mail written) on both paths, so
 * neither the answer nor its timing tells the two apart.
 */
@Injectable()
export class SignupService {
  private readonly site: string;
  private readonly accounts: Repository<AccountEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly verification: EmailVerificationService,
    private readonly attempts: LoginAttemptsService,
    private readonly tokens: TokensService,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.site = siteOrigin(config);
    this.accounts = ds.getRepository(AccountEntity);
  }

  async signup(input: BodyIn<'signup'>, source: LoginSource, origin: SessionOrigin): Promise<{ user: UserDto; token: string }> {
    const passwordHash = await hashPassword(input.password);
    const created = await this.ds.transaction(async (m) => {
      // The one unique rule on accounts is the address, whatever its case: a taken one inserts nothing.
      const [row] = await m.query<{ id: string }[]>(
        `INSERT INTO accounts (email, password_hash, first_name, last_name, phone, role)
         VALUES ($1, $2, $3, $4, $5, 'customer') ON CONFLICT DO NOTHING RETURNING id`,
        [input.email, passwordHash, input.firstName, input.lastName, input.phone || null],
      );
      if (row) await this.verification.send(m, { id: row.id, firstName: input.firstName }, input.email);
      else await this.tellHolder(m, input.email);
      return row?.id ?? null;
    });
    if (!created) {
      const user: UserDto = {
        id: randomUUID(),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone || null,
        profilePicture: null,
      };
      return { user, token: await this.tokens.issueUnusable(user.id, 'customer') };
    }
    // Only an account this call made counts as the device's sign-in: a stranger trying an owner's
    // address must not wipe the failed log-ins counted against it.
    await this.attempts.succeeded(input.email, source);
    const account = await this.accounts.findOneByOrFail({ id: created });
    return { user: toUserDto(account), token: await this.tokens.issue(account.id, 'customer', origin) };
  }

  private async tellHolder(m: EntityManager, email: string): Promise<void> {
    const [holder] = await m.query<Holder[]>(`SELECT id, first_name, email FROM accounts WHERE lower(email) = lower($1)`, [email]);
    if (!holder) return;
    const key = signupAttemptMailKey(holder.id, new Date());
    await writeOutbox(
      m,
      'mail.send',
      {
        idempotencyKey: key,
        template: 'signup-attempted',
        to: holder.email,
        data: { firstName: holder.first_name, loginUrl: `${this.site}/my/login`, resetUrl: `${this.site}/my/forgot-password` },
      },
      key,
    );
  }
}
