import { ADD_ON_KEYS, addOnUnavailableMessage, chargeableAddOns, isAddOnKey, NO_ADD_ONS, unavailableAddOn, type AddOnKey } from './add-ons';

const ALL = { expeditedProcessing: true, registeredAgent: true, ein: true };
const offer = (...offeredAddOns: AddOnKey[]) => ({ offeredAddOns });
const pkg = (...includedAddOns: AddOnKey[]) => ({ includedAddOns });

describe('add-on rule: chosen, offered and not included', () => {
  it('charges only what is chosen', () => {
    expect(chargeableAddOns(offer(...ADD_ON_KEYS), pkg(), NO_ADD_ONS)).toEqual(NO_ADD_ONS);
    expect(chargeableAddOns(offer(...ADD_ON_KEYS), pkg(), { ...NO_ADD_ONS, ein: true })).toEqual({ ...NO_ADD_ONS, ein: true });
  });

  it('never charges what the package includes, even when it is sent as chosen', () => {
    expect(chargeableAddOns(offer(...ADD_ON_KEYS), pkg('ein', 'registeredAgent'), ALL)).toEqual({
      ...NO_ADD_ONS,
      expeditedProcessing: true,
    });
    expect(unavailableAddOn(offer(...ADD_ON_KEYS), pkg('ein'), ALL)).toBeUndefined();
  });

  it('never charges, and refuses, what the service does not offer', () => {
    expect(chargeableAddOns(offer('expeditedProcessing', 'ein'), pkg(), ALL)).toEqual({ ...ALL, registeredAgent: false });
    expect(unavailableAddOn(offer('expeditedProcessing', 'ein'), pkg(), ALL)).toBe('registeredAgent');
    expect(unavailableAddOn(offer('expeditedProcessing', 'ein'), pkg(), { ...ALL, registeredAgent: false })).toBeUndefined();
    // Included but no longer offered: part of the package, so neither refused nor charged.
    expect(unavailableAddOn(offer(), pkg('registeredAgent'), { ...NO_ADD_ONS, registeredAgent: true })).toBeUndefined();
    expect(chargeableAddOns(offer(), pkg('registeredAgent'), { ...NO_ADD_ONS, registeredAgent: true })).toEqual(NO_ADD_ONS);
  });

  it('holds for every offer × inclusion × choice', () => {
    const subsets = ADD_ON_KEYS.reduce<AddOnKey[][]>((all, key) => [...all, ...all.map((s) => [...s, key])], [[]]);
    for (const offered of subsets)
      for (const included of subsets)
        for (const chosenKeys of subsets) {
          const chosen = { ...NO_ADD_ONS, ...Object.fromEntries(chosenKeys.map((k) => [k, true])) };
          const charged = chargeableAddOns(offer(...offered), pkg(...included), chosen);
          for (const key of ADD_ON_KEYS) {
            expect(charged[key]).toBe(chosenKeys.includes(key) && offered.includes(key) && !included.includes(key));
          }
          const refused = unavailableAddOn(offer(...offered), pkg(...included), chosen);
          expect(refused === undefined).toBe(chosenKeys.every((k) => offered.includes(k) || included.includes(k)));
        }
  });

  it('names the add-on and the service when refusing', () => {
    expect(addOnUnavailableMessage('registeredAgent', 'UCR 2025 Registration')).toBe(
      'Registered agent is not available with UCR 2025 Registration.',
    );
    expect(isAddOnKey('ein')).toBe(true);
    expect(isAddOnKey('toString')).toBe(false);
    expect(isAddOnKey('notarisation')).toBe(false);
  });
});
