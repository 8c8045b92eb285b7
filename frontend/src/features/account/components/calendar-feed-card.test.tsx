import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import { CalendarFeedCard } from './calendar-feed-card';

const LINK = `http://localhost:3000/api/calendar/${'a'.repeat(43)}.ics`;
const CREATED_AT = '2026-11-26T10:00:00.000Z';

describe('CalendarFeedCard', () => {
  it('makes a private link, shows it once with a webcal address, and offers to replace or turn it off', async () => {
    let active = false;
    onApi('myCalendarFeed', () => ({ success: true, data: { active, createdAt: active ? CREATED_AT : null } }));
    const create = onApi('createCalendarFeed', () => {
      active = true;
      return { success: true, data: { url: LINK, createdAt: CREATED_AT } };
    });
    render(<CalendarFeedCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar link' }));
    expect(((await screen.findByLabelText('Your calendar link (shown only now)')) as HTMLInputElement).value).toBe(LINK);
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toBe(LINK.replace('http:', 'webcal:'));
    expect(await screen.findByRole('button', { name: 'Turn the link off' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace calendar link' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('says so when the link cannot be made', async () => {
    onApi('myCalendarFeed', () => ({ success: true, data: { active: false, createdAt: null } }));
    onApi('createCalendarFeed', () => apiError(429, 'Too many requests'));
    render(<CalendarFeedCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make a calendar link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
  });
});
