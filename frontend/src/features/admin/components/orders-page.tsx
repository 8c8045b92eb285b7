import { FULFILMENT_PHASES, ORDER_STATUSES, ORDER_STATUS_LABELS, PHASE_LABELS, serviceFamilyOf } from '@filebridge/contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { cx } from '../../../lib/cx';
import type { OrderSort } from '@filebridge/contracts';
import { adminQueries, useResource } from '../api/queries';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatDateTime, formatDollars } from '../lib/format';
import {
  DEFAULT_ORDERS_FILTER,
  nextSort,
  ORDERS_PAGE_SIZE,
  ordersFilterToParams,
  parseOrdersFilter,
  SEARCH_MAX,
  toOrdersApiQuery,
  type OrdersFilter,
} from '../lib/orders-query';
import { StatusBadge } from '../../../components/badge';
import { OrderFollowUp } from '../../../components/order-follow-up';
import { addOnNames, ExpeditedBadge, ServiceKindBadge } from './order-facts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/resource-state';
import { ExportListButton } from './export-list-button';
import { PageHeader, Panel, TableWrap } from '../../../components/admin-ui';
import styles from '../../../components/admin-ui.module.css';
import local from './orders-page.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

const COLUMNS: { key: string; label: string; sort?: OrderSort; numeric?: boolean }[] = [
  { key: 'number', label: 'Order', sort: 'order_number' },
  { key: 'created', label: 'Created', sort: 'created_at' },
  { key: 'customer', label: 'Customer' },
  { key: 'business', label: 'Business' },
  { key: 'service', label: 'Service' },
  { key: 'flags', label: 'Flags' },
  { key: 'status', label: 'Status', sort: 'status' },
  { key: 'total', label: 'Total', sort: 'total_cents', numeric: true },
];

