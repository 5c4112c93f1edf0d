import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response';
import { TOTAL_COUNT_HEADER } from './list-query';

export { ErrorResponse };

/** Tag, bearer auth and the 401/403 every admin route shares. */
export const AdminApi = () =>
  applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No, invalid or revoked token', type: ErrorResponse }),
    ApiForbiddenResponse({ description: 'The role may not do this (the permission is named in the description)', type: ErrorResponse }),
  );

/** A documented list: the array (or {data}) body plus the X-Total-Count header. */
export const ApiAdminList = (type: unknown, isArray = true) =>
  applyDecorators(
    ApiResponse({
      status: 200,
      type: type as never,
      isArray,
      headers: { [TOTAL_COUNT_HEADER]: { description: 'Number of rows matching the filters, before paging', schema: { type: 'integer' } } },
    }),
    ApiBadRequestResponse({ description: 'Invalid filter, paging or unknown sort field', type: ErrorResponse }),
  );

/** The one 400 entry of a route (OpenAPI keeps one response per status), saying what can fail. */
export const ApiInvalidInput = (description: string) => ApiBadRequestResponse({ description, type: ErrorResponse });

export const INVALID_ID = 'The id in the path is not a positive integer';
export const INVALID_JSON_FIELDS = 'Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON';
export const INVALID_FORM_FIELDS =
  'Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary)';

export const ApiNotFound = (what: string) => ApiNotFoundResponse({ description: `${what} not found`, type: ErrorResponse });

export const ApiImageErrors = () =>
  applyDecorators(
    ApiPayloadTooLargeResponse({ description: 'Image above 5 MB; nothing stored', type: ErrorResponse }),
    ApiUnsupportedMediaTypeResponse({
      description: 'Not a JPEG, PNG or WebP image (judged by content); nothing stored',
      type: ErrorResponse,
    }),
  );
