/** Which services imply which filings. */

/** Services that form the company: its formation date is theirs. */
export const FORMATION_SERVICES: ReadonlySet<string> = new Set(['llc-formation', 'corporation']);
/** Services after which the business must keep its state obligations current. */
export const ENTITY_SERVICES: ReadonlySet<string> = new Set([
  'llc-formation',
  'corporation',
  'annual-report',
  'registered-agent',
  'articles-amendment',
]);
/** Services that mean the customer runs or arranges interstate transport, so UCR applies every year. */
export const UCR_SERVICES: ReadonlySet<string> = new Set([
  'ucr-2025',
  'interstate-authority-packages',
  'broker-authority-package',
  'expedited-authority-certification',
  'authority-reinstatement',
]);
/** Services whose customer has a USDOT number: the checkout asks it, and the MCS-150 is dated from it. */
export const USDOT_NUMBER_SERVICES: ReadonlySet<string> = new Set([
  ...UCR_SERVICES,
  'biennial-mcs150-update',
  'boc3-filing',
  'irp-ifta',
  'kyu-number',
]);
