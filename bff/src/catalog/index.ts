export { CatalogModule } from './catalog.module';
export { CatalogRepository } from './catalog.repository';
export { CatalogEditor, type CatalogChanges } from './catalog-editor.service';
export { QuoteService, type PricedOrder } from './quote.service';
