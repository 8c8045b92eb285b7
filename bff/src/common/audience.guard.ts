import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ENDPOINTS,
  permissionDenied,
  roleAllows,
  SECOND_FACTOR_REQUIRED,
  STAFF_ENROLMENT_CALLS,
  type EndpointDef,
} from '@filebridge/contracts';
import { ENDPOINT_KEY } from './endpoint-metadata';
import { AUTHENTICATOR, type AuthedRequest, type Authenticator } from './principal';

const ENROLMENT_CALLS: ReadonlySet<EndpointDef> = new Set(STAFF_ENROLMENT_CALLS.map((name) => ENDPOINTS[name]));

const NOT_STAFF = { message: 'You do not have access to this area.', code: 'wrong_audience' };

/**
 * Lets a route's caller through when it belongs to the audience its endpoint declares; a staff
 * caller also needs its second factor on (bar the enrolment calls) and a role granting the
 * endpoint's permission.
 */
@Injectable()
export class AudienceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const endpoint = this.reflector.get<EndpointDef>(ENDPOINT_KEY, ctx.getHandler());
    if (endpoint.audience === 'public') return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const principal = await this.authenticator.authenticate(req, endpoint.audience);
    req.principal = principal;
    if (endpoint.audience !== 'admin') return true;
    if (!principal.staffRole) throw new ForbiddenException(NOT_STAFF);
    if (!principal.secondFactor && !ENROLMENT_CALLS.has(endpoint)) throw new ForbiddenException(SECOND_FACTOR_REQUIRED);
    if (!roleAllows(principal.staffRole, endpoint.permission)) throw new ForbiddenException(permissionDenied(endpoint.permission));
    return true;
  }
}
