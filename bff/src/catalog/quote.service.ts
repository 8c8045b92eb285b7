import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  addOnUnavailableMessage,
  chargeableAddOns,
  findTaxRate,
  governmentFeeQuote,
  includedAddOns,
  missingQuoteInputs,
  priceOrder,
  QUOTE_INPUT_MISSING,
  toDollars,
  type AddOnSelection,
  type GovernmentFee,
  type Quote,
  type QuoteDto,
  type QuoteInputs,
  type ServiceDto,
  type StateTaxDto,
  unavailableAddOn,
} from '@filebridge/contracts';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogRepository } from './catalog.repository';

export interface PricedOrder {
  service: ServiceDto;
  packageId: string;
  quote: Quote;
  governmentFees: GovernmentFee[];
  /** What the customer must know beside the fee lines (a missing figure, a county fee, no fee at all). */
  governmentFeeNotes: string[];
  /** The add-ons charged: those chosen that the service offers and the package does not include. */
  addOns: AddOnSelection;
  /** The add-ons the package includes without charge. */
  included: AddOnSelection;
}

/** Prices with the shared functions, from the database's package price, add-on rules and tax rate. */
@Injectable()
export class QuoteService {
  private taxes?: Promise<StateTaxDto[]>;

  constructor(
    private readonly repo: CatalogRepository,
    private readonly cache: CatalogCacheService,
  ) {}

  stateTaxes(): Promise<StateTaxDto[]> {
    return (this.taxes ??= this.repo.stateTaxes().catch((e) => {
      this.taxes = undefined;
      throw e;
    }));
  }

  async price(
    slug: string,
    packageId: string | undefined,
    chosen: AddOnSelection,
    inputs: QuoteInputs,
    strictInputs: boolean,
  ): Promise<PricedOrder> {
    const service = await this.repo.serviceBy('slug', slug);
    if (!service) throw new NotFoundException({ message: 'Service not found', code: 'service_not_found' });
    const pkg = packageId ? service.packages.find((p) => p.id === packageId) : service.packages[0];
    if (!pkg) throw new NotFoundException({ message: 'Package not found in this service', code: 'package_not_found' });
    const unavailable = unavailableAddOn(service, pkg, chosen);
    if (unavailable) {
      throw new BadRequestException({ message: addOnUnavailableMessage(unavailable, service.name), code: 'add_on_not_offered' });
    }
    const addOns = chargeableAddOns(service, pkg, chosen);
    const missing = strictInputs ? missingQuoteInputs(slug, inputs)[0] : undefined;
    if (missing) throw new BadRequestException({ message: QUOTE_INPUT_MISSING[missing], code: 'quote_input_missing' });
    const { fees: governmentFees, notes: governmentFeeNotes } = governmentFeeQuote(slug, inputs);
    const taxRate = findTaxRate(await this.stateTaxes(), inputs.state);
    const quote = priceOrder({
      packageTitle: `${service.name}: ${pkg.title}`,
      packagePriceCents: Math.round(pkg.price * 100),
      addOns,
      governmentFees,
      taxRate,
    });
    return { service, packageId: pkg.id, quote, governmentFees, governmentFeeNotes, addOns, included: includedAddOns(pkg) };
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

  /** Drops the cached tax table too when an admin changes the catalog. */
  async invalidate(): Promise<void> {
    this.taxes = undefined;
    await this.cache.invalidate();
  }
}
