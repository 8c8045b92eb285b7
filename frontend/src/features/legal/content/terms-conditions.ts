import { BRAND_NAME, COMPANY_POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from '@filebridge/contracts';
import { LAST_UPDATED, type LegalDocument } from './types';

const termsConditions: LegalDocument = {
  slug: 'terms-conditions',
  heading: 'Terms and Conditions',
  title: 'Terms and Conditions',
  metaDescription: `The terms for using ${BRAND_NAME}: a filing service, not a law firm or government agency. Fees, filings, refunds, liability and Delaware governing law.`,
  lastUpdated: LAST_UPDATED,
  summary: [
    `${BRAND_NAME} is a filing service. We prepare and submit government filings based on the information you give us. We are not a law firm and not a government agency, and we do not give legal or tax advice.`,
    'You can file any of these documents yourself, directly with the agency. Our fee is for doing it for you.',
    'Our service fee and government fees are shown separately. Government fees are passed through at cost and are non-refundable once submitted.',
    'Agencies decide on approvals and set their own processing times; we cannot guarantee either.',
    'These terms are governed by Delaware law.',
  ],
  sections: [
    {
      id: 'agreement',
      heading: '1. About these terms',
      body: [
        `These terms are an agreement between you and ${BRAND_NAME} ("${BRAND_NAME}", "we", "us") for the use of our website and the services you order from us. By creating an account or placing an order you accept them. If you order for a company, you confirm that you are authorised to act for it, and "you" includes that company.`,
        'Our Refund Policy and Privacy Policy form part of these terms. Partner and affiliate arrangements are covered by their own written agreements.',
      ],
    },
    {
      id: 'what-we-are',
      heading: '2. What we are — and are not',
      body: [
        'We prepare, submit and track business and trucking-compliance filings with US government agencies and related bodies, and we provide registered agent, BOC-3 process agent and monitoring services.',
        [
          'We are not a law firm. No attorney–client relationship is created between you and us. We do not give legal advice, choose a business structure for you, give opinions on whether a trademark can be registered, or represent you before any agency or court.',
          'We are not an accounting firm and do not give tax advice.',
          'We are not a government agency and are not affiliated with FMCSA, the IRS, FinCEN, the USPTO, the US Copyright Office, the UCR Plan or any state. You may file directly with any of them, often at no cost beyond the government fee.',
          'Information on our website explains rules in general terms. Rules vary by state and change over time; it is not a substitute for advice about your situation from a licensed attorney or accountant.',
        ],
        'Templates we provide (for example operating agreements or bylaws) are general forms, not documents drafted for your circumstances.',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: '3. Your information and authorisation',
      body: [
        'We prepare filings from the information you give us. You are responsible for making sure it is complete, accurate and lawful, and for reviewing anything we send you for approval. Many filings are made under penalty of law; do not ask us to file anything you know to be untrue.',
        'By placing an order you authorise us to prepare and submit the filings in that order on your behalf, to sign them as filer, organizer, incorporator or authorised agent where the agency allows, to pay the related government fees from the amount you paid, and to communicate with the agency about them.',
        'Some filings need you to act yourself — for example, identity verification in FMCSA’s registration system, your insurer’s proof-of-coverage filing, or your signature on a USPTO application. Delays caused by steps only you or a third party can take are outside our control.',
      ],
    },
    {
      id: 'fees-and-payment',
      heading: '4. Prices, fees and payment',
      body: [
        [
          'Our service fee is the package price shown on the service page, plus any add-ons you choose.',
          'Government fees are set by the agency, passed through at cost with no markup, and shown as separate lines. Where a fee depends on your details (for example your state or fleet size) we tell you the amount before we file.',
          'Sales tax is added to our service fee where the law of your billing state requires it. Government fees are not taxed by us.',
        ],
        'Payment is taken by card when you place the order. Card payments are processed by Stripe, Inc.; we never receive or store your full card number or security code.',
        'If an agency changes its fee between your order and our filing, we will tell you and charge or refund the difference before we file.',
        'Annual services are sold by the year and do not renew automatically. We remind you before the year ends; renewing is your choice.',
      ],
    },
    {
      id: 'timelines',
      heading: '5. Timelines and outcomes',
      body: [
        'Times we quote for our own work are typical, not guaranteed. Government processing times vary by agency, state and season and are outside our control. Some waiting periods are set by regulation and cannot be shortened by anyone — for example FMCSA’s 10-day protest period for operating authority applications.',
        'Agencies decide whether to approve a filing. We do not guarantee that a name, trademark, authority, registration or exemption will be granted.',
      ],
    },
    {
      id: 'cancellations',
      heading: '6. Cancellations and refunds',
      body: [
        'You may cancel an order before we submit it for a full refund of our fee. After submission our fee for that filing is not refundable, except where we made an error. Government fees are non-refundable once submitted to the agency. The details are in our Refund Policy.',
      ],
    },
    {
      id: 'agent-services',
      heading: '7. Registered agent and process agent services',
      body: [
        'When we act as your registered agent or BOC-3 process agent, we accept service of process and official notices for you at our address in the relevant state and make them available in your account, with an email alert, normally on the business day we receive them. You must keep your email address current and read what we send you; we are not responsible for consequences of notices you do not open.',
        'We may resign as agent, with notice to you and as the law requires, if the service is not renewed, if fees are unpaid, or if the service is used unlawfully.',
      ],
    },
    {
      id: 'accounts',
      heading: '8. Your account',
      body: [
        'You must be at least 18 and able to form a binding contract to open an account. Keep your password confidential and tell us promptly if you think someone else has used your account. You are responsible for activity in your account.',
        'Do not misuse the website: no attempts to break its security, overload it, scrape it, or use it to file anything fraudulent. We may suspend accounts used in breach of these terms.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '9. Our content',
      body: [
        'The website, its text, design and software belong to us or our licensors. You may use them to learn about and order our services, but not copy or resell them. State fee data is derived from the US LLC State Requirements Dataset by StartupSole LLC, licensed CC BY 4.0.',
      ],
    },
    {
      id: 'liability',
      heading: '10. Warranties and liability',
      body: [
        'We will perform our services with reasonable care and skill. Apart from that, and to the extent the law allows, the website and general information on it are provided "as is", without other warranties.',
        'To the extent the law allows, our total liability for any claim about a service is limited to the service fee you paid us for that service (not including government fees or taxes), and we are not liable for indirect or consequential losses such as lost profits or business opportunities. Nothing in these terms limits liability that cannot be limited by law, including liability for fraud or for our own gross negligence.',
        'You agree to cover losses we suffer because you gave us information you knew was false or used our services unlawfully.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      body: [
        'We may update these terms. The version in force when you place an order applies to that order. We post changes on this page with a new "Last updated" date and, for material changes, email account holders before they take effect.',
      ],
    },
    {
      id: 'law',
      heading: '12. Governing law and disputes',
      body: [
        'These terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules. Please contact us first so we can try to resolve any problem informally. If we cannot, disputes will be decided by the state or federal courts located in Delaware, and you and we consent to their jurisdiction — except that either of us may bring a claim in a small-claims court where it qualifies, and consumer protection rights of your home state that cannot be waived still apply.',
        'If any part of these terms is found unenforceable, the rest remains in effect. Our failure to enforce a term is not a waiver of it.',
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact',
      body: [
        `${BRAND_NAME}, ${COMPANY_POSTAL_ADDRESS.replace(/^[^,]+,\s*/, '')}. Email ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE_DISPLAY}.`,
      ],
    },
  ],
};

export default termsConditions;
