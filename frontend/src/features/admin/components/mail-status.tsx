import { humanizeKey } from '../lib/format';
import { Badge, type BadgeTone } from '../../../components/badge';

const MAIL_TONES: Record<string, BadgeTone> = { sent: 'success', failed: 'danger', sending: 'info' };

/** Why a mail's fate is unknown, in the admin's words. */
export const MAY_HAVE_BEEN_SENT_HINT =
  'Its worker stopped after handing it to the mail server and before recording the answer, so it may already be in the inbox.';

/** A mail's status; one whose sender stopped mid-send reads "May have been sent". */
export function MailStatusBadge({ status, mayHaveBeenSent }: { status: string; mayHaveBeenSent?: boolean }) {
  if (mayHaveBeenSent) return <Badge tone="warning">May have been sent</Badge>;
  return <Badge tone={MAIL_TONES[status] ?? 'neutral'}>{humanizeKey(status)}</Badge>;
}
