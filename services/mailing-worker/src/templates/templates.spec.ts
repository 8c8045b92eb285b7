import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMPANY_POSTAL_ADDRESS,
  RECEIPT_DUE_MS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_TEL,
  type MailTemplate,
} from '@filebridge/contracts';
import { escapeHtml } from './html';
import { PDFDocument } from 'pdf-lib';
import { composeMail, InvalidMailDataError, MAIL_TEMPLATES, renderMail } from './index';
import { writePreviews } from './preview';
import { sampleData } from './samples';

const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const re = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SCRIPT_NAME = '<script>alert("x")</script>';

/** Job data as the worker receives it: JSON from the queue, untyped. */
function render(template: MailTemplate, data: unknown) {
  return renderMail(template, JSON.parse(JSON.stringify(data)) as Record<string, unknown>);
}

function expectInvalid(template: MailTemplate, data: unknown, message: string) {
  expect(() => render(template, data)).toThrow(InvalidMailDataError);
  expect(() => render(template, data)).toThrow(`Invalid data for template ${template}: ${message}`);
}

describe('every template', () => {
  it('attaches files only to the refund mail', async () => {
    for (const template of MAIL_TEMPLATES.filter((t) => t !== 'refund-issued'))
      expect((await composeMail(template, JSON.parse(JSON.stringify(sampleData(template))))).attachments).toEqual([]);
  });

  it('covers the whole MailTemplate union', () => {
    expect([...MAIL_TEMPLATES].sort()).toEqual(
      [
        'compliance-reminder',
        'contact-message',
        'conversation-reply',
        'document-delivered',
        'intake-reminder',
        'newsletter-confirm',
        'newsletter-welcome',
        'order-message',
        'order-phase-changed',
        'order-request',
        'order-status-changed',
        'password-reset',
        'payment-receipt',
        'refund-issued',
        'verify-email',
        'email-changed',
        'signup-attempted',
        'account-closed',
        'agency-delayed',
        'staff-invite',
      ].sort(),
    );
  });

  it.each(MAIL_TEMPLATES)('%s renders a subject, a full HTML document and a plain-text part', (template) => {
    const mail = render(template, sampleData(template));
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('>Filebridge</td>');
    expect(mail.html).toContain(escapeHtml(COMPANY_POSTAL_ADDRESS));
    expect(mail.text).toMatch(/^Filebridge\n/);
    expect(mail.text).toContain(COMPANY_POSTAL_ADDRESS);
    expect(mail.text).not.toMatch(HTML_TAG);
    expect(mail.text).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);
  });

  it.each(MAIL_TEMPLATES.filter((t) => t !== 'contact-message'))(
    '%s shows support with the phone as a tel: link and the email in both parts',
    (template) => {
      const mail = render(template, sampleData(template));
      expect(mail.html).toContain(`href="tel:${SUPPORT_PHONE_TEL}"`);
      expect(mail.html).toContain(`>${SUPPORT_PHONE_DISPLAY}</a>`);
      expect(mail.html).toContain(`href="mailto:${SUPPORT_EMAIL}"`);
      expect(mail.text).toContain(`Call ${SUPPORT_PHONE_DISPLAY} or email ${SUPPORT_EMAIL}.`);
    },
  );

  const WITH_UNSUBSCRIBE: readonly MailTemplate[] = ['newsletter-welcome', 'compliance-reminder'];
  it.each(MAIL_TEMPLATES.filter((t) => !WITH_UNSUBSCRIBE.includes(t)))('%s carries no unsubscribe link', (template) => {
    const mail = render(template, sampleData(template));
    expect(mail.html.toLowerCase()).not.toContain('unsubscribe');
    expect(mail.text.toLowerCase()).not.toContain('unsubscribe');
  });

  it('rejects data that is not an object and an unknown template', () => {
    expectInvalid('order-status-changed', null, 'data must be an object');
    expectInvalid('order-status-changed', ['FB-100001'], 'data must be an object');
    expect(() => render('no-such-template' as MailTemplate, {})).toThrow('Invalid data for template no-such-template: no such template');
  });
});

