/**
 * The admin dashboard shell (`/admin/dashboard/:adminId`): a sidebar with the sections, the
 * signed-in admin with a Log out button, and the section the router matched (app/router.tsx).
 */
import type { StaffPermission } from '@filebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { API_URL } from '../../../config/env';
import { staffPermissions, useAdminStore } from '../../../stores/admin-store';
import { queryKeys } from '../../../lib/api';
import { adminLogout, fetchAdminMe } from '../api/admin-api';
import { StaffSecondFactorSetup } from './staff-second-factor-setup';
import { EmptyState } from '../../../components/resource-state';
import styles from './admin-shell.module.css';

/** The sections, each shown to the roles holding the permission its page reads with. */
export const ADMIN_SECTIONS: ReadonlyArray<{ path: string; label: string; permission: StaffPermission }> = [
  { path: '', label: 'Overview', permission: 'console.use' },
  { path: 'work', label: 'Work queue', permission: 'orders.read' },
  { path: 'orders', label: 'Orders', permission: 'orders.read' },
  { path: 'inbox', label: 'Inbox', permission: 'inbox.answer' },
  { path: 'queues', label: 'Queues', permission: 'queues.manage' },
  { path: 'catalog', label: 'Catalog', permission: 'console.use' },
  { path: 'people', label: 'Subscribers & applications', permission: 'subscribers.read' },
  { path: 'staff', label: 'Staff', permission: 'staff.manage' },
  { path: 'audit', label: 'Audit log', permission: 'audit.read' },
];

export const QUEUE_BOARD_URL = `${API_URL}/api/admin/board`;

export function AdminDashboardPage() {
  const params = useParams();
  const adminId = params.adminId ?? '';
  const admin = useAdminStore((s) => s.admin);
  const setAdmin = useAdminStore((s) => s.setAdmin);
  // The role, its permissions and the second factor are read fresh: an owner may have changed them.
  const me = useQuery({ queryKey: queryKeys.admin.me(), queryFn: fetchAdminMe });
  useEffect(() => {
    if (me.data) setAdmin({ ...me.data });
  }, [me.data, setAdmin]);
  const profile = me.data ?? admin;
  const permissions = staffPermissions(profile);
  const enrolling = profile?.secondFactorEnabled === false;
  const sections = enrolling ? [] : ADMIN_SECTIONS.filter((s) => permissions.includes(s.permission));
  const base = `/admin/dashboard/${adminId}`;
  const { pathname } = useLocation();
  const opened = ADMIN_SECTIONS.find((s) => s.path === (pathname.slice(base.length).split('/')[1] ?? ''));
  const refused = !!profile && !!opened && !permissions.includes(opened.permission);
  const navRef = useRef<HTMLElement>(null);

  // On small screens the sections are a sideways-scrolling strip: keep the current one in view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const left = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    nav.scrollTo({ left: Math.max(0, left) });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#admin-content" className="skip-link">
        Skip to content
      </a>
      <aside className={styles.sidebar}>
        <nav aria-label="Admin sections" className={styles.nav} ref={navRef}>
          <ul className={styles.navList}>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={section.path ? `${base}/${section.path}` : base}
                  end={!section.path}
                  className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink)}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
            {sections.some((s) => s.permission === 'queues.manage') ? (
              <li>
                <a href={QUEUE_BOARD_URL} target="_blank" rel="noopener noreferrer" className={styles.navLink}>
                  Open queue board
                  <span className={styles.external} aria-hidden="true">
                    ↗
                  </span>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <AdminAccount email={admin?.email ?? ''} name={[admin?.firstName, admin?.lastName].filter(Boolean).join(' ')} />
      </aside>
      <div className={styles.content} id="admin-content" tabIndex={-1}>
        {enrolling ? (
          <StaffSecondFactorSetup onDone={() => void me.refetch()} />
        ) : refused ? (
          <EmptyState title="Your role does not open this page.">
            <p>An owner can change your role on the Staff page.</p>
          </EmptyState>
        ) : (
          <Outlet />
        )}
      </div>
    </div>
  );
}

/** The admin section for a path no section has. */
export function AdminSectionNotFound() {
  const { adminId = '' } = useParams();
  return (
    <EmptyState title="This admin page does not exist.">
      <NavLink to={`/admin/dashboard/${adminId}`}>Go to the overview</NavLink>
    </EmptyState>
  );
}

function AdminAccount({ email, name }: { email: string; name: string }) {
  const logout = useAdminStore((s) => s.logout);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    setBusy(true);
    try {
      await adminLogout();
    } catch {
      // The token may already be invalid; signing out locally is what matters.
    } finally {
      setBusy(false);
    }
    logout();
    toast.success('You are signed out.');
    navigate('/admin/login', { replace: true });
  };

  return (
    <div className={styles.account}>
      <p className={styles.accountText}>
        <span className={styles.accountLabel}>Signed in as</span>
        <span className={styles.accountName} title={email}>
          {name || email || 'Administrator'}
        </span>
        {name && email ? <span className={styles.accountEmail}>{email}</span> : null}
      </p>
      <Button variant="outline" size="sm" onClick={onLogout} loading={busy} loadingText="Logging out...">
        Log out
      </Button>
    </div>
  );
}
