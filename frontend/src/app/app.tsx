import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../lib/api/query-client';
import { createAppRouter } from './router';
import { AppToaster } from './toaster';
import { useApiHealth } from './use-api-health';

/** What surrounds the router, in the browser and when pre-rendering alike (hydration needs the same tree). */
export function AppFrame({ children }: { children: ReactNode }) {
  useApiHealth();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
