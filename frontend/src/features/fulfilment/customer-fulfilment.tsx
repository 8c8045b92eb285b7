import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/api';
import type { ApiData } from '../../lib/api';
import { customerThread } from './api';
import { MessageThread } from './message-thread';
import { PhaseTimeline } from './phase-timeline';
import { RequestCards } from './request-cards';

/** What a customer follows of their paid order: where the filing is, what the team asks of them, and the thread. */
export function CustomerFulfilment({ order }: { order: ApiData<'myOrder'> }) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: queryKeys.my.order(order.id) });
  if (!order.phase) return null;
  return (
    <>
      <PhaseTimeline steps={order.phaseTimeline} estimate={order.estimatedCompletion} />
      <RequestCards orderId={order.id} requests={order.requests} onAnswered={refresh} />
      <MessageThread
        threadKey={[...queryKeys.my.order(order.id), 'messages']}
        api={customerThread(order.id)}
        unread={order.unreadMessages}
        mine={(fromCustomer) => fromCustomer}
      />
    </>
  );
}
