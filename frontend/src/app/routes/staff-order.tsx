import { useParams } from 'react-router-dom';
import { OrderDetailPage } from '../../features/admin/components/order-detail-page';
import { AdminOrderDocuments } from '../../features/documents/components/admin-order-documents';
import { AdminFulfilment } from '../../features/fulfilment';
import { AdminIntakePanel } from '../../features/intake/components/admin-intake-panel';

/** The staff screen of the order `:orderId`, with the work on its filing, its documents and its filing details. */
export function StaffOrder() {
  const { orderId = '' } = useParams();
  return (
    <OrderDetailPage
      key={orderId}
      orderId={orderId}
      slots={{
        fulfilment: (order, reload) => <AdminFulfilment order={order} onChange={reload} />,
        files: (order, sectionClassName) => (
          <>
            <AdminOrderDocuments orderId={order.id} className={sectionClassName} />
            <AdminIntakePanel orderId={order.id} />
          </>
        ),
      }}
    />
  );
}
