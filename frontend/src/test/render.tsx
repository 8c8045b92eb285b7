import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { queryClient } from '../lib/api/query-client';

function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Renders inside the app's query client, as the app frame does; the setup empties it after each test. */
export function render(ui: ReactElement, options?: RenderOptions) {
  return renderDom(ui, { wrapper: WithQueryClient, ...options });
}
