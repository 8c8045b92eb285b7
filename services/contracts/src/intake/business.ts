/** The filings a business makes after it exists: each asks only what its agency form needs. */
import { booleanField, dateField, listField, numberField, selectField, textField } from './fields';
import type { IntakeForm } from './form';
import { agentChecks, agentFields } from './formation';
import { ssnOrItinField } from './tax-ids';

const entityName = (missing = 'Enter the business’s legal name exactly as the state has it.') =>
  textField('entityName', 'Business legal name', missing, { max: 160 });

const fileNumber = (required: boolean) =>
  textField('fileNumber', 'State file number', 'Enter the file number the state gave the business; it is on the formation certificate.', {
    required,
    max: 40,
  });

export const dbaForm = (): IntakeForm => ({
  family: 'dba',
  variant: 'dba',
  title: 'Your assumed name',
  fields: [
    textField('dbaName', 'Assumed name (DBA)', 'Enter the name the business will trade under.', { max: 160 }),
    entityName('Enter the legal name of the person or business that will use the assumed name.'),
    textField('county', 'County', 'Enter the county where the business trades under the name.', { max: 80 }),
  ],
});

/** The registered agent service itself: ours is what the customer bought, or they name another. */
export const registeredAgentForm = (state: string | undefined): IntakeForm => ({
  family: 'registered_agent',
  variant: 'registered_agent',
  title: 'Your new registered agent',
  fields: [entityName(), fileNumber(true), ...agentFields(state, true)],
  checks: agentChecks,
});

export const annualReportForm = (): IntakeForm => ({
  family: 'annual_report',
  variant: 'annual_report',
  title: 'Your annual report',
  fields: [entityName(), fileNumber(true)],
});

export const amendmentForm = (variant: 'amendment' | 'dissolution'): IntakeForm => ({
  family: 'amendment',
  variant,
  title: variant === 'amendment' ? 'Your amendment' : 'Your dissolution',
  fields: [
    entityName(),
    fileNumber(true),
    textField(
      'changes',
      variant === 'amendment' ? 'What changes' : 'What the dissolution covers',
      variant === 'amendment'
        ? 'Describe what the amendment changes, for example the new name or the new managers.'
        : 'Describe what is ending: the whole business, and anything the state should know (debts settled, assets given out).',
      { max: 2000, multiline: true },
    ),
    dateField('effectiveDate', 'Effective date', 'Choose the date the change takes effect.', {
      required: false,
      hint: 'Leave empty for the day the state files it.',
    }),
  ],
});

export const boirForm = (): IntakeForm => ({
  family: 'boir',
  variant: 'boir',
  title: 'Beneficial ownership',
  fields: [
    selectField(
      'exemption',
      'Is the company exempt from beneficial-ownership reporting?',
      [
        { value: 'not_exempt', label: 'No, the company must report' },
        { value: 'exempt', label: 'Yes, one of the exemptions applies' },
      ],
      'Answer whether the company is exempt from reporting.',
    ),
  ],
});

export const EIN_ENTITY_TYPES = [
  { value: 'llc', label: 'LLC' },
  { value: 'corporation', label: 'Corporation' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'sole_proprietor', label: 'Sole proprietor' },
  { value: 'partnership', label: 'Partnership' },
] as const;

export const einForm = (): IntakeForm => ({
  family: 'ein',
  variant: 'ein',
  title: 'Your EIN application',
  fields: [
    entityName(),
    textField('responsibleParty', 'Responsible party', 'Enter the full legal name of the person who controls the business.', {
      max: 120,
    }),
    ssnOrItinField('responsiblePartyTaxId', 'Responsible party’s SSN or ITIN', {
      hint: 'The IRS asks for it. It is kept encrypted and only the last four digits are shown.',
    }),
    selectField('entityType', 'Entity type', EIN_ENTITY_TYPES, 'Choose the type of business applying.'),
    selectField(
      'reason',
      'Reason for applying',
      [
        { value: 'started_business', label: 'Started a new business' },
        { value: 'hired_employees', label: 'Hired employees' },
        { value: 'banking', label: 'Banking purposes' },
        { value: 'changed_type', label: 'Changed the type of organization' },
        { value: 'other', label: 'Other' },
      ],
      'Choose why the business needs an EIN.',
    ),
  ],
});

export const TRADEMARK_MARK_MESSAGE = 'Give the mark’s words, or say it is a logo or design you will send as an image.';
export const FIRST_USE_ORDER_MESSAGE = 'The first use in commerce cannot be before the first use anywhere.';

export const trademarkForm = (variant: 'registration' | 'monitoring'): IntakeForm => ({
  family: 'trademark',
  variant,
  title: 'Your trademark',
  fields: [
    textField('markText', 'The mark’s words', TRADEMARK_MARK_MESSAGE, { required: false, max: 200 }),
    booleanField('markImage', 'The mark is a logo or design (we will ask for the image)'),
    textField('owner', 'Owner', 'Enter the legal name of the person or business that owns the mark.', { max: 160 }),
    listField(
      'classes',
      'Goods and services',
      [
        numberField('classNumber', 'Class', 1, 45, { hint: 'The Nice class, 1 to 45.' }),
        textField('goods', 'Goods or services', 'Describe the goods or services the mark is used for in this class.', {
          max: 1000,
          multiline: true,
        }),
        dateField('firstUseAnywhere', 'First use anywhere', 'Enter the date the mark was first used.', { required: false }),
        dateField('firstUseInCommerce', 'First use in commerce', 'Enter the date the mark was first used in commerce.', {
          required: false,
        }),
      ],
      { addLabel: 'Add a class', missing: 'Add at least one class of goods or services.' },
    ),
    booleanField('hasSpecimen', 'I have a specimen showing the mark in use'),
  ],
  checks: (v) => {
    const issues = [];
    if (!v.markText && v.markImage !== true) issues.push({ path: ['markText'], message: TRADEMARK_MARK_MESSAGE });
    const classes = Array.isArray(v.classes) ? (v.classes as { firstUseAnywhere?: string; firstUseInCommerce?: string }[]) : [];
    classes.forEach((c, i) => {
      if (c.firstUseAnywhere && c.firstUseInCommerce && c.firstUseInCommerce < c.firstUseAnywhere)
        issues.push({ path: ['classes', i, 'firstUseInCommerce'], message: FIRST_USE_ORDER_MESSAGE });
    });
    return issues;
  },
});

export const COPYRIGHT_WORK_TYPES = [
  { value: 'literary', label: 'Literary work (text, software)' },
  { value: 'visual_arts', label: 'Visual arts' },
  { value: 'performing_arts', label: 'Performing arts' },
  { value: 'sound_recording', label: 'Sound recording' },
  { value: 'motion_picture', label: 'Motion picture or video' },
] as const;

export const copyrightForm = (thisYear: number): IntakeForm => ({
  family: 'copyright',
  variant: 'copyright',
  title: 'Your work',
  fields: [
    textField('title', 'Title of the work', 'Enter the title of the work.', { max: 200 }),
    textField('author', 'Author', 'Enter the author’s full legal name.', { max: 120 }),
    numberField('year', 'Year completed', 1900, thisYear),
    selectField('workType', 'Type of work', COPYRIGHT_WORK_TYPES, 'Choose the type of work.'),
  ],
});
