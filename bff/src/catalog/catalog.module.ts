import { Module } from '@nestjs/common';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogEditor } from './catalog-editor.service';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { QuoteService } from './quote.service';

/** Services, packages, state taxes and the prices made from them. */
@Module({
  controllers: [CatalogController],
  providers: [CatalogRepository, CatalogCacheService, QuoteService, CatalogEditor],
  exports: [QuoteService, CatalogRepository, CatalogEditor],
})
export class CatalogModule {}
