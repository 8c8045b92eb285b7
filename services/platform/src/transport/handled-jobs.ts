import type { Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';

/** The job names a worker module's controllers bind with @EventPattern, as the transport will route them. */
export function handledJobs(module: Type): string[] {
  const controllers = (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as Type[];
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((method) => {
      const handler = (controller.prototype as Record<string, unknown>)[method];
      const patterns =
        typeof handler === 'function' ? (Reflect.getMetadata(PATTERN_METADATA, handler) as unknown[] | undefined) : undefined;
      return (patterns ?? []).map(String);
    }),
  );
}
