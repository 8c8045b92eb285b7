import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Container } from '../../../components/container';
import { LoadingState } from '../../../components/resource-state';
import { errorMessage, queryKeys } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session-store';
import account from '../../../components/customer-page.module.css';
import { verifyEmail } from '../api/security';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** /verify-email?token=: the page the mailed link opens; it verifies once, on arrival. */
export function VerifyEmailPage() {
  usePageTitle('Verify your email | Filebridge', 'Confirm your Filebridge email address.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const client = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'working' });
  // A link works once: the call is made once per page, however often the effect runs.
  const call = useRef<ReturnType<typeof verifyEmail> | null>(null);

  useEffect(() => {
    let live = true;
    call.current ??= verifyEmail(token);
    call.current
      .then((r) => {
        if (!live) return;
        setState({ kind: 'done', message: r.message });
        const current = useSessionStore.getState().user;
        if (current) setUser({ ...current, email: r.email });
        void client.invalidateQueries({ queryKey: queryKeys.my.email() });
      })
      .catch((error: unknown) => live && setState({ kind: 'failed', message: errorMessage(error, 'We could not verify this address.') }));
    return () => {
      live = false;
    };
  }, [token, client, setUser]);

  return (
    <div className={account.page}>
      <Container>
        <section className={account.card} aria-labelledby="verify-title">
          <h1 id="verify-title" className={account.pageTitle}>
            Verify your email
          </h1>
          {state.kind === 'working' ? <LoadingState label="Verifying your address…" /> : null}
          {state.kind === 'done' ? (
            <p role="status" className={account.notice}>
              {state.message}
            </p>
          ) : null}
          {state.kind === 'failed' ? (
            <p role="alert" className={account.notice}>
              {state.message}
            </p>
          ) : null}
          {state.kind !== 'working' ? (
            <p>
              <Link to={user ? `/my/account/${user.id}/security` : '/my/login'}>{user ? 'Go to my account' : 'Log in'}</Link>
            </p>
          ) : null}
        </section>
      </Container>
    </div>
  );
}
