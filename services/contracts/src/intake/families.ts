/** Which intake form each service's order fills in. */
import { amendmentForm, annualReportForm, boirForm, copyrightForm, dbaForm, einForm, registeredAgentForm, trademarkForm } from './business';
import type { IntakeFamily, IntakeForm } from './form';
import { formationForm } from './formation';
import { truckingForm, type TruckingVariant } from './trucking';

/**
 * What a form may depend on beyond the service: the state the business is filed in, the year
 * today, and whether the order includes our registered agent service (in its package or bought).
 */
export interface IntakeContext {
  state?: string;
  thisYear: number;
  ourAgent?: boolean;
}

const trucking = (variant: TruckingVariant) => (c: IntakeContext) => truckingForm(variant, c.thisYear);

const FORMS: Readonly<Record<string, (c: IntakeContext) => IntakeForm>> = {
  'llc-formation': (c) => formationForm('llc', c.state, c.ourAgent ?? false),
  corporation: (c) => formationForm('corporation', c.state, c.ourAgent ?? false),
  nonprofit: (c) => formationForm('nonprofit', c.state, c.ourAgent ?? false),
  'dba-filing': () => dbaForm(),
  'registered-agent': (c) => registeredAgentForm(c.state),
  'annual-report': () => annualReportForm(),
  'articles-amendment': () => amendmentForm('amendment'),
  dissolution: () => amendmentForm('dissolution'),
  boir: () => boirForm(),
  'ein-registration': () => einForm(),
  'trademark-registration': () => trademarkForm('registration'),
  'trademark-monitoring': () => trademarkForm('monitoring'),
  'copyright-registration': (c) => copyrightForm(c.thisYear),
  'ucr-2025': trucking('ucr'),
  'boc3-filing': trucking('boc3'),
  'biennial-mcs150-update': trucking('mcs150'),
  'new-york-hut25': trucking('hut'),
  'new-mexico-wd2025': trucking('wdt'),
  'irp-ifta': trucking('irp_ifta'),
  'interstate-authority-packages': trucking('authority'),
  'broker-authority-package': trucking('authority'),
  'expedited-authority-certification': trucking('authority'),
  'authority-reinstatement': trucking('authority'),
  'kyu-number': trucking('authority'),
  'drug-alcohol-consortium': trucking('authority'),
};

export const INTAKE_SERVICE_SLUGS: readonly string[] = Object.keys(FORMS);

/** The form an order of the service fills in, or undefined for a service that asks nothing more. */
export function intakeFormFor(serviceSlug: string, context: IntakeContext): IntakeForm | undefined {
  return Object.hasOwn(FORMS, serviceSlug) ? FORMS[serviceSlug]!(context) : undefined;
}

export function intakeFamilyOf(serviceSlug: string): IntakeFamily | undefined {
  return intakeFormFor(serviceSlug, { thisYear: new Date().getUTCFullYear() })?.family;
}

/** The form an intake answer names by family and variant, as the browser rebuilds it to check its fields. */
export function intakeFormOf(family: IntakeFamily, variant: string, context: IntakeContext): IntakeForm | undefined {
  for (const slug of INTAKE_SERVICE_SLUGS) {
    const form = FORMS[slug]!(context);
    if (form.family === family && form.variant === variant) return form;
  }
  return undefined;
}

/**
 * The services whose filing is an operating authority application: what FMCSA's record of the
 * carrier comes from. Asked when needed, so importing the contracts builds no form.
 */
export function authorityServiceSlugs(): string[] {
  const context = { thisYear: new Date().getUTCFullYear() };
  return INTAKE_SERVICE_SLUGS.filter((slug) => FORMS[slug]!(context).variant === 'authority');
}
