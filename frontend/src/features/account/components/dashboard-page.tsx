import { newFilingPath } from '@filebridge/contracts';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Button, LinkButton } from '../../../components/button';
import { Container } from '../../../components/container';
import { EmptyState } from '../../../components/resource-state';
import { CalendarIcon, ClipboardIcon, MailIcon, ShieldIcon, UserIcon } from '../../../components/icons';
import { cx } from '../../../lib/cx';
import { initials } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignOut } from '../../../lib/use-sign-out';
import { useSessionStore } from '../../../stores/session-store';
import { useMyOrders } from '../api/queries';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

type Section =
  | { kind: 'orders' }
  | { kind: 'order'; orderId: string }
  | { kind: 'compliance' }
  | { kind: 'messages' }
  | { kind: 'businesses' }
  | { kind: 'profile' }
  | { kind: 'security' }
  | { kind: 'unknown' };

/** The dashboard's sub-page from the rest of the path after /my/account/:userId. */
export function sectionOf(splat: string | undefined): Section {
  const parts = (splat ?? '').split('/').filter(Boolean);
  if (parts.length === 0 || (parts[0] === 'orders' && parts.length === 1)) return { kind: 'orders' };
  if (parts[0] === 'orders' && parts.length === 2) return { kind: 'order', orderId: decodeURIComponent(parts[1]!) };
  if (parts[0] === 'compliance' && parts.length === 1) return { kind: 'compliance' };
  if (parts[0] === 'messages' && parts.length <= 2) return { kind: 'messages' };
  if (parts[0] === 'businesses' && parts.length === 1) return { kind: 'businesses' };
  if (parts[0] === 'profile' && parts.length === 1) return { kind: 'profile' };
  if (parts[0] === 'security' && parts.length === 1) return { kind: 'security' };
  return { kind: 'unknown' };
}

/**
 * Customer dashboard (`/my/account/:userId`, behind the customer guard): the account header and
 * tabs around the section the router matched (app/router.tsx): orders with their live status and
 * timeline, upcoming compliance dates, the profile, and security (devices, email, second factor).
 * `banner` is what the app shows above the tabs on every section (the unverified-email notice).
 */
export function DashboardPage({ banner }: { banner?: ReactNode }) {
  usePageTitle('My Account | Filebridge', 'Your Filebridge orders, receipts and compliance dates.');
  const user = useSessionStore((s) => s.user);
  const newAccount = useSessionStore((s) => s.newAccount);
  const { pathname } = useLocation();
  // The path after /my/account/:userId picks the highlighted tab.
  const section = sectionOf(pathname.split('/').slice(4).join('/'));
  const { signOut, signingOut } = useSignOut();
  // The orders panel's own query: the customer's orders, newest first, say which services they file for.
  const { orders } = useMyOrders();

  if (!user) return null; // The guard redirects before this renders.
  const base = `/my/account/${user.id}`;

  const tabs = [
    { to: base, label: 'Orders', icon: <ClipboardIcon size={18} />, active: section.kind === 'orders' || section.kind === 'order' },
    { to: `${base}/compliance`, label: 'Compliance dates', icon: <CalendarIcon size={18} />, active: section.kind === 'compliance' },
    { to: `${base}/messages`, label: 'Messages', icon: <MailIcon size={18} />, active: section.kind === 'messages' },
    { to: `${base}/businesses`, label: 'Businesses', icon: <ClipboardIcon size={18} />, active: section.kind === 'businesses' },
    { to: `${base}/profile`, label: 'Profile', icon: <UserIcon size={18} />, active: section.kind === 'profile' },
    { to: `${base}/security`, label: 'Security', icon: <ShieldIcon size={18} />, active: section.kind === 'security' },
  ];

  return (
    <div className={page.page}>
      <Container>
        <div className={styles.dashHead} data-print="hide">
          <div className={styles.who}>
            <span className={styles.avatar} aria-hidden="true">
              {user.profilePicture ? (
                <img src={user.profilePicture} alt="" width={56} height={56} />
              ) : (
                initials(user.firstName, user.lastName)
              )}
            </span>
            <div>
              <h1 className={page.pageTitle}>My Account</h1>
              <p className={page.muted}>
                {/* The session the account was created in is its first visit; any log in after it is a return. */}
                {newAccount ? 'Welcome' : 'Welcome back'}, {user.firstName}
                {user.email ? ` · ${user.email}` : ''}
              </p>
            </div>
          </div>
          <div className={styles.buttonRow}>
            <LinkButton to={newFilingPath(orders)} variant="primary">
              Start a new filing
            </LinkButton>
            <Button variant="outline" onClick={signOut} loading={signingOut} loadingText="Logging out...">
              Log Out
            </Button>
          </div>
        </div>

        {banner}

        <nav className={styles.tabs} aria-label="My account" data-print="hide">
          {tabs.map((t) => (
            <Link
              key={t.label}
              to={t.to}
              className={cx(styles.tab, t.active && styles.tabActive)}
              aria-current={t.active ? 'page' : undefined}
            >
              {t.icon}
              {t.label}
            </Link>
          ))}
        </nav>

        <div className={styles.dashBody}>
          <Outlet />
        </div>
      </Container>
    </div>
  );
}

/** The account section for a path no section has. */
export function AccountSectionNotFound() {
  const user = useSessionStore((s) => s.user);
  return (
    <EmptyState card title="This page isn’t part of your account">
      <LinkButton to={user ? `/my/account/${user.id}` : '/my/login'}>Go to my orders</LinkButton>
    </EmptyState>
  );
}
