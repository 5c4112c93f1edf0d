import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The multipart image of an upload route (`img_file`, see ImageUploadInterceptor). */
export const IMAGE_DESCRIPTION = 'multipart/form-data only: JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else)';

export class ImageUploadBody {
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else)',
  })
  img_file?: unknown;
}

export class RequiredImageUploadBody {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else)' })
  img_file!: unknown;
}
