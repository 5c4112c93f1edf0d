import { RestAuditLogController } from './rest-audit-log.controller';
import { RestCategoriesController } from './rest-categories.controller';
import { RestCustomersController } from './rest-customers.controller';
import { RestOrdersController } from './rest-orders.controller';
import { RestOutboxController } from './rest-outbox.controller';
import { RestProductsController } from './rest-products.controller';
import { RestSubcategoriesController } from './rest-subcategories.controller';

/** The REST admin surface under /api/v1/admin/ (see rest-docs.ts). */
export const REST_ADMIN_CONTROLLERS = [
  RestCategoriesController,
  RestSubcategoriesController,
  RestProductsController,
  RestOrdersController,
  RestCustomersController,
  RestOutboxController,
  RestAuditLogController,
];
