import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { EmptyState, ResourceView } from '../../../components/resource-state';
import { errorMessage, queryKeys } from '../../../lib/api';
import { useSessionStore } from '../../../stores/session-store';
import { endOtherSessions, endSession, logoutEverywhere, mySessionsQuery, type Session } from '../api/security';
import account from '../../../components/customer-page.module.css';
import styles from './security.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The devices signed in to the account: which one this is, where and when each was last used, and ending them. */
export function DevicesPanel() {
  const query = useQuery(mySessionsQuery());
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.my.sessions() });
  const endOne = useMutation({
    mutationFn: (s: Session) => endSession(s.id),
    onSuccess: (_, s) => setStatus(`${s.device} is signed out.`),
    onError: (error) => setStatus(errorMessage(error, 'We could not sign that device out. Please try again.')),
    onSettled: refresh,
  });
  const logout = useSessionStore((s) => s.logout);
  // This device too: the session ends here once the server has ended them all.
  const endAll = useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: () => logout('signed-out'),
    onError: (error) => setStatus(errorMessage(error, 'We could not sign your devices out. Please try again.')),
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => setStatus('Every other device is signed out.'),
    onError: (error) => setStatus(errorMessage(error, 'We could not sign the other devices out. Please try again.')),
    onSettled: refresh,
  });

  return (
    <section className={account.card} aria-labelledby="devices-title">
      <h2 id="devices-title" className={account.sectionTitle}>
        Devices
      </h2>
      <p className={account.muted}>The devices signed in to your account. Sign out any you do not recognise.</p>
      <ResourceView
        resource={{ data: query.data, error: query.error, reload: () => void query.refetch() }}
        loadingLabel="Loading your devices…"
        errorTitle="We could not load your devices."
        empty={(list) => (list.length === 0 ? <EmptyState title="No devices are signed in." /> : null)}
      >
        {(list) => (
          <>
            <ul className={styles.list} aria-label="Signed-in devices">
              {list.map((s) => (
                <li key={s.id} className={styles.item}>
                  <div className={styles.itemMain}>
                    <span className={styles.itemTitle}>
                      {s.device}
                      {s.current ? <Badge tone="success">This device</Badge> : null}
                    </span>
                    <span className={account.muted}>
                      Network {s.place} · last active {when(s.lastSeenAt)}
                    </span>
                  </div>
                  {s.current ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      loading={endOne.isPending && endOne.variables?.id === s.id}
                      loadingText="Signing out..."
                      onClick={() => endOne.mutate(s)}
                      aria-label={`Sign out ${s.device}, last active ${when(s.lastSeenAt)}`}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              {list.some((s) => !s.current) ? (
                <Button variant="outline" loading={endOthers.isPending} loadingText="Signing out..." onClick={() => endOthers.mutate()}>
                  Sign out all other devices
                </Button>
              ) : null}
              <Button variant="outline" loading={endAll.isPending} loadingText="Signing out..." onClick={() => endAll.mutate()}>
                Sign out everywhere
              </Button>
            </div>
          </>
        )}
      </ResourceView>
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
