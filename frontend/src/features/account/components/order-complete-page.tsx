import { CHARGED_ORDER_STATUSES, type Receipt, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@filebridge/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LinkButton } from '../../../components/button';
import { Container } from '../../../components/container';
import { AlertIcon, CheckCircleIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { errorMessage, isApiError } from '../../../lib/api';
import { loadReceipt, saveReceipt } from '../../../lib/receipt-storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessionStore } from '../../../stores/session-store';
import { myOrderQuery } from '../api/account';
import { receiptFromOrder } from '../lib/receipt';
import { ReceiptView } from './receipt-view';
import { cx } from '../../../lib/cx';
import surface from '../../../components/surface.module.css';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

type View =
  | { kind: 'receipt'; receipt: Receipt }
  | { kind: 'loading' }
  | { kind: 'unpaid' }
  | { kind: 'missing'; reason: 'signed-out' | 'not-found' | 'error'; message?: string };

function receiptFromState(state: unknown, orderId: string): Receipt | null {
  const receipt = (state as { receipt?: Receipt } | null)?.receipt;
  return receipt && receipt.orderId === orderId && Number.isInteger(receipt.totalCents) ? receipt : null;
}

/**
 * Order complete (no guard): the receipt passed by checkout in the router state, else the
 * copy checkout left in sessionStorage (so a reload still shows it), else — when signed in — the
 * order read from the API; otherwise a friendly message with a link to log in.
 */
export function OrderCompletePage() {
  usePageTitle('Order Complete | Filebridge', 'Your Filebridge order and receipt.');
  const params = useParams();
  const orderId = (params['*'] ?? '').split('/')[0] ?? '';
  const location = useLocation();
  const user = useSessionStore((s) => s.user);
  const [stored] = useState(() => receiptFromState(location.state, orderId) ?? loadReceipt(orderId));
  const order = useQuery({ ...myOrderQuery(orderId), enabled: !stored && orderId !== '' && user !== null });
  const fetched = useMemo(
    () => (order.data && CHARGED_ORDER_STATUSES.includes(order.data.status) ? receiptFromOrder(order.data) : null),
    [order.data],
  );

  // A receipt read from the API is kept for this tab too, so a reload shows it without asking again.
  useEffect(() => {
    if (fetched) saveReceipt(fetched);
  }, [fetched]);

  const view: View = stored
    ? { kind: 'receipt', receipt: stored }
    : fetched
      ? { kind: 'receipt', receipt: fetched }
      : order.data
        ? { kind: 'unpaid' }
        : !orderId
          ? { kind: 'missing', reason: 'not-found' }
          : !user
            ? { kind: 'missing', reason: 'signed-out' }
            : order.isError
              ? {
                  kind: 'missing',
                  reason: isApiError(order.error) && (order.error.status === 404 || order.error.status === 401) ? 'not-found' : 'error',
                  message: errorMessage(order.error),
                }
              : { kind: 'loading' };

  const accountHref = user ? `/my/account/${user.id}` : '/my/login';
  const loginHref = `/my/login?redirect=${encodeURIComponent(location.pathname)}`;

  return (
    <div className={page.page}>
      <Container>
        <div className={styles.narrow}>
          <h1 className={page.pageTitle} data-print="hide">
            Order Complete
          </h1>
          {view.kind === 'loading' ? (
            <div className={cx(surface.state, surface.card, surface.stateCard)} role="status">
              <Spinner size="lg" />
              <p>Loading your receipt…</p>
            </div>
          ) : null}

          {view.kind === 'receipt' ? (
            <>
              <section className={styles.success} data-print="hide" aria-labelledby="order-complete-thanks">
                <CheckCircleIcon size={40} className={styles.successIcon} />
                <div>
                  <h2 id="order-complete-thanks" className={styles.successTitle}>
                    Thank you{user?.firstName ? `, ${user.firstName}` : ''}! Your payment went through.
                  </h2>
                  <p>
                    Order <strong>{view.receipt.orderNumber}</strong> is with our filing team. We emailed your receipt to{' '}
                    <strong>{view.receipt.customer.email}</strong>.
                  </p>
                </div>
              </section>
              <section className={styles.nextSteps} data-print="hide" aria-labelledby="order-complete-next">
                <h2 id="order-complete-next" className={page.sectionTitle}>
                  What happens next
                </h2>
                <ol>
                  <li>
                    Our team checks your details and prepares the filing. If anything is unclear, we call or email you before we file.
                  </li>
                  <li>We file with the government office and pay its fee at cost, exactly as shown on your receipt.</li>
                  <li>Follow every step in your dashboard, where the order timeline updates live, and by email.</li>
                </ol>
                <div className={styles.buttonRow}>
                  {user ? (
                    <LinkButton to={`/my/account/${user.id}/orders/${view.receipt.orderId}`}>Track this order</LinkButton>
                  ) : (
                    <LinkButton to={loginHref}>Log in to track this order</LinkButton>
                  )}
                  <LinkButton to={accountHref} variant="outline">
                    Go to my dashboard
                  </LinkButton>
                </div>
              </section>
              <ReceiptView receipt={view.receipt} />
            </>
          ) : null}

          {view.kind === 'unpaid' ? (
            <div className={cx(surface.state, surface.card, surface.stateCard)}>
              <AlertIcon size={28} />
              <p className={surface.stateTitle}>This order is not paid yet</p>
              <p>There is no receipt until the payment goes through. You can see the order’s status in your dashboard.</p>
              <LinkButton to={`/my/account/${user?.id}/orders/${orderId}`}>View order status</LinkButton>
            </div>
          ) : null}

          {view.kind === 'missing' ? (
            <div className={cx(surface.state, surface.card, surface.stateCard)}>
              <AlertIcon size={28} />
              {view.reason === 'signed-out' ? (
                <>
                  <p className={surface.stateTitle}>Log in to see your receipt</p>
                  <p>Your order is safe. Log in to see the receipt and follow the order’s progress; we also emailed the receipt to you.</p>
                  <LinkButton to={loginHref}>Log in</LinkButton>
                </>
              ) : view.reason === 'not-found' ? (
                <>
                  <p className={surface.stateTitle}>We couldn’t find this order</p>
                  <p>
                    It may belong to another account. Your orders are listed in your dashboard, or call us at{' '}
                    <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>.
                  </p>
                  <LinkButton to={accountHref}>Go to my dashboard</LinkButton>
                </>
              ) : (
                <>
                  <p className={surface.stateTitle}>We couldn’t load your receipt</p>
                  <p>{view.message}</p>
                  <LinkButton to={accountHref}>Go to my dashboard</LinkButton>
                </>
              )}
            </div>
          ) : null}
        </div>
      </Container>
    </div>
  );
}
