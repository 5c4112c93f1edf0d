import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { assertCleanText } from './text-hygiene';

function firstMessage(errors: ValidationError[], parent = ''): string {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ? Object.values(error.constraints) : [];
    // A message that already names its field (a shared rule written with the name) is not named twice.
    if (constraints.length > 0)
      return constraints[0].startsWith(`${error.property}: `)
        ? `${parent ? `${parent}.` : ''}${constraints[0]}`
        : `${path}: ${constraints[0]}`;
    if (error.children && error.children.length > 0) {
      const nested = firstMessage(error.children, path);
      if (nested) return nested;
    }
  }
  return 'Некорректные данные';
}

/** Validation plus the text rules every field shares (no control or bidi characters). */
class ShopValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type !== 'custom') assertCleanText(result, metadata.data);
    return result;
  }

  /**
   * Nest would turn a route parameter typed `number` into `+value` before the parameter's own
   * pipe runs, so `0x1`, `1e0` and ` 1` reached ParseIdPipe as 1. Parameters stay as sent.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** DTO validation whose 400 detail names the field and the broken rule. */
export function createValidationPipe(): ValidationPipe {
  return new ShopValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException({ detail: firstMessage(errors) }),
  });
}
