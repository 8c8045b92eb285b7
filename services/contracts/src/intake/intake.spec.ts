import fc from 'fast-check';
import {
  completeSchema,
  DESIGNATOR_MESSAGES,
  draftSchema,
  fieldMessages,
  FIRST_USE_ORDER_MESSAGE,
  type IntakeForm,
  intakeFamilyOf,
  intakeFormFor,
  intakeFormOf,
  INTAKE_SERVICE_SLUGS,
  maskTaxId,
  MANAGERS_MESSAGE,
  NAMED_AGENT_MESSAGE,
  OUR_AGENT_NOT_BOUGHT_MESSAGE,
  OWNERSHIP_TOTAL_MESSAGE,
  PO_BOX_MESSAGE,
  TAX_ID_MESSAGES,
  TRADEMARK_MARK_MESSAGE,
  UCR_BRACKET_MESSAGE,
  VIN_MESSAGE,
} from './index';
import { ucrBracketOf, usdotError } from '../trucking-tools';

const context = { state: 'Texas', thisYear: 2026, ourAgent: true };
const formOf = (slug: string): IntakeForm => intakeFormFor(slug, context)!;

/** The messages a complete form gives, keyed by field path; empty when it passes. */
function completeMessages(form: IntakeForm, values: unknown): Record<string, string> {
  const r = completeSchema(form).safeParse(values);
  return r.success ? {} : fieldMessages(r.error);
}
function draftMessages(form: IntakeForm, values: unknown): Record<string, string> {
  const r = draftSchema(form).safeParse(values);
  return r.success ? {} : fieldMessages(r.error);
}

const word = fc.stringMatching(/^[A-Z][a-z]{2,10}$/);
const words = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const personName = fc.tuple(word, word).map(([a, b]) => `${a} ${b}`);
const address = (state: fc.Arbitrary<string> = fc.constantFrom('TX', 'Texas', 'texas')) =>
  fc.record({
    street: fc.tuple(fc.integer({ min: 1, max: 9999 }), word).map(([n, w]) => `${n} ${w} Street`),
    city: word,
    state,
    zip: fc.stringMatching(/^\d{5}$/),
  });
/** Whole percentages adding up to 100, one per member. */
const shares = fc
  .uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 4 })
  .map((cuts) => [0, ...cuts.sort((a, b) => a - b), 100].slice(1).map((c, i, all) => c - (i === 0 ? 0 : all[i - 1]!)));
const llcName = fc.tuple(words, fc.constantFrom('LLC', 'L.L.C.', 'Limited Liability Company', 'llc')).map(([n, d]) => `${n} ${d}`);
const corpName = fc.tuple(words, fc.constantFrom('Inc.', 'Inc', 'Corporation', 'Corp.', 'Incorporated')).map(([n, d]) => `${n} ${d}`);

const validLlc = fc.record({
  legalName: llcName,
  alternateName1: llcName,
  alternateName2: llcName,
  management: fc.constant('member'),
  members: shares.chain((s) => fc.tuple(...s.map((ownership) => personName.map((name) => ({ name, ownership }))))),
  organizer: personName,
  principalAddress: address(),
  registeredAgent: fc.constantFrom('ours', 'named'),
  agentName: personName,
  agentAddress: address(fc.constant('TX')),
  purpose: words,
});

const validSsn = fc
  .tuple(fc.integer({ min: 1, max: 899 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9999 }))
  .filter(([a]) => a !== 666)
  .map(([a, g, s]) => `${String(a).padStart(3, '0')}-${String(g).padStart(2, '0')}-${String(s).padStart(4, '0')}`);
const validItin = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.constantFrom(50, 65, 70, 88, 90, 92, 94, 99), fc.integer({ min: 0, max: 9999 }))
  .map(([a, m, s]) => `9${String(a).padStart(2, '0')}${m}${String(s).padStart(4, '0')}`);
const usdot = fc.integer({ min: 100, max: 99_999_999 }).map(String);
const vin = fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/);

