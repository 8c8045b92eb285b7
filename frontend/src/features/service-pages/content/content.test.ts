import { BUSINESS_SERVICE_SLUGS, TRUCKING_SERVICE_SLUGS, UCR_YEARS } from '@filebridge/contracts';
import { describe, expect, it } from 'vitest';
import { findServicePage, OVERVIEW_FOR_SERVICE, OVERVIEW_PAGES, SERVICE_PAGES, loadTruckingLanding } from './index';
import { STATE_FEE_TABLE_BY_SLUG } from './state-fee-tables';
import type { OverviewPageContent, ServicePageContent } from './types';

const businessModules = import.meta.glob<{ default: ServicePageContent }>('./business/*.ts', { eager: true });
const truckingModules = import.meta.glob<{ default: ServicePageContent }>('./trucking/*.ts', { eager: true });
const overviewModules = import.meta.glob<{ default: OverviewPageContent }>('./overview/*.ts', { eager: true });

const fileSlug = (path: string) => path.replace(/^.*\/([^/]+)\.ts$/, '$1');

/** Every dollar figure the copy may quote: each is a checked government figure. */
const CHECKED_FIGURES = new Set([
  '$0',
  '$0.0285',
  '$1.25',
  '$1.50',
  '$10',
  '$20',
  '$25',
  '$35',
  '$45',
  '$46',
  '$50',
  '$55',
  '$60',
  '$65',
  '$80',
  '$85',
  '$100',
  '$125',
  '$138',
  '$150',
  '$200',
  '$276',
  '$300',
  '$350',
  '$400',
  '$500',
  '$800',
  '$963',
  '$4,592',
  '$44,836',
  '$75,000',
  '$750,000',
  // The UCR fees of every registration year, from the checked UCR data.
  ...UCR_YEARS.flatMap((y) => y.brackets.map((b) => `$${b.feeUsd.toLocaleString('en-US')}`)),
]);

async function loadAllServices() {
  return Promise.all(SERVICE_PAGES.map(async (entry) => ({ entry, content: (await entry.load()).default })));
}

function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

