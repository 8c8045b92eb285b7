import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { AlertIcon, CalendarIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { errorMessage, queryKeys } from '../../../lib/api';
import { createCalendarFeed, myCalendarFeedQuery, revokeCalendarFeed } from '../api/account';
import { formatDate } from '../lib/receipt';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

/**
 * The compliance dates as a calendar subscription: a secret iCalendar link the customer adds to
 * their own calendar app. The link is shown once, when it is made; making another turns the old one off.
 */
export function CalendarFeedCard() {
  const client = useQueryClient();
  const status = useQuery(myCalendarFeedQuery());
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const linkId = useId();

  const act = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    setError('');
    setCopied(false);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err, failure));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: queryKeys.my.calendarFeed() });
    }
  };
  const make = () => act(async () => setLink((await createCalendarFeed()).url), 'We could not make a calendar link. Please try again.');
  const turnOff = () =>
    act(async () => {
      await revokeCalendarFeed();
      setLink(null);
    }, 'We could not turn the calendar link off. Please try again.');
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };

  const active = status.data?.active ?? false;
  return (
    <section className={page.card} aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className={page.sectionTitle}>
        Add these dates to your calendar
      </h2>
      <p className={page.muted}>
        Subscribe from Google Calendar, Outlook or Apple Calendar with a private link; dates that change update there too. Anyone with the
        link can see your dates, so keep it to yourself. You can replace or turn it off here at any time.
      </p>
      {status.isPending ? (
        <div className={styles.inlineState} role="status">
          <Spinner /> Checking your calendar link…
        </div>
      ) : (
        <div className={styles.feedActions}>
          {link ? (
            <div className={styles.feedLink}>
              <label htmlFor={linkId}>Your calendar link (shown only now)</label>
              <input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                Copy link
              </Button>
              <a href={link.replace(/^https?:/, 'webcal:')}>Open in my calendar app</a>
            </div>
          ) : active ? (
            <p>
              <CalendarIcon size={18} /> Your calendar link is on (made {formatDate(status.data!.createdAt!)}). We only show it once:
              replace it to see a new one.
            </p>
          ) : null}
          <div className={styles.feedButtons}>
            <Button size="sm" onClick={() => void make()} disabled={busy}>
              {active ? 'Replace calendar link' : 'Make a calendar link'}
            </Button>
            {active ? (
              <Button variant="outline" size="sm" onClick={() => void turnOff()} disabled={busy}>
                Turn the link off
              </Button>
            ) : null}
          </div>
        </div>
      )}
      <p aria-live="polite" className={styles.subtle}>
        {copied ? 'Link copied.' : ''}
      </p>
      {error ? (
        <p role="alert" className={styles.inlineState}>
          <AlertIcon size={18} /> {error}
        </p>
      ) : null}
    </section>
  );
}
