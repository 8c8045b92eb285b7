import { useParams } from 'react-router-dom';
import { SimplePage } from '../../components/simple-page';
import { usePageTitle } from '../../lib/use-page-title';

/** Placeholder for checkout (the checkout issue replaces it). */
export function CheckoutPage() {
  usePageTitle('Checkout | Filebridge');
  const { serviceSlug, packageId } = useParams();
  return (
    <SimplePage title="Checkout" lead="Review your order and pay securely by card.">
      <p>
        Service: <strong>{serviceSlug}</strong> · Package: <strong>{packageId}</strong>
      </p>
    </SimplePage>
  );
}
