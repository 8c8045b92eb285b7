import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {});
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** Whitelists and transforms every body; the first message is the one a person sees. */
export const apiValidationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: false,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new BadRequestException({ message: flatten(errors), code: 'validation_failed' }),
});