const SORT_OPTIONS: { value: `${OrderSort}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'total_cents:desc', label: 'Total, high to low' },
  { value: 'total_cents:asc', label: 'Total, low to high' },
  { value: 'order_number:asc', label: 'Order number, ascending' },
  { value: 'order_number:desc', label: 'Order number, descending' },
  { value: 'status:asc', label: 'Status, A to Z' },
  { value: 'status:desc', label: 'Status, Z to A' },
];

/** Orders: status filter, debounced search, sorting and paging, all kept in the URL. */
export function OrdersPage() {
  usePageTitle('Orders | Admin | Filebridge');
  const { adminId } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseOrdersFilter(params), [params]);
  const searchId = useId();
  const statusId = useId();
  const phaseId = useId();
  const sortId = useId();

  const setFilter = useCallback(
    (patch: Partial<OrdersFilter>, replace = false) => setParams(ordersFilterToParams({ ...filter, ...patch }), { replace }),
    [filter, setParams],
  );

  // The search box is typed into freely; the URL (and the request) follow once typing settles.
  const [text, setText] = useState(filter.search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const committed = useRef(filter.search);
  useEffect(() => {
    const next = settled.trim();
    if (next === filter.search) return;
    committed.current = next;
    setFilter({ search: next, page: 1 }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change in the box commits
  }, [settled]);
  useEffect(() => {
    // Back/forward or a link changed the search: show it in the box.
    if (filter.search !== committed.current) {
      committed.current = filter.search;
      setText(filter.search);
    }
  }, [filter.search]);

  const orders = useResource(adminQueries.orders(toOrdersApiQuery(filter)));
  const page = orders.data;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / (page.pageSize || ORDERS_PAGE_SIZE))) : 1;

  // A page past the end (e.g. after filtering) moves to the last page that exists.
  useEffect(() => {
    if (page && page.total > 0 && !page.totalCapped && filter.page > pageCount) setFilter({ page: pageCount }, true);
  }, [page, pageCount, filter.page, setFilter]);

  const filtered = filter.status !== '' || filter.phase !== '' || filter.search !== '';
  const clear = () => {
    committed.current = '';
    setText('');
    setParams(ordersFilterToParams({ ...DEFAULT_ORDERS_FILTER, sort: filter.sort, direction: filter.direction }));
  };
  const first = page && page.total ? (page.page - 1) * page.pageSize + 1 : 0;
  const last = page ? Math.min(page.total, first + page.items.length - 1) : 0;

  return (
    <>
      <PageHeader
        title="Orders"
        description="Find an order by its number, the customer’s email or the business name."
        actions={
          <ExportListButton
            list="orders"
            query={Object.fromEntries(
              Object.entries({ status: filter.status, phase: filter.phase, search: filter.search }).filter(([, v]) => v !== ''),
            )}
          />
        }
      />
      <Panel>
        <div className={styles.toolbar} role="search" aria-label="Filter orders">
          <div className={cx(styles.control, styles.controlGrow)}>
            <label htmlFor={searchId} className={styles.controlLabel}>
              Search
            </label>
            <input
              id={searchId}
              type="search"
              className={styles.input}
              placeholder="Order number, email or business name"
              value={text}
              maxLength={SEARCH_MAX}
              onChange={(event) => setText(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className={styles.control}>
            <label htmlFor={statusId} className={styles.controlLabel}>
              Status
            </label>
            <select
              id={statusId}
              className={styles.select}
              value={filter.status}
              onChange={(event) => setFilter({ status: event.target.value as OrdersFilter['status'], page: 1 })}
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.control}>
            <label htmlFor={phaseId} className={styles.controlLabel}>
              Filing phase
            </label>
            <select
              id={phaseId}
              className={styles.select}
              value={filter.phase}
              onChange={(event) => setFilter({ phase: event.target.value as OrdersFilter['phase'], page: 1 })}
            >
              <option value="">All phases</option>
              {FULFILMENT_PHASES.map((phase) => (
                <option key={phase} value={phase}>
                  {PHASE_LABELS[phase]}
                </option>
              ))}
            </select>
          </div>
          <div className={cx(styles.control, local.sortControl)}>
            <label htmlFor={sortId} className={styles.controlLabel}>
              Sort by
            </label>
            <select
              id={sortId}
              className={styles.select}
              value={`${filter.sort}:${filter.direction}`}
              onChange={(event) => {
                const [sort, direction] = event.target.value.split(':') as [OrderSort, OrdersFilter['direction']];
                setFilter({ sort, direction, page: 1 });
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
          <p className={styles.resultCount} aria-live="polite">
            {page
              ? page.total === 0
                ? 'No orders'
                : `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''} orders`
              : ''}
          </p>
        </div>

        {orders.error && !page ? (
          <ErrorState error={orders.error} onRetry={orders.reload} title="Could not load orders." />
        ) : !page ? (
          <LoadingState label="Loading orders…" />
        ) : page.items.length === 0 ? (
          <EmptyState title={filtered ? 'No orders match these filters.' : 'No orders yet.'}>
            {filtered ? (
              <Button variant="outline" size="sm" onClick={clear}>
                Clear filters
              </Button>
            ) : (
              <p>Orders appear here as soon as a customer checks out.</p>
            )}
          </EmptyState>
        ) : (
          <>
            {orders.error ? (
              <ErrorState error={orders.error} onRetry={orders.reload} title="Could not refresh orders; showing the last results." />
            ) : null}
            <TableWrap label="Orders" busy={orders.loading}>
              <table className={cx(styles.table, local.ordersTable)}>
                <thead>
                  <tr>
                    {COLUMNS.map((column) => {
                      const active = column.sort && filter.sort === column.sort;
                      return (
                        <th
                          key={column.key}
                          scope="col"
                          className={column.numeric ? styles.num : undefined}
                          aria-sort={active ? (filter.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                        >
                          {column.sort ? (
                            <button
                              type="button"
                              className={cx(styles.sortButton, active && styles.sortActive)}
                              onClick={() => setFilter({ ...nextSort(filter, column.sort!), page: 1 })}
                            >
                              {column.label}
                              <span className={styles.sortArrow} aria-hidden="true">
                                {active ? (filter.direction === 'asc' ? '↑' : '↓') : '↕'}
                              </span>
                              <span className="visually-hidden">, sort</span>
                            </button>
                          ) : (
                            column.label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((order) => (
                    <tr key={order.id}>
                      <td className={cx(styles.nowrap, local.primary)} data-label="Order">
                        <Link to={`/admin/dashboard/${adminId}/orders/${order.id}`} state={{ from: location.search }}>
                          {order.orderNumber}
                        </Link>
                      </td>
                      <td className={styles.nowrap} data-label="Created">
                        {formatDateTime(order.createdAt)}
                      </td>
                      <td data-label="Customer">{order.customerEmail || '—'}</td>
                      <td data-label="Business">{order.businessName || '—'}</td>
                      <td data-label="Service">
                        {order.serviceName}
                        {order.packageTitle && order.packageTitle !== order.serviceName ? (
                          <div className={styles.muted}>{order.packageTitle}</div>
                        ) : null}
                        {order.addOns.length > 0 ? <div className={styles.muted}>With {addOnNames(order.addOns)}</div> : null}
                      </td>
                      <td data-label="Flags">
                        <div className={local.flags}>
                          <ExpeditedBadge expedited={order.expedited} />
                          <ServiceKindBadge kind={serviceFamilyOf(order.serviceSlug)} />
                        </div>
                      </td>
                      <td data-label="Status">
                        <StatusBadge status={order.status} />
                        <OrderFollowUp phaseLabel={order.phaseLabel} unreadMessages={order.unreadMessages} />
                      </td>
                      <td className={styles.num} data-label="Total">
                        {formatDollars(order.total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <nav className={styles.pager} aria-label="Pages of orders">
              <span>
                Page {page.page.toLocaleString('en-US')} of {pageCount.toLocaleString('en-US')}
              </span>
              <span className={styles.pagerButtons}>
                <Button variant="outline" size="sm" disabled={filter.page <= 1} onClick={() => setFilter({ page: filter.page - 1 })}>
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filter.page >= pageCount}
                  onClick={() => setFilter({ page: filter.page + 1 })}
                >
                  Next
                </Button>
              </span>
            </nav>
          </>
        )}
      </Panel>
    </>
  );
}
