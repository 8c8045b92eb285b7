import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { EndpointDef } from '@filebridge/contracts';
import { ENDPOINT_KEY } from './endpoint-metadata';
import { AUTHENTICATOR, type AuthedRequest, type Authenticator } from './principal';

/** Lets a route's caller through when it belongs to the audience its endpoint declares. */
@Injectable()
export class AudienceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATOR) private readonly authenticator: Authenticator,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const { audience } = this.reflector.get<EndpointDef>(ENDPOINT_KEY, ctx.getHandler());
    if (audience === 'public') return true;
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    req.principal = await this.authenticator.authenticate(req, audience);
    return true;
  }
}
