import { z } from 'zod';
import { TwoFactorChallengeSchema } from '../accounts/schemas';
import { AdminLoginResponseSchema } from '../schemas/auth';
import { envelope } from '../schemas/common';
import { email, personName, timestamp, uuid } from '../schemas/fields';
import { newPassword } from '../schemas/password';
import { STAFF_ROLES } from './roles';

const staffRole = z.enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(', ')}.` });

/** One staff account as the staff page lists it. */
export const StaffMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(STAFF_ROLES),
    active: z.boolean(),
    secondFactorEnabled: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** An invitation not yet accepted. */
export const StaffInviteSchema = z
  .object({ id: z.string(), email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: timestamp, createdAt: timestamp })
  .meta({ id: 'StaffInvite' });
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

export const StaffListSchema = envelope(z.object({ members: z.array(StaffMemberSchema), invites: z.array(StaffInviteSchema) })).meta({
  id: 'StaffList',
});
export type StaffList = z.infer<typeof StaffListSchema>['data'];

export const StaffInviteRequestSchema = z.object({ email, role: staffRole }).meta({ id: 'StaffInviteRequest' });
export const StaffInviteResponseSchema = envelope(StaffInviteSchema).meta({ id: 'StaffInviteResponse' });

export const StaffParamsSchema = z.object({ id: uuid('Staff member not found.') });
export const StaffRoleChangeSchema = z.object({ role: staffRole }).meta({ id: 'StaffRoleChange' });
export const StaffMemberResponseSchema = envelope(StaffMemberSchema).meta({ id: 'StaffMemberResponse' });

export const INVITE_LINK_INVALID = 'This invitation link is not valid. Ask an owner for a new one.';
const inviteToken = z.string({ error: INVITE_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, INVITE_LINK_INVALID);

export const StaffInviteLookupSchema = z.object({ token: inviteToken }).meta({ id: 'StaffInviteLookup' });
export const StaffInviteDetailsSchema = envelope(z.object({ email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: timestamp })).meta({
  id: 'StaffInviteDetails',
});

/** Accepting sets the new staff member's name and password; the next step is enrolling a second factor. */
export const StaffInviteAcceptSchema = z
  .object({ token: inviteToken, firstName: personName('First name'), lastName: personName('Last name'), password: newPassword })
  .meta({ id: 'StaffInviteAccept' });

/** What the audit screen may narrow the log to. */
export const AuditQuerySchema = z.object({ staffId: uuid('Staff member not found.').optional() });

/** A staff sign-in: signed in, or, when the second factor is on, the challenge its second step takes. */
export const AdminSignInResponseSchema = z.union([AdminLoginResponseSchema, TwoFactorChallengeSchema]).meta({ id: 'AdminSignInResponse' });
