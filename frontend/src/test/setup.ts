import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../lib/api/query-client';
import { apiServer } from './api-server';

// findBy…/waitFor end as soon as what they wait for is there; the limit only bounds a failing test.
// On a loaded machine the first import of a route's module can take seconds.
configure({ asyncUtilTimeout: 5_000 });

// The query client tells components about new data on a zero-delay timer; a test that fakes timers
// would never see it. A microtask delivers the same batch without depending on the clock.
notifyManager.setScheduler(queueMicrotask);

beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  queryClient.clear();
  apiServer.resetHandlers();
});

afterAll(() => apiServer.close());
