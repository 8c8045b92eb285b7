import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { businessChoicesQuery, renewalQuery } from '../api/renewal';
import type { CheckoutFormState } from '../hooks/use-checkout-form';

/**
 * A filing for a business the customer already has: choosing it fills the step in from its record
 * (name, type, state, address, USDOT number), and the order joins that business.
 */
export function ExistingBusinessPicker({ checkout, slug }: { checkout: CheckoutFormState; slug: string }) {
  const client = useQueryClient();
  const businesses = useQuery(businessChoicesQuery());
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  if (!businesses.data?.length) return null;

  const choose = async (id: string) => {
    setChosen(id);
    setError('');
    if (!id) return;
    try {
      checkout.prefill(await client.fetchQuery(renewalQuery(id, slug)));
    } catch (err) {
      setError(errorMessage(err, 'We could not fill in that business. Please type its details.'));
    }
  };

  return (
    <SelectField
      label="Fill in from one of your businesses"
      placeholder="A new business"
      optional
      options={businesses.data.map((b) => ({
        value: b.id,
        label: b.usdotNumber && b.kind === 'carrier' ? `${b.name} (USDOT ${b.usdotNumber})` : b.name,
      }))}
      value={chosen}
      onChange={(e) => void choose(e.target.value)}
      error={error || null}
    />
  );
}
