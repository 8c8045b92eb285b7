import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedSonner, toast } from '../lib/toast';
import { stubMatchMedia } from '../test/browser-fakes';
import { AppToaster } from './toaster';

describe('toaster', () => {
  // Sonner follows the system theme through matchMedia, which jsdom lacks: a light-themed desktop.
  beforeEach(() => stubMatchMedia(() => false));
  afterEach(() => vi.unstubAllGlobals());

  it('renders nothing and loads no Sonner until the first toast, which shows even when asked for before it mounts', async () => {
    const { container, unmount } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(loadedSonner()).toBeNull();
    unmount();

    act(() => toast.error('Your card was declined.'));
    await waitFor(() => expect(loadedSonner()).not.toBeNull());
    render(<AppToaster />);

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
    // The clearance follows the mounted region's toasts.
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--toast-clearance')).not.toBe(''));
  });
});
