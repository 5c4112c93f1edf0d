import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminListQuery, NameSearchField, SortField } from '../list-query';
import { SUBCATEGORY_SORT } from '../sort-fields';
import { BooleanField, IdField, NameField } from '../../common/dto-fields';

export class CreateSubcategoryBody {
  @ApiProperty({ example: 'Канапе', maxLength: 200 })
  @NameField(true)
  name!: string;

  @ApiPropertyOptional({ default: false })
  @BooleanField()
  status_enabled?: boolean;

  @ApiProperty({ example: 1 })
  @IdField(true, 'id категории')
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
  @IdField(false, 'id категории')
  category_id?: number;
}

export class SubcategoryListQuery extends AdminListQuery {
  @SortField(SUBCATEGORY_SORT)
  sort?: string;

  @ApiPropertyOptional({ type: Number })
  @IdField(false, 'id категории')
  category_id?: number;

  @ApiPropertyOptional({ type: Boolean })
  @BooleanField()
  status_enabled?: boolean;

  @NameSearchField()
  name?: string;
}
