/**
 * Which checkout add-ons (spec §9: expedited $50, registered agent 1 year $249, EIN $79) a package
 * can take. The catalog has no structured "includes" field, so this reads the package text.
 *
 * Rule (best effort, documented in the feature README):
 * - A package's benefits are its own `benefitList` plus those of every lower package it names in
 *   `packageInclude` ("Everything in Standard, plus…"), followed down the chain.
 * - An add-on is INCLUDED when the package title, or one of those benefits, says we provide it:
 *   registered agent → "registered agent" in the title or a benefit starting "Registered agent
 *   service"; EIN → the word "EIN" in the title or a benefit with "EIN" that is not an upsell;
 *   expedited → "expedited" in the title or a benefit starting "Expedited".
 *   Benefit lines that only offer the add-on ("… or add ours at checkout ($249/year)", "renewing
 *   ($249/year) is your choice") are ignored: they mention it without including it.
 * - The service itself counts: the Registered Agent service includes a registered agent, EIN
 *   Registration includes an EIN.
 * - An included add-on is shown ticked and disabled with "Included in your package"; it is never
 *   charged twice. Registered agent is not offered with trucking services (a state registered
 *   agent is not the BOC-3 process agent a carrier needs).
 */
import type { AddOnKey, AddOnSelection, PackageDto, ServiceDto } from '@filebridge/contracts';

const UPSELL = /(at checkout|or add|\$\d|your choice|optional)/i;

function benefitsWithIncluded(service: ServiceDto, pkg: PackageDto): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  let current: PackageDto | undefined = pkg;
  while (current && !seen.has(current.title)) {
    seen.add(current.title);
    lines.push(...(current.benefitList ?? []));
    const lower: string = current.packageInclude?.trim() ?? '';
    current = lower ? service.packages.find((p) => p.title.toLowerCase() === lower.toLowerCase()) : undefined;
  }
  return lines;
}

export function includedAddOns(service: ServiceDto, pkg: PackageDto): AddOnSelection {
  const title = pkg.title;
  const benefits = benefitsWithIncluded(service, pkg).filter((b) => !UPSELL.test(b));
  return {
    registeredAgent:
      service.slug === 'registered-agent' ||
      /registered agent/i.test(title) ||
      benefits.some((b) => /^\s*registered agent service/i.test(b)),
    ein: service.slug === 'ein-registration' || /\bEIN\b/.test(title) || benefits.some((b) => /\bEIN\b/.test(b)),
    expeditedProcessing:
      /expedited/i.test(title) || service.slug === 'expedited-authority-certification' || benefits.some((b) => /^\s*expedited/i.test(b)),
  };
}

/** Add-ons offered at all for this service (before looking at what the package includes). */
export function offeredAddOns(service: ServiceDto): AddOnKey[] {
  return service.category === 'trucking' ? ['expeditedProcessing', 'ein'] : ['expeditedProcessing', 'registeredAgent', 'ein'];
}

/** The add-ons that will actually be charged: chosen, offered and not already included. */
export function chargeableAddOns(service: ServiceDto, pkg: PackageDto, chosen: AddOnSelection): AddOnSelection {
  const included = includedAddOns(service, pkg);
  const offered = new Set(offeredAddOns(service));
  return {
    expeditedProcessing: chosen.expeditedProcessing && offered.has('expeditedProcessing') && !included.expeditedProcessing,
    registeredAgent: chosen.registeredAgent && offered.has('registeredAgent') && !included.registeredAgent,
    ein: chosen.ein && offered.has('ein') && !included.ein,
  };
}

export const ADD_ON_HELP: Record<AddOnKey, string> = {
  expeditedProcessing: 'Your order goes to the front of our filing queue. Government processing times stay the same.',
  registeredAgent: 'We receive legal papers and state mail for your business at a physical address in your state, for one year.',
  ein: 'We get your Employer Identification Number from the IRS for you (the IRS charges nothing for an EIN).',
};
