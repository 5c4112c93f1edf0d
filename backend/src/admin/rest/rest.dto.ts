import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMAGE_DESCRIPTION } from '../../media/image-upload.dto';
import { CreateProductQuery, UpdateProductQuery } from '../dto/product.dto';

/**
 * Bodies of the REST admin surface. They reuse the field rules of the documented endpoints;
 * products come as JSON or as multipart/form-data (text fields plus img_file).
 * On PUT only the fields sent change; fields of the record that cannot be written (id,
 * image_path, names of the parents, dates) may be sent back as read and are ignored.
 */
export class RestCreateProductBody extends CreateProductQuery {
  @ApiProperty({ type: 'string', format: 'binary', description: `${IMAGE_DESCRIPTION}; required (400 without it)` })
  img_file?: unknown;
}

export class RestUpdateProductBody extends UpdateProductQuery {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: `${IMAGE_DESCRIPTION}; replaces the old image` })
  img_file?: unknown;
}
