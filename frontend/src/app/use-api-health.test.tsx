import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { jsonResponse, mockFetch } from '../test/browser-fakes';
import { useApiHealth } from './use-api-health';

describe('useApiHealth', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('calls /api/health through the API client and stays quiet when it answers', async () => {
    const fetch = mockFetch(() => jsonResponse({ status: 'ok' }));
    const warn = vi.spyOn(toast, 'warning');
    renderHook(() => useApiHealth());
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('http://localhost:3000/api/health', expect.anything()));
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when the API cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')));
    const warn = vi.spyOn(toast, 'warning').mockReturnValue('api-health');
    renderHook(() => useApiHealth());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
