import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button, LinkButton } from '../../components/button';
import { SimplePage } from '../../components/simple-page';
import { api } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useSessionStore } from '../../stores/session-store';

/** Placeholder for the customer dashboard (its contents belong to the account issue). */
export function DashboardPage() {
  usePageTitle('My Account | Filebridge');
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  const signOut = async () => {
    try {
      await api.post('/api/auth/logout', undefined, { auth: 'customer' });
    } catch {
      // Logging out locally is what matters; the server session expires on its own.
    }
    logout();
    toast.success('You are logged out.');
    navigate('/');
  };
  return (
    <SimplePage title="My Account" lead={user ? `Welcome, ${user.firstName}.` : undefined}>
      <p>Your orders and their progress will appear here.</p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 24 }}>
        <LinkButton to="/business/llc-formation">Start a new filing</LinkButton>
        <Button variant="outline" onClick={signOut}>
          Log Out
        </Button>
      </div>
    </SimplePage>
  );
}

export default DashboardPage;
