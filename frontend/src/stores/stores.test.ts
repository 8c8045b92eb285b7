import type { PackageDto, ServiceDto } from '@filebridge/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, onApi } from '../test/api-server';
import { useAdminStore } from './admin-store';
import { useSelectionStore } from './selection-store';
import { useSessionStore } from './session-store';
import { useStateTaxStore } from './state-tax-store';

const user = { id: 'u-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null, profilePicture: null };

const pkg: PackageDto = {
  id: 'p-1',
  _id: 'p-1',
  title: 'Basic',
  price: 49,
  pricePlus: '+ state fee',
  description: 'd',
  popular: false,
  whyPopular: '',
  packageInclude: '',
  benefitList: ['a'],
  buttonText: 'Get Started',
  includedAddOns: [],
};
const service: ServiceDto = {
  id: 's-1',
  _id: 's-1',
  slug: 'llc-formation',
  name: 'LLC Formation',
  category: 'business',
  status: 'active',
  summary: '',
  offeredAddOns: ['expeditedProcessing', 'ein'],
  menuDescription: '',
  packages: [pkg],
};

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null });
  useAdminStore.setState({ admin: null, token: null });
  useSelectionStore.setState({ serviceData: null, packageData: null });
  useStateTaxStore.setState({ stateTaxes: [], lastFetched: null, isLoading: false, error: null });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session store', () => {
  it('persists the user under "userData" and the token under "token"', () => {
    useSessionStore.getState().setUser(user, 'jwt-1');
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user);
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });

  it('removes both keys on logout', () => {
    useSessionStore.getState().setUser(user, 'jwt-1');
    useSessionStore.getState().logout();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('marks the session an account was created in, keeps the mark across a profile update, and clears it on logout', () => {
    useSessionStore.getState().setUser(user, 'jwt-1', 'signup');
    expect(useSessionStore.getState().newAccount).toBe(true);
    expect(localStorage.getItem('newAccount')).toBe('true');
    useSessionStore.getState().setUser({ ...user, firstName: 'Augusta' });
    expect(useSessionStore.getState().newAccount).toBe(true);
    useSessionStore.getState().logout();
    expect(useSessionStore.getState().newAccount).toBe(false);
    expect(localStorage.getItem('newAccount')).toBeNull();
  });

  it('remembers, until the next sign-in, that the customer logged out themselves', () => {
    useSessionStore.getState().setUser(user, 'jwt-1', 'login');
    useSessionStore.getState().logout('signed-out');
    expect(useSessionStore.getState().signedOut).toBe(true);
    useSessionStore.getState().setUser(user, 'jwt-2', 'login');
    expect(useSessionStore.getState().signedOut).toBe(false);
    useSessionStore.getState().logout();
    expect(useSessionStore.getState().signedOut).toBe(false);
  });

  it('stores no mark for a log in', async () => {
    useSessionStore.getState().setUser(user, 'jwt-1', 'login');
    expect(localStorage.getItem('newAccount')).toBeNull();
    localStorage.setItem('newAccount', 'true');
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().newAccount).toBe(true);
  });

  it('rehydrates the user and token from storage', async () => {
    localStorage.setItem('userData', JSON.stringify(user));
    localStorage.setItem('token', 'jwt-2');
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().user).toEqual(user);
    expect(useSessionStore.getState().token).toBe('jwt-2');
  });
});

describe('admin store', () => {
  it('persists under "adminData"/"adminToken", separately from the customer', () => {
    useAdminStore.getState().setAdmin({ id: 'a-1' }, 'adm');
    expect(JSON.parse(localStorage.getItem('adminData')!)).toEqual({ id: 'a-1' });
    expect(localStorage.getItem('adminToken')).toBe('adm');
    expect(localStorage.getItem('userData')).toBeNull();
    useAdminStore.getState().logout();
    expect(localStorage.getItem('adminData')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
});

describe('selection store', () => {
  it('persists service and package together and clears them together', () => {
    useSelectionStore.getState().setSelection(service, pkg);
    const stored = JSON.parse(localStorage.getItem('selectedServicePackage')!);
    expect(stored.state).toEqual({ serviceData: service, packageData: pkg });
    useSelectionStore.getState().clearSelection();
    expect(localStorage.getItem('selectedServicePackage')).toBeNull();
    expect(useSelectionStore.getState()).toMatchObject({ serviceData: null, packageData: null });
  });
});

describe('state tax store', () => {
  const taxes = [
    { stateName: 'California', code: 'CA', rate: 0.0725 },
    { stateName: 'Texas', code: 'TX', rate: 0.0625 },
  ];

  it('goes loading (error cleared) then loaded, and persists list and lastFetched', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let answer!: () => void;
    const answered = new Promise<void>((r) => (answer = r));
    const read = onApi('stateTaxes', async () => {
      await answered;
      return { success: true, data: taxes };
    });
    useStateTaxStore.setState({ error: 'old error' });

    const pending = useStateTaxStore.getState().fetchStateTaxes();
    expect(useStateTaxStore.getState()).toMatchObject({ isLoading: true, error: null });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));

    answer();
    await pending;
    expect(useStateTaxStore.getState()).toMatchObject({
      isLoading: false,
      error: null,
      stateTaxes: taxes,
      lastFetched: '2025-03-01T12:00:00.000Z',
    });
    expect(JSON.parse(localStorage.getItem('stateTaxes')!)).toEqual(taxes);
    expect(localStorage.getItem('stateTaxesLastFetched')).toBe('2025-03-01T12:00:00.000Z');
  });

  it('stores the message and stops loading on error, keeping the previous list', async () => {
    useStateTaxStore.setState({ stateTaxes: taxes });
    onApi('stateTaxes', () => apiError(503, 'Database unavailable', 'UNAVAILABLE'));
    await useStateTaxStore.getState().fetchStateTaxes();
    expect(useStateTaxStore.getState()).toMatchObject({ isLoading: false, error: 'Database unavailable', stateTaxes: taxes });
  });

  it('clear empties the list and removes the persisted copies', async () => {
    onApi('stateTaxes', () => ({ success: true, data: taxes }));
    await useStateTaxStore.getState().fetchStateTaxes();
    expect(localStorage.getItem('stateTaxes')).not.toBeNull();
    useStateTaxStore.getState().clear();
    expect(useStateTaxStore.getState()).toMatchObject({ stateTaxes: [], lastFetched: null });
    expect(localStorage.getItem('stateTaxes')).toBeNull();
    expect(localStorage.getItem('stateTaxesLastFetched')).toBeNull();
  });

  it('looks rates up case-insensitively by state name or code', () => {
    useStateTaxStore.setState({ stateTaxes: taxes });
    const { getRate } = useStateTaxStore.getState();
    expect(getRate('california')).toBe(0.0725);
    expect(getRate('TEXAS')).toBe(0.0625);
    expect(getRate('tx')).toBe(0.0625);
    expect(getRate('Oregon')).toBe(0);
    expect(getRate(undefined)).toBe(0);
  });

  it('rehydrates the list and lastFetched from their two keys', async () => {
    localStorage.setItem('stateTaxes', JSON.stringify(taxes));
    localStorage.setItem('stateTaxesLastFetched', '2025-01-01T00:00:00.000Z');
    await useStateTaxStore.persist.rehydrate();
    expect(useStateTaxStore.getState()).toMatchObject({ stateTaxes: taxes, lastFetched: '2025-01-01T00:00:00.000Z' });
  });
});
