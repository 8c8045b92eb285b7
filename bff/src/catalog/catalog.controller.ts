import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_ADD_ONS } from '@filebridge/contracts';
import { PublicRoute } from '../auth/guards';
import { CatalogCacheService, type CachedBody } from './catalog-cache.service';
import { CatalogRepository } from './catalog.repository';
import { QuoteService } from './quote.service';

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly cache: CatalogCacheService,
    private readonly quotes: QuoteService,
  ) {}

  @PublicRoute()
  @Get('services')
  async list(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    send(
      req,
      reply,
      await this.cache.get('services', async () => ({ status: 200, payload: { success: true, data: await this.repo.allServices() } })),
    );
  }

  @PublicRoute()
  @Get('services/slug/:slug')
  async bySlug(@Param('slug') slug: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    if (!SLUG.test(slug)) throw new NotFoundException({ message: 'Service not found', code: 'service_not_found' });
    const body = await this.cache.get(`slug:${slug}`, async () => {
      const service = await this.repo.serviceBy('slug', slug);
      if (!service) throw new NotFoundException({ message: 'Service not found', code: 'service_not_found' });
      return { status: 200, payload: { success: true, data: service } };
    });
    send(req, reply, body);
  }

  @PublicRoute()
  @Get('services/slug/:slug/quote')
  async quote(
    @Param('slug') slug: string,
    @Query('state') state?: string,
    @Query('fleetSize') fleet?: string,
    @Query('packageId') packageId?: string,
  ) {
    if (!SLUG.test(slug)) throw new NotFoundException({ message: 'Service not found', code: 'service_not_found' });
    if (packageId !== undefined && !UUID.test(packageId))
      throw new NotFoundException({ message: 'Package not found in this service', code: 'package_not_found' });
    const fleetSize = fleet === undefined || fleet === '' ? undefined : Number(fleet);
    if (fleetSize !== undefined && (!Number.isInteger(fleetSize) || fleetSize < 0 || fleetSize > 1_000_000)) {
      throw new BadRequestException({
        message: 'Fleet size must be a whole number of power units (0 or more).',
        code: 'validation_failed',
      });
    }
    if (state !== undefined && state.length > 40) throw new BadRequestException({ message: 'Unknown state.', code: 'validation_failed' });
    const priced = await this.quotes.price(slug, packageId, NO_ADD_ONS, { state, fleetSize }, false);
    return { success: true, data: QuoteService.toDto(priced) };
  }

  @PublicRoute()
  @Get('services/:serviceId')
  async byId(@Param('serviceId') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    if (!UUID.test(id)) throw new BadRequestException({ message: 'Failed to fetch service data', code: 'invalid_service_id' });
    const body = await this.cache.get(`id:${id.toLowerCase()}`, async () => {
      const service = await this.repo.serviceBy('id', id);
      if (!service) throw new NotFoundException({ message: 'Failed to fetch service data', code: 'service_not_found' });
      return { status: 200, payload: { success: true, message: 'Service fetched', data: service } };
    });
    send(req, reply, body);
  }

  @PublicRoute()
  @Get('state-taxes')
  async stateTaxes(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    send(
      req,
      reply,
      await this.cache.get('state-taxes', async () => ({ status: 200, payload: { success: true, data: await this.quotes.stateTaxes() } })),
    );
  }
}

/** Revalidate every time (admin changes show at once) but let clients skip the body with a 304. */
function send(req: FastifyRequest, reply: FastifyReply, cached: CachedBody): void {
  reply.header('cache-control', 'public, no-cache').header('etag', cached.etag);
  if (req.headers['if-none-match'] === cached.etag) {
    void reply.status(304).send();
    return;
  }
  void reply.status(cached.status).header('content-type', 'application/json; charset=utf-8').send(cached.body);
}
