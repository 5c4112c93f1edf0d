import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminListQuery, SortField } from '../list-query';
import { SUBCATEGORY_SORT } from '../sort-fields';
import { ToBoolean, Trim } from '../../common/query-transforms';
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
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'статус доступности должен быть true или false' })
  status_enabled?: boolean;

  @ApiPropertyOptional({ description: 'Substring of the name' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'название должно быть строкой' })
  @MaxLength(200, { message: 'название: не более 200 символов' })
  name?: string;
}
