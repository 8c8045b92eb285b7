import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { LinkButton } from '../../components/button';
import { ChevronDownIcon, UserIcon } from '../../components/icons';
import { cx } from '../../lib/cx';
import { initials } from '../../lib/format';
import { useDismiss } from '../../lib/use-dismiss';
import { useSignOut } from '../../lib/use-sign-out';
import { useSessionStore, type SessionUser } from '../../stores/session-store';
import styles from './header.module.css';

/** Where the account's pages are: the dashboard opens on its orders. */
function accountLinks(user: SessionUser) {
  const base = `/my/account/${user.id}`;
  return [
    { to: base, label: 'My account' },
    { to: `${base}/orders`, label: 'My orders' },
  ];
}

function LogInButton({ wide, onNavigate }: { wide: boolean; onNavigate?: () => void }) {
  return (
    <LinkButton
      to="/my/login"
      size={wide ? 'lg' : 'sm'}
      block={wide}
      variant="secondary"
      iconStart={<UserIcon size={16} />}
      onClick={onNavigate}
    >
      Log In
    </LinkButton>
  );
}

/**
 * The user's picture, else their initials. On the menu button the initials are its visible label,
 * so they are part of its accessible name (label in name); elsewhere they only decorate.
 */
function Avatar({ user, decorative = false }: { user: SessionUser; decorative?: boolean }) {
  const [imageFailed, setImageFailed] = useState(false);
  const picture = user.profilePicture && !imageFailed ? user.profilePicture : null;
  return (
    <span className={styles.avatar} aria-hidden={decorative || undefined}>
      {picture ? (
        <img src={picture} alt="" width={36} height={36} onError={() => setImageFailed(true)} />
      ) : (
        initials(user.firstName, user.lastName)
      )}
    </span>
  );
}

/**
 * The header's account control on larger screens: Log In for visitors; for a signed-in customer the
 * avatar opens a small menu (My account, My orders, Log out), closed by a choice, Escape or a click
 * outside. Opening it clears any toast, which would otherwise sit over its links on a small screen.
 */
export function AccountMenu() {
  const user = useSessionStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const { signOut, signingOut } = useSignOut();

  useEffect(() => setOpen(false), [pathname]);

  useDismiss(
    open,
    rootRef,
    () => setOpen(false),
    () => buttonRef.current?.focus(),
  );

  if (!user) return <LogInButton wide={false} />;

  const name = `${user.firstName} ${user.lastName}`.trim();
  const toggle = () => {
    if (!open) toast.dismiss();
    setOpen(!open);
  };

  return (
    <div
      ref={rootRef}
      className={styles.accountMenu}
      onBlur={(event) => {
        if (open && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className={styles.accountButton} aria-expanded={open} aria-controls={menuId} onClick={toggle}>
        <Avatar user={user} /> <span className="visually-hidden">Account menu, {name}</span>
        <ChevronDownIcon size={16} className={cx(styles.triggerChevron, open && styles.rotated)} />
      </button>
      <div id={menuId} className={styles.accountPanel} hidden={!open}>
        <p className={styles.accountWho}>
          <span className={styles.linkName}>{name}</span>
          {user.email ? <span className={styles.linkDescription}>{user.email}</span> : null}
        </p>
        <ul className={styles.accountItems} aria-label="Account">
          {accountLinks(user).map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.accountItem} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={styles.accountItem} onClick={signOut} disabled={signingOut}>
              {signingOut ? 'Logging out...' : 'Log out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The same account choices in the phone drawer's footer. */
export function DrawerAccount({ onNavigate, onClose }: { onNavigate: () => void; onClose: () => void }) {
  const user = useSessionStore((s) => s.user);
  const { signOut, signingOut } = useSignOut();

  if (!user) return <LogInButton wide onNavigate={onNavigate} />;

  return (
    <div className={styles.drawerAccount}>
      <p className={styles.drawerWho}>
        <Avatar user={user} decorative />
        <span>
          {user.firstName} {user.lastName}
        </span>
      </p>
      <ul className={styles.drawerAccountItems} aria-label="Account">
        {accountLinks(user).map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.drawerAccountItem} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.drawerAccountItem}
            disabled={signingOut}
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            {signingOut ? 'Logging out...' : 'Log out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
