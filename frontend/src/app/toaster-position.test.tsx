import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast';
import { stubMatchMedia } from '../test/browser-fakes';
import { AppToaster } from './toaster';

/** A window as wide as a phone or a desktop, as far as media queries tell. */
function viewport(width: number) {
  stubMatchMedia((query) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  });
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('toast position', () => {
  it.each([390, 1280])('keeps toasts at the bottom-right, clear of the page heading under the header, at %i px', async (width) => {
    viewport(width);
    const { container } = render(<AppToaster />);
    act(() => void toast.success('Payment received. Order FB-100001 is confirmed.'));
    const region = await waitFor(() => {
      const list = container.querySelector('[data-sonner-toaster]');
      if (!list) throw new Error('no toast shown yet');
      return list;
    });
    expect(region.getAttribute('data-y-position')).toBe('bottom');
    expect(region.getAttribute('data-x-position')).toBe('right');
  });
});
