import type { Provider } from '@nestjs/common';
import { CONFIG, parseDataKeys, SealedValues, type AppConfig } from '@filebridge/platform';

export const SEALED_VALUES = Symbol('SEALED_VALUES');

/** The bff takes tax ids and second-factor secrets, so it cannot start without the keys that seal them. */
export const sealedValuesProvider: Provider = {
  provide: SEALED_VALUES,
  inject: [CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.DATA_KEYS)
      throw new Error('DATA_KEYS is missing: the bff seals tax ids and second-factor secrets with it (see .env.example)');
    return new SealedValues(parseDataKeys(config.DATA_KEYS));
  },
};
