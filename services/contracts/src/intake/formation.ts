/**
 * Forming an LLC, a corporation or a nonprofit: the name with its designator and two alternates,
 * who runs and owns it, its addresses, its registered agent, its purpose and start.
 */
import { addressField, dateField, type IntakeField, listField, numberField, selectField, textField } from './fields';
import type { CrossFieldIssue, IntakeForm, IntakeValues } from './form';

export type FormationVariant = 'llc' | 'corporation' | 'nonprofit';

const LLC_DESIGNATOR = /(?:^|\s)(?:LLC|L\.L\.C\.|Limited Liability Company)$/i;
const CORP_DESIGNATOR = /(?:^|\s)(?:Inc\.?|Corporation|Corp\.?|Incorporated)$/i;

export const DESIGNATOR_MESSAGES: Readonly<Record<FormationVariant, string>> = {
  llc: 'End the name with LLC, L.L.C. or Limited Liability Company, for example “Acme Holdings LLC”.',
  corporation: 'End the name with Inc., Corporation, Corp. or Incorporated, for example “Acme Holdings Inc.”.',
  nonprofit: 'End the name with Inc., Corporation, Corp. or Incorporated, for example “Acme Foundation Inc.”.',
};

/** Why the name lacks the designator the state requires for the entity, or undefined. */
export function designatorError(variant: FormationVariant, name: string): string | undefined {
  const ok = variant === 'llc' ? LLC_DESIGNATOR.test(name.trim()) : CORP_DESIGNATOR.test(name.trim());
  return ok ? undefined : DESIGNATOR_MESSAGES[variant];
}

export const OWNERSHIP_TOTAL_MESSAGE = (total: number): string =>
  `Ownership must add up to 100% — it adds up to ${Number(total.toFixed(2))}%.`;

export const MANAGERS_MESSAGE = 'A manager-managed LLC needs at least one manager: add the person or company who manages it.';
export const NAMED_AGENT_MESSAGE = 'Enter the registered agent’s full name, or choose our registered agent.';
export const OUR_AGENT_NOT_BOUGHT_MESSAGE = 'Name your own registered agent: this order does not include our registered agent service.';
export const NAMED_AGENT_ADDRESS_MESSAGE = 'Enter the registered agent’s street address in the state.';

const entityName = (variant: FormationVariant, key: string, label: string, missing: string): IntakeField =>
  textField(key, label, missing, { max: 160, refine: (v) => designatorError(variant, v) });

const personName = (missing: string): IntakeField => textField('name', 'Full legal name', missing, { max: 120 });

const OURS = { value: 'ours', label: 'Use Filebridge as the registered agent' };
const NAMED = { value: 'named', label: 'Name my own registered agent' };

/**
 * Registered agent: ours when the order includes our service (in its package or bought as an
 * add-on), or one the customer names with a street address in the formation state.
 */
export function agentFields(state: string | undefined, ourAgent: boolean): IntakeField[] {
  return [
    selectField(
      'registeredAgent',
      'Registered agent',
      ourAgent ? [OURS, NAMED] : [NAMED],
      ourAgent ? 'Choose who will be the registered agent.' : OUR_AGENT_NOT_BOUGHT_MESSAGE,
      {
        hint: ourAgent
          ? 'The agent receives legal papers for the business at a street address in the state. Ours is part of this order.'
          : 'The agent receives legal papers for the business at a street address in the state.',
      },
    ),
    textField('agentName', 'Registered agent’s name', NAMED_AGENT_MESSAGE, { required: false, max: 160 }),
    addressField('agentAddress', 'Registered agent’s address', { required: false, street: true, inState: state }),
  ];
}

export function agentChecks(v: IntakeValues): CrossFieldIssue[] {
  if (v.registeredAgent !== 'named') return [];
  const issues: CrossFieldIssue[] = [];
  if (!v.agentName) issues.push({ path: ['agentName'], message: NAMED_AGENT_MESSAGE });
  if (!v.agentAddress) issues.push({ path: ['agentAddress'], message: NAMED_AGENT_ADDRESS_MESSAGE });
  return issues;
}

