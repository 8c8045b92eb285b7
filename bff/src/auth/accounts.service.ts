import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UserDto } from '@filebridge/contracts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@filebridge/platform';
import type { LoginDto, SignupDto, UpdateProfileDto } from './auth.dto';
import { LoginAttemptsService } from './login-attempts.service';
import type { Audience } from './tokens.service';

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  profile_picture: string | null;
  role: Audience;
  token_version: number;
  password_hash?: string;
}

export const toUserDto = (a: AccountRow): UserDto => ({
  id: a.id,
  firstName: a.first_name,
  lastName: a.last_name,
  email: a.email,
  phone: a.phone,
  profilePicture: a.profile_picture,
});

const INVALID_LOGIN = { message: 'Email or password is incorrect.', code: 'invalid_credentials' };
/** Same text whoever asks, so signup does not become a way to test which emails are registered. */
export const EMAIL_TAKEN = {
  message: 'We could not create an account with this email. If it is yours, log in instead.',
  code: 'email_unavailable',
};

@Injectable()
export class AccountsService {
  constructor(
    private readonly ds: DataSource,
    @Inject(LoginAttemptsService) private readonly attempts: LoginAttemptsService,
  ) {}

  async signup(dto: SignupDto): Promise<AccountRow> {
    const hash = await hashPassword(dto.password);
    const rows: AccountRow[] = await this.ds.query(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, phone, role)
       VALUES ($1, $2, $3, $4, $5, 'customer')
       ON CONFLICT DO NOTHING
       RETURNING id, email, first_name, last_name, phone, profile_picture, role, token_version`,
      [dto.email, hash, dto.firstName, dto.lastName, dto.phone || null],
    );
    if (!rows[0]) throw new ConflictException(EMAIL_TAKEN);
    return rows[0];
  }

  async login(dto: LoginDto, role: Audience): Promise<AccountRow> {
    await this.attempts.assertNotLocked(dto.email);
    const [row]: AccountRow[] = await this.ds.query(
      `SELECT id, email, first_name, last_name, phone, profile_picture, role, token_version, password_hash
         FROM accounts WHERE lower(email) = lower($1)`,
      [dto.email],
    );
    const ok = await verifyPassword(row?.password_hash ?? (await dummyPasswordHash()), dto.password);
    if (!row || !ok || row.role !== role) {
      await this.attempts.recordFailure(dto.email);
      throw new UnauthorizedException(INVALID_LOGIN);
    }
    await this.attempts.clear(dto.email);
    delete row.password_hash;
    return row;
  }

  async find(id: string): Promise<AccountRow> {
    const [row] = await this.ds.query(
      `SELECT id, email, first_name, last_name, phone, profile_picture, role, token_version FROM accounts WHERE id = $1`,
      [id],
    );
    return row;
  }

  async updateProfile(id: string, dto: UpdateProfileDto): Promise<AccountRow> {
    const [rows] = await this.ds.query(
      `UPDATE accounts SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
              phone = CASE WHEN $4::text IS NULL THEN phone ELSE nullif($4, '') END,
              profile_picture = CASE WHEN $5::text IS NULL THEN profile_picture ELSE nullif($5, '') END
        WHERE id = $1
        RETURNING id, email, first_name, last_name, phone, profile_picture, role, token_version`,
      [id, dto.firstName ?? null, dto.lastName ?? null, dto.phone ?? null, dto.profilePicture ?? null],
    );
    return rows[0];
  }
}
