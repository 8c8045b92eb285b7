import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast';
import { onApi } from '../test/api-server';
import { useApiHealth } from './use-api-health';

describe('useApiHealth', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls /api/health through the API client and stays quiet when it answers', async () => {
    const health = onApi('health', () => ({ status: 'ok' }));
    const warn = vi.spyOn(toast, 'warning');
    renderHook(() => useApiHealth());
    await waitFor(() => expect(health).toHaveBeenCalledTimes(1));
    expect(health.mock.calls[0]![0].url.href).toBe('http://localhost:3000/api/health');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when the API cannot be reached', async () => {
    onApi('health', () => HttpResponse.error());
    const warn = vi.spyOn(toast, 'warning').mockReturnValue(undefined);
    renderHook(() => useApiHealth());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
