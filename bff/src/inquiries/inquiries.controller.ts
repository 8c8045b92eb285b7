import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { SUPPORT_EMAIL } from '@filebridge/contracts';
import { writeOutbox } from '@filebridge/platform';
import { PublicRoute } from '../auth/guards';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

class ContactBase {
  @Transform(trim) @IsString({ message: 'Name is required.' }) @IsNotEmpty({ message: 'Name is required.' }) @MaxLength(100) name!: string;
  @Transform(trim) @IsEmail({}, { message: 'Enter a valid email address.' }) @MaxLength(254) email!: string;
  @IsOptional() @Transform(trim) @Matches(/^(\+?[0-9 ()\-.]{7,20})?$/, { message: 'Enter a valid phone number.' }) phone?: string;
  @Transform(trim)
  @IsString({ message: 'Message is required.' })
  @MinLength(10, { message: 'Message must be at least 10 characters.' })
  @MaxLength(5000, { message: 'Message must be at most 5000 characters.' })
  message!: string;
}

export class ContactDto extends ContactBase {
  @Transform(trim) @IsString({ message: 'Choose a topic.' }) @IsNotEmpty({ message: 'Choose a topic.' }) @MaxLength(80) topic!: string;
}

export class ApplicationDto extends ContactBase {
  @IsIn(['partner', 'affiliate'], { message: 'Application kind must be partner or affiliate.' }) kind!: 'partner' | 'affiliate';
  @Transform(trim)
  @IsString({ message: 'Company is required.' })
  @IsNotEmpty({ message: 'Company is required.' })
  @MaxLength(150)
  company!: string;
  @IsOptional()
  @Transform(trim)
  @Matches(/^(https?:\/\/[^\s<>"']{1,300})?$/, { message: 'Website must start with http:// or https://.' })
  website?: string;
}

/** Contact messages and partner/affiliate applications: stored for admins, mailed to support. */
@ApiTags('company')
@Controller()
export class InquiriesController {
  constructor(private readonly ds: DataSource) {}

  @PublicRoute()
  @Post('contact')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async contact(@Body() dto: ContactDto) {
    await this.store('contact', dto, { phone: dto.phone, topic: dto.topic, message: dto.message });
    return { success: true, message: "Thanks — we'll reply within one business day." };
  }

  @PublicRoute()
  @Post('applications')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async apply(@Body() dto: ApplicationDto) {
    await this.store(dto.kind, dto, { phone: dto.phone, company: dto.company, website: dto.website, message: dto.message });
    return { success: true, message: 'Thanks for applying — our partnerships team will contact you within two business days.' };
  }

  private store(kind: string, dto: ContactBase, details: Record<string, unknown>) {
    return this.ds.transaction(async (m) => {
      const [row] = await m.query(`INSERT INTO inquiries (kind, name, email, details) VALUES ($1, $2, $3, $4) RETURNING id`, [
        kind,
        dto.name,
        dto.email,
        details,
      ]);
      await writeOutbox(
        m,
        'mail.send',
        {
          idempotencyKey: `inquiry-${row.id}`,
          template: 'contact-message',
          to: SUPPORT_EMAIL,
          data: {
            name: dto.name,
            email: dto.email,
            phone: dto.phone ?? '',
            topic: kind === 'contact' ? details.topic : `${kind} application (${details.company})`,
            message: dto.message,
          },
        },
        `inquiry-${row.id}`,
      );
    });
  }
}
