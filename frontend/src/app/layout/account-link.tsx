import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/button';
import { UserIcon } from '../../components/icons';
import { initials } from '../../lib/format';
import { useSessionStore } from '../../stores/session-store';
import styles from './header.module.css';

/** Log In for visitors; the user's avatar (picture, else initials) linking to their account when signed in. */
export function AccountLink({ variant = 'avatar', onNavigate }: { variant?: 'avatar' | 'wide'; onNavigate?: () => void }) {
  const user = useSessionStore((s) => s.user);
  const [imageFailed, setImageFailed] = useState(false);

  if (!user) {
    return (
      <LinkButton
        to="/my/login"
        size={variant === 'wide' ? 'lg' : 'sm'}
        block={variant === 'wide'}
        variant="secondary"
        iconStart={<UserIcon size={16} />}
        onClick={onNavigate}
      >
        Log In
      </LinkButton>
    );
  }

  const href = `/my/account/${user.id}`;
  const picture = user.profilePicture && !imageFailed ? user.profilePicture : null;
  const avatar = (
    <span className={styles.avatar} aria-hidden="true">
      {picture ? (
        <img src={picture} alt="" width={36} height={36} onError={() => setImageFailed(true)} />
      ) : (
        initials(user.firstName, user.lastName)
      )}
    </span>
  );

  if (variant === 'wide') {
    return (
      <Link to={href} className={styles.accountWide} onClick={onNavigate}>
        {avatar}
        <span>My Account</span>
      </Link>
    );
  }
  return (
    <Link
      to={href}
      className={styles.accountLink}
      aria-label={`My Account (${user.firstName} ${user.lastName})`}
      title="My Account"
      onClick={onNavigate}
    >
      {avatar}
    </Link>
  );
}
