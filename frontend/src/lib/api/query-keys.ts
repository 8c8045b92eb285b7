/**
 * Every query key of the app, one factory per resource. A key starts with its resource, so
 * invalidating `['admin', 'orders']` refreshes every page and detail of the orders, and removing
 * `['my']` or `['admin']` forgets everything a signed-out session saw.
 */
export const queryKeys = {
  catalog: {
    all: ['catalog'] as const,
    serviceBySlug: (slug: string) => ['catalog', 'service', 'slug', slug] as const,
    serviceById: (id: string) => ['catalog', 'service', 'id', id] as const,
  },
  my: {
    all: ['my'] as const,
    orders: () => ['my', 'orders'] as const,
    order: (id: string) => ['my', 'orders', id] as const,
    compliance: () => ['my', 'compliance'] as const,
    calendarFeed: () => ['my', 'compliance', 'feed'] as const,
    reminderSettings: () => ['my', 'compliance', 'reminders'] as const,
    businesses: () => ['my', 'businesses'] as const,
    renewal: (businessId: string, slug: string) => ['my', 'businesses', businessId, 'renewal', slug] as const,
    sessions: () => ['my', 'sessions'] as const,
    email: () => ['my', 'email'] as const,
    secondFactor: () => ['my', 'second-factor'] as const,
    conversations: () => ['my', 'conversations'] as const,
    conversation: (id: string) => ['my', 'conversations', id] as const,
  },
  admin: {
    all: ['admin'] as const,
    overview: () => ['admin', 'overview'] as const,
    orders: () => ['admin', 'orders'] as const,
    orderList: (query: object) => ['admin', 'orders', 'list', query] as const,
    order: (id: string) => ['admin', 'orders', 'detail', id] as const,
    queues: () => ['admin', 'queues'] as const,
    services: () => ['admin', 'services'] as const,
    subscribers: () => ['admin', 'subscribers'] as const,
    inquiries: () => ['admin', 'inquiries'] as const,
    audit: () => ['admin', 'audit'] as const,
    conversations: () => ['admin', 'conversations'] as const,
    conversationList: (query: object) => ['admin', 'conversations', 'list', query] as const,
    conversation: (id: string) => ['admin', 'conversations', 'detail', id] as const,
    auditOf: (filter: object) => ['admin', 'audit', filter] as const,
    staff: () => ['admin', 'staff'] as const,
    me: () => ['admin', 'me'] as const,
    invite: (token: string) => ['admin', 'invite', token] as const,
  },
  /** A conversation opened by the signed link of a reply mail, by its token. */
  conversationLink: (token: string) => ['conversation-link', token] as const,
};
