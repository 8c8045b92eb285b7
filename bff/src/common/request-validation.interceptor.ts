import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { FieldIssue, EndpointDef } from '@filebridge/contracts';
import { ENDPOINT_KEY } from './endpoint-metadata';
import { unknownFields } from './unknown-fields';
import { parseInput, validationFailed } from './validation-error';

type Part = 'params' | 'query' | 'body';
const PARTS: readonly Part[] = ['params', 'query', 'body'];

/**
 * Replaces a request's path parameters, query and body by what its endpoint's schemas make of
 * them (text trimmed, states read to their names), or refuses it with one 400 listing every
 * problem, a field the endpoint does not know among them. A call without a body is judged as an empty one. Headers the
 * endpoint reads are judged the same way but left as they came.
 */
@Injectable()
export class RequestValidationInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const endpoint = this.reflector.get<EndpointDef>(ENDPOINT_KEY, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const issues: FieldIssue[] = [];
    const parsed: Partial<Record<Part, unknown>> = {};
    for (const part of PARTS) {
      const schema = endpoint[part];
      if (!schema) continue;
      const given = req[part] ?? {};
      const result = parseInput(schema, given);
      if (result.ok) parsed[part] = result.value;
      else issues.push(...result.issues);
      if (part !== 'params') issues.push(...unknownFields(schema, given));
    }
    if (endpoint.headers) {
      const result = parseInput(endpoint.headers, req.headers);
      if (!result.ok) issues.push(...result.issues);
    }
    if (issues.length) throw validationFailed(issues);
    Object.assign(req, parsed);
    return next.handle();
  }
}
