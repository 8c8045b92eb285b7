import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, LinkButton } from '../components/button';
import { Container } from '../components/container';
import { NotFoundPage } from '../components/not-found-page';
import { usePageTitle } from '../lib/use-page-title';
import styles from './route-error.module.css';

/** Route-level error boundary: 404 responses render the not-found page, anything else a retry screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteErrorContent error={error} />;
}

function RouteErrorContent({ error }: { error: unknown }) {
  usePageTitle('Something went wrong');
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Loading chunk|Importing a module script failed/i.test(error.message);
  return (
    <Container className={styles.wrap}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.lead}>
        {chunkFailed
          ? 'A newer version of the site is available, or the connection dropped while loading this page.'
          : 'This page hit an unexpected error. Reloading usually fixes it.'}
      </p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <LinkButton to="/" variant="outline" size="lg" reloadDocument>
          Go to the home page
        </LinkButton>
      </div>
    </Container>
  );
}
