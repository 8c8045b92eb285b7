import type { ApiData } from '../../lib/api';
import { queryKeys } from '../../lib/api';
import { useStaffCan } from '../../stores/admin-store';
import { AdminPhaseControls, AdminRequests } from './admin-phase-controls';
import { staffThread } from './api';
import { MessageThread } from './message-thread';
import { PhaseTimeline } from './phase-timeline';
import styles from './fulfilment.module.css';

/** The staff side of a paid order's filing: its phase and moves, requests to the customer, and the thread. */
export function AdminFulfilment({ order, onChange }: { order: ApiData<'adminOrder'>; onChange: () => void }) {
  const canWork = useStaffCan('orders.work');
  const canAsk = useStaffCan('orders.requests');
  const canWrite = useStaffCan('orders.messages');
  if (!order.phase) return null;
  return (
    <div className={styles.adminGrid}>
      <section className={styles.card} aria-labelledby="admin-phase-title">
        <h3 id="admin-phase-title" className={styles.title}>
          Filing
        </h3>
        <AdminPhaseControls orderId={order.id} phase={order.phase} next={canWork ? order.nextPhases : []} onDone={onChange} />
      </section>
      <PhaseTimeline steps={order.phaseTimeline} estimate={order.estimatedCompletion} forStaff />
      <section className={styles.card} aria-labelledby="admin-requests-title">
        <h3 id="admin-requests-title" className={styles.title}>
          Requests to the customer
        </h3>
        <AdminRequests orderId={order.id} requests={order.requests} onDone={onChange} canAsk={canAsk} />
      </section>
      <MessageThread
        threadKey={[...queryKeys.admin.order(order.id), 'messages']}
        api={staffThread(order.id)}
        unread={order.unreadMessages}
        mine={(fromCustomer) => !fromCustomer}
        readOnly={!canWrite}
      />
    </div>
  );
}
