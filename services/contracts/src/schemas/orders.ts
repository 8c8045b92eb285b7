import { z } from 'zod';
import { ORDER_STATUSES } from '../order-state';
import { businessTypeError, carrierNumberError, streetAddressError } from '../order-rules';
import { ucrYearError } from '../trucking-tools';
import { parseUsState, usStateMessage } from '../us-states';
import { FLEET_SIZE_MAX, FLEET_SIZE_MESSAGE, QuoteInputsSchema } from '../quote-inputs';
import { AddOnKeySchema, QuoteSchema, QUOTE_LINE_KINDS } from './catalog';
import { FulfilmentPhaseSchema, OrderFulfilmentSchema } from '../fulfilment/schemas';
import { ApiErrorSchema, envelope } from './common';
import { dollars, email, personName, phone, required as requiredText, slug, text, timestamp, uuid, zip } from './fields';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Unknown status.' });

/** One of the 50 states or DC, by name or code in any case; stored by its name ("Texas"). */
const usState = (field: string) =>
  z
    .string({ error: usStateMessage(field) })
    .meta({ description: 'One of the 50 states or DC, by name or code in any case; stored by its name' })
    .refine((v) => parseUsState(v) !== undefined, usStateMessage(field))
    .transform((v) => parseUsState(v)!.name);

export const BusinessInfoSchema = z
  .object({
    name: text('Business name', 120),
    type: text('Business type', 60),
    state: usState('State'),
    address: text('Business address', 200),
    city: text('City', 80),
    zip,
  })
  .meta({ id: 'BusinessInfo' });
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;

export const BillingAddressSchema = z
  .object({
    address: text('Billing address', 200),
    city: text('Billing city', 80),
    state: usState('Billing state'),
    zip,
  })
  .meta({ id: 'BillingAddress' });
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

export const CustomerInfoSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email,
    phone,
    billingAddress: BillingAddressSchema,
  })
  .meta({ id: 'CustomerInfo' });
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

export const OrderItemSchema = z.object({ description: z.string().max(300), amount: dollars });
export type OrderItem = z.infer<typeof OrderItemSchema>;

const addOnFlag = (name: string) => z.boolean({ error: `${name} must be true or false.` });
export const AdditionalServicesSchema = z
  .object({
    expeditedProcessing: addOnFlag('expeditedProcessing'),
    registeredAgent: addOnFlag('registeredAgent'),
    ein: addOnFlag('ein'),
  })
  .meta({ id: 'AdditionalServices' });
export type AdditionalServices = z.infer<typeof AdditionalServicesSchema>;

const price = (name: string) => z.number({ error: `pricing.${name} must be a number.` }).finite(`pricing.${name} must be a number.`);
export const OrderPricingSchema = z.object({ subtotal: price('subtotal'), taxAmount: price('taxAmount'), total: price('total') });
export type OrderPricing = z.infer<typeof OrderPricingSchema>;

/** The fleet size as a person types it (power units): required, then the API's whole-number rule. */
export const FleetSizeTextSchema = z
  .string({ error: requiredText('Fleet size') })
  .trim()
  .min(1, requiredText('Fleet size'))
  .regex(/^\d+$/, FLEET_SIZE_MESSAGE)
  .refine((v) => Number(v) <= FLEET_SIZE_MAX, FLEET_SIZE_MESSAGE);

const required = (what: string) => ({ error: `${what} is required.` });

export const OrderCreateRequestSchema = z
  .object({
    serviceSlug: slug('Service not found'),
    packageId: uuid('Package not found in this service'),
    businessInfo: z.object(BusinessInfoSchema.shape, required('Business information')),
    customerInfo: z.object(CustomerInfoSchema.shape, required('Customer information')),
    items: z
      .array(OrderItemSchema)
      .max(20)
      .optional()
      .meta({ description: 'Accepted and ignored: the server prices the order itself (`quoteOrder`) and stores its own lines.' }),
    additionalServices: z.object(AdditionalServicesSchema.shape, required('additionalServices')),
    pricing: z.object(OrderPricingSchema.shape, required('pricing')).meta({
      description:
        'The total the buyer saw: an order whose `total` differs from the server’s quote answers 409 `price_changed` with that quote. ' +
        '`subtotal` and `taxAmount` are accepted and ignored.',
    }),
    quoteInputs: QuoteInputsSchema.optional(),
  })
  .superRefine((order, ctx) => {
    const rules = [
      ['businessInfo', 'type', businessTypeError(order.serviceSlug, order.businessInfo.type)],
      ['businessInfo', 'address', streetAddressError(order.serviceSlug, order.businessInfo.address)],
      ['quoteInputs', 'usdotNumber', carrierNumberError(order.serviceSlug, order.quoteInputs ?? {})],
      // Which UCR years are on sale is a matter of the day the order is placed.
      [
        'quoteInputs',
        'ucrYear',
        order.quoteInputs?.ucrYear === undefined ? undefined : (ucrYearError(order.quoteInputs.ucrYear, new Date()) ?? undefined),
      ],
    ] as const;
    for (const [part, field, message] of rules) if (message) ctx.addIssue({ code: 'custom', path: [part, field], message });
  })
  .meta({
    id: 'OrderCreateRequest',
    description:
      'A formation names the entity type it forms and a street address (no P.O. box); a UCR or BOC-3 order names the USDOT or MC number it is filed under; a UCR order names a registration year on sale that day (or is for the newest one).',
  });
