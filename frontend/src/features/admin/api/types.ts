/** Shapes of the admin calls (bff/API.md, admin section). Money in dollars unless a name says cents. */
import type { AdditionalServices, AddOnKey, BusinessInfo, CustomerInfo, OrderStatus, QueueName, ServiceDto } from '@filebridge/contracts';

export interface Envelope<T> {
  success: true;
  data: T;
}

export interface AdminProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface AdminLoginResponse {
  success: true;
  admin: AdminProfile;
  token: string;
}

export type OrderSort = 'created_at' | 'total_cents' | 'order_number' | 'status';
export type SortDirection = 'asc' | 'desc';

export interface AdminOrderSummary {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  serviceSlug: string;
  serviceName: string;
  packageTitle: string;
  businessName: string;
  customerEmail: string;
  total: number;
  createdAt: string;
  paidAt: string | null;
}

export interface OrderPage {
  items: AdminOrderSummary[];
  total: number;
  /** The matches were counted up to `total` and there are more: shown as "10,000+". */
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export interface OrderTimelineEntry {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  source: string;
  note: string | null;
  createdAt: string;
}

export interface OrderMail {
  key: string;
  template: string;
  recipient: string;
  status: string;
  /** Left `sending` past its lease: SMTP may have accepted it before its worker stopped. */
  mayHaveBeenSent: boolean;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

export interface AdminOrderDetail extends AdminOrderSummary {
  businessInfo: BusinessInfo;
  customerInfo: CustomerInfo;
  items: { description: string; amount: number; kind: string }[];
  additionalServices: AdditionalServices;
  subtotal: number;
  taxAmount: number;
  timeline: OrderTimelineEntry[];
  paymentIntentId: string | null;
  accountId: string;
  accountEmail: string;
  nextTransitions: OrderStatus[];
  mails: OrderMail[];
}

export interface TransitionResult {
  changed: boolean;
  from: OrderStatus | null;
  to: OrderStatus;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** What the mail log knows about the mail a failed job sends. */
export interface FailedJobMail {
  key: string;
  status: 'sending' | 'sent' | 'failed';
  mayHaveBeenSent: boolean;
}

export interface FailedJob {
  id: string;
  name: string;
  reason: string | null;
  attemptsMade: number;
  failedAt: string | null;
  data: unknown;
  /** Only on jobs that send a mail the mail log knows about. */
  mail?: FailedJobMail;
}

export interface QueueSnapshot {
  name: QueueName;
  counts: Record<QueueState, number>;
  workers: number;
  failed: FailedJob[];
  /** Per-minute counts, newest first, up to 60. */
  lastHour: { completed: number[]; failed: number[] };
}

export type AdminService = ServiceDto & { menuDescription?: string };

export interface PackagePatch {
  title?: string;
  priceCents?: number;
  pricePlus?: string;
  description?: string;
  popular?: boolean;
  benefitList?: string[];
  buttonText?: string;
  includedAddOns?: AddOnKey[];
}

export interface ServicePatch {
  status?: 'active' | 'inactive';
  name?: string;
  summary?: string;
  offeredAddOns?: AddOnKey[];
}

export interface Subscriber {
  email: string;
  status: string;
  source: string;
  createdAt: string;
}

export type InquiryKind = 'contact' | 'partner' | 'affiliate';

export interface Inquiry {
  id: string;
  kind: InquiryKind;
  name: string;
  email: string;
  details: Record<string, unknown> | null;
  createdAt: string;
}

export interface Overview {
  perDay: { day: string; orders: number; revenueCents: number }[];
  byStatus: { status: OrderStatus; count: number }[];
  medianPaidToCompletedSeconds: number | null;
}

export interface AuditEntry {
  id: string | number;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown> | null;
  createdAt: string;
  adminEmail: string;
}