describe('refund-issued', () => {
  it('names the amount in the subject and shows the credit note, the totals and whether all was refunded', () => {
    const mail = render('refund-issued', sampleData('refund-issued'));
    expect(mail.subject).toBe('Refund of $125.00 for your order FB-100001');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('CN-100042-1');
      expect(part).toContain('$458.31');
      expect(part).toContain('Partially refunded');
    }
    const full = render('refund-issued', { ...sampleData('refund-issued'), amountCents: 45_831, refundedTotalCents: 45_831 });
    expect(full.text).toMatch(/Order status:?\s+Refunded/);
  });

  it('attaches the credit note as a one-page PDF named, titled and dated by the refund', async () => {
    const data = sampleData('refund-issued');
    const { rendered, attachments: attached } = await composeMail('refund-issued', JSON.parse(JSON.stringify(data)));
    expect(attached).toHaveLength(1);
    expect(attached[0]).toMatchObject({ filename: 'Filebridge-credit-note-CN-100042-1.pdf', contentType: 'application/pdf' });
    const doc = await PDFDocument.load(attached[0]!.content);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Filebridge credit note CN-100042-1');
    expect(doc.getCreationDate()?.toISOString()).toBe(data.date);
    expect(rendered.text).toContain('Credit note CN-100042-1 is attached to this email as a PDF');
    expect(rendered).toEqual(render('refund-issued', data));
  });

  it('attaches nothing to a refund mail whose data cannot make a correct one', async () => {
    await expect(composeMail('refund-issued', { ...sampleData('refund-issued'), amountCents: 0 })).rejects.toThrow(InvalidMailDataError);
  });

  it('refuses a refund that does not fit its order', () => {
    expectInvalid(
      'refund-issued',
      { ...sampleData('refund-issued'), refundedTotalCents: 50_000 },
      'refund $125.00 of $500.00 refunded does not fit an order of $458.31',
    );
    expectInvalid(
      'refund-issued',
      { ...sampleData('refund-issued'), amountCents: 0 },
      'refund $0.00 of $125.00 refunded does not fit an order of $458.31',
    );
  });
});

describe('order mails', () => {
  it.each(['payment-receipt', 'order-status-changed', 'refund-issued'] as const)(
    '%s greets without a name, so no typed text opens the mail',
    (template) => {
      const mail = render(template, sampleData(template));
      expect(mail.text).toMatch(/^Hello,$/m);
      expect(mail.text).not.toMatch(/^Hi /m);
    },
  );

  it('refuses a link that is not http(s), so no script URL reaches an href', () => {
    expectInvalid(
      'order-status-changed',
      { ...sampleData('order-status-changed'), orderUrl: 'javascript:alert(1)' },
      'invalid orderUrl (expected an absolute http(s) URL)',
    );
    expectInvalid(
      'order-status-changed',
      { ...sampleData('order-status-changed'), orderUrl: '/my/orders/1' },
      'invalid orderUrl (expected an absolute http(s) URL)',
    );
  });
});