describe('service page content', () => {
  it('has one module per spec page, in the folder of its category', () => {
    expect(Object.keys(businessModules).map(fileSlug).sort()).toEqual([...BUSINESS_SERVICE_SLUGS].sort());
    expect(Object.keys(truckingModules).map(fileSlug).sort()).toEqual([...TRUCKING_SERVICE_SLUGS].sort());
    for (const [path, mod] of Object.entries(businessModules)) {
      expect(mod.default.category, path).toBe('business');
      expect(mod.default.slug, path).toBe(fileSlug(path));
    }
    for (const [path, mod] of Object.entries(truckingModules)) {
      expect(mod.default.category, path).toBe('trucking');
      expect(mod.default.slug, path).toBe(fileSlug(path));
    }
  });

  it('registers every module under its own slug and category', async () => {
    expect(SERVICE_PAGES).toHaveLength(BUSINESS_SERVICE_SLUGS.length + TRUCKING_SERVICE_SLUGS.length);
    for (const { entry, content } of await loadAllServices()) {
      expect(content.slug).toBe(entry.slug);
      expect(content.category).toBe(entry.category);
    }
  });

  it('gives every page, overview and landing a unique title and meta description', async () => {
    const services = (await loadAllServices()).map(({ content }) => content);
    const overviews = Object.values(overviewModules).map((m) => m.default);
    const landing = (await loadTruckingLanding()).default;
    const pages = [...services, ...overviews, landing];
    const titles = pages.map((p) => p.title);
    const descriptions = pages.map((p) => p.metaDescription);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const page of pages) {
      expect(page.title.length, page.title).toBeLessThanOrEqual(65);
      expect(page.metaDescription.length, page.title).toBeGreaterThanOrEqual(100);
      expect(page.metaDescription.length, page.title).toBeLessThanOrEqual(160);
    }
  });

  it('gives every service page a complete set of sections', async () => {
    for (const { content } of await loadAllServices()) {
      const where = content.slug;
      expect(content.faq.length, where).toBeGreaterThanOrEqual(4);
      expect(new Set(content.faq.map((f) => f.question)).size, where).toBe(content.faq.length);
      expect(content.hero.heading && content.hero.lead && content.hero.eyebrow, where).toBeTruthy();
      expect(content.whoNeedsIt.length, where).toBeGreaterThanOrEqual(2);
      expect(content.whatsIncluded.length, where).toBeGreaterThanOrEqual(3);
      expect(content.howItWorks.length, where).toBeGreaterThanOrEqual(3);
      expect(content.governmentFees.length, where).toBeGreaterThanOrEqual(1);
      expect(content.hasPackages, where).toBe(true);
      // Timelines are stated as typical, never as promises.
      expect(
        allText(content.howItWorks).some((t) => /typically/i.test(t)),
        where,
      ).toBe(true);
    }
  });

  it('links only to related pages that exist, never to itself', async () => {
    for (const { content } of await loadAllServices()) {
      expect(content.related.length, content.slug).toBeGreaterThanOrEqual(2);
      for (const slug of content.related) {
        expect(findServicePage(slug), `${content.slug} → ${slug}`).toBeDefined();
        expect(slug).not.toBe(content.slug);
      }
    }
  });

  it('quotes only dollar figures that come from the checked government facts (never our own prices)', async () => {
    const overviews = Object.values(overviewModules).map((m) => m.default);
    const landing = (await loadTruckingLanding()).default;
    const texts = [...(await loadAllServices()).map(({ content }) => content), ...overviews, landing].flatMap(allText);
    const figures = texts.flatMap((t) => t.match(/\$\d[\d,]*(\.\d+)?/g) ?? []).map((f) => f.replace(/,$/, ''));
    const unknown = figures.filter((f) => !CHECKED_FIGURES.has(f));
    expect(unknown).toEqual([]);
  });

  it('words every flagged (estimate) fee as an estimate', async () => {
    for (const { content } of await loadAllServices()) {
      for (const fee of content.governmentFees.filter((f) => f.estimate)) {
        expect(`${fee.amount} ${fee.note ?? ''}`, `${content.slug}: ${fee.label}`).toMatch(
          /about|as of|confirm|varies|estimate|could not/i,
        );
      }
    }
  });

  it('shows the FMCSA reinstatement fee and other unconfirmed figures as estimates', async () => {
    const reinstatement = (await findServicePage('authority-reinstatement')!.load()).default;
    const fee = reinstatement.governmentFees.find((f) => f.amount.includes('$80'));
    expect(fee?.estimate).toBe(true);
    expect(fee?.amount).toMatch(/about/i);
  });

  it('does not tell US-formed companies they must file a BOI report', async () => {
    const boir = (await findServicePage('boir')!.load()).default;
    const text = allText(boir).join(' ');
    expect(text).toMatch(/formed in the (US|United States)[^.]*exempt/i);
    expect(text).not.toMatch(/all (US )?(LLCs|companies) must file/i);
  });

  it('says the EIN and the MCS-150 update are free from the government', async () => {
    const ein = (await findServicePage('ein-registration')!.load()).default;
    const mcs = (await findServicePage('biennial-mcs150-update')!.load()).default;
    expect(ein.governmentFees[0]!.amount).toMatch(/\$0/);
    expect(mcs.governmentFees[0]!.amount).toMatch(/\$0/);
  });

  it('shows the state fee table with the dataset credit only on state-fee pages that exist', () => {
    for (const slug of Object.keys(STATE_FEE_TABLE_BY_SLUG)) expect(findServicePage(slug)).toBeDefined();
    expect(STATE_FEE_TABLE_BY_SLUG['llc-formation']).toBe('formation');
  });
});

describe('overview and landing content', () => {
  it('has the three overview pages, each grouping existing business services', () => {
    expect(Object.keys(overviewModules).map(fileSlug).sort()).toEqual(OVERVIEW_PAGES.map((p) => p.slug).sort());
    for (const mod of Object.values(overviewModules)) {
      const page = mod.default;
      expect(page.faq.length, page.slug).toBeGreaterThanOrEqual(4);
      expect(page.groups.length, page.slug).toBeGreaterThanOrEqual(3);
      for (const group of page.groups) {
        const entry = findServicePage(group.slug);
        expect(entry?.category, `${page.slug} → ${group.slug}`).toBe('business');
        expect(group.name).toBe(entry?.name);
      }
    }
  });

  it('puts every business service on the overview page its breadcrumb points to', () => {
    for (const entry of SERVICE_PAGES.filter((e) => e.category === 'business')) {
      const overviewSlug = OVERVIEW_FOR_SERVICE[entry.slug];
      expect(overviewSlug, entry.slug).toBeDefined();
      const overview = overviewModules[`./overview/${overviewSlug}.ts`]!.default;
      expect(
        overview.groups.map((g) => g.slug),
        entry.slug,
      ).toContain(entry.slug);
    }
  });

  it('lists every trucking service exactly once on the trucking landing page', async () => {
    const landing = (await loadTruckingLanding()).default;
    const listed = landing.groups.flatMap((g) => g.slugs);
    expect([...listed].sort()).toEqual([...TRUCKING_SERVICE_SLUGS].sort());
    expect(landing.faq.length).toBeGreaterThanOrEqual(4);
  });
});
