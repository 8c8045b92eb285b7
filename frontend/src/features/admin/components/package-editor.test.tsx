import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { makePackage, makeService } from '../../../test/factories';
import type { ServiceDto } from '@filebridge/contracts';
import { onApi } from '../../../test/api-server';
import { PackageEditor } from './package-editor';
import { render } from '../../../test/render';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const pkg = makePackage({ id: 'p-1', title: 'Standard', price: 99, benefitList: ['Filing', 'Support'], buttonText: 'Get Started' });

let answer: ServiceDto;
let saves: ReturnType<typeof savePackage>;
const savePackage = () => onApi('adminUpdatePackage', () => ({ success: true, data: answer }));
/** The id and body of every save the server received. */
const sent = () => saves.mock.calls.map(([call]) => [call.params.id, call.body]);

describe('package editor', () => {
  beforeEach(() => {
    answer = makeService();
    saves = savePackage();
  });

  it('shows a field error when the field is left, not while typing', async () => {
    render(<PackageEditor pkg={pkg} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const price = screen.getByLabelText('Price (USD)');
    fireEvent.change(price, { target: { value: '0.50' } });
    expect(screen.queryByText('Price must be at least $1.00.')).toBeNull();
    fireEvent.blur(price);
    expect(await screen.findByText('Price must be at least $1.00.')).toBeInTheDocument();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(price, { target: { value: '250000' } });
    expect(await screen.findByText('Price must be at most $100,000.')).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '120' } });
    await waitFor(() => expect(screen.queryByText(/Price must be/)).toBeNull());
  });

  it('blocks saving with every invalid field marked and calls nothing', async () => {
    render(<PackageEditor pkg={pkg} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove benefit 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove benefit 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('List at least one benefit.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
    expect(saves).not.toHaveBeenCalled();
  });

  it('flags an empty benefit row like the server does', async () => {
    render(<PackageEditor pkg={pkg} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add benefit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save package' }));
    expect(await screen.findByText('Benefit is required.')).toBeInTheDocument();
    expect(saves).not.toHaveBeenCalled();
  });

  it('saves the changed fields with the price as integer cents', async () => {
    const saved = makeService({ packages: [{ ...pkg, price: 120.5 }] });
    answer = saved;
    const onSaved = vi.fn();
    render(<PackageEditor pkg={pkg} onSaved={onSaved} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Price (USD)'), { target: { value: '120.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add benefit' }));
    const benefits = within(screen.getByRole('group', { name: 'Benefits' }));
    fireEvent.change(benefits.getByLabelText('Benefit 3'), { target: { value: 'Priority filing' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark as popular' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sent()).toEqual([['p-1', { priceCents: 12050, popular: true, benefitList: ['Filing', 'Support', 'Priority filing'] }]]);
    expect(toast.success).toHaveBeenCalled();
  });

  it('reorders benefits', async () => {
    render(<PackageEditor pkg={pkg} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move benefit 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(sent()).toEqual([['p-1', { benefitList: ['Support', 'Filing'] }]]));
  });

  it('edits the included add-ons with checkboxes and sends them in checkout order', async () => {
    render(<PackageEditor pkg={{ ...pkg, includedAddOns: ['ein'] }} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const included = within(screen.getByRole('group', { name: 'Included add-ons' }));
    const ein = included.getByRole('checkbox', { name: 'EIN registration' }) as HTMLInputElement;
    expect(ein.checked).toBe(true);
    expect((included.getByRole('checkbox', { name: 'Registered agent (1 year)' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(ein);
    fireEvent.click(included.getByRole('checkbox', { name: 'Registered agent (1 year)' }));
    fireEvent.click(included.getByRole('checkbox', { name: 'Expedited processing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(sent()).toEqual([['p-1', { includedAddOns: ['expeditedProcessing', 'registeredAgent'] }]]));
  });
});
