import { formatUsd } from '../money';
import type { StaffPermission, StaffRole } from './roles';

/** An invitation link works this long, once. */
export const STAFF_INVITE_TTL_HOURS = 72;

/** One mail per invitation. */
export const staffInviteMailKey = (inviteId: string): string => `staff-invite-${inviteId}`;

/**
 * The staff calls a signed-in staff member reaches before enrolling a second factor: seeing who is
 * signed in, signing out, and enrolling. Everything else answers SECOND_FACTOR_REQUIRED.
 */
export const STAFF_ENROLMENT_CALLS = [
  'adminMe',
  'adminLogout',
  'adminSecondFactorStatus',
  'adminEnrolSecondFactor',
  'adminConfirmSecondFactor',
] as const;

export const SECOND_FACTOR_REQUIRED = {
  message: 'Set up two-step sign-in first: staff accounts need an authenticator app before they can use the console.',
  code: 'second_factor_required',
} as const;

export const permissionDenied = (permission: StaffPermission) => ({
  message: `Your role does not allow this (${permission}).`,
  code: 'permission_denied',
});

export const refundLimitExceeded = (role: StaffRole, limitCents: number) => ({
  message:
    limitCents === 0
      ? `Your role (${role}) cannot refund orders.`
      : `Your role (${role}) can refund at most ${formatUsd(limitCents)} at a time. Ask an owner or finance for a larger refund.`,
  code: 'refund_limit_exceeded',
});

export const LAST_OWNER = {
  message: 'The console needs at least one active owner: make someone else owner first.',
  code: 'last_owner',
} as const;
