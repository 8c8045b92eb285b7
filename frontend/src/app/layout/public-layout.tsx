import { Suspense } from 'react';
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
      {/* Each boundary hydrates on its own after the header, in slices the browser can interrupt,
          instead of one task as long as the whole page: a phone stays responsive while it runs. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <ScrollTopButton />
    </div>
  );
}
