import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffCan } from '../../../stores/admin-store';
import type { AdminOrderDetail } from '../api/admin-api';

type OrderMail = AdminOrderDetail['mails'][number];
import { adminQueries, useResource } from '../api/queries';
import { formatDateTime, formatDollars, humanizeKey, statusLabel } from '../lib/format';
import { moneyEvents, RefundControl } from './refund-control';
import { TransitionControl } from './transition-control';
import { OrderWorkPanel } from './order-work-panel';
import { AddOnFacts, ExpeditedBadge, QuoteInputFacts } from './order-facts';
import { MailStatusBadge, MAY_HAVE_BEEN_SENT_HINT } from './mail-status';
import { OrderAuditPanel } from './order-audit-panel';
import { StatusBadge } from '../../../components/badge';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { Facts, PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './order-detail-page.module.css';

/**
 * What other features show inside an order on the staff screen: the app composes them in, since a
 * feature never imports another.
 */
export interface OrderDetailSlots {
  /** Below the status: the work on the filing, which reloads the order when it changes it. */
  fulfilment?: (order: AdminOrderDetail, reload: () => void) => ReactNode;
  /** Below the customer and the money: the order's files, each spaced as a section of the page. */
  files?: (order: AdminOrderDetail, sectionClassName: string) => ReactNode;
}

/** One order: who, what, money, payment, timeline, mails, and the status moves allowed now. */
export function OrderDetailPage({ orderId, slots = {} }: { orderId: string; slots?: OrderDetailSlots }) {
  const { adminId } = useParams();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  const listHref = `/admin/dashboard/${adminId}/orders${from}`;
  const order = useResource(adminQueries.order(orderId));
  const canWork = useStaffCan('orders.work');
  usePageTitle(`${order.data ? `Order ${order.data.orderNumber}` : 'Order'} | Admin | Filebridge`);

  const back = (
    <Link to={listHref} className={local.back}>
      ← All orders
    </Link>
  );

  if (!order.data) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    return (
      <>
        {back}
        <PageHeader title="Order" />
        <Panel>
          {notFound ? (
            <EmptyState title="Order not found.">
              <p>It may have been removed, or the link is wrong.</p>
            </EmptyState>
          ) : order.error ? (
            <ErrorState error={order.error} onRetry={order.reload} title="Could not load this order." />
          ) : (
            <LoadingState label="Loading the order…" />
          )}
        </Panel>
      </>
    );
  }

  const o = order.data;
  const customer = o.customerInfo;
  const billing = customer?.billingAddress;
  return (
    <>
      {back}
      <PageHeader
        title={`Order ${o.orderNumber}`}
        description={
          <>
            {o.serviceName}
            {o.packageTitle && o.packageTitle !== o.serviceName ? ` · ${o.packageTitle}` : ''} · placed {formatDateTime(o.createdAt)}
          </>
        }
        actions={
          <Button variant="outline" size="sm" onClick={order.reload} loading={order.loading} loadingText="Refreshing...">
            Refresh
          </Button>
        }
      />
      {order.error ? (
        <ErrorState error={order.error} onRetry={order.reload} title="Could not refresh; showing the last loaded order." />
      ) : null}

      <Panel title="Status" id="order-status">
        <div className={local.statusRow}>
          <div className={local.current}>
            <span className={styles.muted}>Current status</span>
            <span data-testid="order-status">
              <StatusBadge status={o.status} />
            </span>
            <ExpeditedBadge expedited={o.expedited} />
          </div>
          {canWork ? <TransitionControl order={o} onDone={order.reload} /> : null}
        </div>
      </Panel>
      {slots.fulfilment?.(o, order.reload)}

      <div className={`${styles.grid2} ${local.section}`}>
        <Panel title="Customer" id="order-customer">
          <Facts
            items={[
              ['Name', `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim()],
              ['Email', customer?.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : null],
              ['Phone', customer?.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : null],
              ['Billing address', billing ? `${billing.address}, ${billing.city}, ${billing.state} ${billing.zip}` : null],
              ['Account', o.accountEmail],
            ]}
          />
        </Panel>
        <Panel title="Business" id="order-business">
          <Facts
            items={[
              ['Name', o.businessInfo?.name],
              ['Type', o.businessInfo?.type],
              ['State', o.businessInfo?.state],
              ['Address', o.businessInfo ? `${o.businessInfo.address}, ${o.businessInfo.city} ${o.businessInfo.zip}` : null],
            ]}
          />
        </Panel>
      </div>

      <div className={`${styles.grid2} ${local.section}`}>
        <Panel title="Add-ons" id="order-add-ons">
          <AddOnFacts bought={o.additionalServices} included={o.includedAddOns} />
        </Panel>
        <Panel title="Customer’s answers" id="order-quote-inputs">
          <QuoteInputFacts inputs={o.quoteInputs} />
        </Panel>
      </div>

      <div className={`${styles.grid2} ${local.section}`}>
        <Panel title="Items" id="order-items">
          <Items order={o} />
        </Panel>
        <div className={local.stack}>
          <Panel title="Payment" id="order-payment">
            <Facts
              items={[
                ['Total', formatDollars(o.total)],
                ['Paid at', formatDateTime(o.paidAt)],
                ['Refunded', o.refunded > 0 ? formatDollars(o.refunded) : null],
                ['Payment intent', o.paymentIntentId ? <PaymentIntent id={o.paymentIntentId} /> : null],
              ]}
            />
            <div className={styles.panelActions}>
              <RefundControl order={o} onDone={order.reload} />
            </div>
          </Panel>
          <OrderWorkPanel orderId={o.id} />
          <Panel title="Timeline" id="order-timeline">
            <Timeline order={o} />
          </Panel>
        </div>
      </div>
      {slots.files?.(o, local.section)}
      <Panel title="Mails sent" id="order-mails" className={local.section}>
        <Mails mails={o.mails ?? []} />
      </Panel>
      <OrderAuditPanel orderId={o.id} adminId={adminId ?? ''} className={local.section} />
    </>
  );
}

function Items({ order }: { order: AdminOrderDetail }) {
  return (
    <TableWrap label="Order items">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className={styles.num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.description}-${i}`}>
              <td>
                {item.description}
                {item.kind && item.kind !== 'package' ? <div className={styles.muted}>{humanizeKey(item.kind)}</div> : null}
              </td>
              <td className={styles.num}>{formatDollars(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className={local.totals}>
          <tr>
            <th scope="row">Subtotal</th>
            <td className={styles.num}>{formatDollars(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row">Tax</th>
            <td className={styles.num}>{formatDollars(order.taxAmount)}</td>
          </tr>
          <tr className={local.grand}>
            <th scope="row">Total</th>
            <td className={styles.num}>{formatDollars(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </TableWrap>
  );
}

function PaymentIntent({ id }: { id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error('Could not copy to the clipboard.');
    }
  };
  return (
    <span className={local.intent}>
      <span className={styles.mono}>{id}</span>
      <Button variant="link" size="sm" onClick={copy} aria-label={`Copy payment intent id ${id}`}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </span>
  );
}

/** Status moves, refunds and disputes in the order they happened. */
function Timeline({ order }: { order: AdminOrderDetail }) {
  const entries = [
    ...order.timeline.map((event, i) => ({
      key: `${event.createdAt}-${i}`,
      at: event.createdAt,
      title: event.fromStatus ? `${statusLabel(event.fromStatus)} → ${statusLabel(event.toStatus)}` : statusLabel(event.toStatus),
      badge: null,
      meta: SOURCES[event.source] ?? humanizeKey(event.source),
      note: event.note ?? '',
    })),
    ...moneyEvents(order).map((e) => ({ ...e, meta: 'Stripe' })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (!entries.length) return <p className={styles.muted}>No events yet.</p>;
  return (
    <ol className={local.timeline} data-testid="order-timeline">
      {entries.map((entry) => (
        <li key={entry.key} className={local.event}>
          <span className={local.dot} aria-hidden="true" />
          <div>
            <p className={local.eventTitle}>
              {entry.title} {entry.badge}
            </p>
            <p className={local.eventMeta}>
              {formatDateTime(entry.at)} · {entry.meta}
            </p>
            {entry.note ? <p className={local.eventNote}>{entry.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Who moved the order (`order_events.source`). */
const SOURCES: Record<string, string> = {
  api: 'Checkout',
  webhook: 'Stripe webhook',
  worker: 'Order worker',
  admin: 'Admin',
  reconciler: 'Payment reconciler',
};

function Mails({ mails }: { mails: OrderMail[] }) {
  if (!mails.length) return <p className={styles.muted}>No mails for this order yet.</p>;
  return (
    <TableWrap label="Mails sent for this order">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Template</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.num}>
              Attempts
            </th>
            <th scope="col">Sent at</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.key}>
              <td>
                {humanizeKey(mail.template)}
                <div className={styles.muted}>{mail.recipient}</div>
              </td>
              <td>
                <MailStatusBadge status={mail.status} mayHaveBeenSent={mail.mayHaveBeenSent} />
                {mail.mayHaveBeenSent ? <div className={`${styles.muted} ${styles.small}`}>{MAY_HAVE_BEEN_SENT_HINT}</div> : null}
              </td>
              <td className={styles.num}>{mail.attempts}</td>
              <td className={styles.nowrap}>{formatDateTime(mail.sentAt)}</td>
              <td className={mail.lastError ? local.mailError : styles.muted}>{mail.lastError || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