describe('intake forms', () => {
  it('gives every service a form, and a paid LLC the formation form', () => {
    for (const slug of INTAKE_SERVICE_SLUGS) expect(formOf(slug).fields.length).toBeGreaterThan(0);
    expect(intakeFamilyOf('llc-formation')).toBe('formation');
    expect(intakeFormFor('no-such-service', context)).toBeUndefined();
  });

  it('lets a draft leave every field out, and never lets the complete form', () => {
    for (const slug of INTAKE_SERVICE_SLUGS) {
      expect(draftMessages(formOf(slug), {})).toEqual({});
      expect(Object.keys(completeMessages(formOf(slug), {})).length).toBeGreaterThan(0);
    }
  });

  it('refuses a field the form does not have', () => {
    expect(draftMessages(formOf('boir'), { shoeSize: 9 })['']).toBe('This form has no field shoeSize.');
  });
});

describe('formation: LLC', () => {
  const form = formOf('llc-formation');

  it('accepts generated valid details, and any part of them as a draft', () => {
    fc.assert(
      fc.property(
        validLlc,
        fc.uniqueArray(fc.constantFrom('legalName', 'alternateName1', 'members', 'organizer', 'principalAddress', 'purpose'), {
          maxLength: 6,
        }),
        (values, drop) => {
          expect(completeMessages(form, values)).toEqual({});
          const part = Object.fromEntries(Object.entries(values).filter(([k]) => !(drop as string[]).includes(k)));
          expect(draftMessages(form, part)).toEqual({});
        },
      ),
    );
  });

  it('refuses a name without the LLC designator, in a draft too', () => {
    fc.assert(
      fc.property(validLlc, words, (values, bare) => {
        expect(completeMessages(form, { ...values, legalName: bare }).legalName).toBe(DESIGNATOR_MESSAGES.llc);
        expect(draftMessages(form, { alternateName2: `${bare} Inc.` }).alternateName2).toBe(DESIGNATOR_MESSAGES.llc);
      }),
    );
  });

  it('refuses ownership that does not add up to 100, naming the total', () => {
    fc.assert(
      fc.property(validLlc, fc.integer({ min: 1, max: 20 }), (values, off) => {
        const members = [...values.members, { name: 'Extra Partner', ownership: off }];
        expect(completeMessages(form, { ...values, members }).members).toBe(OWNERSHIP_TOTAL_MESSAGE(100 + off));
      }),
    );
    expect(OWNERSHIP_TOTAL_MESSAGE(90)).toBe('Ownership must add up to 100% — it adds up to 90%.');
  });

  it('refuses a member without a name, a P.O. box as principal address, an agent out of state', () => {
    fc.assert(
      fc.property(validLlc, fc.constantFrom('P.O. Box 12', 'PO Box 4', 'Post Office Box 9'), (values, box) => {
        const noName = { ...values, members: [{ ...values.members[0]!, name: ' ' }, ...values.members.slice(1)] };
        expect(completeMessages(form, noName)['members[0].name']).toBe('Enter the member’s full legal name.');
        const poBox = { ...values, principalAddress: { ...values.principalAddress, street: box } };
        expect(completeMessages(form, poBox)['principalAddress.street']).toBe(PO_BOX_MESSAGE);
        const away = { ...values, registeredAgent: 'named', agentAddress: { ...values.agentAddress, state: 'CA' } };
        expect(completeMessages(form, away)['agentAddress.state']).toBe(
          'Registered agent’s address must be in Texas, the state the business is filed in.',
        );
      }),
    );
  });

  it('offers our registered agent only to an order that includes it', () => {
    const without = intakeFormFor('llc-formation', { ...context, ourAgent: false })!;
    fc.assert(
      fc.property(validLlc, (values) => {
        expect(completeMessages(without, { ...values, registeredAgent: 'ours' }).registeredAgent).toBe(OUR_AGENT_NOT_BOUGHT_MESSAGE);
        expect(completeMessages(without, { ...values, registeredAgent: 'named' })).toEqual({});
      }),
    );
    expect(without.fields.find((f) => f.spec.key === 'registeredAgent')!.spec.options!.map((o) => o.value)).toEqual(['named']);
  });

  it('needs a named agent’s name and managers for a manager-managed LLC', () => {
    fc.assert(
      fc.property(validLlc, (values) => {
        const { agentName: _agentName, ...rest } = values;
        expect(completeMessages(form, { ...rest, registeredAgent: 'named' }).agentName).toBe(NAMED_AGENT_MESSAGE);
        expect(completeMessages(form, { ...values, management: 'manager' }).managers).toBe(MANAGERS_MESSAGE);
        expect(completeMessages(form, { ...values, management: 'manager', managers: [{ name: 'Ann Lee' }] })).toEqual({});
      }),
    );
  });
});

