import { BRAND_NAME, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from '@filebridge/contracts';
import { LAST_UPDATED, type LegalDocument } from './types';

const refundPolicy: LegalDocument = {
  slug: 'refund-policy',
  heading: 'Refund Policy',
  title: 'Refund Policy',
  metaDescription: `${BRAND_NAME} refunds our full service fee if you cancel before we file. Government fees are passed through at cost and cannot be refunded once submitted.`,
  lastUpdated: LAST_UPDATED,
  summary: [
    'Cancel before we submit your filing and you get everything back: our fee, any government fee we have not yet paid, and the sales tax on our fee.',
    'Once a filing has been submitted to a government agency, our fee for that filing is not refundable — unless we made a mistake.',
    'Government fees are passed through at cost. Once we have paid them to the agency, they are non-refundable, because the agency does not give them back. If an agency ever refunds a fee to us, we pass it on to you.',
    'If a filing is rejected or delayed because of our error, we fix and refile it at no charge and pay any extra government fee our error caused — or refund our fee if you prefer.',
    'Annual services (registered agent, trademark monitoring, consortium membership) can be cancelled for a full refund within 30 days of the start of a service year.',
  ],
  sections: [
    {
      id: 'two-kinds-of-money',
      heading: 'Two kinds of money in every order',
      body: [
        'Every order can contain two different things, and we treat them differently:',
        [
          `Our service fee — what ${BRAND_NAME} charges for preparing, filing and tracking your filing, shown as the package price and any add-ons. Where a state charges sales tax on our services, the tax applies to this part only.`,
          'Government fees — what a state, FMCSA, the UCR Plan, the USPTO, the Copyright Office or another agency charges for the filing itself. We pass them through at cost, with no markup, and show them as separate lines.',
        ],
      ],
    },
    {
      id: 'before-filing',
      heading: 'If you cancel before we file',
      body: [
        'You can cancel an order at any time before we submit it to the agency. We refund your service fee in full, together with the sales tax charged on it and any government fee we have not yet paid.',
        'Some filings are submitted quickly — for example, an EIN application during IRS hours or an expedited authority filing the same business day. If you want to cancel, contact us as soon as possible; we will tell you right away whether the filing has gone out.',
      ],
    },
    {
      id: 'after-filing',
      heading: 'After the filing is submitted',
      body: [
        'Once we have submitted a filing to the agency, our service fee for that filing is not refundable, because the work has been done and the agency has started its own process. The government fee we paid for it is also not refundable (see below).',
        'If your order contains several separate filings, each is treated on its own: filings we have not yet submitted can still be cancelled for a refund of their share of our fee.',
        'An agency’s decision is outside our control. If an agency refuses or rejects a filing for a reason that is not our mistake — for example a USPTO refusal on the merits of a trademark, a name another business registered first, or information that was inaccurate when you gave it to us — our fee is not refundable. We will explain the reason and help you refile; a new government fee may apply.',
      ],
    },
    {
      id: 'government-fees',
      heading: 'Government fees',
      body: [
        'Government fees are charged at cost and paid to the agency when we file. Once submitted, they are non-refundable: agencies generally do not return filing fees, even if a filing is rejected or withdrawn. In rare cases an agency does issue a refund; when it refunds a fee to us, we return the full amount to you.',
        'Where a government fee depends on information you give us — the state of formation, your fleet size for UCR, or the number of trademark classes — and that information turns out to be different, the agency’s fee may differ. We will tell you before filing and charge or refund the difference.',
      ],
    },
    {
      id: 'our-errors',
      heading: 'When we make a mistake',
      body: [
        'If a filing is rejected, delayed or wrong because of an error we made — for example a typo we introduced, a missed field, or the wrong form — we will:',
        [
          'correct and resubmit it at no charge;',
          'pay any additional government fee caused by our error; and',
          'if you would rather not continue, refund our service fee for that filing in full.',
        ],
        'Tell us within 60 days of receiving the filed document or the agency’s notice so we can put it right.',
      ],
    },
    {
      id: 'annual-services',
      heading: 'Annual services',
      body: [
        'Registered agent service, trademark monitoring and drug and alcohol consortium membership are sold by the year. They do not renew automatically: we remind you before each year ends, and renewing is your choice.',
        'You can cancel within 30 days of the start of a service year (the purchase date or the renewal date) for a full refund of that year’s service fee. After 30 days the year’s fee is not refundable, and the service continues until the end of the year.',
        'If you cancel registered agent service, appoint a new registered agent with the state so your company is never without one; some states charge a fee to record the change. Laboratory and collection fees for a drug or alcohol test are not refundable once the test has been performed.',
      ],
    },
    {
      id: 'add-ons',
      heading: 'Add-ons',
      body: [
        'Add-ons such as expedited processing, registered agent service or EIN registration follow the same rules as the service they belong to: refundable in full until we act on them, and refundable afterwards only if we made a mistake. Expedited processing speeds up our own work; it cannot shorten government processing times or periods set by regulation, such as FMCSA’s 10-day protest period, and is not refunded because an agency is slow.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to request a refund',
      body: [
        `Email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE_DISPLAY} with your order number. We confirm every cancellation in writing and tell you the amount being refunded.`,
        'Approved refunds are made to the card you paid with, through our payment processor, Stripe. We issue them within five business days of approval; when the money appears on your statement depends on your bank.',
        'If something has gone wrong, please contact us before disputing a charge with your bank. We can usually put it right faster.',
      ],
    },
  ],
};

export default refundPolicy;
