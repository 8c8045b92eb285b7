import { LinkButton } from '../../components/button';
import { SimplePage } from '../../components/simple-page';
import { usePageTitle } from '../../lib/use-page-title';

/** Placeholder for the order-complete screens (no guard, spec §6). */
export function OrderCompletePage() {
  usePageTitle('Order Complete | Filebridge');
  return (
    <SimplePage title="Order Complete" lead="Thank you. Your payment went through and your order is with our filing team.">
      <LinkButton to="/">Back to the home page</LinkButton>
    </SimplePage>
  );
}
