import { useParams } from 'react-router-dom';
import { OrderDetailPanel } from '../../features/account/components/order-detail';
import { OrderDocuments } from '../../features/documents/components/order-documents';
import { CustomerFulfilment } from '../../features/fulfilment';
import { IntakeCard } from '../../features/intake/components/intake-card';

/** The order `:orderId` of the account at `:userId`, with its filing details, the work on it and its documents. */
export function CustomerOrder() {
  const { orderId = '', userId = '' } = useParams();
  return (
    <OrderDetailPanel
      key={orderId}
      orderId={orderId}
      userId={userId}
      slots={{
        work: (order) => (
          <>
            <IntakeCard orderId={order.id} status={order.status} />
            <CustomerFulfilment order={order} />
          </>
        ),
        documents: (order) => <OrderDocuments orderId={order.id} />,
      }}
    />
  );
}