describe('formation: corporation', () => {
  const form = formOf('corporation');
  const validCorp = fc.record({
    legalName: corpName,
    alternateName1: corpName,
    alternateName2: corpName,
    directors: fc.array(
      personName.map((name) => ({ name })),
      { minLength: 1, maxLength: 3 },
    ),
    officers: fc.array(
      fc.tuple(personName, word).map(([name, title]) => ({ name, title })),
      { minLength: 1, maxLength: 3 },
    ),
    incorporator: personName,
    authorizedShares: fc.integer({ min: 1, max: 10_000_000 }),
    principalAddress: address(),
    registeredAgent: fc.constant('ours'),
    purpose: words,
    effectiveDate: fc
      .date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  });

  it('accepts generated valid details', () => {
    fc.assert(fc.property(validCorp, (values) => expect(completeMessages(form, values)).toEqual({})));
  });

  it('refuses an LLC designator, fractional or missing shares, a date that is not one', () => {
    fc.assert(
      fc.property(validCorp, llcName, (values, name) => {
        expect(completeMessages(form, { ...values, legalName: name }).legalName).toBe(DESIGNATOR_MESSAGES.corporation);
        expect(completeMessages(form, { ...values, authorizedShares: 2.5 }).authorizedShares).toBe(
          'Authorized shares must be a whole number from 1 to 1000000000.',
        );
        expect(completeMessages(form, { ...values, effectiveDate: '2026-02-30' }).effectiveDate).toMatch(/YYYY-MM-DD/);
      }),
    );
    expect(formOf('nonprofit').fields.some((f) => f.spec.key === 'authorizedShares')).toBe(false);
  });
});

describe('EIN: the responsible party’s SSN or ITIN', () => {
  const form = formOf('ein-registration');
  const base = { entityName: 'Acme LLC', responsibleParty: 'Ann Lee', entityType: 'llc', reason: 'banking' };

  it('accepts any valid SSN or ITIN, stored as digits', () => {
    fc.assert(
      fc.property(fc.oneof(validSsn, validItin), (taxId) => {
        const r = completeSchema(form).safeParse({ ...base, responsiblePartyTaxId: taxId });
        expect(r.success).toBe(true);
        expect((r.data as Record<string, string>).responsiblePartyTaxId).toMatch(/^\d{9}$/);
      }),
    );
  });

  it('refuses a number no one is issued', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 999_999 }).map((n) => `000${String(n).padStart(6, '0')}`),
          fc.integer({ min: 0, max: 999_999 }).map((n) => `666${String(n).padStart(6, '0')}`),
          fc.stringMatching(/^\d{1,8}$/),
          fc.stringMatching(/^[A-Za-z]{9}$/),
        ),
        (taxId) => {
          expect(completeMessages(form, { ...base, responsiblePartyTaxId: taxId }).responsiblePartyTaxId).toBe(
            'Enter a valid 9-digit SSN or ITIN, for example 123-45-6789.',
          );
        },
      ),
    );
  });

  it('masks all but the last four digits', () => {
    fc.assert(fc.property(validSsn, (ssn) => expect(maskTaxId(ssn)).toBe(`•••• ${ssn.slice(-4)}`)));
  });
});

