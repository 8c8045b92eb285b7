import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { api } from '../lib/api-client';
import { useApiHealth } from './use-api-health';

describe('useApiHealth', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls /api/health through the API client and stays quiet when it answers', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ status: 'ok' });
    const warn = vi.spyOn(toast, 'warning');
    renderHook(() => useApiHealth());
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/health'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when the API cannot be reached', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(toast, 'warning').mockReturnValue('api-health');
    renderHook(() => useApiHealth());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
