import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  addOnUnavailableMessage,
  chargeableAddOns,
  includedAddOns,
  QUOTE_INPUT_MISSING,
  quoteOrder,
  toDollars,
  type AddOnSelection,
  type OrderQuote,
  type QuoteDto,
  type QuoteInputs,
  type ServiceDto,
  type StateTaxDto,
  unavailableAddOn,
} from '@filebridge/contracts';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogRepository } from './catalog.repository';

export interface PricedOrder extends OrderQuote {
  service: ServiceDto;
  packageId: string;
  /** The add-ons charged: those chosen that the service offers and the package does not include. */
  addOns: AddOnSelection;
  /** The add-ons the package includes without charge. */
  included: AddOnSelection;
}

/** Prices with `quoteOrder`, the function the checkout shows its total with, from the database's catalog and tax rates. */
@Injectable()
export class QuoteService {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly cache: CatalogCacheService,
  ) {}

  stateTaxes(): Promise<StateTaxDto[]> {
    return this.cache.value('state-taxes', () => this.repo.stateTaxes());
  }

  async price(
    slug: string,
    packageId: string | undefined,
    chosen: AddOnSelection,
    inputs: QuoteInputs,
    strictInputs: boolean,
  ): Promise<PricedOrder> {
    // As fresh as the catalog the customer priced it from: both are dropped on every replica when an admin changes it.
    const service = await this.cache.value(`service:${slug}`, () => this.repo.serviceBy('slug', slug));
    if (!service) throw new NotFoundException({ message: 'Service not found', code: 'service_not_found' });
    const pkg = packageId ? service.packages.find((p) => p.id === packageId) : service.packages[0];
    if (!pkg) throw new NotFoundException({ message: 'Package not found in this service', code: 'package_not_found' });
    const unavailable = unavailableAddOn(service, pkg, chosen);
    if (unavailable) {
      throw new BadRequestException({ message: addOnUnavailableMessage(unavailable, service.name), code: 'add_on_not_offered' });
    }
    const priced = quoteOrder({ service, pkg, chosen, inputs, taxes: await this.stateTaxes(), today: new Date() });
    const missing = strictInputs ? priced.missingInputs[0] : undefined;
    if (missing) throw new BadRequestException({ message: QUOTE_INPUT_MISSING[missing], code: 'quote_input_missing' });
    return { ...priced, service, packageId: pkg.id, addOns: chargeableAddOns(service, pkg, chosen), included: includedAddOns(pkg) };
  }

  static toDto(p: PricedOrder): QuoteDto {
    const q = p.quote;
    return {
      lines: q.lines.map((l) => ({
        code: l.code,
        description: l.description,
        amount: toDollars(l.amountCents),
        kind: l.kind,
        taxable: l.taxable,
      })),
      subtotal: toDollars(q.subtotalCents),
      taxAmount: toDollars(q.taxCents),
      total: toDollars(q.totalCents),
      taxRate: q.taxRate,
      governmentFees: p.governmentFees.map((f) => ({
        code: f.code,
        description: f.description,
        amount: toDollars(f.amountCents),
        payee: f.payee,
        source: f.source,
        checkedOn: f.checkedOn,
        estimate: f.estimate,
      })),
      governmentFeeNotes: p.governmentFeeNotes,
    };
  }

  async invalidate(): Promise<void> {
    await this.cache.invalidate();
  }
}