export type OrderCreateRequest = z.infer<typeof OrderCreateRequestSchema>;

/** Printable ASCII, as Stripe takes its own keys: one per checkout attempt, reused on its retries. */
export const OrderCreateHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .min(1, { error: 'Idempotency-Key must not be empty.' })
    .max(255, { error: 'Idempotency-Key must be at most 255 characters.' })
    .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key must be printable ASCII without spaces.' })
    .optional()
    .meta({
      description:
        'One per checkout attempt, the same on every retry of it: a repeat answers with the order the first call made (for 24 hours). Without it, the same body from the same account within 10 minutes answers with the same order',
    }),
});

export const OrderCreateResponseSchema = z
  .object({
    success: z.literal(true),
    order: z.object({ _id: z.string(), id: z.string(), orderNumber: z.string() }),
    clientSecret: z.string(),
  })
  .meta({ id: 'OrderCreateResponse' });
export type OrderCreateResponse = z.infer<typeof OrderCreateResponseSchema>;

/** 409 when the client's total is not the server's: the quote to show instead. */
export const PriceChangedErrorSchema = ApiErrorSchema.extend({ code: z.literal('price_changed'), quote: QuoteSchema }).meta({
  id: 'PriceChangedError',
});

export const ConfirmPaymentRequestSchema = z
  .object({
    orderId: uuid('Failed to confirm payment'),
    paymentIntentId: z.string({ error: 'Failed to confirm payment' }).regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'Failed to confirm payment'),
  })
  .meta({ id: 'ConfirmPaymentRequest' });
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequestSchema>;

export const ConfirmPaymentResponseSchema = z
  .object({ success: z.literal(true), status: OrderStatusSchema })
  .meta({ id: 'ConfirmPaymentResponse' });

export const OrderEventSchema = z
  .object({
    fromStatus: OrderStatusSchema.nullable(),
    toStatus: OrderStatusSchema,
    source: z.string(),
    note: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'OrderEvent' });
export type OrderEventDto = z.infer<typeof OrderEventSchema>;

export const OrderSummarySchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    orderNumber: z.string(),
    status: OrderStatusSchema,
    serviceSlug: z.string(),
    serviceName: z.string(),
    packageTitle: z.string(),
    businessName: z.string(),
    customerEmail: z.string(),
    total: dollars,
    createdAt: timestamp,
    paidAt: timestamp.nullable(),
    /** Expedited processing bought or included: the team works these first. */
    expedited: z.boolean(),
    /** Every add-on the order has, bought or included in its package. */
    addOns: z.array(AddOnKeySchema),
    /** Where the filing is, once paid; null before its fulfilment begins. */
    phase: FulfilmentPhaseSchema.nullable(),
    phaseLabel: z.string().nullable(),
    /** Messages of the order's thread from the other side that the reader has not opened. */
    unreadMessages: z.number().int(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummaryDto = z.infer<typeof OrderSummarySchema>;

/** Orders as stored: states already read to their names. */
const StoredBusinessInfoSchema = BusinessInfoSchema.extend({ state: z.string() });
const StoredCustomerInfoSchema = CustomerInfoSchema.extend({ billingAddress: BillingAddressSchema.extend({ state: z.string() }) });

export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed', 'canceled'] as const;

/**
 * A refund of the order's charge. `requested` and `pending` are on their way; only `succeeded`
 * (Stripe's word, read back from Stripe) means the money went back, and `failed` means it did not.
 */
export const RefundSchema = z
  .object({
    id: z.string(),
    amount: dollars,
    status: z.enum(REFUND_STATUSES),
    reason: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Refund' });
export type RefundDto = z.infer<typeof RefundSchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  businessInfo: StoredBusinessInfoSchema,
  customerInfo: StoredCustomerInfoSchema,
  items: z.array(z.object({ description: z.string(), amount: dollars, kind: z.enum(QUOTE_LINE_KINDS) })),
  /** The add-ons bought and charged for. */
  additionalServices: AdditionalServicesSchema,
  /** The add-ons the package included without charge. */
  includedAddOns: AdditionalServicesSchema,
  subtotal: dollars,
  taxAmount: dollars,
  timeline: z.array(OrderEventSchema),
  /** What Stripe confirms was given back, and each refund asked for with its state. */
  refunded: dollars,
  refunds: z.array(RefundSchema),
  /** The customer may cancel it now (see customerMayCancel), for what the refund policy gives. */
  cancellable: z.boolean(),
})
  .extend(OrderFulfilmentSchema.shape)
  .meta({ id: 'OrderDetail' });
export type OrderDetailDto = z.infer<typeof OrderDetailSchema>;

export const orderPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when the matches were counted up to `total` and there are more: show it as "10,000+". */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const MyOrdersResponseSchema = envelope(orderPage(OrderSummarySchema)).meta({ id: 'MyOrders' });
export const MyOrderResponseSchema = envelope(OrderDetailSchema).meta({ id: 'MyOrder' });

export const OrderIdParamsSchema = z.object({ id: uuid('Order not found') });

/** A customer's cancellation: the refund it made, on its way to Stripe's confirmation. */
export const CancelOrderResponseSchema = envelope(RefundSchema).meta({ id: 'CancelOrderResponse' });
