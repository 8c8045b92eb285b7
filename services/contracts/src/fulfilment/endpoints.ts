import type { EndpointDef } from '../endpoint-def';

/** The calls of an order's life after payment: phases, requests, messages. */
export const FULFILMENT_ENDPOINTS = {} as const satisfies Record<string, EndpointDef>;
