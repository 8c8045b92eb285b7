import type { PackageDto, ServiceDto } from '@filebridge/contracts';

let seq = 0;

export function makePackage(overrides: Partial<PackageDto> = {}): PackageDto {
  seq += 1;
  const id = overrides.id ?? `pkg-${seq}`;
  return {
    id,
    _id: id,
    title: `Package ${seq}`,
    price: 49,
    pricePlus: '+ state fee',
    description: 'What this package is for.',
    popular: false,
    whyPopular: '',
    packageInclude: '',
    benefitList: ['Name availability check', 'Articles filed with the state'],
    buttonText: 'Get Started',
    includedAddOns: [],
    ...overrides,
  };
}

export function makeService(overrides: Partial<ServiceDto> = {}): ServiceDto {
  return {
    id: 'svc-llc',
    _id: 'svc-llc',
    slug: 'llc-formation',
    name: 'LLC Formation',
    category: 'business',
    status: 'active',
    summary: 'Form an LLC.',
    offeredAddOns: ['expeditedProcessing', 'registeredAgent', 'ein'],
    menuDescription: 'Form an LLC.',
    packages: [makePackage()],
    ...overrides,
  };
}
