import type { DocumentDto } from '@filebridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, onApi } from '../../../test/api-server';
import { render } from '../../../test/render';
import { OrderDocuments } from './order-documents';

const doc = (overrides: Partial<DocumentDto> = {}): DocumentDto => ({
  id: 'd-1',
  kind: 'ein_confirmation',
  label: 'EIN confirmation letter',
  fileName: 'EIN letter.pdf',
  contentType: 'application/pdf',
  size: 870_400,
  fromCustomer: false,
  createdAt: '2026-03-18T15:00:00.000Z',
  ...overrides,
});

describe('Your documents', () => {
  let clicked: string[];
  beforeEach(() => {
    localStorage.setItem('token', 'cust-1');
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists each filed document with its kind, name, size and date, and leaves out what the customer sent', async () => {
    onApi('myDocuments', () => ({
      success: true,
      data: [doc(), doc({ id: 'd-2', kind: 'customer_upload', label: 'File you sent', fromCustomer: true })],
    }));
    render(<OrderDocuments orderId="o-1" />);
    const list = await screen.findByTestId('documents');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('EIN confirmation letter');
    expect(items[0]!.textContent).toContain('EIN letter.pdf · 850 KB · Mar 18, 2026');
    expect(screen.getByRole('heading', { name: 'Your documents' })).toBeInTheDocument();
  });

  it('says documents appear once filed while there are none', async () => {
    onApi('myDocuments', () => ({ success: true, data: [] }));
    render(<OrderDocuments orderId="o-1" />);
    expect(await screen.findByText('Your documents will appear here once filed')).toBeInTheDocument();
  });

  it('downloads by asking for a signed link and following it', async () => {
    onApi('myDocuments', () => ({ success: true, data: [doc()] }));
    const link = onApi('myDocumentLink', () => ({
      success: true,
      data: { url: '/api/documents/download/abc.def', expiresAt: '2026-03-18T15:05:00.000Z' },
    }));
    render(<OrderDocuments orderId="o-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download EIN confirmation letter, EIN letter.pdf' }));
    await waitFor(() => expect(clicked).toEqual(['http://localhost:3000/api/documents/download/abc.def']));
    expect(link.mock.calls.map(([call]) => call.params)).toEqual([{ id: 'o-1', documentId: 'd-1' }]);
  });

  it('says so when a download cannot start, and when the list cannot load, with a retry', async () => {
    let fail = true;
    onApi('myDocumentLink', () => apiError(404, 'Document not found', 'document_not_found'));
    onApi('myDocuments', () => (fail ? apiError(503, 'Database unavailable', 'unavailable') : { success: true, data: [doc()] }));
    render(<OrderDocuments orderId="o-1" />);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your documents.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Download/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Document not found');
    expect(clicked).toEqual([]);
  });
});
