/**
 * Admin session: the admin is persisted under `adminData`, its token under
 * `adminToken`; admin logout clears both. Separate from the customer session.
 */
import { PERSIST_KEYS, type StaffPermission } from '@filebridge/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { fieldStorage } from '../lib/persist-storage';

export interface AdminUser {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  [key: string]: unknown;
}

interface PersistedAdmin {
  admin: AdminUser | null;
  token: string | null;
}

export interface AdminState extends PersistedAdmin {
  setAdmin: (admin: AdminUser, token?: string | null) => void;
  logout: () => void;
}

export const useAdminStore = create<AdminState>()(
  persist(
    (set) => ({
      admin: null,
      token: null,
      setAdmin: (admin, token) => set((state) => ({ admin, token: token === undefined ? state.token : token })),
      logout: () => set({ admin: null, token: null }),
    }),
    {
      name: PERSIST_KEYS.admin,
      storage: fieldStorage<PersistedAdmin>({
        admin: { key: PERSIST_KEYS.admin },
        token: { key: PERSIST_KEYS.adminToken, codec: 'string' },
      }),
      partialize: ({ admin, token }) => ({ admin, token }),
    },
  ),
);

/** What the signed-in staff member's role allows, as the sign-in or the last `me` call answered. */
export function staffPermissions(admin: AdminUser | null): readonly StaffPermission[] {
  return Array.isArray(admin?.permissions) ? (admin.permissions as StaffPermission[]) : [];
}

/** Whether the signed-in staff member may do `permission`: a control the role cannot use is not shown. */
export function useStaffCan(permission: StaffPermission): boolean {
  return useAdminStore((s) => staffPermissions(s.admin).includes(permission));
}

/** Where a staff member lands once signed in: the work queue for those who work orders, else the overview. */
export function staffHome(admin: AdminUser): string {
  const base = `/admin/dashboard/${admin.id}`;
  return staffPermissions(admin).includes('orders.read') ? `${base}/work` : base;
}
