import { Body, Controller, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { IntakeService } from './intake.service';

/** The customer's filing details for one of their orders; another customer's order answers 404. */
@Controller()
export class IntakeController {
  constructor(private readonly intake: IntakeService) {}

  @Endpoint(ENDPOINTS.myIntake)
  async read(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'myIntake'>): Answer<'myIntake'> {
    return { success: true, data: await this.intake.read(p.id, id) };
  }

  @Endpoint(ENDPOINTS.saveMyIntake)
  async save(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'saveMyIntake'>,
    @Body() body: BodyIn<'saveMyIntake'>,
  ): Answer<'saveMyIntake'> {
    return { success: true, data: await this.intake.saveDraft(p.id, id, body.values) };
  }

  /** The request id travels with the phase move's event as its correlation id. */
  @Endpoint(ENDPOINTS.submitMyIntake)
  async submit(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'submitMyIntake'>,
    @Body() body: BodyIn<'submitMyIntake'>,
    @Req() req: FastifyRequest,
  ): Answer<'submitMyIntake'> {
    return { success: true, data: await this.intake.submit(p.id, id, body.values, req.id) };
  }
}
