import {
  ADD_ON_KEYS,
  ADD_ONS,
  BUSINESS_OVERVIEW_SLUGS,
  BUSINESS_SERVICE_SLUGS,
  FILINGS_INCLUDED_IN_PACKAGES,
  governmentFeesFor,
  TRUCKING_SERVICE_SLUGS,
} from '@filebridge/contracts';
import { CATALOG, HOME_SERVICE_SLUG, OVERVIEW_SLUGS, type ServiceSeed } from './catalog.data';

const TRUCKING_LANDING = ['trucking-authority'];
const ALL_SLUGS = [...BUSINESS_SERVICE_SLUGS, ...BUSINESS_OVERVIEW_SLUGS, ...TRUCKING_SERVICE_SLUGS, ...TRUCKING_LANDING];
const PAGES_WITHOUT_PACKAGES = [...BUSINESS_OVERVIEW_SLUGS, ...TRUCKING_LANDING];

const bySlug = (slug: string): ServiceSeed => {
  const s = CATALOG.find((x) => x.slug === slug);
  if (!s) throw new Error(`missing ${slug}`);
  return s;
};
const purchasable = CATALOG.filter((s) => !PAGES_WITHOUT_PACKAGES.includes(s.slug));
const allPackages = purchasable.flatMap((s) => s.packages.map((p) => ({ slug: s.slug, p })));

