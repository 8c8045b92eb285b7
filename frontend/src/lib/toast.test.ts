import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What reached Sonner: how often it was loaded and each call, in order. Its own toaster is never mounted here. */
const sonner = vi.hoisted(() => ({ loads: 0, calls: [] as unknown[][] }));

vi.mock('sonner', () => {
  sonner.loads += 1;
  const record =
    (kind: string) =>
    (...args: unknown[]) =>
      sonner.calls.push([kind, ...args]);
  const kinds = ['success', 'error', 'info', 'warning', 'message', 'dismiss'] as const;
  return { toast: Object.fromEntries(kinds.map((kind) => [kind, record(kind)])), Toaster: () => null };
});

/** The facade as a page that has shown no toast yet finds it. */
async function freshFacade() {
  vi.resetModules();
  return import('./toast');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast facade', () => {
  beforeEach(() => {
    sonner.loads = 0;
    sonner.calls = [];
  });

  it('loads nothing and takes nothing away for a dismiss before the first toast', async () => {
    const { toast, loadedSonner } = await freshFacade();
    toast.dismiss();
    await settle();
    expect(sonner.loads).toBe(0);
    expect(loadedSonner()).toBeNull();
    expect(sonner.calls).toEqual([]);
  });

  it('loads Sonner once with the first toast and holds every call until the toaster has mounted, in order', async () => {
    const { toast, loadedSonner, onSonnerLoaded, toasterMounted } = await freshFacade();
    const loaded = vi.fn();
    onSonnerLoaded(loaded);
    toast.error('Your card was declined.', { id: 'checkout' });
    toast.dismiss('checkout');
    toast.success('Payment received.');
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(loadedSonner()).not.toBeNull();
    await settle();
    expect(sonner.calls).toEqual([]);

    toasterMounted();
    await vi.waitFor(() => expect(sonner.calls).toHaveLength(3));
    expect(sonner.calls).toEqual([
      ['error', 'Your card was declined.', { id: 'checkout' }],
      ['dismiss', 'checkout'],
      ['success', 'Payment received.'],
    ]);

    toast.info('Nothing to save.');
    toast.warning('Servers unreachable.', { duration: 10_000 });
    toast.message('2 skipped');
    toast.dismiss();
    await vi.waitFor(() => expect(sonner.calls).toHaveLength(7));
    expect(sonner.calls.slice(3)).toEqual([
      ['info', 'Nothing to save.'],
      ['warning', 'Servers unreachable.', { duration: 10_000 }],
      ['message', '2 skipped'],
      ['dismiss'],
    ]);
    expect(sonner.loads).toBe(1);
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
