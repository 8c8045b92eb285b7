/** A refund raised from the work queue: the order's money is read first, then the order screen's own refund control does the rest. */
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { fetchOrder } from '../api/admin-api';
import { formatDollars } from '../lib/format';
import { RefundControl } from './refund-control';
import { Panel } from '../../../components/admin-ui';

export function QueueRefund({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const order = useQuery({ queryKey: ['admin', 'order', orderId, 'refund'], queryFn: ({ signal }) => fetchOrder(orderId, signal) });
  const o = order.data;
  return (
    <Panel title={o ? `Refund order ${o.orderNumber}` : 'Refund'}>
      {o ? (
        o.refundable > 0 ? (
          <p>
            {formatDollars(o.refundable)} can still be refunded. <RefundControl order={o} onDone={onClose} />
          </p>
        ) : (
          <p>Nothing is left to refund on this order.</p>
        )
      ) : (
        <p>{order.error ? errorMessage(order.error, 'Could not load the order.') : 'Loading…'}</p>
      )}
      <Button size="sm" variant="ghost" onClick={onClose}>
        Close
      </Button>
    </Panel>
  );
}
