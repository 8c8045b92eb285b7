import { intakeFormFor } from '@filebridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api';
import { makeIntake } from '../../../test/factories';
import { render } from '../../../test/render';
import { IntakeForm } from './intake-form';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const llc = intakeFormFor('llc-formation', { state: 'Texas', thisYear: 2026, ourAgent: true })!;
const ein = intakeFormFor('ein-registration', { thisYear: 2026 })!;

const complete = {
  legalName: 'Lone Star Widgets LLC',
  alternateName1: 'Lone Star Gadgets LLC',
  alternateName2: 'Lone Star Things LLC',
  management: 'member',
  members: [{ name: 'Dana Rivera', ownership: 100 }],
  organizer: 'Dana Rivera',
  principalAddress: { street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  registeredAgent: 'ours',
  purpose: 'Selling widgets.',
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('IntakeForm', () => {
  beforeEach(() => vi.mocked(toast.success).mockReset());

  it('shows a wrong field’s message inline, from the contracts’ rule, and sends nothing', async () => {
    const onSave = vi.fn();
    render(<IntakeForm form={llc} answer={makeIntake()} onSave={onSave} onSubmit={vi.fn()} />);
    type('Legal name', 'Lone Star Widgets');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('End the name with LLC, L.L.C. or Limited Liability Company, for example “Acme Holdings LLC”.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Legal name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a partial draft, blanks left out, and says so', async () => {
    const onSave = vi.fn().mockResolvedValue(makeIntake());
    render(<IntakeForm form={llc} answer={makeIntake()} onSave={onSave} onSubmit={vi.fn()} />);
    type('Legal name', 'Lone Star Widgets LLC');
    fireEvent.click(screen.getByRole('button', { name: 'Add a member' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Draft saved.'));
    expect(onSave).toHaveBeenCalledWith({ legalName: 'Lone Star Widgets LLC' });
    expect(toast.success).toHaveBeenCalledWith('Draft saved');
  });

  it('asks for every required field before submitting, then submits the complete details', async () => {
    const onSubmit = vi.fn().mockResolvedValue(makeIntake({ phase: 'in_review' }));
    render(
      <IntakeForm
        form={llc}
        answer={makeIntake({ values: { ...complete, members: [{ name: 'Dana Rivera', ownership: 90 }] } })}
        onSave={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit details' }));
    expect(await screen.findByText('Ownership must add up to 100% — it adds up to 90%.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Ownership %'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit details' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(complete));
  });

  it('shows the server’s per-field messages under their fields', async () => {
    const refused = new ApiError(400, 'Enter the member’s full legal name.', 'validation_failed', [
      { path: 'values.members[0].name', message: 'Enter the member’s full legal name.' },
    ]);
    const onSubmit = vi.fn().mockRejectedValue(refused);
    render(<IntakeForm form={llc} answer={makeIntake({ values: complete })} onSave={vi.fn()} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit details' }));
    await waitFor(() => expect(screen.getByLabelText('Full legal name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Enter the member’s full legal name.').length).toBeGreaterThan(0);
  });

  it('keeps a saved tax id masked and counts it as given', async () => {
    const onSubmit = vi.fn().mockResolvedValue(makeIntake());
    const values = { entityName: 'Acme LLC', responsibleParty: 'Dana Rivera', entityType: 'llc', reason: 'banking' };
    render(
      <IntakeForm
        form={ein}
        answer={makeIntake({ family: 'ein', variant: 'ein', values, masked: { responsiblePartyTaxId: '•••• 9999' } })}
        onSave={vi.fn()}
        onSubmit={onSubmit}
      />,
    );
    const taxId = screen.getByLabelText('Responsible party’s SSN or ITIN') as HTMLInputElement;
    expect(taxId.value).toBe('');
    expect(taxId.placeholder).toBe('•••• 9999');
    fireEvent.click(screen.getByRole('button', { name: 'Submit details' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(values));
  });

  it('starts from the details given for an earlier order, and says which', () => {
    render(
      <IntakeForm
        form={llc}
        answer={makeIntake({ prefill: { fromOrderNumber: 'FB-100001', values: { legalName: 'Lone Star Widgets LLC' } } })}
        onSave={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    expect((screen.getByLabelText('Legal name') as HTMLInputElement).value).toBe('Lone Star Widgets LLC');
    expect(screen.getByText(/what you gave us for order FB-100001/)).toBeInTheDocument();
  });
});
