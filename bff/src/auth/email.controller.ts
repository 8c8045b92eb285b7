import { Body, Controller, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type Principal } from '../common';
import { EmailVerificationService } from './email-verification.service';

/** The account's address: its verification, and changing it. */
@Controller()
export class EmailController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Endpoint(ENDPOINTS.emailStatus)
  async status(@CurrentPrincipal() p: Principal): Answer<'emailStatus'> {
    return { success: true, data: await this.verification.status(p.id) };
  }

  @Endpoint(ENDPOINTS.resendVerification)
  async resend(@CurrentPrincipal() p: Principal): Answer<'resendVerification'> {
    return { success: true, message: await this.verification.resend(p) };
  }

  @Endpoint(ENDPOINTS.changeEmail)
  async change(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'changeEmail'>): Answer<'changeEmail'> {
    return { success: true, message: await this.verification.requestChange(p, body) };
  }

  @Endpoint(ENDPOINTS.verifyEmail)
  @UseGuards(ThrottlerGuard)
  async verify(@Body() body: BodyIn<'verifyEmail'>): Answer<'verifyEmail'> {
    const email = await this.verification.verify(body.token);
    return { success: true, message: `Thank you: ${email} is verified.`, email };
  }
}
