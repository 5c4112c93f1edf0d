import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminListQuery, NameSearchField, SortField } from '../list-query';
import { PRODUCT_SORT } from '../../catalogue/catalogue-sort-fields';
import { BooleanField, IdField, IntField, NameField, PriceField, TextField } from '../../common/dto-fields';
import { LABELS } from '../../common/field-labels';
import { BooleanFilter, IdFilter } from '../../common/filter-fields';

export class CreateProductQuery {
  @ApiProperty({ example: 'Канапе с сёмгой', maxLength: 200 })
  @NameField(true)
  name!: string;

  @ApiPropertyOptional({ default: '' })
  @TextField(LABELS.description)
  description?: string;

  @ApiPropertyOptional({ default: '' })
  @TextField(LABELS.ingredients)
  ingredients?: string;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'BYN, ≥ 0, at most 2 decimals', example: 45.5 })
  @PriceField()
  price?: number;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'Grams, integer ≥ 0', example: 800 })
  @IntField(LABELS.weight, 0)
  weight?: number;

  @ApiPropertyOptional({ type: Number, default: 0, description: 'Integer ≥ 0', example: 4 })
  @IntField(LABELS.peopleNumbers, 0)
  people_numbers?: number;

  @ApiProperty({ type: Number, example: 1 })
  @IdField(true, LABELS.categoryId)
  category_id!: number;

  @ApiProperty({ type: Number, example: 3, description: 'Must belong to category_id (400 otherwise)' })
  @IdField(true, LABELS.subcategoryId)
  subcategory_id!: number;

  @ApiPropertyOptional({ type: Boolean, default: false })
  @BooleanField()
  status_enabled?: boolean;
}

/** Only the changed fields are sent. */
export class UpdateProductQuery {
  @ApiPropertyOptional({ maxLength: 200 })
  @NameField(false)
  name?: string;

  @ApiPropertyOptional()
  @TextField(LABELS.description)
  description?: string;

  @ApiPropertyOptional()
  @TextField(LABELS.ingredients)
  ingredients?: string;

  @ApiPropertyOptional({ type: Number })
  @PriceField()
  price?: number;

  @ApiPropertyOptional({ type: Number })
  @IntField(LABELS.weight, 0)
  weight?: number;

  @ApiPropertyOptional({ type: Number })
  @IntField(LABELS.peopleNumbers, 0)
  people_numbers?: number;

  @ApiPropertyOptional({ type: Number })
  @IdField(false, LABELS.categoryId)
  category_id?: number;

  @ApiPropertyOptional({ type: Number })
  @IdField(false, LABELS.subcategoryId)
  subcategory_id?: number;

  @ApiPropertyOptional({ type: Boolean })
  @BooleanField()
  status_enabled?: boolean;
}

export class ProductAdminListQuery extends AdminListQuery {
  @SortField(PRODUCT_SORT)
  sort?: string;

  @IdFilter(LABELS.categoryId)
  category_id?: number;

  @IdFilter(LABELS.subcategoryId)
  subcategory_id?: number;

  @BooleanFilter()
  status_enabled?: boolean;

  @NameSearchField()
  name?: string;
}
