import { Body, Controller, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ENDPOINTS } from '@filebridge/contracts';
import { Endpoint, type Answer, type BodyIn } from '../common';
import { InquiriesService } from './inquiries.service';

@Controller()
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Endpoint(ENDPOINTS.contact)
  @UseGuards(ThrottlerGuard)
  async contact(@Body() body: BodyIn<'contact'>): Answer<'contact'> {
    await this.inquiries.contact(body);
    return { success: true, message: "Thanks — we'll reply within one business day." };
  }

  @Endpoint(ENDPOINTS.apply)
  @UseGuards(ThrottlerGuard)
  async apply(@Body() body: BodyIn<'apply'>): Answer<'apply'> {
    await this.inquiries.apply(body);
    return { success: true, message: 'Thanks for applying — our partnerships team will contact you within two business days.' };
  }
}
