import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '@filebridge/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class OrderListQuery {
  @IsOptional() @IsIn(ORDER_STATUSES as unknown as string[], { message: 'Unknown status.' }) status?: OrderStatus;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) search?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(10_000) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) pageSize?: number;
  @IsOptional() @IsIn(['created_at', 'total_cents', 'order_number', 'status']) sort?:
    'created_at' | 'total_cents' | 'order_number' | 'status';
  @IsOptional() @IsIn(['asc', 'desc']) direction?: 'asc' | 'desc';
}

export class TransitionDto {
  @IsIn(ORDER_STATUSES as unknown as string[], { message: 'Unknown status.' }) to!: OrderStatus;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(500) note?: string;
}

export class UpdateServiceDto {
  @IsOptional() @IsIn(['active', 'inactive'], { message: 'Status must be active or inactive.' }) status?: 'active' | 'inactive';
  @IsOptional() @Transform(trim) @IsString() @IsNotEmpty({ message: 'Name is required.' }) @MaxLength(120) name?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(500) summary?: string;
}

export class UpdatePackageDto {
  @IsOptional() @Transform(trim) @IsString() @IsNotEmpty({ message: 'Title is required.' }) @MaxLength(120) title?: string;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Price must be a whole number of cents.' })
  @Min(100, { message: 'Price must be at least $1.00.' })
  @Max(10_000_000, { message: 'Price must be at most $100,000.' })
  priceCents?: number;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(80) pricePlus?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(500) description?: string;
  @IsOptional() @IsBoolean() popular?: boolean;
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1, { message: 'List at least one benefit.' })
  @ArrayMaxSize(15)
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: 'Benefits cannot be empty.' })
  @MaxLength(200, { each: true })
  benefitList?: string[];
  @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(40) buttonText?: string;
}