describe('catalog seed data', () => {
  it('has all 29 slugs exactly once', () => {
    expect(ALL_SLUGS).toHaveLength(29);
    const slugs = CATALOG.map((s) => s.slug);
    expect(slugs).toHaveLength(29);
    expect(new Set(slugs).size).toBe(29);
    expect([...slugs].sort()).toEqual([...ALL_SLUGS].sort());
  });

  it('puts every service in the right category', () => {
    for (const slug of [...BUSINESS_SERVICE_SLUGS, ...BUSINESS_OVERVIEW_SLUGS]) expect(bySlug(slug).category).toBe('business');
    for (const slug of [...TRUCKING_SERVICE_SLUGS, ...TRUCKING_LANDING]) expect(bySlug(slug).category).toBe('trucking');
  });

  it('gives overview and landing pages no packages, and every other service 1–3', () => {
    expect([...OVERVIEW_SLUGS].sort()).toEqual([...PAGES_WITHOUT_PACKAGES].sort());
    for (const slug of PAGES_WITHOUT_PACKAGES) expect(bySlug(slug).packages).toEqual([]);
    expect(purchasable).toHaveLength(25);
    for (const s of purchasable) {
      expect(s.packages.length).toBeGreaterThanOrEqual(1);
      expect(s.packages.length).toBeLessThanOrEqual(3);
    }
  });

  it('has names, summaries and short menu descriptions', () => {
    for (const s of CATALOG) {
      expect(s.name.trim()).not.toBe('');
      expect(s.summary.trim()).not.toBe('');
      expect(s.menuDescription.trim()).not.toBe('');
      expect(s.menuDescription.length).toBeLessThanOrEqual(60);
    }
  });

  it('prices every package in positive integer cents', () => {
    for (const { p } of allPackages) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThan(0);
    }
  });

  it('keeps package keys unique within each service', () => {
    for (const s of purchasable) {
      const keys = s.packages.map((p) => p.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const k of keys) expect(k).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('marks at most one package popular per service, with badge text only when popular', () => {
    for (const s of purchasable) {
      expect(s.packages.filter((p) => p.popular).length).toBeLessThanOrEqual(1);
      for (const p of s.packages) {
        if (p.popular) expect(p.whyPopular.trim()).not.toBe('');
        else expect(p.whyPopular).toBe('');
      }
    }
  });

  it('compares three LLC packages on the home page with the middle one popular', () => {
    expect(HOME_SERVICE_SLUG).toBe('llc-formation');
    const llc = bySlug(HOME_SERVICE_SLUG);
    expect(llc.packages).toHaveLength(3);
    expect(llc.packages.map((p) => p.popular)).toEqual([false, true, false]);
    const prices = llc.packages.map((p) => p.priceCents);
    expect(prices[0]!).toBeLessThan(prices[1]!);
    expect(prices[1]!).toBeLessThan(prices[2]!);
  });

  it('fills every package field, with 4–9 benefits', () => {
    for (const { p } of allPackages) {
      expect(p.title.trim()).not.toBe('');
      expect(p.description.trim()).not.toBe('');
      expect(p.buttonText.trim()).not.toBe('');
      expect(typeof p.pricePlus).toBe('string');
      expect(p.benefitList.length).toBeGreaterThanOrEqual(4);
      expect(p.benefitList.length).toBeLessThanOrEqual(9);
      for (const b of p.benefitList) expect(b.trim()).not.toBe('');
    }
  });

  it('names the previous package as the one each higher package includes', () => {
    for (const s of purchasable) {
      s.packages.forEach((p, i) => {
        expect(p.packageInclude).toBe(i === 0 ? '' : s.packages[i - 1]!.title);
      });
    }
  });

  it('says what is extra wherever a government fee is passed through at cost', () => {
    const sampleInputs = { state: 'TX', fleetSize: 1 };
    for (const s of purchasable) {
      if (governmentFeesFor(s.slug, sampleInputs).length === 0) continue;
      for (const p of s.packages) expect(p.pricePlus).toMatch(/^\+ /);
    }
    expect(bySlug('llc-formation').packages.every((p) => p.pricePlus === '+ state fee')).toBe(true);
    expect(bySlug('ucr-2025').packages[0]!.pricePlus).toBe('+ UCR fee by fleet size');
    for (const slug of ['interstate-authority-packages', 'broker-authority-package', 'expedited-authority-certification']) {
      for (const p of bySlug(slug).packages) expect(p.pricePlus).toBe('+ $300 FMCSA fee');
    }
    for (const p of bySlug('trademark-registration').packages) expect(p.pricePlus).toContain('USPTO fee');
    for (const slug of ['registered-agent', 'drug-alcohol-consortium', 'trademark-monitoring']) {
      for (const p of bySlug(slug).packages) expect(p.pricePlus).toBe('/year');
    }
  });

  it('charges the same as the checkout add-ons for the same service', () => {
    expect(bySlug('registered-agent').packages.map((p) => p.priceCents)).toEqual([ADD_ONS.registeredAgent.cents]);
    expect(bySlug('ein-registration').packages.map((p) => p.priceCents)).toEqual([ADD_ONS.ein.cents]);
  });

  it('carries the 2025 labels on the trucking products', () => {
    expect(bySlug('ucr-2025').name).toContain('2025');
    expect(bySlug('new-mexico-wd2025').name).toContain('2025');
    expect(bySlug('new-york-hut25').name).toContain('25th Series');
  });

  it('never markets BOIR as required for US-formed companies', () => {
    const boir = bySlug('boir');
    const text = JSON.stringify(boir).toLowerCase();
    expect(text).toContain('foreign');
    expect(text).toMatch(/formed in the us/);
    expect(text).not.toMatch(/penalt|fine|required for (all|every|us)/);
  });

  it('quotes no unconfirmed or superseded government figure', () => {
    const text = JSON.stringify(CATALOG);
    // NY HUT $1.50 (2016, may have changed), NM permit $97 (doubted), TEAS Plus $250 (retired),
    // pre-2025 opposition fee $300 per class, superseded 2014 copyright fees ($35/$55/$85).
    const banned = [/\$1\.50/, /\$97(?!\d)/, /\$250 per class/, /\$300 per class/, /\$35(?![\d,])/, /\$55(?![\d,])/, /\$85(?![\d,])/];
    const hits = banned.filter((re) => re.test(text)).map(String);
    expect(hits).toEqual([]);
    // The FMCSA reinstatement fee is flagged as unconfirmed: never stated as certain.
    expect(bySlug('authority-reinstatement').packages[0]!.pricePlus).toContain('about $80');
  });

  it('states the add-ons each service offers and each package includes as data, each known and listed once in checkout order', () => {
    for (const s of CATALOG) {
      expect(s.offeredAddOns).toEqual(ADD_ON_KEYS.filter((k) => s.offeredAddOns.includes(k)));
      for (const p of s.packages) expect(p.includedAddOns).toEqual(ADD_ON_KEYS.filter((k) => p.includedAddOns.includes(k)));
    }
    for (const slug of PAGES_WITHOUT_PACKAGES) expect(bySlug(slug).offeredAddOns).toEqual([]);
  });

  it('offers the state registered agent only with business services', () => {
    for (const s of purchasable) {
      expect(s.offeredAddOns).toEqual(
        s.category === 'trucking' ? ['expeditedProcessing', 'ein'] : ['expeditedProcessing', 'registeredAgent', 'ein'],
      );
    }
  });

  it('includes in each package what the lower package it names includes, and only add-ons its service offers', () => {
    for (const s of purchasable) {
      s.packages.forEach((p, i) => {
        for (const k of p.includedAddOns) expect(s.offeredAddOns).toContain(k);
        if (i > 0) for (const k of s.packages[i - 1]!.includedAddOns) expect(p.includedAddOns).toContain(k);
      });
    }
  });

  it('includes the add-ons the packages sell as part of them', () => {
    const included = (slug: string) => bySlug(slug).packages.map((p) => [p.key, p.includedAddOns]);
    expect(included('llc-formation')).toEqual([
      ['basic', []],
      ['standard', ['ein']],
      ['premium', ['expeditedProcessing', 'registeredAgent', 'ein']],
    ]);
    expect(included('corporation')).toEqual(included('llc-formation'));
    expect(included('nonprofit')).toEqual([
      ['basic', []],
      ['standard', ['ein']],
    ]);
    expect(included('registered-agent')).toEqual([['annual', ['registeredAgent']]]);
    expect(included('ein-registration')).toEqual([['standard', ['ein']]]);
    expect(included('interstate-authority-packages')).toEqual([
      ['basic', []],
      ['standard', []],
      ['premium', ['expeditedProcessing']],
    ]);
    expect(included('expedited-authority-certification')).toEqual([['expedited', ['expeditedProcessing']]]);
    const others = purchasable.filter(
      (s) =>
        ![
          'llc-formation',
          'corporation',
          'nonprofit',
          'registered-agent',
          'ein-registration',
          'interstate-authority-packages',
          'expedited-authority-certification',
        ].includes(s.slug),
    );
    for (const s of others) for (const p of s.packages) expect(p.includedAddOns).toEqual([]);
  });
});

describe('filings included in packages', () => {
  /** A package's benefits, its own and those of the package it builds on. */
  const benefitsOf = (s: ServiceSeed, title: string): string[] => {
    const p = s.packages.find((x) => x.title === title);
    if (!p) return [];
    return [...p.benefitList, ...(p.packageInclude ? benefitsOf(s, p.packageInclude) : [])];
  };

  it.each(Object.entries(FILINGS_INCLUDED_IN_PACKAGES))('lists exactly the packages whose benefits file a %s', (alone, including) => {
    const filing = bySlug(alone).packages[0]!.title.replace(/ Filing$/, '');
    const files = (s: ServiceSeed, title: string) => benefitsOf(s, title).some((b) => b.startsWith(`${filing} filed`));
    const found = Object.fromEntries(
      purchasable
        .filter((s) => s.slug !== alone)
        .map((s) => [s.slug, s.packages.filter((p) => files(s, p.title)).map((p) => p.title)] as const)
        .filter(([, titles]) => titles.length > 0),
    );
    expect(found).toEqual(including);
  });
});
