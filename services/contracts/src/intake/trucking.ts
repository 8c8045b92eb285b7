/**
 * A carrier's filings: what FMCSA and the states know the carrier by, then what each product adds
 * (the UCR bracket, the MCS-150 mileage, the vehicles a fuel or weight-distance tax covers).
 */
import { UCR_BRACKETS, ucrBracketOf, usdotError } from '../trucking-tools';
import { addressField, booleanField, choicesField, type IntakeField, listField, numberField, selectField, textField } from './fields';
import type { CrossFieldIssue, IntakeForm } from './form';
import { taxIdField } from './tax-ids';

export const TRUCKING_VARIANTS = ['ucr', 'boc3', 'mcs150', 'hut', 'wdt', 'irp_ifta', 'authority'] as const;
export type TruckingVariant = (typeof TRUCKING_VARIANTS)[number];

/** The filings made under an existing USDOT number; an authority application may come before one. */
const USDOT_REQUIRED: ReadonlySet<TruckingVariant> = new Set(['ucr', 'boc3', 'mcs150', 'hut', 'wdt', 'irp_ifta']);

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;
export const VIN_MESSAGE = 'A VIN has 17 letters and digits (never I, O or Q): copy it from the vehicle’s registration.';
export const UCR_BRACKET_MESSAGE = (powerUnits: number): string =>
  `${powerUnits} power units fall in the ${ucrBracketOf(powerUnits)?.label ?? ''} bracket: choose that bracket.`;

const CARGO_CLASSES = [
  { value: 'general_freight', label: 'General freight' },
  { value: 'household_goods', label: 'Household goods' },
  { value: 'building_materials', label: 'Building materials' },
  { value: 'machinery', label: 'Machinery, large objects' },
  { value: 'refrigerated', label: 'Refrigerated food' },
  { value: 'motor_vehicles', label: 'Motor vehicles' },
  { value: 'intermodal', label: 'Intermodal containers' },
  { value: 'passengers', label: 'Passengers' },
  { value: 'other', label: 'Other' },
] as const;

function carrierFields(variant: TruckingVariant): IntakeField[] {
  return [
    textField('usdotNumber', 'USDOT number', usdotError('')!, {
      required: USDOT_REQUIRED.has(variant),
      max: 20,
      refine: (v) => usdotError(v) ?? undefined,
    }),
    textField('legalName', 'Legal name', 'Enter the carrier’s exact legal name.', {
      max: 160,
      hint:
        variant === 'boc3'
          ? 'Exactly as FMCSA holds it on the carrier’s USDOT record, letter for letter: the BOC-3 is refused otherwise.'
          : 'Exactly as on the carrier’s USDOT record.',
    }),
    textField('dbaName', 'Doing business as (DBA)', 'Enter the name the carrier trades under.', { required: false, max: 160 }),
    taxIdField('ein', 'EIN', 'ein', { hint: 'Kept encrypted; only the last four digits are shown.' }),
    addressField('principalAddress', 'Principal place of business', { street: true }),
    numberField('powerUnits', 'Power units', 0, 1_000_000, { hint: 'Trucks and tractors the carrier operates.' }),
    numberField('drivers', 'Drivers', 0, 1_000_000),
    selectField(
      'operationType',
      'Operation',
      [
        { value: 'interstate', label: 'Interstate: crosses state lines' },
        { value: 'intrastate', label: 'Intrastate: stays in one state' },
      ],
      'Choose whether the carrier crosses state lines.',
    ),
    choicesField('cargoClasses', 'Cargo carried', CARGO_CLASSES, 'Tick at least one kind of cargo the carrier hauls.'),
    booleanField('hazmat', 'The carrier hauls hazardous materials'),
    choicesField(
      'authorityTypes',
      'Operating authority',
      [
        { value: 'carrier', label: 'Motor carrier' },
        { value: 'broker', label: 'Broker' },
        { value: 'forwarder', label: 'Freight forwarder' },
      ],
      'Tick at least one kind of authority: carrier, broker or freight forwarder.',
    ),
  ];
}

const vehiclesField = (): IntakeField =>
  listField(
    'vehicles',
    'Vehicles',
    [
      textField('vin', 'VIN', VIN_MESSAGE, { max: 17, refine: (v) => (VIN.test(v) ? undefined : VIN_MESSAGE) }),
      numberField('weight', 'Gross weight (lbs)', 1, 200_000),
    ],
    { addLabel: 'Add a vehicle', missing: 'Add at least one vehicle with its VIN and weight.' },
  );

function productFields(variant: TruckingVariant, thisYear: number): IntakeField[] {
  switch (variant) {
    case 'ucr':
      return [
        numberField('registrationYear', 'Registration year', thisYear - 1, thisYear + 1),
        selectField(
          'ucrBracket',
          'Fleet bracket',
          UCR_BRACKETS.map((b) => ({ value: b.label, label: `${b.label} power units` })),
          'Choose the bracket for the carrier’s power units.',
        ),
      ];
    case 'mcs150':
      return [
        numberField('mileage', 'Miles driven last year', 0, 100_000_000),
        numberField('mileageYear', 'Year of that mileage', thisYear - 2, thisYear),
      ];
    case 'hut':
    case 'wdt':
    case 'irp_ifta':
      return [vehiclesField()];
    default:
      return [];
  }
}

const TITLES: Readonly<Record<TruckingVariant, string>> = {
  ucr: 'Your UCR registration',
  boc3: 'Your BOC-3 filing',
  mcs150: 'Your MCS-150 update',
  hut: 'Your New York HUT registration',
  wdt: 'Your New Mexico weight-distance tax registration',
  irp_ifta: 'Your IRP and IFTA registration',
  authority: 'Your operating authority',
};

export function truckingForm(variant: TruckingVariant, thisYear: number): IntakeForm {
  return {
    family: 'trucking',
    variant,
    title: TITLES[variant],
    fields: [...carrierFields(variant), ...productFields(variant, thisYear)],
    checks: (v) => {
      const issues: CrossFieldIssue[] = [];
      if (variant === 'ucr' && typeof v.powerUnits === 'number' && typeof v.ucrBracket === 'string') {
        if (ucrBracketOf(v.powerUnits)?.label !== v.ucrBracket)
          issues.push({ path: ['ucrBracket'], message: UCR_BRACKET_MESSAGE(v.powerUnits) });
      }
      return issues;
    },
  };
}

/**
 * A BOC-3 is refused unless it names the carrier exactly as FMCSA holds it. We cannot read FMCSA's
 * record here, so the nearest record of it is the legal name the carrier gave for its authority
 * filing with us under the same USDOT number.
 */
export function boc3LegalNameError(legalName: string, filedAs: { legalName: string; orderNumber: string } | null): string | undefined {
  if (!filedAs || legalName.trim() === filedAs.legalName.trim()) return undefined;
  return `Give the legal name exactly as FMCSA holds it: “${filedAs.legalName}”, as filed with your authority on order ${filedAs.orderNumber}. A BOC-3 under any other name is refused.`;
}
