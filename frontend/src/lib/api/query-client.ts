import { QueryClient } from '@tanstack/react-query';

const FRESH_MS = 5_000;

/**
 * Server state for the whole app. A failed load shows its error at once with a Try again button
 * rather than retrying behind a spinner. Data refreshes when a screen mounts, on its polling
 * interval, or when a change invalidates it, not because the window regained focus; an answer
 * under 5 s old counts as fresh, so a screen mounted right after its route loader's prefetch shows
 * that answer instead of asking again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_MS },
      mutations: { retry: false },
    },
  });
}

/** The app's one client: the provider in the app frame and the route loaders' prefetches share it. */
export const queryClient = createQueryClient();
