import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollTopButton } from './scroll-top-button';
import styles from './public-layout.module.css';

/** Header + page + footer, shared by the public pages and the customer area. */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollTopButton />
    </div>
  );
}
