import { Type, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  IsObject,
  IsDefined,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const text = (label: string, max = 120) => [
  Transform(trim),
  IsString({ message: `${label} is required.` }),
  IsNotEmpty({ message: `${label} is required.` }),
  MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));
const ZIP = Matches(/^\d{5}(-\d{4})?$/, { message: 'Enter a 5-digit ZIP code.' });

export class BusinessInfoDto {
  @apply(text('Business name')) name!: string;
  @apply(text('Business type', 60)) type!: string;
  @apply(text('State', 40)) state!: string;
  @apply(text('Business address', 200)) address!: string;
  @apply(text('City', 80)) city!: string;
  @Transform(trim) @ZIP zip!: string;
}

export class BillingAddressDto {
  @apply(text('Billing address', 200)) address!: string;
  @apply(text('Billing city', 80)) city!: string;
  @apply(text('Billing state', 40)) state!: string;
  @Transform(trim) @ZIP zip!: string;
}

export class CustomerInfoDto {
  @apply(text('First name', 60)) firstName!: string;
  @apply(text('Last name', 60)) lastName!: string;
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(254)
  email!: string;
  @Transform(trim) @Matches(/^\+?[0-9 ()\-.]{7,20}$/, { message: 'Enter a valid phone number.' }) phone!: string;
  @IsDefined({ message: 'Billing address is required.' })
  @IsObject({ message: 'Billing address is required.' })
  @ValidateNested()
  @Type(() => BillingAddressDto)
  billingAddress!: BillingAddressDto;
}

export class OrderItemDto {
  @IsString() @MaxLength(300) description!: string;
  @IsNumber({ allowNaN: false, allowInfinity: false }) amount!: number;
}

export class AdditionalServicesDto {
  @IsBoolean({ message: 'expeditedProcessing must be true or false.' }) expeditedProcessing!: boolean;
  @IsBoolean({ message: 'registeredAgent must be true or false.' }) registeredAgent!: boolean;
  @IsBoolean({ message: 'ein must be true or false.' }) ein!: boolean;
}

export class PricingDto {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'pricing.subtotal must be a number.' }) subtotal!: number;
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'pricing.taxAmount must be a number.' }) taxAmount!: number;
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'pricing.total must be a number.' }) total!: number;
}

export class QuoteInputsDto {
  @IsOptional() @IsInt({ message: 'Fleet size must be a whole number.' }) @Min(0) @Max(1_000_000) fleetSize?: number;
}

export class OrderCreateDto {
  @Matches(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'Service not found' }) serviceSlug!: string;
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'Package not found in this service' })
  packageId!: string;
  @IsDefined({ message: 'Business information is required.' })
  @IsObject({ message: 'Business information is required.' })
  @ValidateNested()
  @Type(() => BusinessInfoDto)
  businessInfo!: BusinessInfoDto;
  @IsDefined({ message: 'Customer information is required.' })
  @IsObject({ message: 'Customer information is required.' })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customerInfo!: CustomerInfoDto;
  @IsOptional() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => OrderItemDto) items?: OrderItemDto[];
  @IsDefined({ message: 'additionalServices is required.' })
  @IsObject({ message: 'additionalServices is required.' })
  @ValidateNested()
  @Type(() => AdditionalServicesDto)
  additionalServices!: AdditionalServicesDto;
  @IsDefined({ message: 'pricing is required.' })
  @IsObject({ message: 'pricing is required.' })
  @ValidateNested()
  @Type(() => PricingDto)
  pricing!: PricingDto;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => QuoteInputsDto) quoteInputs?: QuoteInputsDto;
}

export class ConfirmPaymentDto {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: 'Failed to confirm payment' }) orderId!: string;
  @Matches(/^pi_[A-Za-z0-9_]{1,200}$/, { message: 'Failed to confirm payment' }) paymentIntentId!: string;
}
