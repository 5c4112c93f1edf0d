import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IMAGE_DESCRIPTION } from '../media/image-upload.dto';
import { AdminListQuery, NameSearchField, SortField } from '../http/list-query';
import { CATEGORY_SORT } from './catalogue-sort-fields';
import { BooleanField, IntField, NameField, TextField } from '../common/dto-fields';
import { LABELS } from '../common/field-labels';
import { BooleanFilter } from '../common/filter-fields';

export class CreateCategoryQuery {
  @ApiProperty({ example: 'Фуршетные боксы', maxLength: 200 })
  @NameField(true)
  name!: string;

  @ApiPropertyOptional({ example: 'Наборы закусок для фуршета', default: '' })
  @TextField(LABELS.description)
  description?: string;

  @ApiPropertyOptional({ type: Boolean, default: false, description: "'true' or 'false'" })
  @BooleanField()
  status_enabled?: boolean;

  @ApiPropertyOptional({ type: Number, default: 1, minimum: 1 })
  @IntField(LABELS.position, 1)
  position?: number;
}

/** Only the changed fields are sent. */
export class UpdateCategoryQuery {
  @ApiPropertyOptional({ maxLength: 200 })
  @NameField(false)
  name?: string;

  @ApiPropertyOptional()
  @TextField(LABELS.description)
  description?: string;

  @ApiPropertyOptional({ type: Boolean, description: "'true' or 'false'" })
  @BooleanField()
  status_enabled?: boolean;

  @ApiPropertyOptional({ type: Number, minimum: 1 })
  @IntField(LABELS.position, 1)
  position?: number;
}

export class CategoryListQuery extends AdminListQuery {
  @SortField(CATEGORY_SORT)
  sort?: string;

  @BooleanFilter("Only enabled ('true') or disabled ('false') ones")
  status_enabled?: boolean;

  @NameSearchField()
  name?: string;
}

export class ShortItemResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Фуршетные боксы' }) name!: string;
}

/**
 * The REST surface's bodies (JSON, or multipart/form-data: text fields plus img_file). On PUT only
 * the fields sent change; fields of the record that cannot be written may be sent back and are ignored.
 */
export class RestCreateCategoryBody extends CreateCategoryQuery {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: IMAGE_DESCRIPTION })
  img_file?: unknown;
}

export class RestUpdateCategoryBody extends UpdateCategoryQuery {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: `${IMAGE_DESCRIPTION}; replaces the old image` })
  img_file?: unknown;
}
