import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from '@filebridge/contracts';
import { LAST_UPDATED, type LegalDocument } from './types';

const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  heading: 'Privacy Policy',
  title: 'Privacy Policy',
  metaDescription: `What ${BRAND_NAME} collects, why, how long we keep it, who we share it with, and your rights. No ad trackers; we never sell personal information.`,
  lastUpdated: LAST_UPDATED,
  summary: [
    'We collect what we need to prepare and submit your filings, take payment and answer you — nothing more.',
    'Many filings become public records by law (for example company formations, registered agents, USDOT registrations and trademark applications).',
    'Card payments are handled by Stripe. We never see or store your full card number.',
    'We use two cookies — a session cookie and a security (XSRF) cookie. No advertising trackers, and we never sell or share your personal information for advertising.',
    'You can ask to see, correct or delete your information, including under the California Consumer Privacy Act.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      body: [
        `${BRAND_NAME} ("we", "us") is a US-based filing service located at ${COMPANY_POSTAL_ADDRESS.replace(/^[^,]+,\s*/, '')}. This policy explains how we handle personal information when you use our website, create an account, order a service, or contact us.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: '2. What we collect',
      body: [],
      subsections: [
        {
          heading: 'Information you give us',
          body: [
            [
              'Account details: your name, email address, phone number and password. We store only a one-way hash of your password.',
              'Order and filing details: your business name, type, state and addresses; the names and addresses of owners, members, managers, directors or officers where the filing requires them; and, for trucking filings, USDOT and MC numbers, vehicle, fleet, mileage and driver information.',
              'Sensitive identifiers, only when a filing requires them: for example, an EIN application requires the responsible party’s Social Security number or ITIN, and a drug and alcohol consortium enrollment requires information about your drivers.',
              'Billing details: billing name, email, phone and address.',
              'Messages: what you send through our contact, partner and affiliate forms, by email or by phone, and your newsletter sign-up.',
            ],
          ],
        },
        {
          heading: 'Payment information',
          body: [
            'Card payments are processed by Stripe, Inc. Your card number and security code go directly to Stripe; we never receive or store them. Stripe tells us whether a payment succeeded and may share limited details, such as the card brand and last four digits, so we can identify the payment.',
          ],
        },
        {
          heading: 'Information collected automatically',
          body: [
            'Our servers record technical information with each request — IP address, browser type, the page requested and the time — to keep the service secure, prevent abuse (for example by rate-limiting sign-in attempts) and fix problems.',
          ],
        },
      ],
    },
    {
      id: 'why',
      heading: '3. Why we use it',
      body: [
        [
          'To prepare, submit and track the filings you order, and to act as your registered agent or process agent.',
          'To take payment, issue receipts and handle refunds.',
          'To contact you about your orders and deadlines (for example a reminder that your MCS-150 or annual report is due).',
          'To answer your messages and review partner and affiliate applications.',
          'To send our newsletter, only if you signed up for it. Every newsletter has an unsubscribe link.',
          'To keep our service secure, prevent fraud and meet our legal obligations.',
        ],
        'We use sensitive identifiers such as Social Security numbers only for the filing that requires them.',
      ],
    },
    {
      id: 'public-records',
      heading: '4. Filings that become public',
      body: [
        'Many government filings are public records by law. For example, the names and addresses in a company’s formation documents and annual reports, a registered agent’s details, USDOT and operating authority registrations, and trademark applications can be viewed by anyone. Once an agency publishes a filing, we cannot remove it from the public record. If you want to keep your home address off the record, ask us about using our registered agent address.',
      ],
    },
    {
      id: 'sharing',
      heading: '5. Who we share it with',
      body: [
        [
          'Government agencies and related bodies, to make the filings you order (for example a Secretary of State, FMCSA, the IRS, FinCEN, the USPTO, the US Copyright Office or the UCR Plan).',
          'Service providers who work for us under contract and may use the information only to provide their service: Stripe for payments, our hosting and email-delivery providers, and — when you order those services — the registered agent, process agent and drug and alcohol testing administrators we work with.',
          'Authorities or others when the law requires it, or to protect the rights, property or safety of our customers, the public or us.',
          'A buyer or successor if our business is sold or reorganised, under this policy.',
        ],
        'We do not sell personal information, and we do not share it for cross-context behavioural advertising.',
      ],
    },
    {
      id: 'cookies',
      heading: '6. Cookies and browser storage',
      body: [
        'We use only two cookies:',
        [
          'a session cookie, which keeps your visit working and ties security checks to it; and',
          'an XSRF-TOKEN cookie, which protects forms and orders against cross-site request forgery.',
        ],
        'We do not use advertising trackers, cross-site tracking cookies or social-media pixels.',
        'Our website also keeps some information in your browser’s local storage so it works as you expect: your sign-in details while you are signed in (removed when you log out), the service and package you selected before signing up, and the state sales-tax table used to show prices at checkout. You can clear it at any time in your browser settings.',
        'On the checkout page, Stripe’s payment script runs to take your card details securely; Stripe may set its own cookies there for fraud prevention, as described in Stripe’s privacy policy.',
      ],
    },
    {
      id: 'retention',
      heading: '7. How long we keep it',
      body: [
        [
          'Orders, filed documents, receipts and payment records: seven years after the order, to meet tax, accounting and legal obligations and so you can retrieve your documents.',
          'Social Security numbers and ITINs collected for a filing: deleted from our systems within 30 days after that filing is complete.',
          'Your account: until you ask us to close it; order records are then kept for the period above.',
          'Contact messages and partner or affiliate applications: up to two years.',
          'Newsletter subscription: until you unsubscribe.',
          'Server logs: up to 90 days, unless needed longer to investigate a security incident.',
        ],
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your rights and choices',
      body: [
        'Wherever you live, you can ask us to:',
        [
          'tell you what personal information we hold about you and give you a copy;',
          'correct information that is wrong;',
          'delete your information, except what we must keep by law or to finish a filing in progress (and except public records held by agencies, which we cannot delete);',
          'stop sending you marketing emails (or use the unsubscribe link in any newsletter).',
        ],
        'We will not treat you differently for exercising these rights.',
      ],
      subsections: [
        {
          heading: 'California residents (CCPA)',
          body: [
            'Under the California Consumer Privacy Act, as amended, you have the right to know what personal information we collect, use and disclose; to delete it; to correct it; to opt out of its sale or sharing; and to limit the use of sensitive personal information. We do not sell or share personal information and we use sensitive personal information only to provide the filing you ordered, so there is nothing to opt out of — but you may still ask. We treat a Global Privacy Control signal from your browser as an opt-out request.',
            'The categories we collect are those listed in section 2: identifiers, customer records, commercial information (your orders), internet activity (server logs) and, only when a filing requires it, sensitive personal information such as a Social Security number. We collect them from you and, for filings, from public agency records, for the purposes in section 3, and disclose them only as described in section 5.',
          ],
        },
        {
          heading: 'How to make a request',
          body: [
            `Email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE_DISPLAY}. To protect you, we verify requests by matching details with your account or order before we act. You may use an authorised agent, who must show us your signed permission. We respond within 45 days, as the CCPA requires, and tell you if we need longer.`,
            'Residents of other states with privacy laws can make the same requests the same way.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: '9. Security',
      body: [
        'We protect information with encryption in transit (HTTPS), hashed passwords, access limited to staff who need it for your order, and security checks on every state-changing request. No system is perfectly secure; if a breach affects your information, we will tell you as the law requires.',
      ],
    },
    {
      id: 'children',
      heading: '10. Children',
      body: ['Our services are for adults running businesses. We do not knowingly collect information from anyone under 18.'],
    },
    {
      id: 'changes',
      heading: '11. Changes to this policy',
      body: [
        'We will post any change on this page with a new "Last updated" date, and email account holders about material changes before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact',
      body: [`Questions about privacy: email ${SUPPORT_EMAIL}, call ${SUPPORT_PHONE_DISPLAY}, or write to ${COMPANY_POSTAL_ADDRESS}.`],
    },
  ],
};

export default privacyPolicy;
