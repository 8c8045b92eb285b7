import type { RenewalDto } from '@filebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { renewalQuery } from '../api/renewal';

/**
 * A renewal link (a reminder mail's, a calendar item's) opens the checkout with `?business=<id>`:
 * the business record fills the form in once, so the renewal is a review and a payment. A checkout
 * the customer already started keeps what they typed.
 */
export function useRenewalPrefill(slug: string, hasDraft: boolean, apply: (renewal: RenewalDto) => void) {
  const [params] = useSearchParams();
  const businessId = hasDraft ? null : params.get('business');
  const renewal = useQuery({ ...renewalQuery(businessId ?? '', slug), enabled: businessId !== null, retry: false });
  const applied = useRef(false);
  useEffect(() => {
    if (!renewal.data || applied.current) return;
    applied.current = true;
    apply(renewal.data);
  }, [renewal.data, apply]);
}
