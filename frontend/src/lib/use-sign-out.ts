import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from './toast';
import { useSessionStore } from '../stores/session-store';
import { callApi } from './api';

/**
 * Logging the customer out, from the header or the dashboard: POST /api/auth/logout, then the
 * session (userData, token) is cleared and the customer lands on the home page.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const logout = useSessionStore((s) => s.logout);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await callApi('logout');
    } catch {
      // Logging out here is what matters; the server session also expires on its own.
    }
    // Marked as signed out, a guarded page on screen sends the customer home rather than to the login page.
    logout('signed-out');
    await navigate('/', { replace: true });
    setSigningOut(false);
    toast.success('You are logged out.');
  };

  return { signOut, signingOut };
}
