import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/api';
import { queryClient } from '../../../lib/api/query-client';
import { apiError, onApi } from '../../../test/api-server';
import { makeService } from '../../../test/factories';
import { useRetryJobs, useTransitionOrder, useUpdateService } from './queries';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('admin mutations', () => {
  beforeEach(() => {
    for (const key of [
      queryKeys.admin.orderList({ page: 1 }),
      queryKeys.admin.order('o-1'),
      queryKeys.admin.overview(),
      queryKeys.admin.audit(),
      queryKeys.admin.queues(),
      queryKeys.catalog.serviceBySlug('dba-filing'),
    ]) {
      queryClient.setQueryData(key, {});
    }
  });

  it('a transition makes the orders, the overview and the audit log stale, and nothing else', async () => {
    const transitions = onApi('adminTransition', () => ({ success: true, data: { changed: true, from: 'paid', to: 'in_progress' } }));
    const { result } = renderHook(() => useTransitionOrder(), { wrapper });
    await result.current.mutateAsync({ id: 'o-1', to: 'in_progress' });
    expect(transitions.mock.calls[0]![0]).toMatchObject({ params: { id: 'o-1' }, body: { to: 'in_progress' } });
    expect(stale(queryKeys.admin.orderList({ page: 1 }))).toBe(true);
    expect(stale(queryKeys.admin.order('o-1'))).toBe(true);
    expect(stale(queryKeys.admin.overview())).toBe(true);
    expect(stale(queryKeys.admin.audit())).toBe(true);
    expect(stale(queryKeys.admin.queues())).toBe(false);
    expect(stale(queryKeys.catalog.serviceBySlug('dba-filing'))).toBe(false);
  });

  it('a catalog change replaces the service in the admin list at once and makes the public copies stale', async () => {
    const before = makeService({ id: 's-1', status: 'active' });
    const other = makeService({ id: 's-2', name: 'Other' });
    queryClient.setQueryData(queryKeys.admin.services(), [before, other]);
    onApi('adminUpdateService', () => ({ success: true, data: { ...before, status: 'inactive' } }));
    const { result } = renderHook(() => useUpdateService(), { wrapper });
    await result.current.mutateAsync({ id: 's-1', body: { status: 'inactive' } });
    expect(queryClient.getQueryData(queryKeys.admin.services())).toEqual([{ ...before, status: 'inactive' }, other]);
    expect(stale(queryKeys.catalog.serviceBySlug('dba-filing'))).toBe(true);
    expect(stale(queryKeys.admin.audit())).toBe(true);
    expect(stale(queryKeys.admin.orderList({ page: 1 }))).toBe(false);
  });

  it('a retry refreshes the queues whether the server took it or refused it', async () => {
    onApi('adminRetryJob', () => apiError(400, 'Job is not failed'));
    const { result } = renderHook(() => useRetryJobs(), { wrapper });
    await expect(result.current.retryJob({ queue: 'mail', jobId: 'j-1' })).rejects.toThrow('Job is not failed');
    expect(stale(queryKeys.admin.queues())).toBe(true);
    expect(stale(queryKeys.admin.audit())).toBe(false);
  });
});
