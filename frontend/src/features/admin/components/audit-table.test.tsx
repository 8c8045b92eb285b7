import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../api/admin-api';
import { AuditTable } from './audit-table';
import { render } from '../../../test/render';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'a-1',
  action: 'order.assign',
  targetType: 'order',
  targetId: 'o-1',
  targetLabel: 'FB-100001',
  details: {},
  before: null,
  after: null,
  createdAt: '2026-11-02T15:30:00.000Z',
  adminId: 's-1',
  adminEmail: 'owner@filebridge.test',
  ip: '203.0.113.9',
  ...over,
});

function table(rows: AuditEntry[], withTarget = false) {
  render(
    <MemoryRouter>
      <AuditTable rows={rows} label="Staff actions" adminId="s-1" withTarget={withTarget} />
    </MemoryRouter>,
  );
  return screen.getByRole('table');
}

describe('AuditTable', () => {
  it('names who an order was assigned from and to, and says when it was part of a bulk action', () => {
    table([
      entry({ id: 'a-1', before: { assignee: null }, after: { assignee: 'ops@filebridge.test' } }),
      entry({ id: 'a-2', details: { bulk: true }, before: { assignee: 'ops@filebridge.test' }, after: { assignee: null } }),
    ]);
    const [, taken, released] = screen.getAllByRole('row');
    expect(taken).toHaveTextContent('Assigned an order');
    expect(taken).toHaveTextContent('Assignee: Nobody → ops@filebridge.test');
    expect(released).toHaveTextContent('Assignee: ops@filebridge.test → Nobody');
    expect(released).toHaveTextContent('In a bulk action');
  });

  it('links who acted to their own actions, and shows the target only where asked', () => {
    const rows = [entry({ action: 'order.transition', details: { from: 'paid', to: 'in_progress' } })];
    const withoutTarget = table(rows);
    expect(within(withoutTarget).queryByRole('columnheader', { name: 'Target' })).not.toBeInTheDocument();
    expect(within(withoutTarget).getByRole('link', { name: 'owner@filebridge.test' })).toHaveAttribute(
      'href',
      '/admin/dashboard/s-1/audit?staffId=s-1',
    );
    withoutTarget.remove();
    const withTarget = table(rows, true);
    expect(within(withTarget).getByRole('columnheader', { name: 'Target' })).toBeInTheDocument();
    expect(within(withTarget).getByRole('link', { name: 'Order FB-100001' })).toHaveAttribute('href', '/admin/dashboard/s-1/orders/o-1');
  });
});
