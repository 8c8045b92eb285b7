import { STATE_LLC_FEES, LLC_FEES_ATTRIBUTION } from './data/state-llc-fees';
import { CORPORATION_FEES_CHECKED_ON, STATE_CORPORATION_FEES, type StateFeeFigure } from './data/state-corporation-fees';
import { dbaFeesFor } from './dba-fees';
import type { QuoteInputs } from './quote-inputs';
import { UCR_YEARS_CHECKED_ON } from './data/ucr-registration-years';
import { ucrFee, ucrYear } from './trucking-tools';
import { parseUsState } from './us-states';

export type { QuoteInputs } from './quote-inputs';

/**
 * Government fees we pass through at cost, untaxed, each as its own line. Only figures checked
 * against a recorded source appear here; every row says where it came from and when it was checked.
 */
export interface GovernmentFee {
  code: string;
  description: string;
  amountCents: number;
  /** Whom the money goes to, for the checkout line ("Texas state LLC filing fee, at cost"). */
  payee: string;
  source: string;
  checkedOn: string;
  estimate: boolean;
}

/**
 * The fee lines of a service and what the customer must be told beside them: that a figure is
 * missing (so none is charged), that a county sets the fee, or that there is no government fee.
 */
export interface GovernmentFeeQuote {
  fees: GovernmentFee[];
  notes: string[];
}

/** Where the business facts of the product were checked (trademark, copyright, FMCSA, UCR). */
const FACTS_CHECKED_ON = '2026-11-01';

const FMCSA_AUTHORITY_FEE = {
  amountCents: 30_000,
  source: 'FMCSA FAQ: $300 per type of authority requested (fmcsa.dot.gov)',
  checkedOn: FACTS_CHECKED_ON,
};

const USPTO_FEE_PER_CLASS_CENTS = 35_000;

const COPYRIGHT_FEES = {
  single: { cents: 4500, label: 'Single Application' },
  standard: { cents: 6500, label: 'Standard Application' },
} as const;

const NO_GOVERNMENT_FEE: Readonly<Record<string, string>> = {
  'ein-registration': 'No government fee: the IRS issues an EIN free of charge.',
  boir: 'No government fee is charged for this filing.',
  'biennial-mcs150-update': 'No government fee: FMCSA charges nothing for the MCS-150 update.',
  'boc3-filing': 'No government fee is charged for this filing.',
  'trademark-monitoring': 'No government fee: monitoring is a private service, not a government filing.',
};

/** The LLC filing fee of the state given by name or code (`parseUsState`); undefined for anything else. */
export function findStateLlcFee(state: string | undefined) {
  const known = parseUsState(state);
  return known && STATE_LLC_FEES.find((s) => s.code === known.code);
}

/** The corporation and nonprofit figures of the state given by name or code; undefined for anything else. */
export function findStateCorporationFee(state: string | undefined) {
  const known = parseUsState(state);
  return known && STATE_CORPORATION_FEES.find((s) => s.code === known.code);
}

const none = (...notes: string[]): GovernmentFeeQuote => ({ fees: [], notes });
const one = (fee: GovernmentFee): GovernmentFeeQuote => ({ fees: [fee], notes: [] });

function stateFigure(code: string, description: string, payee: string, figure: StateFeeFigure): GovernmentFee {
  return {
    code,
    description,
    amountCents: Math.round(figure.usd * 100),
    payee,
    source: figure.note,
    checkedOn: CORPORATION_FEES_CHECKED_ON,
    estimate: figure.estimate,
  };
}

function llcFormation(inputs: QuoteInputs): GovernmentFeeQuote {
  const fee = findStateLlcFee(inputs.state);
  if (!fee) return none();
  return one({
    code: `llc-filing-${fee.code}`,
    description: `${fee.stateName} state LLC filing fee, at cost`,
    amountCents: fee.filingFeeUsd * 100,
    payee: `${fee.stateName} business filing office`,
    source: LLC_FEES_ATTRIBUTION,
    checkedOn: fee.verifiedOn ?? '2026-07-17',
    estimate: fee.uncertain,
  });
}

function corporationFormation(kind: 'corporation' | 'nonprofit', inputs: QuoteInputs): GovernmentFeeQuote {
  const row = findStateCorporationFee(inputs.state);
  if (!row) return none();
  const label = kind === 'corporation' ? 'corporation' : 'nonprofit corporation';
  const figure = row[kind];
  if (!figure) {
    return none(`We have no checked figure for the ${row.stateName} ${label} filing fee, so it is not included in this total.`);
  }
  return one(
    stateFigure(
      `${kind}-filing-${row.code}`,
      `${row.stateName} state ${label} filing fee, at cost`,
      `${row.stateName} business filing office`,
      figure,
    ),
  );
}

