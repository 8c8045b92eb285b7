/**
 * Staff roles and what each may do. Every admin route names one permission in the endpoint
 * table; a caller's role grants it or the route answers 403, so authorization is read from here
 * and nowhere else.
 */

export const STAFF_ROLES = ['owner', 'operator', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = {
  'console.use': 'Sign in to the console and see its overview',
  'orders.read': 'See orders, their timeline, intake (sensitive values masked), documents, messages and internal notes',
  'orders.work': 'Move orders through their phases, upload documents, assign orders and write internal notes',
  'orders.requests': 'Raise and withdraw requests to customers',
  'orders.messages': 'Write to customers in an order thread',
  'intake.reveal': 'Reveal a sensitive intake value (each reveal is audited)',
  'refunds.create': 'Refund an order, up to the role’s refund limit',
  'data.export': 'Export any filtered list as CSV',
  'catalog.edit': 'Change services, packages and prices',
  'queues.manage': 'Watch the job queues and retry failed jobs',
  'inbox.answer': 'Answer contact-form conversations',
  'subscribers.read': 'See the newsletter subscribers',
  'staff.manage': 'Invite staff, change roles, reset a lost second factor',
  'audit.read': 'Read the whole audit log and each staff member’s actions',
} as const;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  operator: 'Operator',
  support: 'Support',
  finance: 'Finance',
};

const READ: readonly StaffPermission[] = ['console.use', 'orders.read'];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: Object.keys(STAFF_PERMISSIONS) as StaffPermission[],
  operator: [
    ...READ,
    'orders.work',
    'orders.requests',
    'orders.messages',
    'intake.reveal',
    'refunds.create',
    'queues.manage',
    'inbox.answer',
  ],
  support: [...READ, 'orders.requests', 'orders.messages', 'inbox.answer'],
  finance: [...READ, 'refunds.create', 'data.export', 'audit.read'],
};

/**
 * The most one refund may return, in cents, by role; `null` is no limit beyond the amount paid.
 * An operator's larger refunds go to an owner or finance.
 */
export const REFUND_LIMIT_CENTS: Record<StaffRole, number | null> = {
  owner: null,
  operator: 50_000,
  support: 0,
  finance: null,
};

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
