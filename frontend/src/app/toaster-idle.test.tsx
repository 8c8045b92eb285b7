import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { loadedSonner } from '../lib/toast';
import { stubMatchMedia } from '../test/browser-fakes';
import { AppToaster } from './toaster';

// Sonner follows the system theme through matchMedia, which jsdom lacks: a light-themed desktop.
beforeEach(() => stubMatchMedia(() => false));
afterEach(() => vi.unstubAllGlobals());

it('puts the notifications region in the page once it is idle, before any toast', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
  const { container, unmount } = render(<AppToaster />);
  expect(container).toBeEmptyDOMElement();
  expect(loadedSonner()).toBeNull();

  idle.forEach((task) => task());
  expect(await screen.findByRole('region', { name: /^Notifications/ })).toBeInTheDocument();
  await waitFor(() => expect(loadedSonner()).not.toBeNull());
  expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
  unmount();
});
