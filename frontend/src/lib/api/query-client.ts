import { QueryClient } from '@tanstack/react-query';

/**
 * Server state for the whole app. A failed load shows its error at once with a Try again button
 * rather than retrying behind a spinner; data refreshes when a screen mounts, on its polling
 * interval, or when a change invalidates it, never just because the window regained focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one client: the provider in the app frame and the route loaders' prefetches share it. */
export const queryClient = createQueryClient();
