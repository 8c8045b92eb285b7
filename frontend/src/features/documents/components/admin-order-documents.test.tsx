import type { AdminDocumentDto } from '@filebridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, onApi } from '../../../test/api-server';
import { useAdminStore } from '../../../stores/admin-store';
import { makeStaff } from '../../../test/factories';
import { render } from '../../../test/render';
import { AdminOrderDocuments } from './admin-order-documents';

const stored: AdminDocumentDto = {
  id: 'd-1',
  kind: 'formation_certificate',
  label: 'Articles / certificate of formation',
  fileName: 'certificate.pdf',
  contentType: 'application/pdf',
  size: 120_000,
  fromCustomer: false,
  createdAt: '2026-03-18T15:00:00.000Z',
  uploadedBy: 'ops@filebridge.example',
  sha256: 'ab'.repeat(32),
};

const pdf = (bytes = 10) => new File([new Uint8Array(bytes)], 'certificate.pdf', { type: 'application/pdf' });

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('File (PDF, PNG or JPEG, up to 20 MB)'), { target: { files: [file] } });
}

describe('the admin document vault', () => {
  let listed: AdminDocumentDto[];
  beforeEach(() => {
    useAdminStore.setState({ admin: makeStaff('operator'), token: 'admin-jwt' });
    listed = [];
    onApi('adminDocuments', () => ({ success: true, data: listed }));
  });

  it('uploads the chosen file as the chosen kind, shows its progress, then lists it', async () => {
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const uploads = onApi('adminDocumentUpload', async () => {
      await held;
      return { success: true, data: stored };
    });
    render(<AdminOrderDocuments orderId="o-1" />);
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Document'), { target: { value: 'formation_certificate' } });
    choose(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Uploading… \d+%$/);
    await waitFor(() => expect(uploads).toHaveBeenCalledTimes(1));
    expect(uploads.mock.calls[0]![0]).toMatchObject({
      params: { id: 'o-1' },
      query: { kind: 'formation_certificate', fileName: 'certificate.pdf' },
    });

    listed = [stored];
    finish();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Articles / certificate of formation uploaded (certificate.pdf). The customer has been emailed.',
      ),
    );
    const list = await screen.findByTestId('documents');
    expect(within(list).getByText('Articles / certificate of formation')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses an empty or too large file before sending it, and asks for a file when none is chosen', async () => {
    const uploads = onApi('adminDocumentUpload', () => ({ success: true, data: stored }));
    render(<AdminOrderDocuments orderId="o-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the file to upload.');
    choose(pdf(0));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is empty. Choose another file.');
    const big = pdf(1);
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    choose(big);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is larger than 20 MB. Choose a smaller file.');
    expect(uploads).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its own words", async () => {
    onApi('adminDocumentUpload', () =>
      apiError(
        400,
        'Only PDF, PNG and JPEG files can be uploaded, and this file is none of them (whatever its name says).',
        'unsupported_file_type',
      ),
    );
    render(<AdminOrderDocuments orderId="o-1" />);
    choose(pdf());
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only PDF, PNG and JPEG files can be uploaded, and this file is none of them (whatever its name says).',
    );
  });
});
