import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Password policy (ASVS 6.2.1): 10–128 characters, at least one letter and one digit. */
export const PASSWORD_POLICY = 'Password must be 10 to 128 characters and include a letter and a number.';

export class SignupDto {
  @Transform(trim)
  @IsString({ message: 'First name is required.' })
  @IsNotEmpty({ message: 'First name is required.' })
  @MaxLength(60, { message: 'First name must be at most 60 characters.' })
  firstName!: string;

  @Transform(trim)
  @IsString({ message: 'Last name is required.' })
  @IsNotEmpty({ message: 'Last name is required.' })
  @MaxLength(60, { message: 'Last name must be at most 60 characters.' })
  lastName!: string;

  @Transform(lower)
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Enter a valid email address.' })
  email!: string;

  @IsOptional()
  @Transform(trim)
  @Matches(/^\+?[0-9 ()\-.]{7,20}$/, { message: 'Enter a valid phone number.' })
  phone?: string;

  @IsString({ message: PASSWORD_POLICY })
  @MinLength(10, { message: PASSWORD_POLICY })
  @MaxLength(128, { message: PASSWORD_POLICY })
  @Matches(/(?=.*[A-Za-z])(?=.*\d)/, { message: PASSWORD_POLICY })
  password!: string;
}

export class LoginDto {
  @Transform(lower)
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254, { message: 'Enter a valid email address.' })
  email!: string;

  @IsString({ message: 'Password is required.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(128, { message: 'Email or password is incorrect.' })
  password!: string;
}

export class UpdateProfileDto {
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'First name is required.' })
  @MaxLength(60, { message: 'First name must be at most 60 characters.' })
  firstName?: string;

  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Last name is required.' })
  @MaxLength(60, { message: 'Last name must be at most 60 characters.' })
  lastName?: string;

  @IsOptional()
  @Transform(trim)
  @Matches(/^(\+?[0-9 ()\-.]{7,20})?$/, { message: 'Enter a valid phone number.' })
  phone?: string;

  @IsOptional()
  @Transform(trim)
  @Matches(/^(https:\/\/[^\s"'<>]{1,500})?$/, { message: 'Profile picture must be an https:// image URL.' })
  profilePicture?: string;
}