describe('payment-receipt', () => {
  const receipt = () => sampleData('payment-receipt');

  it('is a full invoice: numbers, dates, parties, every item, totals, method and status', () => {
    const mail = render('payment-receipt', receipt());
    expect(mail.subject).toBe('Your Filebridge receipt for order FB-100001');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('FB-100001');
      expect(part).toContain('INV-2026-100001');
      expect(part).toContain('November 22, 2026');
      expect(part).toContain('December 22, 2026');
      expect(part).toContain('Credit Card');
      expect(part).toContain('Paid');
      expect(part).toContain('maria.gonzalez@example.com');
      expect(part).toContain('(512) 555-0187');
      expect(part).toContain('Lone Star Freight Solutions LLC');
      expect(part).toContain('LLC, Texas');
    }
    // The sample is a Texas LLC priced by the real pricing function: 6.25 % on our fees only.
    const lines: [string, string][] = [
      ['LLC Formation: Standard package', '$199.00'],
      ['Expedited processing', '$50.00'],
      ['EIN registration', '$79.00'],
      ['Texas state LLC filing fee, at cost', '$300.00'],
      ['Subtotal', '$628.00'],
      ['Tax', '$20.50'],
      ['Total', '$648.50'],
    ];
    for (const [label, amount] of lines) {
      expect(mail.text).toMatch(new RegExp(`^${re(label)}\\s+${re(amount)}$`, 'm'));
      expect(mail.html).toMatch(new RegExp(`>${re(label)}</t[hd]>\\s*<td[^>]*>${re(amount)}</td>`));
    }
  });

  it('tells the customer that work has started, since no separate mail does', () => {
    const mail = render('payment-receipt', receipt());
    expect(mail.text).toContain('Our team has started work on your order, and we will email you again when it is completed.');
  });

  it('shows two decimals on whole and thousand-dollar amounts', () => {
    const data = {
      ...receipt(),
      items: [{ description: 'Trucking compliance bundle', amountCents: 123_400 }],
      subtotalCents: 123_400,
      taxCents: 0,
      totalCents: 123_400,
    };
    const mail = render('payment-receipt', data);
    expect(mail.text).toMatch(/^Trucking compliance bundle\s+\$1,234\.00$/m);
    expect(mail.text).toMatch(/^Tax\s+\$0\.00$/m);
    expect(mail.html).toContain('>$1,234.00</td>');
  });

  it('shows a due date 30 days after the order date, across a leap-year February', () => {
    const date = '2028-02-15T10:00:00.000Z';
    const dueDate = new Date(Date.parse(date) + RECEIPT_DUE_MS).toISOString();
    const mail = render('payment-receipt', { ...receipt(), date, dueDate });
    expect(mail.text).toContain('Invoice date: February 15, 2028');
    expect(mail.text).toContain('Due date: March 16, 2028');
    expect(mail.html).toContain('>March 16, 2028</td>');
  });

  it('formats dates in UTC, whatever the time of day and the host time zone', () => {
    // Jest gives tests a copy of process.env, so a zone can only be tried in a child process.
    // format.ts imports nothing, so Node 24 runs it directly with its built-in type stripping.
    const script = `const { formatLongDate } = require(${JSON.stringify(join(__dirname, 'format.ts'))});
      console.log([formatLongDate('2026-11-22T00:30:00.000Z'), formatLongDate('2026-11-22T23:30:00.000Z')].join('|'));`;
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      const out = execFileSync(process.execPath, ['-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      expect(out.trim()).toBe('November 22, 2026|November 22, 2026');
    }
  });

  it('escapes a script in the customer name', () => {
    const data = receipt();
    data.customer.name = SCRIPT_NAME;
    const mail = render('payment-receipt', data);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('escapes markup in item descriptions and in the subject', () => {
    const data = receipt();
    data.items[0]!.description = 'Filing <b>fee</b> & "extras"';
    data.orderNumber = 'FB-1<i>';
    const mail = render('payment-receipt', data);
    expect(mail.html).toContain('>Filing &lt;b&gt;fee&lt;/b&gt; &amp; &quot;extras&quot;</td>');
    expect(mail.html).toContain('<title>Your Filebridge receipt for order FB-1&lt;i&gt;</title>');
    expect(mail.html).not.toMatch(/<(b|i)>/);
    expect(mail.text).toContain('Filing <b>fee</b> & "extras"');
  });

  it('leaves the phone out when the customer gave none', () => {
    const data = receipt();
    delete data.customer.phone;
    const mail = render('payment-receipt', data);
    expect(mail.text).not.toContain('(512) 555-0187');
    expect(mail.text).toContain('Billed to\n  Maria Gonzalez\n  maria.gonzalez@example.com\n  2100 S Congress');
  });

  it('names the failing field, nested paths included', () => {
    const { orderNumber: _omitted, ...withoutNumber } = receipt();
    expectInvalid('payment-receipt', withoutNumber, 'missing orderNumber');

    const noEmail = receipt() as unknown as { customer: Record<string, unknown> };
    delete noEmail.customer.email;
    expectInvalid('payment-receipt', noEmail, 'missing customer.email');

    const badItem = receipt() as unknown as { items: Record<string, unknown>[] };
    badItem.items[1]!.amountCents = '5000';
    expectInvalid('payment-receipt', badItem, 'invalid items[1].amountCents (expected a non-negative integer amount in cents)');

    const dollarsForCents = receipt() as unknown as { items: Record<string, unknown>[] };
    dollarsForCents.items[0]!.amountCents = 199.5;
    expectInvalid('payment-receipt', dollarsForCents, 'invalid items[0].amountCents (expected a non-negative integer amount in cents)');

    expectInvalid('payment-receipt', { ...receipt(), taxCents: -1 }, 'invalid taxCents (expected a non-negative integer amount in cents)');

    expectInvalid('payment-receipt', { ...receipt(), items: [] }, 'invalid items (expected a non-empty list)');
    expectInvalid('payment-receipt', { ...receipt(), dueDate: 'next month' }, 'invalid dueDate (expected an ISO 8601 date)');
  });

  it('refuses an invoice whose amounts do not add up', () => {
    expectInvalid(
      'payment-receipt',
      { ...receipt(), subtotalCents: 62_700, totalCents: 64_750 },
      'items add up to $628.00 but subtotal is $627.00',
    );
    expectInvalid('payment-receipt', { ...receipt(), totalCents: 64_851 }, 'subtotal $628.00 + tax $20.50 does not equal total $648.51');
  });
});

describe('order-status-changed', () => {
  it('uses the status labels and shows the team note', () => {
    const mail = render('order-status-changed', sampleData('order-status-changed'));
    expect(mail.subject).toBe('Your order FB-100001 is now: In progress');
    expect(mail.text).toContain('Previous status: Paid');
    expect(mail.text).toContain('New status: In progress');
    expect(mail.text).toContain('Note from our team:\n> We have prepared your Certificate of Formation');
    expect(mail.html).toContain('>In progress</td>');
    expect(mail.html).toContain('Note from our team');
  });

  it('omits the note block when there is no note', () => {
    const { note: _omitted, ...data } = sampleData('order-status-changed');
    const mail = render('order-status-changed', {
      ...data,
      toStatus: 'completed',
      fromStatus: 'in_progress',
    });
    expect(mail.subject).toBe('Your order FB-100001 is now: Completed');
    expect(mail.text).not.toContain('Note from our team');
    expect(mail.html).not.toContain('Note from our team');
  });

  it('escapes a note and keeps its line breaks', () => {
    const mail = render('order-status-changed', {
      ...sampleData('order-status-changed'),
      note: 'Line one\n<b>bold?</b>',
    });
    expect(mail.html).toContain('Line one<br>&lt;b&gt;bold?&lt;/b&gt;');
    expect(mail.text).toContain('> Line one\n> <b>bold?</b>');
  });

  it('rejects a status outside the order lifecycle', () => {
    expectInvalid(
      'order-status-changed',
      { ...sampleData('order-status-changed'), toStatus: 'shipped' },
      'invalid toStatus (expected an order status)',
    );
  });
});

describe('document-delivered', () => {
  const data = sampleData('document-delivered');

  it('names the document in the subject and links to the order page, never to the file', () => {
    const mail = render('document-delivered', data);
    expect(mail.subject).toBe('Your EIN confirmation letter is ready (order FB-100001)');
    expect(mail.html).toContain(`href="${data.orderUrl}"`);
    expect(mail.text).toContain(data.orderUrl);
    expect(mail.text).toContain('not attached to this email');
    expect(mail.html).not.toContain('/api/documents/');
  });

  it('escapes the document label and requires an http(s) order link', () => {
    expect(render('document-delivered', { ...data, documentLabel: SCRIPT_NAME }).html).not.toContain(SCRIPT_NAME);
    expectInvalid(
      'document-delivered',
      { ...data, orderUrl: 'javascript:alert(1)' },
      'invalid orderUrl (expected an absolute http(s) URL)',
    );
  });
});

describe('password-reset', () => {
  it('links to the reset page in both parts and says how long the link works', () => {
    const data = sampleData('password-reset');
    const mail = render('password-reset', data);
    expect(mail.html).toContain(`href="${escapeHtml(data.resetUrl)}"`);
    expect(mail.text).toContain(data.resetUrl);
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toContain('your password stays as it is');
  });

  it('requires an http(s) reset URL', () => {
    expectInvalid(
      'password-reset',
      { firstName: 'Dana', resetUrl: 'javascript:alert(1)' },
      'invalid resetUrl (expected an absolute http(s) URL)',
    );
  });
});

describe('staff-invite', () => {
  it('links to the invitation page in both parts, names the role and says how long the link works', () => {
    const data = sampleData('staff-invite');
    const mail = render('staff-invite', data);
    expect(mail.html).toContain(`href="${escapeHtml(data.inviteUrl)}"`);
    expect(mail.text).toContain(data.inviteUrl);
    expect(mail.text).toContain('as Operator');
    expect(mail.text).toContain('72 hours');
  });

  it('requires an http(s) invitation URL', () => {
    expectInvalid(
      'staff-invite',
      { role: 'Operator', inviteUrl: 'javascript:alert(1)' },
      'invalid inviteUrl (expected an absolute http(s) URL)',
    );
  });
});

describe('verify-email', () => {
  it('links to the verification page in both parts and names the address', () => {
    const data = sampleData('verify-email');
    const mail = render('verify-email', data);
    expect(mail.html).toContain(`href="${escapeHtml(data.verifyUrl)}"`);
    expect(mail.text).toContain(data.verifyUrl);
    expect(mail.text).toContain(data.email);
  });
});

describe('email-changed', () => {
  it('names the new address and says what to do if it was not the owner', () => {
    const data = sampleData('email-changed');
    const mail = render('email-changed', data);
    expect(mail.text).toContain(data.newEmail);
    expect(mail.text).toContain('change your password now');
  });
});

describe('signup-attempted', () => {
  it('tells the owner no account was made and links to log in and to reset the password', () => {
    const data = sampleData('signup-attempted');
    const mail = render('signup-attempted', data);
    expect(mail.text).toContain('no new account was made');
    expect(mail.html).toContain(`href="${escapeHtml(data.loginUrl)}"`);
    expect(mail.html).toContain(`href="${escapeHtml(data.resetUrl)}"`);
  });
});

describe('newsletter-confirm', () => {
  it('links to the confirmation page in both parts and says an unconfirmed address stays unsubscribed', () => {
    const data = sampleData('newsletter-confirm');
    const mail = render('newsletter-confirm', data);
    expect(mail.html).toContain(`href="${escapeHtml(data.confirmUrl)}"`);
    expect(mail.text).toContain(data.confirmUrl);
    expect(mail.text).toContain('the address is not subscribed');
  });

  it('requires a valid email and an http(s) confirmation URL', () => {
    expectInvalid(
      'newsletter-confirm',
      { email: 'a@b.example', confirmUrl: 'javascript:alert(1)' },
      'invalid confirmUrl (expected an absolute http(s) URL)',
    );
    expectInvalid('newsletter-confirm', { email: 'a@b.example' }, 'missing confirmUrl');
  });
});

describe('newsletter-welcome', () => {
  it('has the unsubscribe link in both parts', () => {
    const data = sampleData('newsletter-welcome');
    const mail = render('newsletter-welcome', data);
    expect(mail.html).toContain(`<a href="${escapeHtml(data.unsubscribeUrl)}"`);
    expect(mail.html).toContain('>Unsubscribe</a>');
    expect(mail.text).toContain(`Unsubscribe from these emails: ${data.unsubscribeUrl}`);
  });

  it('requires a valid email and unsubscribe URL', () => {
    expectInvalid(
      'newsletter-welcome',
      { email: 'not-an-email', unsubscribeUrl: 'https://x.example/u' },
      'invalid email (expected an email address)',
    );
    expectInvalid('newsletter-welcome', { email: 'a@b.example' }, 'missing unsubscribeUrl');
  });
});

describe('contact-message', () => {
  it('gives support the sender, topic and message, without the customer support block', () => {
    const mail = render('contact-message', sampleData('contact-message'));
    expect(mail.subject).toBe('Contact form: UCR registration (from James Carter)');
    expect(mail.html).toContain('href="mailto:james.carter@carterhauling.example"');
    expect(mail.html).toContain('href="tel:6145550123"');
    expect(mail.html).toContain('Hello,<br><br>We run 4 trucks');
    expect(mail.text).toContain('Phone: (614) 555-0123');
    expect(mail.text).toContain('> We run 4 trucks');
    expect(mail.html).not.toContain(`tel:${SUPPORT_PHONE_TEL}`);
  });

  it('keeps a subject on one line when the sender typed line breaks', () => {
    const mail = render('contact-message', {
      ...sampleData('contact-message'),
      topic: 'Billing\r\nBcc: victim@example.com',
    });
    expect(mail.subject).toBe('Contact form: Billing Bcc: victim@example.com (from James Carter)');
  });

  it('works without a phone and rejects a missing message', () => {
    const { phone: _phone, ...noPhone } = sampleData('contact-message');
    expect(render('contact-message', noPhone).text).not.toContain('Phone:');
    const { message: _message, ...noMessage } = sampleData('contact-message');
    expectInvalid('contact-message', noMessage, 'missing message');
  });
});

describe('writePreviews', () => {
  it('writes an .html and a .txt file for every template', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-previews-'));
    try {
      const paths = await writePreviews(dir);
      expect(paths).toHaveLength(MAIL_TEMPLATES.length * 2);
      for (const template of MAIL_TEMPLATES) {
        expect(paths).toContain(join(dir, `${template}.html`));
        expect(paths).toContain(join(dir, `${template}.txt`));
      }
      const receipt = await readFile(join(dir, 'payment-receipt.txt'), 'utf8');
      expect(receipt).toMatch(/^Subject: Your Filebridge receipt for order FB-100001\n\nFilebridge\n/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('compliance-reminder', () => {
  it('names the filing, its due date and the days left, links to order it and to turn reminders off', () => {
    const mail = render('compliance-reminder', sampleData('compliance-reminder'));
    expect(mail.subject).toBe('Due in 30 days: Florida LLC annual report (May 1, 2027)');
    expect(mail.text).toContain('https://filebridge.example/business/annual-report');
    expect(mail.text).toContain('/api/compliance/unsubscribe?token=');
  });

  it('refuses a reminder without a due date', () => {
    expectInvalid(
      'compliance-reminder',
      { ...sampleData('compliance-reminder'), dueDate: 'soon' },
      'invalid dueDate (expected an ISO 8601 date)',
    );
  });
});

describe('conversation-reply', () => {
  it('quotes the answer and the question, names the reference and links to where the sender answers', () => {
    const mail = render('conversation-reply', sampleData('conversation-reply'));
    expect(mail.subject).toBe('Re: UCR registration [CV-1042]');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('where the two other trucks run');
      expect(part).toContain('Do we need to file UCR for 2025');
      expect(part).toContain('CV-1042');
    }
    expect(mail.html).toContain('href="https://filebridge.example/conversation/Y29udmVyc2F0aW9u.c0ffee0123456789abcdef0123456789"');
    expect(mail.text).toContain('no account needed');
    const account = render('conversation-reply', { ...sampleData('conversation-reply'), account: true });
    expect(account.text).toContain('Answer from your account');
    expect(account.text).not.toContain('no account needed');
  });

  it('escapes what the sender and staff typed and keeps the subject on one line', () => {
    const mail = render('conversation-reply', {
      ...sampleData('conversation-reply'),
      name: SCRIPT_NAME,
      topic: 'Line one\r\nBcc: x@example.com',
      reply: '<b>bold</b>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses a mail without the answer or with a link that is not a URL', () => {
    const { reply: _reply, ...noReply } = sampleData('conversation-reply');
    expectInvalid('conversation-reply', noReply, 'missing reply');
    expect(() => render('conversation-reply', { ...sampleData('conversation-reply'), replyUrl: 'javascript:alert(1)' })).toThrow(
      InvalidMailDataError,
    );
  });
});

describe('order-message', () => {
  it('tells the customer what the team wrote and where to reply', () => {
    const mail = render('order-message', sampleData('order-message'));
    expect(mail.subject).toBe('2 new messages about order FB-100001');
    expect(mail.text).toContain('Reply on your order page');
  });

  it('tells the team what the customer wrote, quoted as the customer’s', () => {
    const mail = render('order-message', { ...sampleData('order-message'), messages: ['Is the EIN included?'], fromCustomer: true });
    expect(mail.subject).toBe('Customer message on order FB-100001');
    expect(mail.text).toContain('Is the EIN included?');
    expect(mail.text).toContain('in the console');
  });
});
