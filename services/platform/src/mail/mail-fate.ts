/**
 * A mail record still `sending` after its lease ran out: its worker stopped somewhere between
 * handing the mail to SMTP and recording the answer, so nobody knows whether it went out. The
 * mailing worker may take such a record over and send it again (with the same Message-ID); the
 * admin is told it may have been sent before asking for that by hand.
 */
export const mailFateUnknownSql = (table = 'mail_log'): string => `(${table}.status = 'sending' AND ${table}.lease_until < now())`;
