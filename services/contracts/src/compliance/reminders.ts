/** When reminder mails of a filing go out, and the keys that make each one happen once. */
import { dayOnly, iso, utc } from './utc-dates';

/** Reminder mails go out this many days before a due date, unless the customer chose other days. */
export const REMINDER_DAYS_BEFORE = [60, 30, 7] as const;

/** Reminder mails go out at this hour (UTC) of their day: morning across the US. */
export const REMINDER_SEND_HOUR_UTC = 14;

/** The job of one reminder: one per account, business, filing and offset, whatever the due date, so a new date moves it. */
export const reminderJobId = (accountId: string, filingKey: string, daysBefore: number) =>
  `compliance-${accountId}-${filingKey.replace('/', '-')}-${daysBefore}`;

/** The mail of one reminder: one per due date too, so the next cycle's reminder is a new mail. */
export const reminderMailKey = (accountId: string, filingKey: string, dueDate: string, daysBefore: number) =>
  `compliance-reminder-${accountId}-${filingKey.replace('/', '-')}-${dueDate}-${daysBefore}`;

/** When a reminder goes out: its day, at the send hour. */
export function reminderSendAt(dueDate: string, daysBefore: number): Date {
  const due = new Date(`${dueDate}T00:00:00Z`);
  return new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() - daysBefore, REMINDER_SEND_HOUR_UTC));
}

export function reminderDates(dueDate: string, today: Date, daysBefore: readonly number[] = REMINDER_DAYS_BEFORE): string[] {
  const due = new Date(`${dueDate}T00:00:00Z`);
  return daysBefore
    .map((days) => utc(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate() - days))
    .filter((d) => d >= dayOnly(today))
    .map(iso);
}
