import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminListQuery, NameSearchField, SortField } from '../http/list-query';
import { SUBCATEGORY_SORT } from './catalogue-sort-fields';
import { BooleanField, IdField, NameField } from '../common/dto-fields';
import { LABELS } from '../common/field-labels';
import { BooleanFilter, IdFilter } from '../common/filter-fields';

export class CreateSubcategoryBody {
  @ApiProperty({ example: 'Канапе', maxLength: 200 })
  @NameField(true)
  name!: string;

  @ApiPropertyOptional({ default: false })
  @BooleanField()
  status_enabled?: boolean;

  @ApiProperty({ example: 1 })
  @IdField(true, LABELS.categoryId)
  category_id!: number;
}

/** Only the changed fields are sent. Moving a subcategory moves its products along. */
export class UpdateSubcategoryBody {
  @ApiPropertyOptional({ maxLength: 200 })
  @NameField(false)
  name?: string;

  @ApiPropertyOptional()
  @BooleanField()
  status_enabled?: boolean;

  @ApiPropertyOptional({ example: 1 })
  @IdField(false, LABELS.categoryId)
  category_id?: number;
}

export class SubcategoryListQuery extends AdminListQuery {
  @SortField(SUBCATEGORY_SORT)
  sort?: string;

  @IdFilter(LABELS.categoryId)
  category_id?: number;

  @BooleanFilter()
  status_enabled?: boolean;

  @NameSearchField()
  name?: string;
}
