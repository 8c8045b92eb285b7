import { z } from 'zod';
import { currentPassword, email, httpsUrlOrEmpty, optionalPhone, personName } from './fields';
import { newPassword } from './password';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission } from '../staff/roles';

export const SignupRequestSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email,
    phone: optionalPhone,
    password: newPassword,
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const LoginRequestSchema = z.object({ email, password: currentPassword }).meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** Every field optional; an empty phone or picture clears it. */
export const UpdateProfileRequestSchema = z
  .object({
    firstName: personName('First name').optional(),
    lastName: personName('Last name').optional(),
    phone: optionalPhone,
    profilePicture: httpsUrlOrEmpty.optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const UserSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    profilePicture: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ success: z.literal(true), user: UserSchema, token: z.string() }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({ success: z.literal(true), user: UserSchema }).meta({ id: 'MeResponse' });

/** The signed-in staff member: the role, what it allows, and whether the second factor is on yet. */
export const AdminProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(STAFF_ROLES),
    permissions: z.array(z.enum(Object.keys(STAFF_PERMISSIONS) as [StaffPermission, ...StaffPermission[]])),
    secondFactorEnabled: z.boolean(),
  })
  .meta({ id: 'AdminProfile' });
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

export const AdminLoginResponseSchema = z
  .object({ success: z.literal(true), admin: AdminProfileSchema, token: z.string() })
  .meta({ id: 'AdminLoginResponse' });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const AdminMeResponseSchema = z.object({ success: z.literal(true), admin: AdminProfileSchema }).meta({ id: 'AdminMeResponse' });
