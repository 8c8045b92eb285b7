import type { AddOnKey } from '@filebridge/contracts';

/** What each add-on does, as the checkout explains it under its name. */
export const ADD_ON_HELP: Record<AddOnKey, string> = {
  expeditedProcessing: 'Your order goes to the front of our filing queue. Government processing times stay the same.',
  registeredAgent: 'We receive legal papers and state mail for your business at a physical address in your state, for one year.',
  ein: 'We get your Employer Identification Number from the IRS for you (the IRS charges nothing for an EIN).',
};
