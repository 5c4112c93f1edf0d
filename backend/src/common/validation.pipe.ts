import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

function firstMessage(errors: ValidationError[], parent = ''): string {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ? Object.values(error.constraints) : [];
    if (constraints.length > 0) return `${path}: ${constraints[0]}`;
    if (error.children && error.children.length > 0) {
      const nested = firstMessage(error.children, path);
      if (nested) return nested;
    }
  }
  return 'Некорректные данные';
}

/** DTO validation whose 400 detail names the field and the broken rule. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException({ detail: firstMessage(errors) }),
  });
}
