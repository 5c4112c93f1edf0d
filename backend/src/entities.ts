import { OutboxMessage } from './mail/outbox-message.entity';
import { AuditLog } from './audit/audit-log.entity';
import { OneTimeToken } from './auth/one-time-token.entity';
import { Session } from './auth/session.entity';
import { CapacitySettingsRow } from './capacity/capacity-settings.entity';
import { CartItem } from './cart/cart-item.entity';
import { AboutUs } from './catalogue/about-us.entity';
import { CatalogueVersion } from './cache/catalogue-version.entity';
import { Category } from './catalogue/category.entity';
import { Contacts } from './catalogue/contacts.entity';
import { Product } from './catalogue/product.entity';
import { ProductAllergen, ProductDietTag } from './catalogue/product-dietary.entity';
import { Subcategory } from './catalogue/subcategory.entity';
import { ProductSearchSubscriber } from './catalogue/product-search.subscriber';
import { Ingredient, IngredientPrice } from './costing/ingredient.entity';
import { Recipe, RecipeLine } from './costing/recipe.entity';
import { DataModel } from './database/data-source-options';
import { LunchContract } from './lunches/lunch-contract.entity';
import { LunchDay } from './lunches/lunch-day.entity';
import { LunchInvoice, LunchInvoiceReminder } from './lunches/lunch-invoice.entity';
import { LunchMenuLine, LunchMenuSet } from './lunches/lunch-menu.entity';
import { Enquiry, EnquiryLine, EnquiryStatusChange } from './events/enquiry.entity';
import { EventFormat, EventFormatCategory } from './events/event-format.entity';
import { OrderItem } from './orders/order-item.entity';
import { Order } from './orders/order.entity';
import { OrderAdjustment } from './orders/order-adjustment.entity';
import { OrderChangeRequest } from './orders/order-change-request.entity';
import { OrderStatusChange } from './orders/order-status-change.entity';
import { InvoiceCounter } from './payments/invoice-counter.entity';
import { Invoice } from './payments/invoice.entity';
import { OrderPayment } from './payments/payment.entity';
import { OnlinePayment } from './payments/online-payment.entity';
import { RefundAttempt } from './payments/refund-attempt.entity';
import { PaymentReminder } from './payments/payment-reminder.entity';
import { PaymentSettings } from './payments/payment-settings.entity';
import { Quote, QuoteLine, QuoteStatusChange } from './quotes/quote.entity';
import { SchedulerLease } from './scheduling/scheduler-lease.entity';
import { TelegramConnectCode } from './telegram/telegram-connect-code.entity';
import { TelegramLink } from './telegram/telegram-link.entity';
import { TelegramNotice } from './telegram/telegram-notice.entity';
import { TelegramUpdateRecord } from './telegram/telegram-update.entity';
import { TelegramSettings } from './telegram/telegram-settings.entity';
import { User } from './auth/user.entity';

/**
 * Every entity, registered once for the data source and the migration generator. It lives at
 * the app's root, above every domain, so `database/` never imports a domain (docs/architecture.md, «Layers»).
 */
export const ENTITIES = [
  User,
  OneTimeToken,
  Session,
  Category,
  Subcategory,
  Product,
  AboutUs,
  Contacts,
  CartItem,
  Order,
  OrderItem,
  CatalogueVersion,
  OrderStatusChange,
  OrderAdjustment,
  OrderChangeRequest,
  ProductAllergen,
  ProductDietTag,
  CapacitySettingsRow,
  OrderPayment,
  OnlinePayment,
  RefundAttempt,
  PaymentSettings,
  InvoiceCounter,
  Invoice,
  EventFormat,
  EventFormatCategory,
  Enquiry,
  EnquiryLine,
  EnquiryStatusChange,
  Quote,
  QuoteLine,
  QuoteStatusChange,
  PaymentReminder,
  SchedulerLease,
  OutboxMessage,
  Ingredient,
  IngredientPrice,
  Recipe,
  RecipeLine,
  AuditLog,
  LunchContract,
  LunchDay,
  LunchMenuSet,
  LunchMenuLine,
  LunchInvoice,
  LunchInvoiceReminder,
  TelegramSettings,
  TelegramConnectCode,
  TelegramLink,
  TelegramNotice,
  TelegramUpdateRecord,
];

/** The entities and the subscribers every data source of the app is built with (app, CLI, bulk seed). */
export const DATA_MODEL: DataModel = { entities: ENTITIES, subscribers: [ProductSearchSubscriber] };
