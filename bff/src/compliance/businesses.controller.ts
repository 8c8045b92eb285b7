import { Body, Controller, Param, Query } from '@nestjs/common';
import { ENDPOINTS } from '@filebridge/contracts';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal, type QueryIn } from '../common';
import { BusinessesService } from './businesses.service';

/** The signed-in customer's businesses and reminder choices: only their own, another's is a 404. */
@Controller()
export class BusinessesController {
  constructor(private readonly businesses: BusinessesService) {}

  @Endpoint(ENDPOINTS.myBusinesses)
  async list(@CurrentPrincipal() p: Principal): Answer<'myBusinesses'> {
    return { success: true, data: await this.businesses.list(p.id) };
  }

  @Endpoint(ENDPOINTS.myBusiness)
  async get(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'myBusiness'>): Answer<'myBusiness'> {
    return { success: true, data: await this.businesses.get(p.id, id) };
  }

  @Endpoint(ENDPOINTS.updateMyBusiness)
  async update(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'updateMyBusiness'>,
    @Body() body: BodyIn<'updateMyBusiness'>,
  ): Answer<'updateMyBusiness'> {
    return { success: true, data: await this.businesses.update(p.id, id, body) };
  }

  @Endpoint(ENDPOINTS.businessRenewal)
  async renewal(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'businessRenewal'>,
    @Query() { service }: QueryIn<'businessRenewal'>,
  ): Answer<'businessRenewal'> {
    return { success: true, data: await this.businesses.renewal(p.id, id, service) };
  }

  @Endpoint(ENDPOINTS.myReminderSettings)
  async reminderSettings(@CurrentPrincipal() p: Principal): Answer<'myReminderSettings'> {
    return { success: true, data: await this.businesses.reminderSettings(p.id) };
  }

  @Endpoint(ENDPOINTS.updateMyReminderSettings)
  async updateReminderSettings(
    @CurrentPrincipal() p: Principal,
    @Body() body: BodyIn<'updateMyReminderSettings'>,
  ): Answer<'updateMyReminderSettings'> {
    return { success: true, data: await this.businesses.updateReminderSettings(p.id, body) };
  }

  @Endpoint(ENDPOINTS.markFilingDone)
  async markDone(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'markFilingDone'>): Answer<'markFilingDone'> {
    await this.businesses.markDone(p.id, body);
    return { success: true };
  }
}
