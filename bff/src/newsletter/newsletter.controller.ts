import { BadRequestException, Body, Controller, Get, HttpCode, Inject, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { BRAND_NAME } from '@filebridge/contracts';
import { CONFIG, readUnsubscribeToken, writeOutbox, type AppConfig } from '@filebridge/platform';
import { PublicRoute } from '../auth/guards';

export class SubscribeDto {
  // class-validator runs the lowest decorator first: presence before format.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(254, { message: 'Enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email!: string;
}

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly ds: DataSource,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @PublicRoute()
  @Post('subscribe')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard)
  async subscribe(@Body() dto: SubscribeDto) {
    const isNew = await this.ds.transaction(async (m) => {
      const [row] = await m.query(
        `INSERT INTO newsletter_subscribers (email, status, source) VALUES ($1, 'subscribed', 'footer')
         ON CONFLICT ((lower(email))) DO UPDATE SET status = 'subscribed'
         RETURNING (xmax = 0) AS inserted`,
        [dto.email],
      );
      if (row.inserted) await writeOutbox(m, 'newsletter.subscribed', { email: dto.email }, `newsletter-welcome-${dto.email}`);
      return row.inserted as boolean;
    });
    return { success: true, message: isNew ? 'Subscribed successfully!' : 'You are already subscribed. Thanks for staying with us!' };
  }

  @PublicRoute()
  @Get('unsubscribe')
  async unsubscribe(@Query('token') token: string | undefined, @Res() reply: FastifyReply) {
    const email = token ? readUnsubscribeToken(this.config.XSRF_SECRET, token) : null;
    if (!email) throw new BadRequestException({ message: 'This unsubscribe link is not valid.', code: 'invalid_token' });
    await this.ds.query(`UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE lower(email) = lower($1)`, [email]);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Unsubscribed — ${BRAND_NAME}</title><body style="font-family:system-ui;max-width:32rem;margin:4rem auto"><h1>You are unsubscribed</h1><p>We will not send newsletters to this address again.</p><p><a href="${this.config.FRONTEND_ORIGIN}/">Back to ${BRAND_NAME}</a></p></body>`,
      );
  }
}
