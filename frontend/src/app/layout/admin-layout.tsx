import { BRAND_NAME } from '@filebridge/contracts';
import { Link, Outlet } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import styles from './admin-layout.module.css';

/** Minimal frame for the admin area (its own screens belong to the admin issue). */
export function AdminLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <Link to="/" aria-label={`${BRAND_NAME} home`} className={styles.brand}>
          <BrandLogo inverse />
        </Link>
        <span className={styles.tag}>Admin</span>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
