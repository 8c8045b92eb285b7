import { Body, Controller, Param } from '@nestjs/common';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { AdminIntakeService } from './admin-intake.service';

@Controller()
export class AdminIntakeController {
  constructor(private readonly intake: AdminIntakeService) {}

  @Endpoint(ENDPOINTS.adminIntake)
  async read(@Param() { id }: ParamsIn<'adminIntake'>): Answer<'adminIntake'> {
    return { success: true, data: await this.intake.read(id) };
  }

  @Endpoint(ENDPOINTS.adminRevealIntake)
  async reveal(
    @CurrentPrincipal() admin: Principal,
    @Param() { id }: ParamsIn<'adminRevealIntake'>,
    @Body() { field }: BodyIn<'adminRevealIntake'>,
  ): Answer<'adminRevealIntake'> {
    return { success: true, data: await this.intake.reveal(admin, id, field) };
  }
}