describe('trucking', () => {
  const carrier = fc.record({
    usdotNumber: usdot,
    legalName: words,
    ein: fc.stringMatching(/^[1-9]\d{8}$/),
    principalAddress: address(fc.constantFrom('OH', 'Ohio')),
    powerUnits: fc.integer({ min: 0, max: 5000 }),
    drivers: fc.integer({ min: 0, max: 5000 }),
    operationType: fc.constantFrom('interstate', 'intrastate'),
    cargoClasses: fc.uniqueArray(fc.constantFrom('general_freight', 'machinery', 'refrigerated'), { minLength: 1 }),
    authorityTypes: fc.uniqueArray(fc.constantFrom('carrier', 'broker', 'forwarder'), { minLength: 1 }),
  });

  it('accepts generated valid UCR, MCS-150 and IRP/IFTA details', () => {
    fc.assert(
      fc.property(
        carrier,
        fc.array(fc.record({ vin, weight: fc.integer({ min: 1, max: 80_000 }) }), { minLength: 1, maxLength: 4 }),
        (c, vehicles) => {
          expect(
            completeMessages(formOf('ucr-2025'), { ...c, registrationYear: 2026, ucrBracket: ucrBracketOf(c.powerUnits)!.label }),
          ).toEqual({});
          expect(completeMessages(formOf('biennial-mcs150-update'), { ...c, mileage: 120_000, mileageYear: 2025 })).toEqual({});
          expect(completeMessages(formOf('irp-ifta'), { ...c, vehicles })).toEqual({});
        },
      ),
    );
  });

  it('refuses a USDOT number that is too short, zero-led or not digits, with the finder’s message', () => {
    fc.assert(
      fc.property(
        carrier,
        fc.oneof(
          fc.integer({ min: 0, max: 99 }).map(String),
          usdot.map((d) => `0${d.slice(1)}`),
          fc.stringMatching(/^[a-z]{3,8}$/),
        ),
        (c, bad) => {
          const message = completeMessages(formOf('boc3-filing'), { ...c, usdotNumber: bad }).usdotNumber;
          expect(message).toBe(usdotError(bad));
          expect(message).toBeTruthy();
        },
      ),
    );
    expect(usdotError('12')).toBe('A USDOT number has 3 to 8 digits. Check the number on your FMCSA record.');
  });

  it('refuses a UCR bracket that does not fit the power units, and a VIN with I, O or Q', () => {
    fc.assert(
      fc.property(carrier, vin, fc.constantFrom('I', 'O', 'Q'), (c, v, letter) => {
        const wrong = ucrBracketOf(c.powerUnits)!.label === '1001+' ? '0-2' : '1001+';
        expect(completeMessages(formOf('ucr-2025'), { ...c, registrationYear: 2026, ucrBracket: wrong }).ucrBracket).toBe(
          UCR_BRACKET_MESSAGE(c.powerUnits),
        );
        const vehicles = [{ vin: `${letter}${v.slice(1)}`, weight: 30_000 }];
        expect(completeMessages(formOf('new-york-hut25'), { ...c, vehicles })['vehicles[0].vin']).toBe(VIN_MESSAGE);
      }),
    );
  });

  it('refuses an EIN that is not nine digits', () => {
    fc.assert(
      fc.property(carrier, fc.stringMatching(/^\d{1,8}$/), (c, ein) => {
        expect(completeMessages(formOf('boc3-filing'), { ...c, ein }).ein).toBe(TAX_ID_MESSAGES.ein);
      }),
    );
  });
});

describe('trademark and copyright', () => {
  it('needs the mark’s words or an image, and first use in commerce on or after first use', () => {
    const form = formOf('trademark-registration');
    const classes = [{ classNumber: 25, goods: 'Shirts', firstUseAnywhere: '2024-05-01', firstUseInCommerce: '2024-04-01' }];
    const messages = completeMessages(form, { owner: 'Acme LLC', classes });
    expect(messages.markText).toBe(TRADEMARK_MARK_MESSAGE);
    expect(messages['classes[0].firstUseInCommerce']).toBe(FIRST_USE_ORDER_MESSAGE);
    expect(completeMessages(form, { owner: 'Acme LLC', markImage: true, classes: [{ classNumber: 25, goods: 'Shirts' }] })).toEqual({});
    expect(
      completeMessages(form, { owner: 'Acme LLC', markText: 'ACME', classes: [{ classNumber: 46, goods: 'x' }] })['classes[0].classNumber'],
    ).toBe('Class must be a whole number from 1 to 45.');
  });

  it('accepts a work completed by this year and refuses a later one', () => {
    const form = formOf('copyright-registration');
    fc.assert(
      fc.property(words, personName, fc.integer({ min: 1900, max: 2026 }), (title, author, year) => {
        expect(completeMessages(form, { title, author, year, workType: 'literary' })).toEqual({});
        expect(completeMessages(form, { title, author, year: 2027, workType: 'literary' }).year).toBe(
          'Year completed must be a whole number from 1900 to 2026.',
        );
      }),
    );
  });
});

describe('intakeFormOf', () => {
  it('rebuilds every service’s form from its family and variant', () => {
    for (const slug of INTAKE_SERVICE_SLUGS) {
      const form = formOf(slug);
      expect(intakeFormOf(form.family, form.variant, context)?.fields.map((f) => f.spec)).toEqual(form.fields.map((f) => f.spec));
    }
  });
});
