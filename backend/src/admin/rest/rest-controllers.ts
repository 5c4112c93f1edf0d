import { RestAuditLogController } from './rest-audit-log.controller';
import { RestOutboxController } from './rest-outbox.controller';
import { RestProductsController } from './rest-products.controller';

/** The REST admin controllers that span domains (see rest-docs.ts); the rest live in their domains. */
export const REST_ADMIN_CONTROLLERS = [RestProductsController, RestOutboxController, RestAuditLogController];
