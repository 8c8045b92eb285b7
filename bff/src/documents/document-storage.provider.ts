import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { CONFIG, createDocumentStorage, type AppConfig, type DocumentStorage } from '@filebridge/platform';

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

export const documentStorageProvider: Provider = {
  provide: DOCUMENT_STORAGE,
  useFactory: (config: AppConfig) => createDocumentStorage(config),
  inject: [CONFIG],
};

/** Closes the store's connections when the bff shuts down. */
@Injectable()
export class DocumentStorageCloser implements OnApplicationShutdown {
  constructor(@Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage) {}

  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}
