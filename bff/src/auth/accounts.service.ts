import { Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, In, type Repository } from 'typeorm';
import { ROLE_PERMISSIONS, type AdminProfile, type UserDto } from '@filebridge/contracts';
import { AccountEntity, dummyPasswordHash, verifyPassword } from '@filebridge/platform';
import type { Audience, BodyIn } from '../common';
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

@Injectable()
export class AccountsService {
  private readonly accounts: Repository<AccountEntity>;

  constructor(
    ds: DataSource,
    private readonly attempts: LoginAttemptsService,
  ) {
    this.accounts = ds.getRepository(AccountEntity);
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
