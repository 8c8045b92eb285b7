/**
 * What the admin's order search looks through: the order number, the customer's email and name and
 * the business name, as one text. The trigram index is built over this very expression and a query
 * must repeat it word for word for PostgreSQL to use that index, so both take it from here.
 */
export const ORDER_SEARCH_TEXT_SQL = [
  'order_number',
  `coalesce(customer_info->>'email', '')`,
  `coalesce(customer_info->>'firstName', '')`,
  `coalesce(customer_info->>'lastName', '')`,
  `coalesce(business_info->>'name', '')`,
].join(` || ' ' || `);

/** An order number as customers and admins write it, e.g. FB-100001 or fb-100001. */
const ORDER_NUMBER = /^FB-\d+$/i;

/** The order number a search names exactly, found by its unique index instead of the text search. */
export function exactOrderNumber(search: string): string | null {
  const s = search.trim();
  return ORDER_NUMBER.test(s) ? s.toUpperCase() : null;
}

/** A LIKE pattern matching the search anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
