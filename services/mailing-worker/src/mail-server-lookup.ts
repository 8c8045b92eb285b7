const LOOKUP_TIMEOUT_MS = 5000;

/**
 * Asks the mail server whether it already accepted a message, by its Message-ID, through the
 * Mailpit message API (`GET /api/v1/search?query=message-id:<id>`), which Mailpit, the local mail
 * catcher and the test SMTP peer answer. It is what lets a worker that took over a mail of unknown
 * fate (its sender died between SMTP's 250 and recording it) record it as sent instead of sending
 * it a second time. An error or a timeout throws: the caller then neither sends nor records, and
 * asks again on its next attempt.
 */
export class MailServerLookup {
  constructor(private readonly apiUrl: string) {}

  async holds(messageId: string): Promise<boolean> {
    const id = messageId.replace(/^<|>$/g, '');
    const url = `${this.apiUrl.replace(/\/$/, '')}/api/v1/search?query=${encodeURIComponent(`message-id:${id}`)}&limit=5`;
    const res = await fetch(url, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`The mail server's message API answered ${res.status} for ${url}`);
    const body = (await res.json()) as { messages?: { MessageID?: string }[] };
    return (body.messages ?? []).some((m) => m.MessageID?.replace(/^<|>$/g, '') === id);
  }
}