function annualReport(inputs: QuoteInputs): GovernmentFeeQuote {
  const state = parseUsState(inputs.state);
  if (!state) return none();
  if (inputs.entityType === 'llc') {
    const row = STATE_LLC_FEES.find((s) => s.code === state.code)!;
    if (row.annualReportFrequency === 'none')
      return none(`${row.stateName} has no state annual report for LLCs. ${row.annualReportNote ?? ''}`.trim());
    if (row.annualReportFeeUsd === null) {
      return none(`We have no checked figure for the ${row.stateName} LLC report fee, so it is not included in this total.`);
    }
    if (row.annualReportFeeUsd === 0)
      return none(`No government fee: ${row.stateName} charges nothing for the LLC report. ${row.annualReportNote ?? ''}`.trim());
    return one({
      code: `llc-report-${row.code}`,
      description: `${row.stateName} LLC ${row.annualReportFrequency ?? 'annual'} report fee, at cost`,
      amountCents: Math.round(row.annualReportFeeUsd * 100),
      payee: `${row.stateName} business filing office`,
      source: `${LLC_FEES_ATTRIBUTION} ${row.annualReportNote ?? ''}`.trim(),
      checkedOn: row.verifiedOn ?? '2026-07-17',
      estimate: row.uncertain,
    });
  }
  if (inputs.entityType === 'corporation') {
    const row = STATE_CORPORATION_FEES.find((s) => s.code === state.code)!;
    if (row.annualReportFrequency === 'none') {
      return none(`${row.stateName} has no state annual report for corporations. ${row.annualReport?.note ?? ''}`.trim());
    }
    if (!row.annualReport) {
      return none(`We have no checked figure for the ${row.stateName} corporation report fee, so it is not included in this total.`);
    }
    if (row.annualReport.usd === 0) return none(`No government fee: ${row.stateName} charges nothing for the corporation report.`);
    return one(
      stateFigure(
        `corporation-report-${row.code}`,
        `${row.stateName} corporation ${row.annualReportFrequency ?? 'annual'} report fee, at cost`,
        `${row.stateName} business filing office`,
        row.annualReport,
      ),
    );
  }
  return none('We have checked annual report fees for LLCs and corporations only, so no state fee is included in this total.');
}

function trademark(inputs: QuoteInputs): GovernmentFeeQuote {
  const classes = inputs.trademarkClasses;
  if (classes === undefined) return none();
  return one({
    code: `uspto-trademark-${classes}`,
    description: `USPTO trademark application fee, ${classes} ${classes === 1 ? 'class' : 'classes'} at $350 per class, at cost`,
    amountCents: USPTO_FEE_PER_CLASS_CENTS * classes,
    payee: 'United States Patent and Trademark Office',
    source: 'USPTO final rule, 89 FR 91062 (2024-11-18): $350 per class from 2025-01-18',
    checkedOn: FACTS_CHECKED_ON,
    estimate: false,
  });
}

function copyright(inputs: QuoteInputs): GovernmentFeeQuote {
  if (!inputs.copyrightApplication) return none();
  const fee = COPYRIGHT_FEES[inputs.copyrightApplication];
  return one({
    code: `copyright-${inputs.copyrightApplication}`,
    description: `U.S. Copyright Office ${fee.label} fee (electronic filing), at cost`,
    amountCents: fee.cents,
    payee: 'U.S. Copyright Office',
    // Read on a mirror of copyright.gov's fee page, and its effective date was not confirmed.
    source: 'U.S. Copyright Office fee schedule (copyright.gov/about/fees.html)',
    checkedOn: FACTS_CHECKED_ON,
    estimate: true,
  });
}

function ucr(inputs: QuoteInputs): GovernmentFeeQuote {
  if (inputs.fleetSize === undefined || inputs.ucrYear === undefined) return none();
  const year = ucrYear(inputs.ucrYear);
  const bracket = ucrFee(inputs.ucrYear, inputs.fleetSize);
  if (!year || !bracket) return none();
  return one({
    code: `ucr-${year.year}-${bracket.label}`,
    description: `UCR ${year.year} registration fee (${bracket.label} power units), at cost`,
    amountCents: bracket.feeUsd * 100,
    payee: 'Unified Carrier Registration Plan',
    source: year.legalBasis,
    checkedOn: UCR_YEARS_CHECKED_ON,
    estimate: year.estimate,
  });
}

/** Every government fee line of a service, and what to say where there is no line to show. */
export function governmentFeeQuote(slug: string, inputs: QuoteInputs = {}): GovernmentFeeQuote {
  switch (slug) {
    case 'llc-formation':
      return llcFormation(inputs);
    case 'corporation':
    case 'nonprofit':
      return corporationFormation(slug, inputs);
    case 'annual-report':
      return annualReport(inputs);
    case 'dba-filing':
      return dbaFeesFor(inputs.state);
    case 'trademark-registration':
      return trademark(inputs);
    case 'copyright-registration':
      return copyright(inputs);
    case 'interstate-authority-packages':
    case 'broker-authority-package':
    case 'expedited-authority-certification':
      return one({
        code: 'fmcsa-authority',
        description: 'FMCSA operating authority application fee (one authority type), at cost',
        payee: 'FMCSA',
        estimate: false,
        ...FMCSA_AUTHORITY_FEE,
      });
    case 'authority-reinstatement':
      return one({
        code: 'fmcsa-reinstatement',
        description: 'FMCSA authority reinstatement fee, at cost',
        amountCents: 8000,
        payee: 'FMCSA',
        source: 'fasttruckauthority.com and fastreinstatementfiling.com quoting 49 CFR 360.3T(f)(52)',
        checkedOn: FACTS_CHECKED_ON,
        estimate: true,
      });
    case 'ucr-2025':
      return ucr(inputs);
    default:
      return NO_GOVERNMENT_FEE[slug] ? none(NO_GOVERNMENT_FEE[slug]) : none();
  }
}

/** The fee lines alone. */
export function governmentFeesFor(slug: string, inputs: QuoteInputs = {}): GovernmentFee[] {
  return governmentFeeQuote(slug, inputs).fees;
}
