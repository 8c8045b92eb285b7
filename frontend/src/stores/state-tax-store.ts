/**
 * State sales-tax table. `fetchStateTaxes` goes loading (error cleared) → loaded
 * (list replaced, loading off, lastFetched = now ISO, persisted) or → error (message kept, loading
 * off). `clear` empties the list and removes the persisted copies. `stateTaxes` and `lastFetched`
 * are persisted under the exact keys `stateTaxes` and `stateTaxesLastFetched`.
 */
import type { StateTaxDto } from '@filebridge/contracts';
import { findTaxRate, PERSIST_KEYS } from '@filebridge/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { callApi, errorMessage } from '../lib/api';
import { fieldStorage } from '../lib/persist-storage';

interface PersistedTaxes {
  stateTaxes: StateTaxDto[];
  lastFetched: string | null;
}

export interface StateTaxState extends PersistedTaxes {
  isLoading: boolean;
  error: string | null;
  fetchStateTaxes: () => Promise<void>;
  clear: () => void;
  /** Rate (fraction) for a state name or postal code, case-insensitive; 0 when unknown. */
  getRate: (state: string | null | undefined) => number;
}

export const useStateTaxStore = create<StateTaxState>()(
  persist(
    (set, get) => ({
      stateTaxes: [],
      lastFetched: null,
      isLoading: false,
      error: null,
      fetchStateTaxes: async () => {
        set({ isLoading: true, error: null });
        try {
          const body = await callApi('stateTaxes');
          set({ stateTaxes: body.data, isLoading: false, lastFetched: new Date().toISOString() });
        } catch (error) {
          set({ error: errorMessage(error, 'Failed to load state taxes'), isLoading: false });
        }
      },
      clear: () => {
        set({ stateTaxes: [], lastFetched: null, error: null, isLoading: false });
        useStateTaxStore.persist.clearStorage();
      },
      getRate: (state) => findTaxRate(get().stateTaxes, state),
    }),
    {
      name: PERSIST_KEYS.stateTaxes,
      storage: fieldStorage<PersistedTaxes>({
        stateTaxes: { key: PERSIST_KEYS.stateTaxes },
        lastFetched: { key: PERSIST_KEYS.stateTaxesLastFetched, codec: 'string' },
      }),
      partialize: ({ stateTaxes, lastFetched }) => ({ stateTaxes, lastFetched }),
    },
  ),
);
