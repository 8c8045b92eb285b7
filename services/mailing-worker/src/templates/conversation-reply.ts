import { BRAND_NAME, type MailData } from '@filebridge/contracts';
import { oneLine } from './format';
import { renderLayout, type RenderedMail } from './layout';

export type ConversationReplyMailData = MailData<'conversation-reply'>;

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
