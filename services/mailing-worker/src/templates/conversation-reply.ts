import { BRAND_NAME } from '@filebridge/contracts';
import { oneLine } from './format';
import { renderLayout, type RenderedMail } from './layout';
import { Fields } from './validate';

/**
 * Our team's answer to a contact-form message, to the address that wrote it. It quotes only the
 * answer and the sender's first question, never the rest of the thread, so a mistyped address
 * learns no more than the question its owner would have typed.
 */
export interface ConversationReplyMailData {
  name: string;
  /** The conversation's reference, `CV-1001`. */
  reference: string;
  topic: string;
  reply: string;
  question: string;
  /** Where the sender answers: their account's page, or the conversation's signed link. */
  replyUrl: string;
  /** The sender's address is an account's, so the link opens their account. */
  account?: boolean;
}

export function parseConversationReply(data: unknown): ConversationReplyMailData {
  const f = Fields.of('conversation-reply', data);
  return {
    name: f.string('name'),
    reference: f.string('reference'),
    topic: f.string('topic'),
    reply: f.string('reply'),
    question: f.string('question'),
    replyUrl: f.url('replyUrl'),
    ...((data as { account?: unknown }).account === true && { account: true }),
  };
}

export function renderConversationReply(data: ConversationReplyMailData): RenderedMail {
  const where = data.account
    ? 'Answer from your account (sign in if asked), so the conversation stays in one place.'
    : 'Answer on the conversation’s page: the button below opens it, no account needed. Keep this email to yourself, as anyone with the link can read and answer the conversation.';
  return renderLayout({
    // The sender's topic goes into a header here, so it is forced onto one line.
    subject: `Re: ${oneLine(data.topic)} [${data.reference}]`,
    preheader: `Our team answered your message (${data.reference}).`,
    blocks: [
      { kind: 'heading', text: `Our answer to your message ${data.reference}` },
      { kind: 'paragraph', text: `Hello ${oneLine(data.name)},` },
      { kind: 'quote', label: `${BRAND_NAME} team`, text: data.reply },
      { kind: 'quote', label: 'Your message', text: data.question },
      { kind: 'paragraph', text: where },
      { kind: 'button', label: 'Read and answer', url: data.replyUrl },
      { kind: 'paragraph', text: `Quote ${data.reference} if you write to us another way.` },
    ],
    reason: `You received this email because you wrote to ${BRAND_NAME} through our contact form.`,
  });
}
