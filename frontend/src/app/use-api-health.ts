import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { callApi } from '../lib/api';

/**
 * Asks the API whether it is up once at start-up. If it is not, the visitor is told once, up front,
 * instead of meeting a string of unexplained errors in forms and package sections.
 */
export function useApiHealth(): void {
  useEffect(() => {
    callApi('health').catch(() => {
      toast.warning('We are having trouble reaching our servers. Some parts of the site may not load; please try again in a moment.', {
        id: 'api-health',
        duration: 10_000,
      });
    });
  }, []);
}
