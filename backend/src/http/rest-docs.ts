import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiResponse } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response';
import { CONTENT_RANGE_HEADER } from './rest-list-query';

/** The REST admin surface for react-admin's ra-data-simple-rest lives under /api/v1/admin/. */
export const REST_ADMIN_PREFIX = 'admin';

export const INVALID_LIST_QUERY =
  'Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page';

/** A REST list: a JSON array of rows plus the Content-Range header with the total. */
export const ApiRestList = (type: unknown) =>
  applyDecorators(
    ApiResponse({
      status: 200,
      type: type as never,
      isArray: true,
      headers: {
        [CONTENT_RANGE_HEADER]: {
          description:
            'Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories */0" when none is sent)',
          schema: { type: 'string' },
        },
      },
    }),
    ApiBadRequestResponse({ description: INVALID_LIST_QUERY, type: ErrorResponse }),
  );
