import {
  ROLE_PERMISSIONS,
  type AdminProfile,
  type MyIntake,
  type PackageDto,
  type ServiceDto,
  type StaffRole,
} from '@filebridge/contracts';

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

/** A signed-in staff member as the sign-in answers it: the role's permissions, the second factor on. */
export function makeStaff(role: StaffRole = 'owner', overrides: Partial<AdminProfile> = {}): AdminProfile {
  return {
    id: 'a-1',
    email: `${role}@filebridge.test`,
    firstName: 'Grace',
    lastName: 'Hopper',
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
    secondFactorEnabled: true,
    ...overrides,
  };
}

/** An LLC's filing details as the customer's intake call answers them, still waiting to be filled. */
export function makeIntake(overrides: Partial<MyIntake> = {}): MyIntake {
  return {
    orderId: 'o-1',
    orderNumber: 'FB-100042',
    serviceName: 'LLC Formation',
    family: 'formation',
    variant: 'llc',
    title: 'Your LLC',
    state: 'Texas',
    ourAgent: true,
    phase: 'details_needed',
    fields: [],
    values: {},
    masked: {},
    submittedAt: null,
    updatedAt: null,
    prefill: null,
    ...overrides,
  };
}