function llcFields(state: string | undefined, ourAgent: boolean): IntakeField[] {
  return [
    selectField(
      'management',
      'Management',
      [
        { value: 'member', label: 'Member-managed: the owners run it' },
        { value: 'manager', label: 'Manager-managed: named managers run it' },
      ],
      'Choose whether the members or managers run the LLC.',
    ),
    listField(
      'members',
      'Members',
      [
        personName('Enter the member’s full legal name.'),
        numberField('ownership', 'Ownership %', 0, 100, { hint: 'The members’ shares add up to 100.' }),
      ],
      { addLabel: 'Add a member', missing: 'Add at least one member: the people or companies who own the LLC.' },
    ),
    listField('managers', 'Managers', [personName('Enter the manager’s full legal name.')], {
      required: false,
      min: 0,
      addLabel: 'Add a manager',
      missing: MANAGERS_MESSAGE,
    }),
    textField('organizer', 'Organizer', 'Enter the organizer’s full legal name: the person who signs the articles.', {
      max: 120,
    }),
    ...commonTail(state, ourAgent),
  ];
}

function corporationFields(variant: 'corporation' | 'nonprofit', state: string | undefined, ourAgent: boolean): IntakeField[] {
  return [
    listField('directors', 'Directors', [personName('Enter the director’s full legal name.')], {
      addLabel: 'Add a director',
      missing: 'Add at least one director.',
    }),
    listField(
      'officers',
      'Officers',
      [
        personName('Enter the officer’s full legal name.'),
        textField('title', 'Title', 'Enter the officer’s title, for example President.', { max: 60 }),
      ],
      { addLabel: 'Add an officer', missing: 'Add at least one officer, for example the president.' },
    ),
    textField('incorporator', 'Incorporator', 'Enter the incorporator’s full legal name: the person who signs the articles.', {
      max: 120,
    }),
    ...(variant === 'corporation'
      ? [
          numberField('authorizedShares', 'Authorized shares', 1, 1_000_000_000, {
            hint: 'How many shares the corporation may issue; many start with 1,000 to 10,000,000.',
          }),
        ]
      : []),
    ...commonTail(state, ourAgent),
  ];
}

function commonTail(state: string | undefined, ourAgent: boolean): IntakeField[] {
  return [
    addressField('principalAddress', 'Principal address', { street: true }),
    addressField('mailingAddress', 'Mailing address', { required: false, hint: 'Leave empty when mail goes to the principal address.' }),
    ...agentFields(state, ourAgent),
    textField('purpose', 'Purpose', 'Describe what the business will do, in a sentence.', { max: 500, multiline: true }),
    dateField('effectiveDate', 'Effective date', 'Choose the date the business should start.', {
      required: false,
      hint: 'Leave empty to start on the day the state approves the filing.',
    }),
  ];
}

function ownershipChecks(v: IntakeValues): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const members = Array.isArray(v.members) ? (v.members as { ownership?: number }[]) : [];
  const total = members.reduce((sum, m) => sum + (typeof m.ownership === 'number' ? m.ownership : 0), 0);
  if (members.length > 0 && Math.abs(total - 100) > 1e-9) issues.push({ path: ['members'], message: OWNERSHIP_TOTAL_MESSAGE(total) });
  const managers = Array.isArray(v.managers) ? v.managers : [];
  if (v.management === 'manager' && managers.length === 0) issues.push({ path: ['managers'], message: MANAGERS_MESSAGE });
  return issues;
}

const NOUN: Readonly<Record<FormationVariant, string>> = { llc: 'LLC', corporation: 'corporation', nonprofit: 'nonprofit' };

export function formationForm(variant: FormationVariant, state: string | undefined, ourAgent: boolean): IntakeForm {
  const noun = NOUN[variant];
  const names = [
    entityName(variant, 'legalName', 'Legal name', `Enter the ${noun}’s legal name.`),
    entityName(
      variant,
      'alternateName1',
      'First alternate name',
      'Enter a first alternate name in case the state refuses the first choice.',
    ),
    entityName(variant, 'alternateName2', 'Second alternate name', 'Enter a second alternate name in case the first two are taken.'),
  ];
  return {
    family: 'formation',
    variant,
    title: `Your ${noun}`,
    fields: [...names, ...(variant === 'llc' ? llcFields(state, ourAgent) : corporationFields(variant, state, ourAgent))],
    checks: (v) => [...(variant === 'llc' ? ownershipChecks(v) : []), ...agentChecks(v)],
  };
}
