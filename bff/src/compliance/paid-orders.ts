/** Orders whose filings follow: paid, being worked on or done (refunded and unpaid ones do not count). */
export const PAID_STATUS_SQL = `o.status IN ('paid', 'in_progress', 'completed')`;
