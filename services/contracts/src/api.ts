/** HTTP shapes shared by the frontend and the bff (spec §3, §7; DESIGN §5). Prices are dollars. */
import type { OrderStatus } from './order-state';

export interface ApiError {
  success: false;
  message: string;
  code: string;
  details?: unknown;
}

export interface PackageDto {
  id: string;
  _id: string;
  title: string;
  price: number;
  pricePlus: string;
  description: string;
  popular: boolean;
  whyPopular: string;
  packageInclude: string;
  benefitList: string[];
  buttonText: string;
}

export type ServiceStatus = 'active' | 'inactive';
export type ServiceCategory = 'business' | 'trucking';

export interface ServiceDto {
  id: string;
  _id: string;
  slug: string;
  name: string;
  category: ServiceCategory;
  status: ServiceStatus;
  summary: string;
  packages: PackageDto[];
}

export interface ServiceResponse {
  success: true;
  data: ServiceDto;
}

export interface StateTaxDto {
  stateName: string;
  code: string;
  rate: number;
}

export interface BusinessInfo {
  name: string;
  type: string;
  state: string;
  address: string;
  city: string;
  zip: string;
}

export interface BillingAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface CustomerInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  billingAddress: BillingAddress;
}

export interface OrderItem {
  description: string;
  amount: number;
}

export interface AdditionalServices {
  expeditedProcessing: boolean;
  registeredAgent: boolean;
  ein: boolean;
}

export interface OrderPricing {
  subtotal: number;
  taxAmount: number;
  total: number;
}

export interface OrderCreateRequest {
  serviceSlug: string;
  packageId: string;
  businessInfo: BusinessInfo;
  customerInfo: CustomerInfo;
  items: OrderItem[];
  additionalServices: AdditionalServices;
  pricing: OrderPricing;
  quoteInputs?: { fleetSize?: number };
}

export interface OrderCreateResponse {
  success: true;
  order: { _id: string; orderNumber: string };
  clientSecret: string;
}

export interface ConfirmPaymentRequest {
  orderId: string;
  paymentIntentId: string;
}

export interface QuoteDto {
  lines: { code: string; description: string; amount: number; kind: string; taxable: boolean }[];
  subtotal: number;
  taxAmount: number;
  total: number;
  taxRate: number;
  governmentFees: {
    code: string;
    description: string;
    amount: number;
    payee: string;
    source: string;
    checkedOn: string;
    estimate: boolean;
  }[];
}

export interface UserDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  profilePicture: string | null;
}

export interface AuthResponse {
  success: true;
  user: UserDto;
  token: string;
}

export interface OrderEventDto {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  source: string;
  note: string | null;
  createdAt: string;
}

export interface OrderSummaryDto {
  id: string;
  _id: string;
  orderNumber: string;
  status: OrderStatus;
  serviceSlug: string;
  serviceName: string;
  packageTitle: string;
  total: number;
  createdAt: string;
  paidAt: string | null;
}

export interface OrderDetailDto extends OrderSummaryDto {
  businessInfo: BusinessInfo;
  customerInfo: CustomerInfo;
  items: OrderItem[];
  additionalServices: AdditionalServices;
  subtotal: number;
  taxAmount: number;
  timeline: OrderEventDto[];
}
