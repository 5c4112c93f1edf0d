import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { CreateCategoryQuery, UpdateCategoryQuery } from '../dto/category.dto';
import { UpdateOrderBody } from '../dto/order.dto';
import { CreateProductQuery, UpdateProductQuery } from '../dto/product.dto';

/**
 * Bodies of the REST admin surface. They reuse the field rules of the documented endpoints;
 * categories and products come as JSON or as multipart/form-data (text fields plus img_file).
 * On PUT only the fields sent change; fields of the record that cannot be written (id,
 * image_path, names of the parents, dates) may be sent back as read and are ignored.
 */
const IMAGE_DESCRIPTION = 'multipart/form-data only: JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else)';

export class RestCreateCategoryBody extends CreateCategoryQuery {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: IMAGE_DESCRIPTION })
  img_file?: unknown;
}

export class RestUpdateCategoryBody extends UpdateCategoryQuery {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: `${IMAGE_DESCRIPTION}; replaces the old image` })
  img_file?: unknown;
}

export class RestCreateProductBody extends CreateProductQuery {
  @ApiProperty({ type: 'string', format: 'binary', description: `${IMAGE_DESCRIPTION}; required (400 without it)` })
  img_file?: unknown;
}

export class RestUpdateProductBody extends UpdateProductQuery {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: `${IMAGE_DESCRIPTION}; replaces the old image` })
  img_file?: unknown;
}

/** The order fields an administrator may change; the id comes from the path. */
export class RestUpdateOrderBody extends OmitType(UpdateOrderBody, ['order_id'] as const) {}
