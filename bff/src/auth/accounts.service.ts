import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, In, QueryFailedError, type Repository } from 'typeorm';
import { ROLE_PERMISSIONS, type AdminProfile, type UserDto } from '@filebridge/contracts';
import { AccountEntity, dummyPasswordHash, hashPassword, verifyPassword } from '@filebridge/platform';
import type { Audience, BodyIn } from '../common';
import { EmailVerificationService } from './email-verification.service';
import { LoginAttemptsService, type LoginSource } from './login-attempts.service';

export const toUserDto = (a: AccountEntity): UserDto => ({
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  phone: a.phone,
  profilePicture: a.profilePicture,
});

export const toAdminProfile = (a: AccountEntity, secondFactorEnabled: boolean): AdminProfile => {
  const role = a.staffRole ?? 'support';
  return {
    id: a.id,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    secondFactorEnabled,
  };
};

const INVALID_LOGIN = { message: 'Email or password is incorrect.', code: 'invalid_credentials' };
/** Same text whoever asks, so signup does not become a way to test which emails are registered. */
const EMAIL_TAKEN = {
  message: 'We could not create an account with this email. If it is yours, log in instead.',
  code: 'email_unavailable',
};
const UNIQUE_VIOLATION = '23505';

@Injectable()
export class AccountsService {
  private readonly accounts: Repository<AccountEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly attempts: LoginAttemptsService,
    private readonly verification: EmailVerificationService,
  ) {
    this.accounts = ds.getRepository(AccountEntity);
  }

  /**
   * The device that made the account is known to it from the start, as one it signed in from. The
   * account and the mail that verifies its address are written together.
   */
  async signup(input: BodyIn<'signup'>, source: LoginSource): Promise<AccountEntity> {
    const passwordHash = await hashPassword(input.password);
    const id = await this.ds
      .transaction(async (m) => {
        const inserted = await m.getRepository(AccountEntity).insert({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone || null,
          role: 'customer',
        });
        const accountId = (inserted.identifiers[0] as { id: string }).id;
        await this.verification.send(m, { id: accountId, firstName: input.firstName }, input.email);
        return accountId;
      })
      .catch((err: unknown) => {
        // The one unique rule on accounts is the address, whatever its case.
        if (err instanceof QueryFailedError && (err.driverError as { code?: string }).code === UNIQUE_VIOLATION)
          throw new ConflictException(EMAIL_TAKEN);
        throw err;
      });
    await this.attempts.succeeded(input.email, source);
    return this.accounts.findOneByOrFail({ id });
  }

  async login(input: BodyIn<'login'>, role: Audience, source: LoginSource): Promise<AccountEntity> {
    // Reserved before the password is judged; a wrong password leaves the reservation counted.
    await this.attempts.reserve(input.email, source);
    const account = await this.accounts
      .createQueryBuilder('a')
      .addSelect('a.passwordHash')
      .where('lower(a.email) = lower(:email)', { email: input.email })
      .getOne();
    const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
    // A deactivated staff account answers as a wrong password would: nothing tells it apart.
    if (!account || !ok || account.role !== role || account.deactivatedAt) throw new UnauthorizedException(INVALID_LOGIN);
    await this.attempts.succeeded(input.email, source);
    return this.accounts.create({ ...account, passwordHash: undefined });
  }

  find(id: string): Promise<AccountEntity> {
    return this.accounts.findOneByOrFail({ id });
  }

  /** The addresses of accounts by id, for screens that name who did something. */
  async emailsOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.accounts.find({ select: { id: true, email: true }, where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((a) => [a.id, a.email]));
  }

  /** Changes what was sent; an empty phone or picture clears it. */
  async updateProfile(id: string, input: BodyIn<'updateMe'>): Promise<AccountEntity> {
    const changes: Partial<AccountEntity> = {
      ...(input.firstName !== undefined && { firstName: input.firstName }),
      ...(input.lastName !== undefined && { lastName: input.lastName }),
      ...(input.phone !== undefined && { phone: input.phone || null }),
      ...(input.profilePicture !== undefined && { profilePicture: input.profilePicture || null }),
    };
    if (Object.keys(changes).length) await this.accounts.update({ id }, changes);
    return this.find(id);
  }
}
