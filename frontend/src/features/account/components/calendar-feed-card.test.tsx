import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/browser-fakes';
import { render } from '../../../test/render';
import { CalendarFeedCard } from './calendar-feed-card';

afterEach(() => vi.unstubAllGlobals());

const LINK = `http://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`;

describe('CalendarFeedCard', () => {
  it('makes a private link, shows it once with a webcal address, and offers to replace or turn it off', async () => {
    let active = false;
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/my/compliance/feed') && init?.method === 'POST') {
        active = true;
        return jsonResponse({ success: true, data: { url: LINK, createdAt: '2026-11-26T10:00:00.000Z' } }, 201);
      }
      return jsonResponse({ success: true, data: { active, createdAt: active ? '2026-11-26T10:00:00.000Z' : null } });
    });
    render(<CalendarFeedCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar link' }));
    expect(((await screen.findByLabelText('Your calendar link (shown only now)')) as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(LINK.replace('http:', 'webcal:'));
    expect(await screen.findByRole('button', { name: 'Turn the link off' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace calendar link' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says so when the link cannot be made', async () => {
    mockFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ success: false, message: 'Too many requests' }, 429)
        : jsonResponse({ success: true, data: { active: false, createdAt: null } }),
    );
    render(<CalendarFeedCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
  });
});
