import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, onApi } from '../../test/api-server';
import { render } from '../../test/render';
import type { OrderRequest } from './api';
import { RequestCards } from './request-cards';

const request = (status: OrderRequest['status'], id = `r-${status}`): OrderRequest => ({
  id,
  kind: 'identity_verification',
  label: 'Verify your identity',
  instructions: 'Sign in to the FMCSA Motus portal with Login.gov.',
  message: 'Please verify in Motus.',
  status,
  answer: null,
  documentId: null,
  createdAt: '2026-11-02T10:00:00Z',
  answeredAt: null,
});

describe('RequestCards', () => {
  it('shows a card only for each open request', () => {
    const { container, rerender } = render(<RequestCards orderId="o-1" requests={[request('answered')]} onAnswered={() => undefined} />);
    expect(container.textContent).toBe('');
    rerender(
      <RequestCards
        orderId="o-1"
        requests={[request('open', 'a'), request('open', 'b'), request('withdrawn')]}
        onAnswered={() => undefined}
      />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByText(/Login\.gov/)).toHaveLength(2);
  });

  it('asks for an answer before sending, then sends it and says so', async () => {
    const answer = onApi('myOrderRequestAnswer', () => ({ success: true, data: { ...request('answered'), answer: 'Done' } }));
    const onAnswered = vi.fn();
    render(<RequestCards orderId="o-1" requests={[request('open')]} onAnswered={onAnswered} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Write your answer before sending it.')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Verified today.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/your answer was sent/));
    expect(answer.mock.calls.map(([call]) => [call.params, call.body])).toEqual([
      [{ id: 'o-1', requestId: 'r-open' }, { answer: 'Verified today.' }],
    ]);
    expect(onAnswered).toHaveBeenCalled();
  });

  it('refuses an attached file the vault would refuse before sending anything', () => {
    const answer = onApi('myOrderRequestAnswer', () => ({ success: true, data: request('answered') }));
    const upload = onApi('myDocumentUpload', () => apiError(500, 'not expected'));
    render(<RequestCards orderId="o-1" requests={[request('open')]} onAnswered={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Here it is.' } });
    fireEvent.change(screen.getByLabelText(/^Attach a file/), {
      target: { files: [new File([], 'empty.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('This file is empty. Choose another file.')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the answer is refused', async () => {
    onApi('myOrderRequestAnswer', () => apiError(409, 'This request was already answered.'));
    render(<RequestCards orderId="o-1" requests={[request('open')]} onAnswered={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('This request was already answered.')).toBeInTheDocument();
  });
});
