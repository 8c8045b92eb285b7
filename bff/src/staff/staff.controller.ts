import { Body, Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@filebridge/contracts';
import { AdminAuditService } from '../admin';
import { AdminSignIn, SecondFactorService } from '../auth';
import { CurrentPrincipal, Endpoint, type Answer, type BodyIn, type ParamsIn, type Principal } from '../common';
import { StaffInvitesService } from './staff-invites.service';
import { StaffService } from './staff.service';

/** The staff page of the console: who is on the staff, invitations, roles, deactivation, lost second factors. */
@Controller()
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly invites: StaffInvitesService,
    private readonly factor: SecondFactorService,
    private readonly audit: AdminAuditService,
  ) {}

  /** A staff member's authenticator app turned on, audited in the same transaction. */
  @Endpoint(ENDPOINTS.adminConfirmSecondFactor)
  async confirmSecondFactor(
    @CurrentPrincipal() p: Principal,
    @Body() body: BodyIn<'adminConfirmSecondFactor'>,
  ): Answer<'adminConfirmSecondFactor'> {
    const recoveryCodes = await this.factor.confirm(p, body.code, (m) =>
      this.audit.record(m, p, { action: 'staff.second-factor-on', targetType: 'staff', targetId: p.id, details: {} }),
    );
    return { success: true, data: { recoveryCodes } };
  }

  @Endpoint(ENDPOINTS.adminStaff)
  async list(): Answer<'adminStaff'> {
    return { success: true, data: await this.staff.list() };
  }

  @Endpoint(ENDPOINTS.adminInviteStaff)
  async invite(@CurrentPrincipal() p: Principal, @Body() body: BodyIn<'adminInviteStaff'>): Answer<'adminInviteStaff'> {
    return { success: true, data: await this.invites.invite(p, body.email, body.role) };
  }

  @Endpoint(ENDPOINTS.adminChangeStaffRole)
  async changeRole(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'adminChangeStaffRole'>,
    @Body() body: BodyIn<'adminChangeStaffRole'>,
  ): Answer<'adminChangeStaffRole'> {
    return { success: true, data: await this.staff.changeRole(p, id, body.role) };
  }

  @Endpoint(ENDPOINTS.adminDeactivateStaff)
  async deactivate(@CurrentPrincipal() p: Principal, @Param() { id }: ParamsIn<'adminDeactivateStaff'>): Answer<'adminDeactivateStaff'> {
    return { success: true, data: await this.staff.deactivate(p, id) };
  }

  @Endpoint(ENDPOINTS.adminResetStaffSecondFactor)
  async resetSecondFactor(
    @CurrentPrincipal() p: Principal,
    @Param() { id }: ParamsIn<'adminResetStaffSecondFactor'>,
  ): Answer<'adminResetStaffSecondFactor'> {
    return { success: true, data: await this.staff.resetSecondFactor(p, id) };
  }
}

/** The invitation link's page: what it is for, and accepting it. */
@Controller()
export class StaffInviteController {
  constructor(
    private readonly invites: StaffInvitesService,
    private readonly signIn: AdminSignIn,
  ) {}

  @Endpoint(ENDPOINTS.staffInvite)
  @UseGuards(ThrottlerGuard)
  async lookup(@Body() body: BodyIn<'staffInvite'>): Answer<'staffInvite'> {
    return { success: true, data: await this.invites.lookup(body.token) };
  }

  @Endpoint(ENDPOINTS.acceptStaffInvite)
  @UseGuards(ThrottlerGuard)
  async accept(
    @Body() body: BodyIn<'acceptStaffInvite'>,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Answer<'acceptStaffInvite'> {
    const accountId = await this.invites.accept(body, req.ip);
    return this.signIn.start(accountId, req, reply);
  }
}
