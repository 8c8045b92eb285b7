import { Module } from '@nestjs/common';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogController } from './catalog.controller';
import { CatalogRepository } from './catalog.repository';
import { QuoteService } from './quote.service';

@Module({
  controllers: [CatalogController],
  providers: [CatalogRepository, CatalogCacheService, QuoteService],
  exports: [QuoteService, CatalogRepository],
})
export class CatalogModule {}
