import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { myDocumentsQuery } from '../api/documents-api';
import { DocumentList } from './document-list';
import page from '../../../components/customer-page.module.css';

/** "Your documents" on the customer's order page: what the team filed for them, to download. */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const query = useQuery(myDocumentsQuery(orderId));
  const filed = query.data?.filter((d) => !d.fromCustomer);
  return (
    <section className={page.card} data-print="hide" aria-labelledby="documents-title">
      <h3 id="documents-title" className={page.cardTitle}>
        Your documents
      </h3>
      {filed ? (
        filed.length ? (
          <DocumentList audience="customer" orderId={orderId} documents={filed} />
        ) : (
          <EmptyState title="Your documents will appear here once filed" />
        )
      ) : query.isError ? (
        <ErrorState error={query.error} title="We couldn’t load your documents." onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState label="Loading your documents…" />
      )}
    </section>
  );
}
