/**
 * The service and package a visitor chose before signing up: persisted together under
 * one key and cleared together, so checkout can pick up where the visitor left off.
 */
import type { PackageDto, ServiceDto } from '@filebridge/contracts';
import { PERSIST_KEYS } from '@filebridge/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { groupStorage } from '../lib/persist-storage';

interface PersistedSelection {
  serviceData: ServiceDto | null;
  packageData: PackageDto | null;
}

export interface SelectionState extends PersistedSelection {
  setSelection: (serviceData: ServiceDto, packageData: PackageDto) => void;
  clearSelection: () => void;
}

export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      serviceData: null,
      packageData: null,
      setSelection: (serviceData, packageData) => set({ serviceData, packageData }),
      clearSelection: () => set({ serviceData: null, packageData: null }),
    }),
    {
      name: PERSIST_KEYS.selection,
      storage: groupStorage<PersistedSelection>(),
      partialize: ({ serviceData, packageData }) => ({ serviceData, packageData }),
    },
  ),
);
