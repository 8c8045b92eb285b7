import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { TokensService, type Audience, type Principal } from './tokens.service';

type AuthedRequest = FastifyRequest & { principal?: Principal };

export const AUDIENCE_KEY = 'fb:audience';

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
}

@Injectable()
export class CustomerGuard implements CanActivate {
  constructor(private readonly tokens: TokensService) {}
  canActivate(ctx: ExecutionContext) {
    return authenticate(ctx, this.tokens, 'customer');
  }
}

@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly tokens: TokensService) {}
  canActivate(ctx: ExecutionContext) {
    return authenticate(ctx, this.tokens, 'admin');
  }
}

async function authenticate(ctx: ExecutionContext, tokens: TokensService, audience: Audience): Promise<boolean> {
  const req = ctx.switchToHttp().getRequest<AuthedRequest>();
  const token = bearer(req);
  if (!token) throw new UnauthorizedException({ message: 'Please log in to continue.', code: 'unauthenticated' });
  try {
    req.principal = await tokens.verify(token, audience);
  } catch (err) {
    // A valid token of the other audience is a 403: the caller is known but not allowed here.
    const other: Audience = audience === 'admin' ? 'customer' : 'admin';
    if (
      await tokens.verify(token, other).then(
        () => true,
        () => false,
      )
    ) {
      throw new ForbiddenException({ message: 'You do not have access to this area.', code: 'wrong_audience' });
    }
    throw err;
  }
  return true;
}

/** Marks a route for the authorization-matrix test and applies the guard. */
export const CustomerOnly = () => applyDecorators(SetMetadata(AUDIENCE_KEY, 'customer'), UseGuards(CustomerGuard));
export const AdminOnly = () => applyDecorators(SetMetadata(AUDIENCE_KEY, 'admin'), UseGuards(AdminGuard));
export const PublicRoute = () => SetMetadata(AUDIENCE_KEY, 'public');

export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal => {
  const p = ctx.switchToHttp().getRequest<AuthedRequest>().principal;
  if (!p) throw new UnauthorizedException({ message: 'Please log in to continue.', code: 'unauthenticated' });
  return p;
});
