import { ADD_ON_KEYS, ADD_ONS, type AddOnKey, type AddOnSelection, type OrderQuoteInputs } from '@filebridge/contracts';
import { Badge } from '../../../components/badge';
import { Facts } from '../../../components/admin-ui';

/** The flag staff work by: expedited orders are listed first and filed first. */
export function ExpeditedBadge({ expedited }: { expedited: boolean }) {
  return expedited ? <Badge tone="warning">Expedited</Badge> : null;
}

/** Whether the order is a business filing or a trucking one: the two are worked by different people. */
export function ServiceKindBadge({ kind }: { kind: 'business' | 'trucking' }) {
  return <Badge tone={kind === 'trucking' ? 'teal' : 'info'}>{kind === 'trucking' ? 'Trucking' : 'Business'}</Badge>;
}

/** The add-ons an order has, bought or included, by name. */
export const addOnNames = (keys: readonly AddOnKey[]) => keys.map((k) => ADD_ONS[k].name).join(' · ');

/** Each add-on the service sells, and whether this order bought it, had it in its package, or has neither. */
export function AddOnFacts({ bought, included }: { bought: AddOnSelection; included: AddOnSelection }) {
  return (
    <Facts
      items={ADD_ON_KEYS.map((key) => [
        ADD_ONS[key].name,
        included[key] ? 'Included in the package' : bought[key] ? 'Bought' : 'Not ordered',
      ])}
    />
  );
}

const QUOTE_INPUT_LABELS: Record<keyof OrderQuoteInputs, string> = {
  fleetSize: 'Fleet size (power units)',
  ucrYear: 'UCR registration year',
  usdotNumber: 'USDOT number',
  mcNumber: 'MC number',
  entityType: 'Annual report for',
  trademarkClasses: 'Trademark classes',
  copyrightApplication: 'Copyright Office application',
};

/** What the customer answered to be quoted, as given; nothing when the service asks nothing. */
export function QuoteInputFacts({ inputs }: { inputs: OrderQuoteInputs }) {
  const given = (Object.keys(QUOTE_INPUT_LABELS) as (keyof OrderQuoteInputs)[]).filter((k) => inputs[k] !== undefined);
  if (given.length === 0) return <p>The customer was asked nothing beyond the business details.</p>;
  return <Facts items={given.map((k) => [QUOTE_INPUT_LABELS[k], String(inputs[k])])} />;
}
