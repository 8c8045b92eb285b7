import { RECEIPT_DUE_MS, findTaxRate, governmentFeesFor, priceOrder, STATE_SALES_TAX, type MailTemplate } from '@filebridge/contracts';
import type { MailDataByTemplate } from './index';

/**
 * Realistic data for every template, for the preview script and the tests. The receipt is priced
 * with the real pricing function (a Texas LLC with add-ons), so its lines, tax and totals agree
 * exactly as a live order's would.
 */
const SITE = 'https://filebridge.example';
const ORDER_ID = '3f6c1b2e-8d4a-4f1e-9c7b-2a5d8e0f4b61';
const ORDER_NUMBER = 'FB-100001';
const ORDER_URL = `${SITE}/my/orders/${ORDER_ID}`;
const ORDER_DATE = '2026-11-22T15:04:05.000Z';

const quote = priceOrder({
  packageTitle: 'LLC Formation: Standard package',
  packagePriceCents: 19_900,
  addOns: { expeditedProcessing: true, registeredAgent: false, ein: true },
  governmentFees: governmentFeesFor('llc-formation', { state: 'TX' }),
  taxRate: findTaxRate(STATE_SALES_TAX, 'Texas'),
});

const SAMPLES: { readonly [T in MailTemplate]: MailDataByTemplate[T] } = {
  'payment-receipt': {
    invoiceNumber: 'INV-2026-100001',
    orderNumber: ORDER_NUMBER,
    orderId: ORDER_ID,
    date: ORDER_DATE,
    dueDate: new Date(Date.parse(ORDER_DATE) + RECEIPT_DUE_MS).toISOString(),
    customer: {
      name: 'Maria Gonzalez',
      email: 'maria.gonzalez@example.com',
      phone: '(512) 555-0187',
      address: '2100 S Congress Ave, Austin, TX 78704',
    },
    business: {
      name: 'Lone Star Freight Solutions LLC',
      type: 'LLC',
      state: 'Texas',
      address: '2100 S Congress Ave, Suite 200, Austin, TX 78704',
    },
    items: quote.lines.map((line) => ({ description: line.description, amountCents: line.amountCents })),
    subtotalCents: quote.subtotalCents,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
    paymentMethod: 'Credit Card',
    paymentStatus: 'Paid',
    orderUrl: ORDER_URL,
  },
  'order-status-changed': {
    orderNumber: ORDER_NUMBER,
    fromStatus: 'paid',
    toStatus: 'in_progress',
    note: 'We have prepared your Certificate of Formation and will file it with the Texas Secretary of State today, with expedited processing.',
    orderUrl: ORDER_URL,
  },
  'order-phase-changed': {
    orderNumber: ORDER_NUMBER,
    serviceName: 'LLC Formation',
    phase: 'submitted',
    agency: 'Texas Secretary of State',
    confirmationNumber: '1284736452',
    submittedOn: '2026-03-17',
    estimatedCompletion: '2026-03-24',
    orderUrl: ORDER_URL,
  },
  'document-delivered': {
    orderNumber: ORDER_NUMBER,
    serviceName: 'LLC Formation',
    documentLabel: 'EIN confirmation letter',
    orderUrl: ORDER_URL,
  },
  'order-request': {
    orderNumber: ORDER_NUMBER,
    serviceName: 'Trucking Authority',
    label: 'Verify your identity',
    instructions:
      'The FMCSA requires the company official to verify their identity themselves: sign in to the FMCSA Motus portal with Login.gov, complete the identity check, then reply below once it shows as verified. We cannot do this step for you.',
    message: 'Before we can file your USDOT application, the FMCSA needs you to verify your identity in Motus.',
    orderUrl: ORDER_URL,
  },
  'order-message': {
    orderNumber: ORDER_NUMBER,
    messages: ['We have your articles ready to file.', 'Could you confirm the spelling of your registered agent’s street?'],
    orderUrl: ORDER_URL,
  },
  'intake-reminder': {
    orderNumber: ORDER_NUMBER,
    serviceName: 'LLC Formation',
    ordinal: 1,
    detailsUrl: `${ORDER_URL}/details`,
  },
  'refund-issued': {
    orderNumber: ORDER_NUMBER,
    creditNoteNumber: 'CN-100042-1',
    invoiceNumber: 'INV-100042',
    date: '2026-03-16T15:20:00.000Z',
    amountCents: 12_500,
    refundedTotalCents: 12_500,
    orderTotalCents: 45_831,
    reason: 'Expedited processing was not needed after all.',
    creditedTo: 'Dana Rivera',
    orderUrl: ORDER_URL,
  },
  'password-reset': {
    firstName: 'Dana',
    resetUrl: `${SITE}/reset-password?token=Qm9vdHN0cmFwLXJlc2V0LXRva2VuLWV4YW1wbGUtMDE`,
  },
  'verify-email': {
    firstName: 'Dana',
    email: 'dana.rivera@example.com',
    verifyUrl: `${SITE}/verify-email?token=VmVyaWZ5LXRoaXMtYWRkcmVzcy1leGFtcGxlLXRva2Vu`,
  },
  'account-closed': { firstName: 'Dana', closedOn: '2026-03-14' },
  'agency-delayed': {
    orderNumber: ORDER_NUMBER,
    serviceName: 'LLC Formation',
    agency: 'Texas filing office',
    estimate: '2026-12-18',
    reason: 'The Secretary of State reports a backlog of formation filings after the year-end rush.',
    orderUrl: ORDER_URL,
  },
  'staff-invite': {
    role: 'Operator',
    inviteUrl: `${SITE}/admin/invite?token=U3RhZmYtaW52aXRlLXRva2VuLWV4YW1wbGUtMDAwMDAx`,
  },
  'email-changed': {
    firstName: 'Dana',
    newEmail: 'dana@riverafreight.example',
    accountUrl: `${SITE}/my/account`,
  },
  'signup-attempted': {
    firstName: 'Dana',
    loginUrl: `${SITE}/my/login`,
    resetUrl: `${SITE}/my/forgot-password`,
  },
  'newsletter-confirm': {
    email: 'dispatch@lonestarfreight.example',
    confirmUrl: `${SITE}/api/newsletter/confirm?token=0b8f3c2e-5d1a-4c7e-9f6b-2e4d8a1c3b5f.3kq9Zx`,
  },
  'newsletter-welcome': {
    email: 'dispatch@lonestarfreight.example',
    unsubscribeUrl: `${SITE}/newsletter/unsubscribe?token=5b1e0c9a7f3d4e2a8c6b`,
  },
  'contact-message': {
    name: 'James Carter',
    email: 'james.carter@carterhauling.example',
    phone: '(614) 555-0123',
    topic: 'UCR registration',
    message:
      'Hello,\n\nWe run 4 trucks out of Columbus, Ohio. Do we need to file UCR for 2025 if two of the trucks only run intrastate?\n\nThanks,\nJames',
  },
  'conversation-reply': {
    name: 'James Carter',
    reference: 'CV-1042',
    topic: 'UCR registration',
    reply:
      'Hello James,\n\nThanks for the details. To count your fleet right we need to know where the two other trucks run: could you tell us which states each one drives in?\n\nBest,\nthe Filebridge team',
    question: 'We run 4 trucks out of Columbus, Ohio. Do we need to file UCR for 2025 if two of the trucks only run intrastate?',
    replyUrl: `${SITE}/conversation/Y29udmVyc2F0aW9u.c0ffee0123456789abcdef0123456789`,
  },
  'compliance-reminder': {
    customerName: 'Maria Gonzalez',
    orderNumber: 'FB-100042',
    title: 'Florida LLC annual report',
    dueDate: '2027-05-01',
    daysBefore: 30,
    detail: 'Florida rule: May 1. Counted from the order date; the state’s record of your company has the final word.',
    orderFilingUrl: `${SITE}/business/annual-report`,
    calendarUrl: `${SITE}/my/account/7d3f0c2e/compliance`,
    unsubscribeUrl: 'https://api.filebridge.example/api/compliance/unsubscribe?token=YWNjb3VudA.c0ffee',
  },
};

/** A fresh copy each call, so a test can change a field without touching other tests. */
export function sampleData<T extends MailTemplate>(template: T): MailDataByTemplate[T] {
  return structuredClone(SAMPLES[template]);
}
