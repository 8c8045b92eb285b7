export { cachedReadsBeforeRouting, headersSetBy, registerCachedReads } from './cached-reads';
export { CatalogCacheService } from './catalog-cache.service';
export { CatalogModule } from './catalog.module';
export { CatalogRepository } from './catalog.repository';
export { CatalogEditor, type CatalogChanges } from './catalog-editor.service';
export { QuoteService } from './quote.service';
