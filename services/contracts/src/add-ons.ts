import type { PackageDto, ServiceDto } from './schemas/catalog';

/**
 * The checkout add-ons, in the order they are shown and priced, in cents. `name` is how a
 * sentence refers to one; `label` is its line on the order.
 */
export const ADD_ONS = {
  expeditedProcessing: { name: 'Expedited processing', label: 'Expedited processing', cents: 5000 },
  registeredAgent: { name: 'Registered agent', label: 'Registered agent (1 year)', cents: 24_900 },
  ein: { name: 'EIN registration', label: 'EIN registration', cents: 7900 },
} as const;
export type AddOnKey = keyof typeof ADD_ONS;
export type AddOnSelection = Record<AddOnKey, boolean>;
export const ADD_ON_KEYS = Object.keys(ADD_ONS) as AddOnKey[];
export const NO_ADD_ONS: AddOnSelection = { expeditedProcessing: false, registeredAgent: false, ein: false };

export const isAddOnKey = (value: unknown): value is AddOnKey => typeof value === 'string' && Object.hasOwn(ADD_ONS, value);

/** What a service sells alongside its packages, and what a package already contains: catalog data an admin edits. */
export type AddOnOffer = Pick<ServiceDto, 'offeredAddOns'>;
export type AddOnInclusion = Pick<PackageDto, 'includedAddOns'>;

/**
 * The add-ons an order is charged for: those chosen that the service offers and the package does
 * not already include. An included add-on sent as chosen is simply not charged.
 */
export function chargeableAddOns(service: AddOnOffer, pkg: AddOnInclusion, chosen: AddOnSelection): AddOnSelection {
  const charged = { ...NO_ADD_ONS };
  for (const key of ADD_ON_KEYS) {
    charged[key] = chosen[key] === true && service.offeredAddOns.includes(key) && !pkg.includedAddOns.includes(key);
  }
  return charged;
}

/** The first chosen add-on the order cannot have: neither offered by the service nor included in the package. */
export function unavailableAddOn(service: AddOnOffer, pkg: AddOnInclusion, chosen: AddOnSelection): AddOnKey | undefined {
  return ADD_ON_KEYS.find((key) => chosen[key] === true && !service.offeredAddOns.includes(key) && !pkg.includedAddOns.includes(key));
}

export const addOnUnavailableMessage = (key: AddOnKey, serviceName: string): string =>
  `${ADD_ONS[key].name} is not available with ${serviceName}.`;

/** The add-ons a package contains without charge, as the order records them beside what was bought. */
export function includedAddOns(pkg: AddOnInclusion): AddOnSelection {
  const included = { ...NO_ADD_ONS };
  for (const key of ADD_ON_KEYS) included[key] = pkg.includedAddOns.includes(key);
  return included;
}

/** The add-ons an order has, bought or included: what the team owes the customer. */
export const addOnsOfOrder = (bought: AddOnSelection, included: AddOnSelection): AddOnKey[] =>
  ADD_ON_KEYS.filter((key) => bought[key] || included[key]);

/** Expedited orders go first in every staff list, whether the expedite was bought or came with the package. */
export const isExpedited = (bought: AddOnSelection, included: AddOnSelection): boolean =>
  bought.expeditedProcessing || included.expeditedProcessing;
