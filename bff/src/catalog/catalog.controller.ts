import { Controller, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, NO_ADD_ONS, withDefaultInputs, type AddOnKey, type AddOnSelection, type ResponseOf } from '@filebridge/contracts';
import { Endpoint, RawEndpoint, type Answer, type ParamsIn, type QueryIn } from '../common';
import { cacheKeyOf, sendCached } from './cached-reads';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogRepository } from './catalog.repository';
import { QuoteService } from './quote.service';

const SERVICE_NOT_FOUND = { message: 'Service not found', code: 'service_not_found' };

/** The chosen add-ons, from the list of their keys. */
const selectionOf = (keys: readonly AddOnKey[] = []): AddOnSelection => ({
  ...NO_ADD_ONS,
  ...Object.fromEntries(keys.map((k) => [k, true])),
});

/**
 * The public catalog. Lists and services are served from an in-memory cache of their serialised
 * answers (an admin edit drops it), with an ETag so a client that has the answer gets a 304; once
 * loaded, a read is answered before it reaches these handlers (registerCachedReads).
 */
@Controller()
export class CatalogController {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly cache: CatalogCacheService,
    private readonly quotes: QuoteService,
  ) {}

  @RawEndpoint(ENDPOINTS.services)
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.cache.get(cacheKeyOf(ENDPOINTS.services), async (): Promise<ResponseOf<typeof ENDPOINTS.services>> => ({
      success: true,
      data: await this.repo.allServices(),
    }));
    sendCached(req, reply, body);
  }

  @RawEndpoint(ENDPOINTS.serviceBySlug)
  async bySlug(@Param() { slug }: ParamsIn<'serviceBySlug'>, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.cache.get(
      cacheKeyOf(ENDPOINTS.serviceBySlug, { slug }),
      async (): Promise<ResponseOf<typeof ENDPOINTS.serviceBySlug>> => {
        const service = await this.repo.serviceBy('slug', slug);
        if (!service) throw new NotFoundException(SERVICE_NOT_FOUND);
        return { success: true, data: service };
      },
    );
    sendCached(req, reply, body);
  }

  @Endpoint(ENDPOINTS.quote)
  async quote(@Param() { slug }: ParamsIn<'quote'>, @Query() q: QueryIn<'quote'>): Answer<'quote'> {
    const { packageId, addOns, ...inputs } = q;
    const priced = await this.quotes.price(slug, packageId, selectionOf(addOns), withDefaultInputs(slug, inputs, new Date()), false);
    return { success: true, data: QuoteService.toDto(priced) };
  }

  @RawEndpoint(ENDPOINTS.serviceById)
  async byId(@Param() { serviceId }: ParamsIn<'serviceById'>, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.cache.get(
      cacheKeyOf(ENDPOINTS.serviceById, { serviceId: serviceId.toLowerCase() }),
      async (): Promise<ResponseOf<typeof ENDPOINTS.serviceById>> => {
        const service = await this.repo.serviceBy('id', serviceId);
        if (!service) throw new NotFoundException({ message: 'Failed to fetch service data', code: 'service_not_found' });
        return { success: true, message: 'Service fetched', data: service };
      },
    );
    sendCached(req, reply, body);
  }

  @RawEndpoint(ENDPOINTS.stateTaxes)
  async stateTaxes(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.cache.get(cacheKeyOf(ENDPOINTS.stateTaxes), async (): Promise<ResponseOf<typeof ENDPOINTS.stateTaxes>> => ({
      success: true,
      data: await this.quotes.stateTaxes(),
    }));
    sendCached(req, reply, body);
  }
}
