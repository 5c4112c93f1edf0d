/**
 * Generated from the API's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `npm run api-types` after changing a controller or DTO.
 */

export interface paths {
    "/api/v1/about-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The about-us record (text is HTML) */
        get: operations["AboutUsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who changed what: every change made through the back office, the admin API or by a customer on their own order or quote
         * @description Filters (filter={…}): actor_id, entity, entity_id, from and to (Minsk days YYYY-MM-DD, both inclusive), id; sort=["at","DESC"] (the default) or ["at","ASC"], ties broken by id. entity: product (Блюдо), category (Категория), subcategory (Подкатегория), event_format (Формат мероприятия), order (Заказ), change_request (Просьба изменить заказ; решение менеджера: принята или отклонена с причиной), payment (Оплата), capacity (Загрузка кухни; лимиты загрузки), closing_day (Выходной день), payment_settings (Настройки оплаты), contacts (Контакты), about_us (О нас), quote (Предложение; коммерческое предложение), enquiry (Заявка), staff (Сотрудник), ingredient (Ингредиент), recipe (Техкарта; entity_id: блюдо), letter (Письмо; письмо исходящей почты (outbox)), lunch_contract (Договор на обеды), lunch_day (День обедов; день договора: количество, набор, пропуск (entity_id: день; дата и договор в changes)), lunch_menu (Меню обедов; меню недели (entity_id null, понедельник в changes)), lunch_invoice (Счёт за обеды; счёт и акт за месяц по договору на обеды), telegram_settings (Настройки Telegram; группа сотрудников и события, которые в неё приходят (entity_id 1)). action: create (создание), update (изменение; для заказа: и строк), delete (удаление; для сотрудника: деактивация), status (смена статуса), force (принудительно; смена статуса в обход правил), cancel (отмена; отмена заказа клиентом), reschedule (перенос; перенос даты или времени), refund (возврат; отрицательный платёж), deliver (доставка; отметка «Доставлено»), send (отправка; отправка предложения клиенту), accept (принятие; принятие предложения клиентом), retry (повторная отправка; «Отправить ещё раз» для письма, которое не удалось отправить). changes lists the changed fields [{ field, old, new }] (money as numbers, dates as ISO strings; passwords and tokens never); null for an ingredient or recipe entry to a role without costing read, a payment entry to a role without payments read (field visibility). Append-only: no route creates, edits or deletes an entry.
         *
         *     Permission: `audit_log` read («журнал изменений»): owner, accountant.
         */
        get: operations["RestAuditLogController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entry of the audit log
         * @description Permission: `audit_log` read («журнал изменений»): owner, accountant.
         */
        get: operations["RestAuditLogController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories, disabled ones included; filters: status_enabled, name, id (ordered by position, id unless sorted)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["RestCategoriesController_list"];
        put?: never;
        /**
         * Create a category (JSON, or multipart with an optional img_file)
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        post: operations["RestCategoriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["RestCategoriesController_get"];
        /**
         * Change a category: the fields sent (JSON, or multipart with an optional new img_file); answers the category
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        put: operations["RestCategoriesController_update"];
        post?: never;
        /**
         * Delete a category and its image files; answers the deleted category
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        delete: operations["RestCategoriesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Change requests, open ones first then the newest; filters: status (open, accepted, declined), order_id, id
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminChangeRequestsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/change-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One change request
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminChangeRequestsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/change-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an open request (the back office opens the order editor with it applied and accepts once the order is saved); the customer is e-mailed
         * @description Permission: `orders` write («заказы»): owner, manager.
         */
        post: operations["AdminChangeRequestsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/change-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an open request with a reason, which the customer’s letter gives
         * @description Permission: `orders` write («заказы»): owner, manager.
         */
        post: operations["AdminChangeRequestsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/costing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Food cost and margin of a whole event: exactly one of order_id, quote_id (its current version), enquiry_id (its proposed menu)
         * @description revenue counts the dishes only (services and delivery left out); dishes without a recipe are listed in without_recipe. revenue, margin, margin_percent and below_min are null for a role without order money (field visibility `margin`: the kitchen reads the food cost only).
         *
         *     Permission: `costing` read («ингредиенты и техкарты»): owner, manager, kitchen.
         */
        get: operations["CostingController_event"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customer accounts (administrators not listed) with orders_count, total_spent (canceled orders excluded) and last_order_date; filters: q (name, surname or e-mail), id; newest accounts first unless sorted
         * @description Permission: `customers` read («клиенты»): owner, manager, accountant.
         */
        get: operations["RestCustomersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer account with its order totals
         * @description Permission: `customers` read («клиенты»): owner, manager, accountant.
         */
        get: operations["RestCustomersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enquiries, new ones first then the newest; filters: status (new, in_progress, quoted, won, lost), event_from, event_to (Minsk days), id
         * @description Permission: `enquiries` read («заявки на мероприятия»): owner, manager.
         */
        get: operations["AdminEnquiriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One enquiry with its menu, the menu’s coverage against the format, and the status history
         * @description Permission: `enquiries` read («заявки на мероприятия»): owner, manager.
         */
        get: operations["AdminEnquiriesController_get"];
        /**
         * Change the status and/or add a note: one history step (unknown status → 400)
         * @description Permission: `enquiries` write («заявки на мероприятия»): owner, manager.
         */
        put: operations["AdminEnquiriesController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/enquiries/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * «Создать заказ»: the enquiry’s menu becomes an order for its customer through the order desk (account found by e-mail or opened; catalogue prices now; the shop’s time rules unless time_override_reason); the enquiry becomes «won» with the order’s number in its history, in one transaction
         * @description Permission: `orders` write («заказы»): owner, manager.
         */
        post: operations["AdminEnquiriesController_createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/event-formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event formats with their categories; filter: name, id (ordered by position unless sorted)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminEventFormatsController_list"];
        put?: never;
        /**
         * Create an event format (JSON); an unknown or repeated category → 400
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        post: operations["AdminEventFormatsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/event-formats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event format
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminEventFormatsController_get"];
        /**
         * Change an event format: the fields sent; categories, when sent, replace the old ones
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        put: operations["AdminEventFormatsController_update"];
        post?: never;
        /**
         * Delete an event format (enquiries keep its code and name); answers the deleted format
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        delete: operations["AdminEventFormatsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ingredients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ingredients with used_in (recipes using each); filter: q (name, any case), supplier, id (by name unless sorted)
         * @description Permission: `costing` read («ингредиенты и техкарты»): owner, manager, kitchen.
         */
        get: operations["AdminIngredientsController_list"];
        put?: never;
        /**
         * Create an ingredient (JSON); its price starts the price history
         * @description Permission: `costing` write («ингредиенты и техкарты»): owner.
         */
        post: operations["AdminIngredientsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ingredients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ingredient with its price_history (newest first)
         * @description Permission: `costing` read («ингредиенты и техкарты»): owner, manager, kitchen.
         */
        get: operations["AdminIngredientsController_get"];
        /**
         * Change an ingredient: the fields sent; a new price_per_unit keeps the old one in price_history
         * @description Permission: `costing` write («ингредиенты и техкарты»): owner.
         */
        put: operations["AdminIngredientsController_update"];
        post?: never;
        /**
         * Delete an ingredient no recipe uses; answers it
         * @description Permission: `costing` write («ингредиенты и техкарты»): owner.
         */
        delete: operations["AdminIngredientsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lunch contracts, newest first; filter: status, q (company name, any case), contact_user_id, id
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminLunchContractsController_list"];
        put?: never;
        /**
         * Create a lunch contract (JSON); the contact must be a customer’s account
         * @description Permission: `orders` write («заказы»): owner, manager.
         */
        post: operations["AdminLunchContractsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/run-cutoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the next day now (the cutoff job, early and idempotent)
         * @description Each active contract’s next day after today (or `date`) becomes its order now, whatever its cutoff; then every day already past its cutoff, as the job does. A day closed before is answered with closed_now false and nothing else happens.
         *
         *     Permission: `orders` write («заказы»): owner, manager.
         */
        post: operations["AdminLunchContractsController_runCutoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One lunch contract
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminLunchContractsController_get"];
        /**
         * Change a lunch contract: the fields sent (status paused/ended pauses or ends it); days already closed stay as made
         * @description Permission: `orders` write («заказы»): owner, manager.
         */
        put: operations["AdminLunchContractsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}/acts/{month}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The month’s act («Акт сдачи-приёмки оказанных услуг»: both parties, the days, signature lines) as an A4 PDF
         * @description Permission: `invoices` read («счета»): owner, manager, accountant.
         */
        get: operations["AdminLunchContractsController_actPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}/close-month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the month’s invoice and act now (idempotent): 201 when made, 200 with the one made before
         * @description The month must be over. The invoice takes the next number of the shop’s invoice sequence; the contact gets both PDFs by e-mail.
         *
         *     Permission: `payments` write («оплаты»): owner, manager, accountant.
         */
        post: operations["AdminLunchContractsController_closeMonth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The manager’s calendar of a contract: its days from..to (at most 62), as the contact sees them
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminLunchContractsController_listDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}/days/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * The manager changes a day: before its cutoff as the contact; after it (until the day is over) at the late terms
         * @description After the cutoff the dropped people (or the whole day, when skipped) are charged late_charge_percent of their price (late_charge, billed apart on the month’s invoice); the day’s order follows: canceled when skipped, else its guests, dishes and total.
         *
         *     Permission: `orders` write («заказы»): owner, manager.
         */
        patch: operations["AdminLunchContractsController_changeDay"];
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}/invoices/{month}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The month’s invoice («Счёт на оплату № …»: a line per day, late charges apart) as an A4 PDF
         * @description Permission: `invoices` read («счета»): owner, manager, accountant.
         */
        get: operations["AdminLunchContractsController_invoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter a bank transfer against the month’s invoice; answers the statement
         * @description Split over the month’s orders (oldest first, the rest on the last) through the payments ledger, each entry naming the invoice.
         *
         *     Permission: `payments` write («оплаты»): owner, manager, accountant.
         */
        post: operations["AdminLunchContractsController_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-contracts/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The month’s statement: the days (delivered, charged), the invoice, paid and due
         * @description Permission: `payments` read («оплаты»): owner, manager, accountant.
         */
        get: operations["AdminLunchContractsController_statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/lunch-menus/{monday}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The week’s lunch menu (the path is the week’s Monday, YYYY-MM-DD); days without a menu are left out
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminLunchMenusController_get"];
        /**
         * Publish the week’s lunch menu: the days sent replace the week (one set, or a choice of up to 3 a day; dishes on sale); audited
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        put: operations["AdminLunchMenusController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders, newest first unless sorted; filters: payment_method, status, payment_status, payment_due (awaiting | overdue), date_from, date_to, event_from, event_to (Minsk days, inclusive), phone, user_id, id
         * @description Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'. Sort "upcoming" (the back office's default): events from now on, soonest first, then past events, latest first, then orders without delivery_at (the direction is ignored). Sort "delivery_at" keeps orders without delivery_at last in both directions.
         *
         *     Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["RestOrdersController_list"];
        put?: never;
        /**
         * Order desk: an order taken by phone for an account (user_id) or a caller (customer: found by e-mail or a new account)
         * @description Priced from the catalogue, delivery cost and the shop’s time rules as at checkout; time_override_reason lets staff book outside the rules (within 365 days), recorded in the history. A new account gets a verified e-mail, no password and a «set your password» letter; the customer gets the order confirmation. Answers the order (201).
         *
         *     Permission: `orders` write («заказы»): owner, manager.
         */
        post: operations["RestOrdersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its items
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["RestOrdersController_get"];
        /**
         * Change an order through its state machine (JSON): payment method, status, total (an adjustment), delivery and time, address, guests, comment and lines (the whole new list of dishes); send the version you read (409 when the order changed since). Other fields of the order are ignored. A status change e-mails the customer, and so does a change of dishes, time, delivery, address or guests (a summary). Answers the order
         * @description Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'.
         *
         *     Permission: `orders` write («заказы»): owner, manager.
         */
        put: operations["RestOrdersController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give the order to a driver (null: to nobody, any driver of the day may take it)
         * @description Permission: `orders` write («заказы»): owner, manager.
         */
        put: operations["OrderDriverController_assign"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/online-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s online payment attempts (card checkouts, ERIP invoices), newest first
         * @description Permission: `payments` read («оплаты»): owner, manager, accountant.
         */
        get: operations["OnlinePaymentsAdminController_attempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order’s payments, oldest first, and the position they add up to
         * @description Permission: `payments` read («оплаты»): owner, manager, accountant.
         */
        get: operations["PaymentsController_list"];
        put?: never;
        /**
         * Record a payment (a negative amount records a refund, which also needs `refunds` write: owner only)
         * @description One transaction: the ledger row and a history note («Оплата 250,00 byn (наличные)») through the order state machine, so the order’s version goes up by one. Works on any status (a refund after a cancellation).
         *
         *     Permission: `payments` write («оплаты»): owner, manager, accountant.
         */
        post: operations["PaymentsController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/payments/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a mistaken payment; the history keeps a note of it («Удалена запись: …»)
         * @description Permission: `payments` write («оплаты»): owner, manager, accountant.
         */
        delete: operations["PaymentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/payments/{pid}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an online payment (whole or part) through bePaid
         * @description Record before calling out: the refund is written (pending) before bePaid is asked, with its id as bePaid’s tracking_id (refund-<id>). Confirmed → 201 with the negative ledger entry (the same method, bePaid’s refund uid, refund_of the payment) and a history note, entered once. No answer within BEPAID_TIMEOUT_MS, a 5xx or a broken connection → 202 { refund_id, status: "unknown", message }: the shop asks bePaid itself (at once, then every 5 minutes) and reads bePaid’s notification; the payments list shows the refund as unknown («Возврат проверяется») until refunded or failed. Do not retry.
         *
         *     Permission: `refunds` write («возвраты денег»): owner.
         */
        post: operations["OnlinePaymentsAdminController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every outgoing letter and Telegram message with its state: pending (not yet taken by the SMTP server or Telegram: attempts, last_error, next_attempt_at), sent, or failed (refused for good after 3 tries of a 5xx reply, at once for a chat that blocked the bot, or 24 tries of passing failures: last_error is the server’s reply or Telegram’s reason); filters: status, channel, recipient, id; newest first unless sorted
         * @description Permission: `outbox` read («почта»): owner, manager.
         */
        get: operations["RestOutboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/outbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One letter of the outbox (its state, not its text)
         * @description Permission: `outbox` read («почта»): owner, manager.
         */
        get: operations["RestOutboxController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * «Отправить ещё раз»: a failed letter is queued again (pending, tries counted afresh, the last reason kept until the next try) and sent at once; audited (entity letter, action retry)
         * @description Permission: `outbox` write («почта»): owner.
         */
        post: operations["RestOutboxController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products with category_name and subcategory_name, allergens and diet_tags, disabled included; filters: category_id, subcategory_id, status_enabled, name, id, diet and allergens (arrays of codes: products carrying every one) (ordered by id unless sorted)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["RestProductsController_list"];
        put?: never;
        /**
         * Create a product: multipart with the fields and a required img_file
         * @description Unknown category_id / subcategory_id → 404; a subcategory of another category → 400.
         *
         *     Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        post: operations["RestProductsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch several products on or off in one transaction (the list’s bulk action); answers the ids
         * @description Every id must exist: an unknown one → 404 naming it, and no product changes. Products switched off leave every cart; the public catalogue shows the change on the next request.
         *
         *     Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        patch: operations["RestProductsController_setEnabled"];
        trace?: never;
    };
    "/api/v1/admin/products/dietary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Add or remove one diet tag or allergen on several products in one transaction (the list’s bulk action); answers the ids
         * @description Exactly one of diet_tag and allergen. Every id must exist (404 naming the unknown ones) and every product must keep the rules afterwards (vegan needs vegetarian, gluten_free excludes gluten, lactose_free excludes milk: 400 naming the product and the conflict); otherwise nothing changes.
         *
         *     Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        patch: operations["RestProductsController_setDietary"];
        trace?: never;
    };
    "/api/v1/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["RestProductsController_get"];
        /**
         * Change a product: the fields sent (JSON, or multipart with an optional new img_file); answers the product
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        put: operations["RestProductsController_update"];
        post?: never;
        /**
         * Delete a product: it leaves every cart, orders keep their snapshot; answers the deleted product
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        delete: operations["RestProductsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}/recipe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dish’s recipe with each line’s cost and the food cost of one unit; without one: lines [] and food_cost null
         * @description Permission: `costing` read («ингредиенты и техкарты»): owner, manager, kitchen.
         */
        get: operations["AdminRecipesController_get"];
        /**
         * Replace the dish’s recipe; lines [] removes it
         * @description An allergen of an ingredient the dish does not declare is saved and flagged in allergens_to_check («проверьте аллергены») until the owner changes the dish or confirms it.
         *
         *     Permission: `costing` write («ингредиенты и техкарты»): owner.
         */
        put: operations["AdminRecipesController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/products/{id}/recipe/confirm-allergens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The owner confirms the dish’s allergens are right as they are: answers the recipe with allergens_to_check []
         * @description A later recipe or ingredient change that brings another allergen flags the dish again.
         *
         *     Permission: `costing` write («ингредиенты и техкарты»): owner.
         */
        post: operations["AdminRecipesController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quotes, newest first; filter: status (as read now: expired = sent past valid_until), enquiry_id, q, event_from and event_to (Minsk days, inclusive), current, id
         * @description Answers Content-Range and X-Total-Count.
         *
         *     Permission: `quotes` read («предложения»): owner, manager.
         */
        get: operations["AdminQuotesController_list"];
        put?: never;
        /**
         * Create a draft quote, from scratch or from an enquiry (enquiry_id prefills its event, contacts and menu; sent fields win)
         * @description valid_until defaults to 14 days on, deposit_percent to the payment settings’ quote_deposit_percent (50).
         *
         *     Permission: `quotes` write («предложения»): owner, manager.
         */
        post: operations["AdminQuotesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One quote with its lines, totals, deposit and history
         * @description Permission: `quotes` read («предложения»): owner, manager.
         */
        get: operations["AdminQuotesController_get"];
        /**
         * Change a quote
         * @description A draft changes in place. A sent (or expired) one: when only valid_until changes it is extended in place (an expired one reads as sent again); any other change writes the next version as a new draft row (answered: a new id, previous_id = this id) and this one becomes replaced. Lines, when sent, replace the old ones (a dish already quoted keeps its name and catalogue price).
         *
         *     Permission: `quotes` write («предложения»): owner, manager.
         */
        put: operations["AdminQuotesController_update"];
        post?: never;
        /**
         * Delete a draft (sent ones stay in the history → 409); answers the deleted quote
         * @description Permission: `quotes` write («предложения»): owner, manager.
         */
        delete: operations["AdminQuotesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/quotes/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quote as the customer’s A4 PDF (preview; drafts too)
         * @description Permission: `quotes` read («предложения»): owner, manager.
         */
        get: operations["AdminQuotesController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/quotes/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * «Отправить»: the customer gets the link $PUBLIC_URL/quote/{token} by e-mail; draft (or sent again) → sent
         * @description Permission: `quotes` write («предложения»): owner, manager.
         */
        post: operations["AdminQuotesController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff accounts (users with a role); filters: q (name, surname or e-mail), role, active, id; by id unless sorted
         * @description Permission: `staff` read («сотрудники»): owner.
         */
        get: operations["StaffController_list"];
        put?: never;
        /**
         * Add a staff member: a new account, or an existing customer account given the role
         * @description One transaction: the account (a new one cannot sign in until its password is set), a set-password link valid 72 h (the storefront’s /api/v1/users/restore-password page, the «забыли пароль» token) and the letter naming the role, written to the outbox.
         *
         *     Permission: `staff` write («сотрудники»): owner.
         */
        post: operations["StaffController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One staff account
         * @description Permission: `staff` read («сотрудники»): owner.
         */
        get: operations["StaffController_get"];
        /**
         * Change name, surname, role or active (the fields sent)
         * @description A role with fewer permissions or active false revokes every session of that person in the same transaction (their next request is 401); a deactivated account cannot sign in. active true lets them sign in again.
         *
         *     Permission: `staff` write («сотрудники»): owner.
         */
        put: operations["StaffController_update"];
        post?: never;
        /**
         * Deactivate a staff account (sessions revoked, no sign-in); answers the record with active false
         * @description Permission: `staff` write («сотрудники»): owner.
         */
        delete: operations["StaffController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/subcategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subcategories with category_name, disabled included; filters: category_id, status_enabled, name, id (ordered by id unless sorted)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["RestSubcategoriesController_list"];
        put?: never;
        /**
         * Create a subcategory (JSON); an unknown category_id → 404
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        post: operations["RestSubcategoriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/subcategories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subcategory
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["RestSubcategoriesController_get"];
        /**
         * Change a subcategory: the fields sent (JSON); moving it moves its products to the new category; answers the subcategory
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        put: operations["RestSubcategoriesController_update"];
        post?: never;
        /**
         * Delete a subcategory; answers the deleted subcategory
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        delete: operations["RestSubcategoriesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shop’s Telegram: whether the bot is on, the connected group, a one-time connect code (owner) and the events posted
         * @description enabled false (no TELEGRAM_BOT_TOKEN): «Telegram не подключён», the rest empty. The owner connects the team’s group by adding the bot and sending `/connect <connect_code>` there; a live code is made when none is (30 minutes, used once).
         *
         *     Permission: `settings` read («настройки магазина»): owner, manager.
         */
        get: operations["AdminTelegramController_get"];
        /**
         * Choose the events posted to the staff group (owner); audited
         * @description Permission: `settings` write («настройки магазина»): owner.
         */
        put: operations["AdminTelegramController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/telegram/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect the staff group (owner): it is told so and hears nothing more; audited
         * @description Permission: `settings` write («настройки магазина»): owner.
         */
        delete: operations["AdminTelegramController_disconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/about-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the about-us HTML (sanitised on save: formatting tags and http(s)/mailto/tel links only); answers the saved record
         * @description Permission: `settings` write («настройки магазина»): owner.
         */
        patch: operations["AdminSettingsController_updateAboutUs"];
        trace?: never;
    };
    "/api/v1/bulbash_admin/agenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The kitchen’s calendar: orders with an event time in the Minsk days date_from..date_to (every status), by time
         * @description phone and email are null for a role without `customer_contacts` read (the kitchen): it may see when, where and how many, not whom to call.
         *
         *     Permission: `production` read («производство: повестка и лист производства»): owner, manager, kitchen.
         */
        get: operations["AdminKitchenController_agendaEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/capacity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The capacity settings: daily guests, orders per slot, closed weekdays and dates, lead-time tiers
         * @description Permission: `capacity` read («загрузка кухни»): owner, manager, kitchen.
         */
        get: operations["AdminCapacityController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change capacity settings (JSON, only the fields sent; lists are replaced whole and stored sorted); answers the saved settings
         * @description Permission: `capacity` write («загрузка кухни»): owner.
         */
        patch: operations["AdminCapacityController_update"];
        trace?: never;
    };
    "/api/v1/bulbash_admin/capacity/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One month of kitchen load: guests booked and orders per Minsk day (canceled ones excluded), closed days
         * @description Permission: `capacity` read («загрузка кухни»): owner, manager, kitchen.
         */
        get: operations["AdminCapacityController_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/cash-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * «Касса»: money received per Minsk day (paid_at) and method (cash, card, transfer), refunds negative, with totals
         * @description Permission: `cash_report` read («касса»): owner, accountant.
         */
        get: operations["CashReportController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/cash-report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * «Касса» as CSV for Excel: a row per day (ДД.ММ.ГГГГ), then «Итого»
         * @description Permission: `cash_report` read («касса»): owner, accountant.
         */
        get: operations["CashReportController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change contacts fields (only the changed ones) and/or the certificate photo (img_file); answers the saved record. The fields may come as query parameters (the spec’s form style), as a JSON body, or as multipart form fields beside img_file; one field given two different ways → 400
         * @description Permission: `settings` write («настройки магазина»): owner.
         */
        patch: operations["AdminSettingsController_updateContacts"];
        trace?: never;
    };
    "/api/v1/bulbash_admin/create_category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a category: fields as query parameters, optional multipart img_file
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        post: operations["AdminCategoriesController_createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/create_product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product: fields as query parameters, multipart img_file required
         * @description Unknown category_id / subcategory_id → 404; a subcategory of another category → 400.
         *
         *     Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        post: operations["AdminProductsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/create_subcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a subcategory (JSON); an unknown category_id → 404
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        post: operations["AdminCategoriesController_createSubcategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order counts by status, and for the last 30 days (Minsk days) what was ordered (revenue: order totals) and what was paid (the payments ledger, as «Касса»), aggregated in SQL; money_to_refund: online payments that arrived for an expired attempt or a canceled order and are not yet given back
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminDashboardController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/delete_category_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a category and its image files
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        delete: operations["AdminCategoriesController_deleteCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/delete_product_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a product: it leaves every cart; orders keep their snapshot (order_items.product_id becomes null)
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        delete: operations["AdminProductsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/delete_subcategory_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a subcategory
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        delete: operations["AdminCategoriesController_deleteSubcategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/delivery-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver’s sheet for a Minsk day: deliveries by time with address, km, phone (formatted and as a tel: link), customer, guests, boxes, comment and the amount to collect: the unpaid balance of a cash or card order (0 and «оплачено» once paid), as every order answer’s balance_due
         * @description Permission: `deliveries` read («доставка»): owner, manager, driver.
         */
        get: operations["AdminKitchenController_deliverySheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/delivery-sheet.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The driver’s sheet for a Minsk day as a landscape A4 PDF (the same rows as delivery-sheet, one per delivery, never cut by a page break)
         * @description Permission: `deliveries` read («доставка»): owner, manager, driver.
         */
        get: operations["AdminKitchenController_deliverySheetPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active driver accounts, for the delivery sheet’s driver select
         * @description Permission: `deliveries` read («доставка»): owner, manager, driver.
         */
        get: operations["MyDeliveriesController_drivers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get-all-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All orders, newest first
         * @description Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'.
         *
         *     Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminOrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get-list-short-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Category picker: [{id, name}]
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminCategoriesController_shortCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get-list-short-subcategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subcategory picker: [{id, name}]
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminCategoriesController_shortSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its items
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminOrdersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get_category_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One category (same shape as a list row), disabled included
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminCategoriesController_getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get_list_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All categories, disabled ones included (ordered by position, id unless sort is given)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminCategoriesController_listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get_list_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All products with category_name and subcategory_name, disabled included (ordered by id unless sort is given)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminProductsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get_list_subcategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All subcategories with category_name, disabled included (ordered by id unless sort is given)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminCategoriesController_listSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get_product_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product (same shape as a list row), disabled included
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminProductsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/get_subcategory_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subcategory (same shape as a list row)
         * @description Permission: `catalogue` read («каталог и цены»): owner, manager, kitchen, accountant.
         */
        get: operations["AdminCategoriesController_getSubcategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/my-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Minsk day’s deliveries for the driver’s phone, in time order
         * @description The viewer’s run of the day (deliveries/delivery-run.ts, the one rule the delivery sheet and «Доставлено» use too): canceled orders and pickups left out; a role that may not read every run (without `orders` read: the driver) sees only the confirmed deliveries (processing, or completed = delivered) given to it or to nobody; owner and manager see every delivery of the day. to_collect is amountToCollect of @bulbash/rules (0 when paid or by transfer). can_deliver: today’s run and not delivered yet.
         *
         *     Permission: `deliveries` read («доставка»): owner, manager, driver.
         */
        get: operations["MyDeliveriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/my-deliveries/{orderId}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a delivery done, with the cash taken at the door
         * @description One transaction with the order row locked: the order becomes completed through the order state machine (a history row «Доставлено (e-mail)»), and cash_collected > 0 is recorded as a cash payment with the driver as the recorder. More or less than to_collect may be recorded (the driver types what was taken). An unassigned delivery becomes the driver’s. Only what «Мои доставки» shows today may be marked: the order must be on the viewer’s run of today (Minsk, by the shop’s clock). A second tap or a second driver: 409 and no second payment.
         *
         *     Permission: `deliveries` write («доставка»): owner, manager, driver.
         */
        post: operations["MyDeliveriesController_delivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/my-deliveries/{orderId}/on-the-way": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * «В пути»: the driver set out with a delivery
         * @description One transaction with the order row locked: a history note «В пути (e-mail)» through the order state machine, the moment kept (on_the_way), an unassigned delivery given to the driver, and the customer’s Telegram chat (when linked) told with the driver’s phone. Only today’s run, as «Доставлено». A second tap: 409.
         *
         *     Permission: `deliveries` write («доставка»): owner, manager, driver.
         */
        post: operations["MyDeliveriesController_onTheWay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders list with the filters and sort of get-all-orders (event_from/event_to included) as CSV for Excel
         * @description Permission: `orders` read («заказы»): owner, manager, accountant.
         */
        get: operations["AdminKitchenController_ordersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/packing-labels.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Packing labels as an A4 PDF: one label per order, 2 × 4 labels of 105 × 74 mm a page with cut lines
         * @description The orders of the Minsk day `date` (canceled left out) by time, or the one order `order_id` (both: that order when its event is on that day). Each label: order number, event time, customer and phone (left out for a role without `customer_contacts` read: the kitchen), address or «Самовывоз», an allergy warning from the comment, the dishes with quantities (a list longer than the label ends with «и ещё N»).
         *
         *     Permission: `labels` read («этикетки»): owner, manager, kitchen, driver.
         */
        get: operations["AdminKitchenController_packingLabelsPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposit percent and threshold, balance due days, VAT note and invoice prefix
         * @description Permission: `payment_settings` read («настройки оплаты»): owner, accountant.
         */
        get: operations["PaymentSettingsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change some payment settings (JSON, only the fields sent); answers all of them
         * @description Permission: `payment_settings` write («настройки оплаты»): owner.
         */
        patch: operations["PaymentSettingsController_update"];
        trace?: never;
    };
    "/api/v1/bulbash_admin/production-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quantity of each product to prepare for the events of the Minsk days date_from..date_to (by delivery_at), canceled orders excluded
         * @description Permission: `production` read («производство: повестка и лист производства»): owner, manager, kitchen.
         */
        get: operations["AdminKitchenController_sheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/production-sheet.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The production sheet as CSV for Excel (product, quantity, orders)
         * @description Permission: `production` read («производство: повестка и лист производства»): owner, manager, kitchen.
         */
        get: operations["AdminKitchenController_sheetCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/production-sheet.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The production sheet as an A4 PDF: dish totals, then each event by time (delivery or pickup and where, guests, dishes, the comment with allergy words highlighted, the money breakdown)
         * @description Permission: `production` read («производство: повестка и лист производства»): owner, manager, kitchen.
         */
        get: operations["AdminKitchenController_sheetPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/purchase-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Purchase list: every ingredient of the dishes of the non-canceled orders whose event falls on the Minsk days from..to (or of order_id, or of quote_id), rounded up to whole packs, by supplier, with its cost
         * @description Permission: `purchase_list` read («закупка»): owner, manager, kitchen.
         */
        get: operations["PurchaseListController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/purchase-list.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The purchase list as CSV for Excel: a row per ingredient by supplier, the suppliers’ sums, the total, dishes without a recipe
         * @description Permission: `purchase_list` read («закупка»): owner, manager, kitchen.
         */
        get: operations["PurchaseListController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/purchase-list.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The purchase list as an A4 PDF: one table per supplier with a box to tick on each line
         * @description Permission: `purchase_list` read («закупка»): owner, manager, kitchen.
         */
        get: operations["PurchaseListController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/update-status-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change an order’s payment method, total cost, status and/or its delivery (reschedule); a status change e-mails the customer
         * @description Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'. delivery_at may be any time (the shoppers’ rules do not bind staff); when delivery_method or delivery_distance_km changes the delivery cost and no total_cost is sent, the server recomputes total_cost as items + the new delivery cost.
         *
         *     Permission: `orders` write («заказы»): owner, manager.
         */
        post: operations["AdminOrdersController_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bulbash_admin/update_category_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a category: only the changed fields as query parameters, optional new img_file (the old files are removed)
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        patch: operations["AdminCategoriesController_updateCategory"];
        trace?: never;
    };
    "/api/v1/bulbash_admin/update_product_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a product: only the changed fields as query parameters, optional new img_file (the old files are removed)
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        patch: operations["AdminProductsController_update"];
        trace?: never;
    };
    "/api/v1/bulbash_admin/update_subcategory_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a subcategory (JSON, changed fields only); moving it moves its products to the new category
         * @description Permission: `catalogue` write («каталог и цены»): owner, manager.
         */
        patch: operations["AdminCategoriesController_updateSubcategory"];
        trace?: never;
    };
    "/api/v1/cart/add-item-to-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product; a product already in the cart gets the quantity added to it */
        post: operations["CartController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/add-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add several products at once (an event menu): one transaction, all or nothing; the same rules as add-item-to-cart per product, the failing line named by its index. guests is answered back as the cart’s head count */
        post: operations["CartController_addMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/delete-item-from-cart/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the caller’s cart items */
        delete: operations["CartController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/get-items-from-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s cart at current prices; products taken off sale are left out */
        get: operations["CartController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/guest-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Will the cart feed this many guests? Per category of the cart: people covered (Σ people_numbers × quantity) and whether that is enough (≥ guests); for each short category the product on sale that closes the gap for the lowest total, with the quantity. With vegetarian=N, `vegetarian` answers the same for N guests over the vegetarian dishes only, for each category of the cart that has a vegetarian dish on sale */
        get: operations["CartController_guestPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cart/update-quantity-item-in-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the quantity of one of the caller’s cart items */
        patch: operations["CartController_update"];
        trace?: never;
    };
    "/api/v1/category/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Enabled categories, by position then id */
        get: operations["CategoryController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/category/subcategory_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enabled subcategories of enabled categories, by id
         * @description Accepts the product filter parameters; only category_id is used. Without it, all enabled subcategories.
         */
        get: operations["CategoryController_subcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seller's contact and legal details */
        get: operations["ContactsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dietary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The allergen and diet tag codes with their Russian names, in a stable order (what products list in allergens / diet_tags) */
        get: operations["DietaryController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an event to the caterer (signed in or as a guest). Event time follows the order rules (Minsk time, lead time); 5 enquiries an hour per client address and per e-mail; the customer and the shop get letters */
        post: operations["EventsController_createEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Event formats (buffet, banquet, …) with the portions per guest of each category */
        get: operations["EventsController_listFormats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Proposes a menu for a head count and a format: every category covered (Σ people_numbers × quantity ≥ ⌈guests × portions⌉), 2 different dishes below 30 guests and 3 from 30, eligible dishes only, vegetarian dishes covering the vegetarians, at most 10 % above the cheapest valid menu (exact search, see rules/src/menu-planner.ts)
         * @description Bounded work: per category the planner weighs only its candidates (the 6 cheapest per person fed and the 6 cheapest units of its vegetarian and of its other dishes, at most 24), which are also the alternatives the answer lists; 60 requests a minute per client address
         */
        get: operations["EventsController_menu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/my-enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer’s enquiries, newest first */
        get: operations["EventsController_myEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 when the database answers a ping within 1.5 s, else 503 naming what is down */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: 200 while the process serves HTTP, whatever the database does */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lunches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in contact’s lunch contracts (with their terms in words), newest first; [] for anyone else */
        get: operations["LunchesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lunches/{id}/acts/{month}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The month’s act as an A4 PDF (the contact’s own contract only). At most 30 downloads a minute per client address */
        get: operations["LunchesController_actPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lunches/{id}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contract’s days from..to (at most 62; Minsk days): headcount, set, diet note, skipped, editable until the cutoff, and why not */
        get: operations["LunchesController_listDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lunches/{id}/days/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a day before its cutoff: headcount, skipped, set (one of the day’s menu), diet_note; audited
         * @description After the cutoff (or once the manager closed the day early) a 409 whose detail names the cutoff («…принимались до 10:00 03.11.2026») and `cutoff_at`.
         */
        patch: operations["LunchesController_changeDay"];
        trace?: never;
    };
    "/api/v1/lunches/{id}/invoices/{month}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The month’s invoice as an A4 PDF (the contact’s own contract only). At most 30 downloads a minute per client address */
        get: operations["LunchesController_invoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open days and free delivery slots for an order of `guests`
         * @description No sign-in. A day is not open when the kitchen is closed (closed weekday or date: «Выходной» or the date’s reason), has fewer places left than `guests` («Нет мест»), or is too soon under the lead-time tiers and the shop’s time rules («Нужно заказать за 48 часов»). A slot is available when its day is open, the time is allowed for this head count now, and it has fewer than max_orders_per_slot orders. Canceled orders are not counted. Cached; every order or settings change clears the cache.
         */
        get: operations["CapacityController_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/cancel-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the caller’s orders
         * @description Allowed while the status is pending or processing. Free 24 hours or more before delivery_at (or when it is null); later it costs 50 % of total_cost, recorded as cancellation_fee. The status becomes canceled and the shop gets an e-mail.
         */
        post: operations["OrdersController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/create-new-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order from cart lines
         * @description Every line is priced from the database. The order (status pending), its item snapshots and the removal of the ordered cart lines happen in one transaction; a confirmation goes to contact_email (or the account e-mail) and a notice to the shop. delivery_at must follow the shop’s hours (Minsk time, see the field); otherwise 400 with a detail naming the rule and the earliest allowed time. total_cost = items + delivery_cost (delivery beyond MKAD: 1 BYN per km up to 25 km). contact_phone may be typed the usual ways and is stored as 375XXXXXXXXX. A payload without the catering fields is a delivery inside MKAD with delivery_at null (agreed by phone). Bad payment_method → 400 'Payment method does not exist'.
         */
        post: operations["OrdersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/get-all-user-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s orders, newest first
         * @description Bad payment_method → 400 'Payment method does not exist'; bad status → 400 'Status does not exist'.
         */
        get: operations["OrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/get-user-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller’s orders with its items */
        get: operations["OrdersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/payment-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deposit terms of new orders (no sign-in)
         * @description An order whose total is at or above deposit_min_total needs deposit_percent % of it (rounded up to a kopeck), due 3 days after placing or on the balance day when sooner; the balance is due balance_due_days before the event (Minsk days). The checkout computes the notice with checkoutDeposit of @bulbash/rules, the function behind every order’s deposit_due.
         */
        get: operations["PaymentTermsController_terms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/repeat-order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put an earlier order’s items back into the cart
         * @description Items still on sale are added at today’s prices, merging with lines already in the cart as add-to-cart does; the others are listed by name in unavailable.
         */
        post: operations["OrdersController_repeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{id}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The change requests of one of the caller’s orders, newest first */
        get: operations["OrderChangeRequestsController_list"];
        put?: never;
        /**
         * Ask the shop to change one of the caller’s orders (guests, time, dishes, a comment)
         * @description Only the order’s customer, only while it is pending or processing, one open request per order at a time, at most 10 requests an account in 24 hours. At least one of guests, delivery_at, lines, comment. The order itself is not changed: staff accept the request (and change the order in their editor) or decline it with a reason; the customer gets a letter either way, and the shop a notice now.
         */
        post: operations["OrderChangeRequestsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s invoice («Счёт на оплату № BC-2026-000123») as an A4 PDF
         * @description For the order’s owner or a staff role with `invoices` read (owner, manager, accountant; anyone else gets 404 for another’s order). The number is given on the first request (sequential per year, no gaps or duplicates) and kept while the total stays; after a change of the total the next request issues a corrected invoice (a new number, today’s date, «взамен счёта № …») and the old one is marked replaced (see invoices). Seller requisites from the contacts record, the buyer (company requisites or the person), every line, delivery and adjustment, the total, the amount to pay now (deposit or balance) with its date, the VAT note and the payment purpose. At most 30 downloads a minute per client address (429 with Retry-After).
         */
        get: operations["InvoiceController_invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The order’s invoices, oldest first: the current one and those a corrected invoice replaced («заменён»)
         * @description For the order’s owner or a staff role with `invoices` read (owner, manager, accountant; anyone else gets 404 for another’s order). Empty until the first invoice was issued. When the total changed since the current invoice, a corrected invoice (a new number, today’s date, «взамен счёта № …») is issued first.
         */
        get: operations["InvoiceController_invoiceList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an own order online: a bePaid card checkout or an ERIP invoice for what is due now
         * @description card → { payment_id, redirect_url } (send the customer to bePaid’s page; it returns to /order-payment/{id}/{payment_id}); erip → { payment_id, erip: { account_number, amount, path, qr_code } }. The amount is the deposit still owed (what=deposit) or the whole balance (balance, full), never more than the balance. One live attempt per order: while one for the same amount and method is live it is answered again (the same redirect_url or ERIP number); any other live one is expired first. Every checkout and invoice carries bePaid’s expired_at (card 1 hour, ERIP 3 days).
         */
        post: operations["OnlinePaymentsController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/order/{id}/pay/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One online payment attempt of an own order (the return page)
         * @description While the attempt is pending the shop first asks bePaid and records the payment if bePaid says it succeeded.
         */
        get: operations["OnlinePaymentsController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/bepaid/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * bePaid’s notification of a transaction (called by bePaid, not by people)
         * @description Basic auth (shop id : secret key) and Content-Signature (base64 RSA-SHA256 of the raw body, checked with BEPAID_PUBLIC_KEY) must both verify, else 401 and nothing recorded. A successful payment enters the ledger once by its uid (card_online or erip); one for an expired attempt or a canceled order is recorded too, with refund_flag. A refund (type refund, tracking_id refund-<id>) settles that refund: a successful one enters the ledger once, whatever reported it first.
         */
        post: operations["OnlinePaymentsPublicController_notify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether online payment is on (BEPAID_SHOP_ID set) and its methods (no sign-in) */
        get: operations["OnlinePaymentsPublicController_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/product_{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One visible product */
        get: operations["ProductController_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/products_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visible products, 18 a page, by id unless `sort` says otherwise; `q` searches the names
         * @description The six bounds (price, weight, people) cover the category/subcategory scope and the name search before the price, weight, people, diet and allergen filters. `diet` keeps products carrying every listed tag; `exclude_allergens` drops products containing any listed allergen; both combine with every other filter, the search, the sort and paging. No match gives products: [], total_products: 0, total_pages: 0.
         */
        get: operations["ProductController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The quote behind the link: event, lines, services, delivery, discount, totals, deposit, validity, terms
         * @description Expired, replaced, declined and accepted quotes answer too, with their status (can_accept false).
         */
        get: operations["QuotesController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{token}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quote as an A4 PDF («Скачать PDF»); rendered on every download: 30 a minute per client address */
        get: operations["QuotesController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * «Принять»: makes the order (every dish and service line, the delivery, the discount as an adjustment, the payer, the deposit)
         * @description Signed in with the account whose e-mail is the quote’s contact_email, else 403 {detail, email} (sign in or sign up with that e-mail). 201 {order_id} for the acceptance that made the order; a repeated or concurrent one answers 200 with the same order_id (one order per quote). A person chooses payment_method (cash, card, transfer; absent → 400); a company payer defaults to transfer. 409 when the quote is expired, replaced or declined (the detail says which), the event time has passed, or the kitchen is full on that day (the detail names the nearest open day).
         */
        post: operations["QuotesController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{token}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * «Нужны изменения»: the comment goes to the shop (e-mail and the quote’s history); the quote stays sent
         * @description With the declines, 5 an hour per quote and client address (refused ones do not count); the 6th is 429 with Retry-After.
         */
        post: operations["QuotesController_changes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * «Отказаться»: the quote becomes declined; the shop is told by e-mail
         * @description With the change requests, 5 an hour per quote and client address (refused ones do not count); the 6th is 429 with Retry-After.
         */
        post: operations["QuotesController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/telegram/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An update from Telegram (called by Telegram, not by people)
         * @description X-Telegram-Bot-Api-Secret-Token must equal TELEGRAM_WEBHOOK_SECRET, else 401 and nothing done. Handled: `/connect CODE` in a group (connects the staff group), `/start <token>` and `/stop` in a private chat (binds or unlinks a customer), and the bot being removed or blocked. A handler that fails answers 500, and Telegram delivers the update again.
         */
        post: operations["TelegramWebhookController_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/forgot-your-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a password reset link (single use, 1 hour); same answer whether or not the account exists */
        post: operations["AuthController_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail (username) and password; form-urlencoded or JSON */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session: its token answers 401 from now on */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: operations["UsersController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/telegram": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the shop has a bot, and whether a Telegram chat gets this account’s order news */
        get: operations["MyTelegramController_status"];
        put?: never;
        post?: never;
        /** «Отключить»: the chat stops getting this account’s order news (it is told so) */
        delete: operations["MyTelegramController_unlink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/telegram-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time link to the shop’s bot that binds the Telegram chat opening it to this account
         * @description `https://t.me/<bot>?start=<token>`: the token works once, for 30 minutes (only its hash is stored), and a new link makes the older ones stop working. The chat then gets the account’s order news (confirmed, being prepared, on the way, delivered, payments, reminders).
         */
        post: operations["MyTelegramController_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and send the e-mail verification letter */
        post: operations["UsersController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/restore-new-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset token; ends every earlier session and logs in */
        post: operations["AuthController_restorePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the e-mail with the token from the letter (single use, 24 hours) and log in
         * @description A browser navigation (Accept: text/html) to this path gets the storefront page instead.
         */
        get: operations["AuthController_verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics (text format 0.0.4); needs Authorization: Bearer <METRICS_TOKEN> */
        get: operations["MetricsController_scrape"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AboutUsResponse: {
            /** @example 1 */
            id: number;
            /** @description HTML */
            text: string;
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
        };
        AccessTokenResponse: {
            /** @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9... */
            access_token: string;
            /**
             * @example bearer
             * @enum {string}
             */
            token_type: "bearer";
        };
        AccountErrorResponse: {
            /** @example Неверный e-mail или пароль */
            detail: string;
        };
        AccountMessageResponse: {
            /** @example Вы вышли из учетной записи */
            message: string;
        };
        AddCartItemDto: {
            /** @example 12 */
            product_id: number;
            /**
             * @description Added to the quantity already in the cart; the sum may not exceed 1000
             * @example 2
             */
            quantity: number;
        };
        AddCartItemResponse: {
            /** @example Товар успешно добавлен в корзину */
            message: string;
            /**
             * @description Cart item id
             * @example 7
             */
            id: number;
            /** @example 12 */
            product_id: number;
            /**
             * @description Quantity in the cart after adding
             * @example 3
             */
            quantity: number;
        };
        AddCartItemsDto: {
            /** @description Every line is added, or none */
            items: components["schemas"]["AddCartItemDto"][];
            /**
             * @description The head count the menu was planned for; answered back as the cart’s guests (the storefront keeps it with the cart)
             * @example 60
             */
            guests?: number | null;
        };
        AddCartItemsResponse: {
            /** @example Товар успешно добавлен в корзину */
            message: string;
            /** @description Each product’s cart line after adding, in the order first sent */
            items: components["schemas"]["CartLineQuantityResponse"][];
            /**
             * @description The cart’s head count from now on (null when not sent)
             * @example 60
             */
            guests: number | null;
        };
        AdminEnquiryResponse: {
            /** @example 17 */
            id: number;
            /** @example new */
            status: string;
            /** @example Новая */
            status_label: string;
            /** @example 2026-12-05T15:30:00+03:00 */
            event_at: string;
            /** @example 60 */
            guests: number;
            /** @example buffet */
            format: string;
            /** @example Фуршет */
            format_name: string;
            budget_per_guest: number | null;
            /** @example delivery */
            delivery_method: string;
            delivery_address: string | null;
            /** @example 0 */
            delivery_distance_km: number;
            /** @example Анна Ковалёва */
            contact_name: string;
            /** @example 375291234567 */
            contact_phone: string;
            /** @example anna@example.by */
            contact_email: string;
            company_name: string | null;
            /**
             * @description Allergen codes the guests must not get, stable order
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /**
             * @description Guests who eat vegetarian
             * @example 3
             */
            vegetarian_guests: number;
            /** @description The customer’s words on diet and allergies */
            dietary_note: string | null;
            comment: string | null;
            /** @description The customer’s account; null for a guest */
            user_id: number | null;
            /** @description The order made from this enquiry («Создать заказ»); null until then */
            order_id: number | null;
            /**
             * @description Σ line totals, BYN
             * @example 1450.5
             */
            total: number;
            lines: components["schemas"]["EnquiryLineResponse"][];
            /** @example 2026-11-26T10:00:00.000Z */
            date_created: string;
            /** @description Coverage of the enquiry’s menu against its format as it is now (empty when the format is gone) */
            coverage: components["schemas"]["MenuCoverageResponse"][];
            /** @description Oldest first */
            history: components["schemas"]["EnquiryHistoryResponse"][];
        };
        AdminOrderDetailResponse: {
            /**
             * @description Σ of the payments ledger, BYN (refunds subtract)
             * @example 250
             */
            paid_amount: number;
            /**
             * @description What the customer still owes, BYN (never negative); a canceled order owes only its cancellation fee
             * @example 250
             */
            balance_due: number;
            /**
             * @description What the shop owes back (paid beyond what is owed), BYN
             * @example 0
             */
            refund_due: number;
            /** @description The deposit still due and its date; null when none is needed or it is paid */
            deposit_due: components["schemas"]["DepositDueDto"] | null;
            /**
             * @description Minsk day the balance is due (days before the event); null without an event time
             * @example 2026-12-18
             */
            balance_due_at: string | null;
            /**
             * @description Derived from the ledger: never stored
             * @enum {string}
             */
            payment_status: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
            /**
             * @description Until then the customer may cancel for free whatever the event time: free_cancel_minutes of the payment settings after placing (15 by default); null when that setting is 0 and for orders not placed at checkout or from before
             * @example 2026-12-05T09:15:00+03:00
             */
            free_cancel_until: string | null;
            /**
             * @description The free grace period after placing, in minutes (the payment settings' free_cancel_minutes; 0: none); the cancellation texts follow it
             * @example 15
             */
            free_cancel_minutes: number;
            /** @enum {string} */
            payer_type: "person" | "company";
            /** @description The company’s requisites when payer_type is company, else null */
            company: components["schemas"]["CompanyPayerDto"] | null;
            /**
             * @description Minsk time with its offset; null: agreed by phone
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at: string | null;
            /** @enum {string} */
            delivery_method: "delivery" | "pickup";
            /**
             * @description Whole km beyond MKAD
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description BYN, included in total_cost
             * @example 12
             */
            delivery_cost: number;
            comment: string | null;
            /**
             * @description Allergen codes the guests must not get, stable order
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /**
             * @description Guests who eat vegetarian
             * @example 3
             */
            vegetarian_guests: number;
            /** @description The customer’s words on diet and allergies */
            dietary_note: string | null;
            /**
             * @description BYN charged for a late cancellation; 0 when none
             * @example 0
             */
            cancellation_fee: number;
            /**
             * @description Head count the order is for (1..1000); null when the shopper gave none
             * @example 25
             */
            guests: number | null;
            /**
             * @description standard: the shop’s rule; deposit_kept: a paid deposit is kept (an accepted quote’s terms)
             * @enum {string}
             */
            cancellation_terms: "standard" | "deposit_kept";
            /** @description The cancellation terms in one sentence (the cancel dialog shows it) */
            cancellation_terms_text: string;
            /**
             * @description The deposit percent agreed (an accepted quote’s); null: the payment settings’ terms
             * @example 30
             */
            deposit_percent: number | null;
            /** @example 15 */
            id: number;
            /** @example 3 */
            user_id: number;
            /** @enum {string} */
            payment_method: "card" | "cash" | "transfer";
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "canceled";
            /** @example 120.5 */
            total_cost: number;
            /** Format: date-time */
            date_created: string;
            /** @example Иван */
            first_name: string;
            /** @example Петров */
            surname: string;
            /** @example 375291234567 */
            contact_phone: string;
            /** @description For the agenda; pickup: the kitchen’s address */
            delivery_address: string | null;
            /**
             * @description Send it back with a change: another change since then makes it a 409
             * @example 3
             */
            version: number;
            /** @example Сидорович */
            last_name: string;
            contact_email: string | null;
            /** Format: date-time */
            date_updated: string;
            order_items: components["schemas"]["AdminOrderItemResponse"][];
            /**
             * @description Σ product_cost × quantity, BYN; items_total + delivery_cost + adjustments_total = total_cost
             * @example 79
             */
            items_total: number;
            /**
             * @description Of items_total, the services of an accepted quote (staff, tableware…: items of kind service), BYN; the dishes are items_total − services_total
             * @example 0
             */
            services_total: number;
            adjustments: components["schemas"]["OrderAdjustmentDto"][];
            /** @example 0 */
            adjustments_total: number;
            /** @description The customer’s own address, kept while the order is a pickup */
            customer_address: string | null;
            /** @description Every change, oldest first; the creation is the first entry (from null); each from is the to before it */
            status_history: components["schemas"]["StatusHistoryEntry"][];
        };
        AdminOrderItemResponse: {
            /** @example 40 */
            id: number;
            /** @description null once the product is deleted */
            product_id: number | null;
            name: string;
            description: string;
            image_path: string | null;
            /**
             * @description Unit price at order time, BYN
             * @example 45.5
             */
            product_cost: number;
            /** @example 2 */
            quantity: number;
        };
        AdminOrderListResponse: {
            data: components["schemas"]["AdminOrderRow"][];
        };
        AdminOrderRow: {
            /**
             * @description Σ of the payments ledger, BYN (refunds subtract)
             * @example 250
             */
            paid_amount: number;
            /**
             * @description What the customer still owes, BYN (never negative); a canceled order owes only its cancellation fee
             * @example 250
             */
            balance_due: number;
            /**
             * @description What the shop owes back (paid beyond what is owed), BYN
             * @example 0
             */
            refund_due: number;
            /** @description The deposit still due and its date; null when none is needed or it is paid */
            deposit_due: components["schemas"]["DepositDueDto"] | null;
            /**
             * @description Minsk day the balance is due (days before the event); null without an event time
             * @example 2026-12-18
             */
            balance_due_at: string | null;
            /**
             * @description Derived from the ledger: never stored
             * @enum {string}
             */
            payment_status: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
            /**
             * @description Until then the customer may cancel for free whatever the event time: free_cancel_minutes of the payment settings after placing (15 by default); null when that setting is 0 and for orders not placed at checkout or from before
             * @example 2026-12-05T09:15:00+03:00
             */
            free_cancel_until: string | null;
            /**
             * @description The free grace period after placing, in minutes (the payment settings' free_cancel_minutes; 0: none); the cancellation texts follow it
             * @example 15
             */
            free_cancel_minutes: number;
            /** @enum {string} */
            payer_type: "person" | "company";
            /** @description The company’s requisites when payer_type is company, else null */
            company: components["schemas"]["CompanyPayerDto"] | null;
            /**
             * @description Minsk time with its offset; null: agreed by phone
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at: string | null;
            /** @enum {string} */
            delivery_method: "delivery" | "pickup";
            /**
             * @description Whole km beyond MKAD
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description BYN, included in total_cost
             * @example 12
             */
            delivery_cost: number;
            comment: string | null;
            /**
             * @description Allergen codes the guests must not get, stable order
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /**
             * @description Guests who eat vegetarian
             * @example 3
             */
            vegetarian_guests: number;
            /** @description The customer’s words on diet and allergies */
            dietary_note: string | null;
            /**
             * @description BYN charged for a late cancellation; 0 when none
             * @example 0
             */
            cancellation_fee: number;
            /**
             * @description Head count the order is for (1..1000); null when the shopper gave none
             * @example 25
             */
            guests: number | null;
            /**
             * @description standard: the shop’s rule; deposit_kept: a paid deposit is kept (an accepted quote’s terms)
             * @enum {string}
             */
            cancellation_terms: "standard" | "deposit_kept";
            /** @description The cancellation terms in one sentence (the cancel dialog shows it) */
            cancellation_terms_text: string;
            /**
             * @description The deposit percent agreed (an accepted quote’s); null: the payment settings’ terms
             * @example 30
             */
            deposit_percent: number | null;
            /** @example 15 */
            id: number;
            /** @example 3 */
            user_id: number;
            /** @enum {string} */
            payment_method: "card" | "cash" | "transfer";
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "canceled";
            /** @example 120.5 */
            total_cost: number;
            /** Format: date-time */
            date_created: string;
            /** @example Иван */
            first_name: string;
            /** @example Петров */
            surname: string;
            /** @example 375291234567 */
            contact_phone: string;
            /** @description For the agenda; pickup: the kitchen’s address */
            delivery_address: string | null;
            /**
             * @description Send it back with a change: another change since then makes it a 409
             * @example 3
             */
            version: number;
        };
        AdminProductResponse: {
            /** @example 12 */
            id: number;
            /** @example Канапе с сёмгой и сливочным сыром */
            name: string;
            description: string;
            ingredients: string;
            /** @example /uploads/products/0a1b2c.webp */
            image_path: string | null;
            /**
             * @description BYN
             * @example 45.5
             */
            price: number;
            /**
             * @description Grams
             * @example 800
             */
            weight: number;
            /** @example 4 */
            people_numbers: number;
            /** @example 1 */
            category_id: number;
            category_name: string | null;
            /** @example 3 */
            subcategory_id: number;
            subcategory_name: string | null;
            status_enabled: boolean;
            /**
             * @description Allergen codes in the order of GET /dietary; [] when none
             * @example [
             *       "fish",
             *       "milk",
             *       "gluten"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Diet tag codes in the order of GET /dietary; [] when none
             * @example []
             */
            diet_tags: ("vegetarian" | "vegan" | "gluten_free" | "lactose_free")[];
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
            /**
             * @description Food cost of one unit at current prices, BYN; null without a recipe, and for a role without costing read (field visibility `foodCost`: the accountant)
             * @example 21.4
             */
            food_cost: number | null;
            /**
             * @description price − food_cost, BYN; null without a recipe, and for a role without order money or costing (field visibility `margin`: the kitchen, the accountant)
             * @example 68.5
             */
            margin: number | null;
            /**
             * @description margin / price × 100, one decimal; null as margin
             * @example 76.2
             */
            margin_percent: number | null;
            /** @description See the recipe answer: non-empty → «проверьте аллергены» */
            allergens_to_check: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
        };
        AgendaEventResponse: {
            /** @example 42 */
            order_id: number;
            /**
             * @description Minsk time with its offset
             * @example 2026-12-05T12:00:00+03:00
             */
            delivery_at: string;
            /** @example processing */
            status: string;
            /** @example Ковалёва Анна */
            customer: string;
            /**
             * @description null for a role without customer_contacts read (kitchen)
             * @example 375291234567
             */
            phone: string | null;
            /**
             * @description null for a role without customer_contacts read, or none given
             * @example anna@example.by
             */
            email: string | null;
            /** @enum {string} */
            delivery_method: "delivery" | "pickup";
            /** @description The customer’s address, or the kitchen’s for a pickup */
            address: string | null;
            guests: number | null;
            /**
             * @description The order total (byn); null for a role without order money (field visibility `money`: the kitchen)
             * @example 691.12
             */
            total_cost: number | null;
        };
        AllergyNoteDto: {
            /** @example 18 */
            order_id: number;
            /** @example У одного гостя аллергия на орехи */
            comment: string;
        };
        AssignDriverBody: {
            /**
             * @description A staff account with the role driver; null unassigns
             * @example 7
             */
            driver_id: number | null;
        };
        AssignDriverResponse: {
            /** @example 42 */
            order_id: number;
            driver_id: number | null;
            /**
             * @description The order’s version after the change
             * @example 4
             */
            version: number;
        };
        AuditChangeResponse: {
            /**
             * @description The field (snake_case, as in the API); «lines» for an order’s lines
             * @example price
             */
            field: string;
            /**
             * @description Value before (null: none); money as a number, dates as ISO strings
             * @example 45
             */
            old: (string | number | boolean | unknown[] | Record<string, never>) | null;
            /**
             * @description Value after (null: none)
             * @example 4.5
             */
            new: (string | number | boolean | unknown[] | Record<string, never>) | null;
        };
        AuditLogEntryResponse: {
            /** @example 101 */
            id: number;
            /** Format: date-time */
            at: string;
            /** @description Who: the account’s id; null = the system («система»: scheduled jobs) */
            actor_id: number | null;
            /**
             * @description The account’s e-mail as it was then
             * @example manager@bulbash.by
             */
            actor_email: string | null;
            /**
             * @description The actor’s role then; null for a customer or the system
             * @enum {string|null}
             */
            actor_role: "owner" | "manager" | "kitchen" | "driver" | "accountant" | null;
            /**
             * @description product (Блюдо), category (Категория), subcategory (Подкатегория), event_format (Формат мероприятия), order (Заказ), change_request (Просьба изменить заказ; решение менеджера: принята или отклонена с причиной), payment (Оплата), capacity (Загрузка кухни; лимиты загрузки), closing_day (Выходной день), payment_settings (Настройки оплаты), contacts (Контакты), about_us (О нас), quote (Предложение; коммерческое предложение), enquiry (Заявка), staff (Сотрудник), ingredient (Ингредиент), recipe (Техкарта; entity_id: блюдо), letter (Письмо; письмо исходящей почты (outbox)), lunch_contract (Договор на обеды), lunch_day (День обедов; день договора: количество, набор, пропуск (entity_id: день; дата и договор в changes)), lunch_menu (Меню обедов; меню недели (entity_id null, понедельник в changes)), lunch_invoice (Счёт за обеды; счёт и акт за месяц по договору на обеды), telegram_settings (Настройки Telegram; группа сотрудников и события, которые в неё приходят (entity_id 1))
             * @enum {string}
             */
            entity: "product" | "category" | "subcategory" | "event_format" | "order" | "change_request" | "payment" | "capacity" | "closing_day" | "payment_settings" | "contacts" | "about_us" | "quote" | "enquiry" | "staff" | "ingredient" | "recipe" | "letter" | "lunch_contract" | "lunch_day" | "lunch_menu" | "lunch_invoice" | "telegram_settings";
            /** @description The changed row’s id; null for a closing day (its date is in changes) */
            entity_id: number | null;
            /**
             * @description create (создание), update (изменение; для заказа: и строк), delete (удаление; для сотрудника: деактивация), status (смена статуса), force (принудительно; смена статуса в обход правил), cancel (отмена; отмена заказа клиентом), reschedule (перенос; перенос даты или времени), refund (возврат; отрицательный платёж), deliver (доставка; отметка «Доставлено»), send (отправка; отправка предложения клиенту), accept (принятие; принятие предложения клиентом), retry (повторная отправка; «Отправить ещё раз» для письма, которое не удалось отправить)
             * @enum {string}
             */
            action: "create" | "update" | "delete" | "status" | "force" | "cancel" | "reschedule" | "refund" | "deliver" | "send" | "accept" | "retry";
            /** @description The changed fields; never passwords, hashes or tokens. null when they are figures the reader may not see (an ingredient or recipe without costing read, a payment without payments read) */
            changes: components["schemas"]["AuditChangeResponse"][] | null;
        };
        AvailabilityResponse: {
            days: components["schemas"]["DayAvailabilityResponse"][];
            /**
             * @description The notice the head count needs when it reaches a lead-time tier; null below the first tier
             * @example Для 120 гостей нужно заказать за 48 часов
             */
            notice: string | null;
        };
        BookingRefusalResponse: {
            /** @example 05.12.2026 кухня не работает (Санитарный день). Ближайший свободный день: 07.12.2026 */
            detail: string;
            /**
             * @description Why the kitchen is closed that day; null for other refusals
             * @example Санитарный день
             */
            reason: string | null;
            /**
             * @description The nearest open day for this head count (Minsk), null when none within a year
             * @example 2026-12-07
             */
            next_open_day: string | null;
        };
        BulkProductDietaryBody: {
            /**
             * @description Product ids (JSON numbers; a repeated id counts once). An unknown id → 404 and nothing changes.
             * @example [
             *       3,
             *       5
             *     ]
             */
            ids: number[];
            /**
             * @description The diet tag to add or remove (exactly one of diet_tag and allergen)
             * @enum {string}
             */
            diet_tag?: "vegetarian" | "vegan" | "gluten_free" | "lactose_free";
            /**
             * @description The allergen to add or remove (exactly one of diet_tag and allergen)
             * @enum {string}
             */
            allergen?: "gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs";
            /** @description true: add to every product; false: remove from every product */
            present: boolean;
        };
        BulkProductStatusBody: {
            /**
             * @description Product ids (JSON numbers; a repeated id counts once). An unknown id → 404 and nothing changes.
             * @example [
             *       3,
             *       5
             *     ]
             */
            ids: number[];
            /** @description true: on sale; false: hidden from the shop and taken out of every cart */
            status_enabled: boolean;
        };
        BulkProductStatusResponse: {
            /** @example Изменено товаров: 2 */
            detail: string;
            /**
             * @description The ids of the request, each once
             * @example [
             *       3,
             *       5
             *     ]
             */
            ids: number[];
        };
        CalendarDayResponse: {
            /** @example 2026-12-27 */
            date: string;
            /**
             * @description Σ load of the day’s orders that are not canceled
             * @example 120
             */
            guests: number;
            /** @example 3 */
            orders: number;
            /** @example Выходной */
            closed_reason: string | null;
        };
        CalendarResponse: {
            /** @example 2026-12 */
            month: string;
            /** @example 300 */
            max_guests_per_day: number;
            days: components["schemas"]["CalendarDayResponse"][];
        };
        CancelOrderResponse: {
            /** @example Заказ отменён. Стоимость отмены: 45.5 BYN */
            message: string;
            /** @example 42 */
            order_id: number;
            /**
             * @description BYN; 0 when cancelled 24 hours or more before delivery_at (or without one)
             * @example 45.5
             */
            cancellation_fee: number;
            /**
             * @description BYN received for the order (the payments ledger)
             * @example 100
             */
            paid_amount: number;
            /**
             * @description BYN of the money received that the shop keeps (at most the fee)
             * @example 45.5
             */
            kept_amount: number;
            /**
             * @description BYN the shop owes back; the order is refund_due until a refund is recorded
             * @example 54.5
             */
            refund_due: number;
            /** @enum {string} */
            payment_status: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
        };
        CapacitySettingsResponse: {
            /** @example 300 */
            max_guests_per_day: number;
            /**
             * @description Orders per 30-minute delivery slot
             * @example 4
             */
            max_orders_per_slot: number;
            /**
             * @description ISO weekdays (1 = Monday … 7 = Sunday)
             * @example [
             *       7
             *     ]
             */
            closed_weekdays: number[];
            closed_dates: components["schemas"]["ClosedDateDto"][];
            /**
             * @example [
             *       {
             *         "min_guests": 50,
             *         "hours": 48
             *       },
             *       {
             *         "min_guests": 150,
             *         "hours": 72
             *       }
             *     ]
             */
            lead_time_tiers: components["schemas"]["LeadTimeTierDto"][];
        };
        CartItemResponse: {
            /**
             * @description Cart item id
             * @example 7
             */
            id: number;
            /** @example 12 */
            product_id: number;
            /** @example Канапе с сёмгой */
            name: string;
            /** @example Сливочный сыр, слабосолёная сёмга */
            description: string;
            /** @example /uploads/products/3f9a1c.webp */
            image_path: string | null;
            /**
             * @description Grams
             * @example 450
             */
            weight: number;
            /**
             * @description Current unit price, BYN
             * @example 45.5
             */
            price: number;
            /** @example 2 */
            quantity: number;
            /**
             * @description price × quantity, BYN
             * @example 91
             */
            product_price: number;
        };
        CartLineQuantityResponse: {
            /**
             * @description Cart item id
             * @example 7
             */
            id: number;
            /** @example 12 */
            product_id: number;
            /**
             * @description Quantity in the cart after adding
             * @example 3
             */
            quantity: number;
        };
        CartMessageResponse: {
            /** @example Товар успешно добавлен в корзину */
            message: string;
        };
        CartResponse: {
            data: components["schemas"]["CartItemResponse"][];
            /**
             * @description Sum of product_price, BYN
             * @example 91
             */
            total_price: number;
        };
        CashAmountsDto: {
            /**
             * @description BYN received in cash (refunds negative)
             * @example 250
             */
            cash: number;
            /**
             * @description BYN by card
             * @example 120.5
             */
            card: number;
            /**
             * @description BYN by bank transfer
             * @example 600
             */
            transfer: number;
            /**
             * @description BYN by card online (bePaid checkout)
             * @example 80
             */
            card_online: number;
            /**
             * @description BYN through ERIP (bePaid)
             * @example 45
             */
            erip: number;
            /**
             * @description cash + card + transfer + card_online + erip
             * @example 1095.5
             */
            total: number;
            /**
             * @description Ledger entries (payments and refunds)
             * @example 4
             */
            count: number;
        };
        CashDayDto: {
            /**
             * @description BYN received in cash (refunds negative)
             * @example 250
             */
            cash: number;
            /**
             * @description BYN by card
             * @example 120.5
             */
            card: number;
            /**
             * @description BYN by bank transfer
             * @example 600
             */
            transfer: number;
            /**
             * @description BYN by card online (bePaid checkout)
             * @example 80
             */
            card_online: number;
            /**
             * @description BYN through ERIP (bePaid)
             * @example 45
             */
            erip: number;
            /**
             * @description cash + card + transfer + card_online + erip
             * @example 1095.5
             */
            total: number;
            /**
             * @description Ledger entries (payments and refunds)
             * @example 4
             */
            count: number;
            /**
             * @description Minsk day
             * @example 2026-12-05
             */
            date: string;
        };
        CashReportResponse: {
            /** @example 2026-12-01 */
            from: string;
            /** @example 2026-12-31 */
            to: string;
            /** @description Days with at least one entry, oldest first */
            days: components["schemas"]["CashDayDto"][];
            totals: components["schemas"]["CashAmountsDto"];
        };
        CategoryResponse: {
            /** @example 1 */
            id: number;
            /** @example Фуршетные боксы */
            name: string;
            description: string;
            /** @example /uploads/categories/0a1b2c.webp */
            image_path: string | null;
            status_enabled: boolean;
            /** @example 1 */
            position: number;
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
        };
        ChangeRequestResponse: {
            /** @example 5 */
            id: number;
            /** @example 17 */
            order_id: number;
            /**
             * @description open (waiting for staff), accepted, declined
             * @enum {string}
             */
            status: "open" | "accepted" | "declined";
            /**
             * @description null: unchanged
             * @example 40
             */
            guests: number | null;
            /**
             * @description Minsk time; null: unchanged
             * @example 2026-12-05T16:00:00+03:00
             */
            delivery_at: string | null;
            /** @description The whole wished list; null: unchanged */
            lines: components["schemas"]["WishedLineResponse"][] | null;
            comment: string | null;
            /** @description Why staff declined it */
            decline_reason: string | null;
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            decided_at: string | null;
            /**
             * @description The order’s customer (surname, first name)
             * @example Ковалёва Анна
             */
            customer_name: string;
            /**
             * @description The wishes in words, as the letters print them
             * @example [
             *       "Гостей: 40",
             *       "Время: 05.12.2026 в 16:00"
             *     ]
             */
            summary: string[];
        };
        ClosedDateDto: {
            /**
             * @description Minsk day the kitchen does not work
             * @example 2026-12-31
             */
            date: string;
            /**
             * @description Shown to shoppers instead of «Выходной»
             * @example Новый год
             */
            reason?: string | null;
        };
        ClosingDaysConflictResponse: {
            /** @example На закрываемые дни есть заказы: 05.12.2026 — №12 в 15:00 (гостей: 40). Перенесите или отмените их, или подтвердите закрытие */
            detail: string;
            orders: components["schemas"]["OrderOnClosingDayDto"][];
        };
        CompanyPayerDto: {
            /** @example ООО «Ромашка» */
            name: string;
            /**
             * @description УНП
             * @example 190123456
             */
            unp: string;
            /** @example г. Минск, ул. Немига, 5, офис 12 */
            address: string;
            /**
             * @description IBAN
             * @example BY13NBRB3600900000002Z00AB00
             */
            account: string;
            /** @example NBRBBY2X */
            bic: string;
        };
        ContactsResponse: {
            /** @example 1 */
            id: number;
            /** @example ИП Бульбаш */
            name_organization: string;
            /** @example +375 29 615-42-87 */
            phone_number_1: string;
            phone_number_2: string | null;
            /** @example info@bulbash-catering.by */
            email: string;
            telegram_link: string;
            instagram_link: string;
            app_link: string;
            /** @description УНП (tax ID) */
            pan: string;
            certificate_number: string;
            /** @description Registration date in the trade register */
            commercial_register: string;
            issued_by: string;
            organization_address: string;
            physical_address: string;
            /** @description Certificate image URL */
            photo_certificate: string | null;
            /** @description IBAN */
            bank_current_account: string;
            /** @description BIC */
            bank_identification_code: string;
            bank_address: string;
            about_me: string;
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
        };
        CostingResponse: {
            /**
             * @description The dishes’ price (services and delivery left out), BYN; null for a role without order money (field visibility `money`: the kitchen)
             * @example 1250
             */
            revenue: number | null;
            /**
             * @description Food cost of the dishes with a recipe at current prices, BYN (exact sum rounded once); null when no dish has a recipe («нет техкарты»), and without `foodCost`
             * @example 380.4
             */
            food_cost: number | null;
            /**
             * @description revenue − food_cost; null while a dish has no recipe (without_recipe not empty: its price is not margin), and for a role without order money and costing both (field visibility `margin`)
             * @example 869.6
             */
            margin: number | null;
            /**
             * @description margin / revenue × 100, one decimal; null for no revenue, or as margin
             * @example 69.6
             */
            margin_percent: number | null;
            /** @example 60 */
            min_margin_percent: number;
            /** @description margin_percent below min_margin_percent: the back office warns before a quote is sent; null as margin */
            below_min: boolean | null;
            /** @description Dishes without a recipe: their food cost is not counted */
            without_recipe: components["schemas"]["WithoutRecipeLine"][];
        };
        CreateChangeRequestBody: {
            /** @description The wished head count */
            guests?: number;
            /**
             * Format: date-time
             * @description The wished event time (Minsk time when no offset); staff check it against the kitchen when they accept
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at?: string | null;
            /** @description The whole wished list of dishes (dishes on sale now) */
            lines?: components["schemas"]["DeskOrderLineDto"][];
            /**
             * @description Plain text for the kitchen; shown as text, never as HTML
             * @example 25 гостей, без орехов; вход со двора
             */
            comment?: string | null;
        };
        CreateChangeRequestResponse: {
            /** @example Просьба отправлена менеджеру. Мы ответим письмом */
            message: string;
            request: components["schemas"]["ChangeRequestResponse"];
        };
        CreateDeskOrderBody: {
            /**
             * @description Staff may book a time outside the shop’s rules (still within 365 days) by giving the reason; it is recorded in the history
             * @example Постоянный клиент, кухня согласовала
             */
            time_override_reason?: string;
            /**
             * @description Allergen codes to keep out (GET /dietary); a comma-separated string is read too; unknown code → 400; null clears
             * @example [
             *       "nuts",
             *       "peanuts"
             *     ]
             */
            exclude_allergens?: string[] | null;
            /** @example 3 */
            vegetarian_guests?: number | null;
            /** @example Ребёнок: аллергия на орехи */
            dietary_note?: string | null;
            /** @description A delivery_at the kitchen capacity refuses (closed day, full day or slot, too little notice for the head count) is a 409 naming the nearest open day; true books it anyway and notes the override in the order history */
            force?: boolean;
            /**
             * @description An existing account; or give `customer`
             * @example 3
             */
            user_id?: number;
            /** @description The caller: an account with this e-mail is used, or created (e-mail verified, no password; a «set your password» letter goes out). With user_id: the order’s contact details */
            customer?: components["schemas"]["DeskCustomerDto"];
            lines: components["schemas"]["DeskOrderLineDto"][];
            guests?: number | null;
            /**
             * Format: date-time
             * @description Event time (Minsk time when no offset): the shop’s rules apply unless time_override_reason is given; always within 365 days
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at?: string | null;
            /**
             * @description delivery (default) or pickup from the shop’s physical_address
             * @default delivery
             * @enum {string}
             */
            delivery_method: "delivery" | "pickup";
            /** @example Минск, ул. Немига, 5 */
            delivery_address?: string | null;
            /**
             * @description Whole km beyond the ring road (MKAD): 0 inside it (free), 1..25 cost 1 BYN per km, more → 400 (agreed by phone). Ignored for pickup.
             * @default 0
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description Other values → 400 'Payment method does not exist'
             * @enum {string}
             */
            payment_method?: "card" | "cash" | "transfer";
            /**
             * @description Plain text for the kitchen; shown as text, never as HTML
             * @example 25 гостей, без орехов; вход со двора
             */
            comment?: string | null;
        };
        CreateEnquiryDto: {
            /**
             * @description When the event starts, Minsk time; same rules as an order’s delivery_at
             * @example 2026-12-05T15:30:00+03:00
             */
            event_at: string;
            /** @example 60 */
            guests: number;
            /** @example buffet */
            format: string;
            /** @example 30 */
            budget_per_guest?: number | null;
            /**
             * @description delivery (default) or pickup from the shop’s physical_address
             * @default delivery
             * @enum {string}
             */
            delivery_method: "delivery" | "pickup";
            /** @example Минск, ул. Немига, 5 */
            delivery_address?: string | null;
            /**
             * @description Whole km beyond the ring road (MKAD): 0 inside it (free), 1..25 cost 1 BYN per km, more → 400 (agreed by phone). Ignored for pickup.
             * @default 0
             * @example 12
             */
            delivery_distance_km: number;
            /** @example Анна Ковалёва */
            contact_name: string;
            /**
             * @description Typed the usual ways; stored as 375XXXXXXXXX
             * @example 375291234567
             */
            contact_phone: string;
            /** @example anna@example.by */
            contact_email: string;
            /** @example ООО «Рога и копыта» */
            company_name?: string | null;
            comment?: string | null;
            /**
             * @description Allergen codes to keep out (GET /dietary); a comma-separated string is read too; unknown code → 400; null clears
             * @example [
             *       "nuts",
             *       "peanuts"
             *     ]
             */
            exclude_allergens?: string[] | null;
            /** @example 3 */
            vegetarian_guests?: number | null;
            /** @example Ребёнок: аллергия на орехи */
            dietary_note?: string | null;
            /** @description The menu the customer built (optional) */
            lines?: components["schemas"]["MenuItemInput"][];
            /** @description Honeypot: hidden in the form, left empty by people. Filled → 201 and nothing happens */
            website?: string;
        };
        CreateEnquiryOrderBody: {
            /** @example Анна */
            first_name: string;
            /**
             * @description Family name
             * @example Ковалёва
             */
            surname: string;
            /**
             * @description Patronymic
             * @example Сергеевна
             */
            last_name: string;
            /**
             * @description Other values → 400 'Payment method does not exist'
             * @enum {string}
             */
            payment_method?: "card" | "cash" | "transfer";
            /** @description As on the order desk: books a time outside the shop’s rules */
            time_override_reason?: string;
            /** @description A delivery_at the kitchen capacity refuses (closed day, full day or slot, too little notice for the head count) is a 409 naming the nearest open day; true books it anyway and notes the override in the order history */
            force?: boolean;
        };
        CreateEnquiryOrderResponse: {
            /** @example Заказ №42 создан по заявке №17 */
            message: string;
            /** @example 42 */
            order_id: number;
            enquiry: components["schemas"]["AdminEnquiryResponse"];
        };
        CreateEnquiryResponse: {
            /** @example Заявка отправлена. Мы свяжемся с вами в рабочее время */
            message: string;
            /** @example 17 */
            enquiry_id: number;
        };
        CreateEventFormatBody: {
            /**
             * @description Unique; used in /events/menu?format=
             * @example buffet
             */
            code: string;
            /** @example Фуршет */
            name: string;
            /** @example Закуски и боксы для общения стоя */
            description?: string;
            /**
             * @default 1
             * @example 10
             */
            min_guests: number;
            /** @description The format’s categories (replaces them on update); each category once */
            categories: components["schemas"]["FormatCategoryInput"][];
        };
        CreateIngredientBody: {
            /**
             * @description The supplier sells packs of this many units; null: any quantity
             * @example 5
             */
            pack_size?: number | null;
            /** @example Белорусские сыры */
            supplier?: string | null;
            /**
             * @description Allergen codes (GET /dietary)
             * @example [
             *       "milk"
             *     ]
             */
            allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Unique whatever the letter case
             * @example Сметана 20 %
             */
            name: string;
            /**
             * @description kg, l or pcs (шт.)
             * @enum {string}
             */
            unit: "kg" | "l" | "pcs";
            /**
             * @description BYN per unit, the last purchase price
             * @example 6.4
             */
            price_per_unit: number;
        };
        CreateLunchContractBody: {
            /**
             * @description ISO weekdays 1 (Monday) … 7 (Sunday), each once; default Monday to Friday
             * @example [
             *       1,
             *       2,
             *       3,
             *       4,
             *       5
             *     ]
             */
            weekdays?: number[];
            /**
             * @description HH:MM Minsk of the day before each day: its changes close then and its order is made (default 10:00)
             * @example 10:00
             */
            cutoff_time?: string;
            /**
             * @description Share of a change or cancellation after the cutoff charged (default 100: in full)
             * @example 100
             */
            late_charge_percent?: number;
            /**
             * @description PO number or cost centre printed on the invoice and the act
             * @example PO-4471
             */
            po_number?: string | null;
            /**
             * Format: date
             * @description The last day; null: open-ended
             */
            ends_on?: string | null;
            /**
             * @description active (default), paused (no orders are made), ended
             * @enum {string}
             */
            status?: "active" | "paused" | "ended";
            /**
             * @description The contact’s phone for the driver (375XXXXXXXXX); null: the account’s
             * @example 375291234567
             */
            contact_phone?: string | null;
            company: components["schemas"]["LunchCompanyFields"];
            /**
             * @description The contact person’s customer account: sees and changes the days on the storefront
             * @example 12
             */
            contact_user_id: number;
            /** @example г. Минск, пр. Победителей, 100, офис 501 */
            delivery_address: string;
            /**
             * @description HH:MM Minsk, when the lunch arrives
             * @example 12:30
             */
            delivery_time: string;
            /**
             * @description The standing number of people a day
             * @example 30
             */
            headcount: number;
            /**
             * @description BYN per person and day
             * @example 15
             */
            price_per_person: number;
            /**
             * Format: date
             * @description The first day lunches are delivered
             * @example 2026-11-02
             */
            starts_on: string;
        };
        CreateOrderDto: {
            /**
             * @description company: the company_* fields are required
             * @default person
             * @enum {string}
             */
            payer_type: "person" | "company";
            /**
             * @description Company name; required when payer_type is company
             * @example ООО «Ромашка»
             */
            company_name?: string;
            /**
             * @description УНП, exactly 9 digits; required when payer_type is company
             * @example 190123456
             */
            company_unp?: string;
            /**
             * @description Legal address; required when payer_type is company
             * @example г. Минск, ул. Немига, 5, офис 12
             */
            company_address?: string;
            /**
             * @description Settlement account: a Belarusian IBAN (BY, 2 check digits, 4-character bank code, 20 more; 28 characters, mod-97 checked; spaces allowed); required when payer_type is company
             * @example BY13NBRB3600900000002Z00AB00
             */
            company_account?: string;
            /**
             * @description Bank BIC, 8 or 11 characters; required when payer_type is company
             * @example NBRBBY2X
             */
            company_bic?: string;
            /** @example Анна */
            first_name: string;
            /**
             * @description Patronymic
             * @example Сергеевна
             */
            last_name: string;
            /**
             * @description Family name
             * @example Ковалёва
             */
            surname: string;
            /**
             * @description Also accepted as typed: '+375 (29) 123-45-67', '80291234567', spaces and dashes; stored as 375XXXXXXXXX
             * @example 375291234567
             */
            contact_phone: string;
            /**
             * @description Optional; the confirmation goes here (else to the account e-mail)
             * @example anna@example.by
             */
            contact_email?: string | null;
            /** @example Минск, ул. Немига, 5, кв. 12 */
            delivery_address?: string | null;
            /**
             * @description Other values → 400 'Payment method does not exist'
             * @enum {string}
             */
            payment_method?: "card" | "cash" | "transfer";
            /**
             * Format: date-time
             * @description When the food must be at the event (or ready for pickup), Minsk time: 09:00–21:00 and at least 24 hours ahead; an order placed 09:00–12:00 may name the same day up to 20:00, at least 3 hours ahead. Without an offset it is read as Minsk time. Absent or null: agreed by phone.
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at?: string | null;
            /**
             * @description delivery (default) or pickup from the shop’s physical_address
             * @default delivery
             * @enum {string}
             */
            delivery_method: "delivery" | "pickup";
            /**
             * @description Whole km beyond the ring road (MKAD): 0 inside it (free), 1..25 cost 1 BYN per km, more → 400 (agreed by phone). Ignored for pickup.
             * @default 0
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description Plain text for the kitchen; shown as text, never as HTML
             * @example 25 гостей, без орехов; вход со двора
             */
            comment?: string | null;
            /**
             * @description How many guests the order is for (the cart’s guest plan); absent or null: not given
             * @example 25
             */
            guests?: number | null;
            /**
             * @description Allergen codes to keep out (GET /dietary); a comma-separated string is read too; unknown code → 400; null clears
             * @example [
             *       "nuts",
             *       "peanuts"
             *     ]
             */
            exclude_allergens?: string[] | null;
            /** @example 3 */
            vegetarian_guests?: number | null;
            /** @example Ребёнок: аллергия на орехи */
            dietary_note?: string | null;
            product_list: components["schemas"]["OrderLineDto"][];
            /**
             * @description The total the shopper saw (items + delivery cost), BYN; more than 0.01 off the server’s total → 409, nothing created
             * @example 91
             */
            total_cost: number;
        };
        CreateOrderResponse: {
            /** @example Заказ успешно оформлен */
            message: string;
            /** @example 42 */
            order_id: number;
        };
        CreatePaymentBody: {
            /**
             * @description BYN, two decimals at most; negative records a refund; 0 → 400
             * @example 250
             */
            amount: number;
            /**
             * @description Absent: the order's payment method. Other values → 400 'Payment method does not exist'
             * @enum {string}
             */
            method?: "card" | "cash" | "transfer";
            /**
             * @description When the money moved (ISO 8601; without an offset, Minsk time); absent: now. Not in the future.
             * @example 2026-12-05T15:30:00+03:00
             */
            paid_at?: string;
            /** @example Предоплата по счёту */
            note?: string | null;
        };
        CreateStaffBody: {
            /** @example cook@bulbash.by */
            email: string;
            /** @example Анна */
            name: string;
            /** @example Козлова */
            surname: string;
            /** @enum {string} */
            role: "owner" | "manager" | "kitchen" | "driver" | "accountant";
            /**
             * @description Work phone (a driver’s goes to the customer with «В пути»); absent keeps it, null or "" clears it
             * @example 375297654321
             */
            phone?: string | null;
        };
        CreateSubcategoryBody: {
            /** @example Канапе */
            name: string;
            /** @default false */
            status_enabled: boolean;
            /** @example 1 */
            category_id: number;
        };
        CustomerResponse: {
            /** @example 7 */
            id: number;
            /** @example Иван */
            name: string;
            /** @example Петров */
            surname: string;
            /**
             * @description null: a desk customer written down by phone only
             * @example ivan@example.by
             */
            email: string | null;
            /**
             * @description The account’s phone, else its latest order’s contact phone
             * @example 375291234567
             */
            phone: string | null;
            /** @description E-mail address confirmed */
            verified: boolean;
            /**
             * @description All orders, canceled ones included
             * @example 3
             */
            orders_count: number;
            /**
             * @description Ordered («Заказано»): sum of total_cost of the orders that are not canceled, BYN — what the dashboard’s revenue counts
             * @example 245.5
             */
            total_spent: number;
            /**
             * @description Paid («Оплачено»): the payments ledger of the account’s orders (refunds subtract), BYN — what «Касса» counts
             * @example 120
             */
            total_paid: number;
            /**
             * Format: date-time
             * @description Creation time of the latest order; null without orders
             */
            last_order_date: string | null;
            /**
             * Format: date-time
             * @description Registration time
             */
            date_created: string;
        };
        DailyTotals: {
            /** @description Orders created in the period, canceled ones included */
            order_count: number;
            /** @description Ordered («Заказано»): sum of total_cost in BYN of the orders placed in the period, canceled orders excluded */
            revenue: number;
            /**
             * @description Day in Minsk time
             * @example 2025-05-31
             */
            date: string;
        };
        DashboardResponse: {
            /** @description All orders by status */
            counts_by_status: components["schemas"]["StatusCounts"];
            /** @description The 30 days ending today (Minsk time) */
            last_30_days: components["schemas"]["PeriodTotals"];
            /** @description 30 entries, oldest first, today last */
            daily: components["schemas"]["DailyTotals"][];
            /** @description Money taken online that must be given back (expired attempt, canceled order) */
            money_to_refund: components["schemas"]["MoneyToRefund"];
        };
        DayAvailabilityResponse: {
            /** @example 2026-12-27 */
            date: string;
            open: boolean;
            /**
             * @description Why the day is not open: «Выходной», the closed date’s reason, «Нет мест», «Нужно заказать за 48 часов»
             * @example Нет мест
             */
            reason: string | null;
            /**
             * @description max_guests_per_day minus the guests already booked
             * @example 180
             */
            remaining_guests: number;
            slots: components["schemas"]["SlotAvailabilityResponse"][];
        };
        DeclineChangeRequestBody: {
            /** @example На 05.12 кухня загружена полностью */
            reason: string;
        };
        DeliveredBody: {
            /**
             * @description Cash taken at the door, BYN (0..100000, two decimals); null, absent or 0: nothing taken, no payment recorded
             * @example 120
             */
            cash_collected?: number | null;
        };
        DeliveredResponse: {
            /** @example Доставка отмечена */
            message: string;
            delivery: components["schemas"]["MyDeliveryDto"];
            /** @description The cash payment recorded (its id in the order’s ledger); null when no cash */
            payment_id: number | null;
        };
        DeliverySheetResponse: {
            /** @example 2026-12-05 */
            date: string;
            /** @description The reader’s run of the day by time, the same set as «Мои доставки» (pickups and canceled orders left out; a driver: only the confirmed deliveries given to them or to nobody) */
            stops: components["schemas"]["DeliveryStopDto"][];
            /**
             * @description Σ to_collect, BYN (cash and card); null as to_collect
             * @example 240.5
             */
            to_collect: number | null;
            /**
             * @description Σ to_collect of the cash orders, BYN («Получить наличными»); null as to_collect
             * @example 120.5
             */
            cash_to_collect: number | null;
        };
        DeliveryStopDto: {
            /** @example 15 */
            order_id: number;
            /** @example 2026-12-05T14:00:00+03:00 */
            delivery_at: string;
            /**
             * @description Minsk time
             * @example 14:00
             */
            time: string;
            /** @example Минск, ул. Немига, 5 */
            address: string | null;
            /**
             * @description Whole km beyond MKAD
             * @example 3
             */
            delivery_distance_km: number;
            /** @example +375 29 123-45-67 */
            phone: string;
            /** @example tel:+375291234567 */
            phone_link: string;
            /** @example Ковалёва Анна Сергеевна */
            customer: string;
            /** @example 25 */
            guests: number | null;
            /**
             * @description Σ quantities of the dishes (boxes and trays to load)
             * @example 12
             */
            boxes: number;
            comment: string | null;
            /** @enum {string} */
            payment_method: "card" | "cash" | "transfer";
            /** @example наличные */
            payment_label: string;
            /**
             * @description BYN the driver collects: the unpaid balance for cash or card (0 once paid), 0 for a bank transfer; null for a role that may not see it (field visibility `collect`)
             * @example 120.5
             */
            to_collect: number | null;
            /**
             * @description What the customer still owes, BYN, whatever the method (balance_due of the order); null for a role without order money (field visibility `money`: the kitchen, the driver)
             * @example 120.5
             */
            balance_due: number | null;
            /**
             * @description «оплачено» when nothing is owed; null as to_collect
             * @example получить наличными 120,50 byn
             */
            collect_label: string | null;
            /** @description The driver the delivery is given to (PUT /admin/orders/{id}/driver); null: any driver */
            driver_id: number | null;
        };
        DepositDueDto: {
            /**
             * @description BYN still to pay as the deposit
             * @example 250
             */
            amount: number;
            /**
             * @description Minsk day by which it is due
             * @example 2026-12-12
             */
            due_at: string;
        };
        DeskCustomerDto: {
            /**
             * @description Optional: without it the account is the one the desk opened for this phone, or a new one without sign-in or letters
             * @example anna@example.by
             */
            email?: string | null;
            /** @example Анна */
            first_name: string;
            /** @example Ковалёва */
            surname: string;
            /**
             * @description Patronymic
             * @example Сергеевна
             */
            last_name: string;
            /**
             * @description Typed any usual way; stored as 375XXXXXXXXX
             * @example +375 29 123-45-67
             */
            phone: string;
        };
        DeskOrderLineDto: {
            /** @example 12 */
            product_id: number;
            /** @example 2 */
            quantity: number;
        };
        DetailResponse: {
            /** @example Категория успешно обновлена */
            detail: string;
        };
        DietaryEntryResponse: {
            /** @example milk */
            code: string;
            /** @example Молоко и лактоза */
            name: string;
        };
        DietaryResponse: {
            /** @description The 14 allergens, in a stable order */
            allergens: components["schemas"]["DietaryEntryResponse"][];
            /** @description The 4 diet tags, in a stable order */
            diet_tags: components["schemas"]["DietaryEntryResponse"][];
        };
        DishConflictDto: {
            /** @example 18 */
            order_id: number;
            /**
             * @example [
             *       "nuts"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
        };
        DriverDto: {
            /** @example 7 */
            id: number;
            /** @example Сергей Водителев */
            name: string;
            /** @example driver@example.by */
            email: string;
        };
        EnquiryHistoryResponse: {
            /** @example new */
            from_status: string | null;
            /** @example in_progress */
            to_status: string;
            note: string | null;
            /** @example admin@bulbash.by */
            changed_by_email: string | null;
            /** @example 2026-11-26T10:00:00.000Z */
            date_created: string;
        };
        EnquiryLineResponse: {
            /** @example 12 */
            product_id: number;
            /** @example 1 */
            category_id: number;
            /** @example Фуршетный бокс «Минский» */
            name: string;
            /** @example 89.9 */
            unit_price: number;
            /** @example 6 */
            people_numbers: number;
            /** @example 4 */
            quantity: number;
            /** @example 359.6 */
            line_total: number;
        };
        EnquiryResponse: {
            /** @example 17 */
            id: number;
            /** @example new */
            status: string;
            /** @example Новая */
            status_label: string;
            /** @example 2026-12-05T15:30:00+03:00 */
            event_at: string;
            /** @example 60 */
            guests: number;
            /** @example buffet */
            format: string;
            /** @example Фуршет */
            format_name: string;
            budget_per_guest: number | null;
            /** @example delivery */
            delivery_method: string;
            delivery_address: string | null;
            /** @example 0 */
            delivery_distance_km: number;
            /** @example Анна Ковалёва */
            contact_name: string;
            /** @example 375291234567 */
            contact_phone: string;
            /** @example anna@example.by */
            contact_email: string;
            company_name: string | null;
            /**
             * @description Allergen codes the guests must not get, stable order
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /**
             * @description Guests who eat vegetarian
             * @example 3
             */
            vegetarian_guests: number;
            /** @description The customer’s words on diet and allergies */
            dietary_note: string | null;
            comment: string | null;
            /** @description The customer’s account; null for a guest */
            user_id: number | null;
            /** @description The order made from this enquiry («Создать заказ»); null until then */
            order_id: number | null;
            /**
             * @description Σ line totals, BYN
             * @example 1450.5
             */
            total: number;
            lines: components["schemas"]["EnquiryLineResponse"][];
            /** @example 2026-11-26T10:00:00.000Z */
            date_created: string;
        };
        EripInstructions: {
            /**
             * @description What the customer enters in ERIP: the order number
             * @example 1042
             */
            account_number: string;
            /**
             * @description BYN
             * @example 37.5
             */
            amount: number;
            /**
             * @description Where to find the shop in the ERIP tree
             * @example Расчёт (ЕРИП) → Интернет-магазины/сервисы → B → Bulbash catering
             */
            path: string;
            /** @description A data: URL of the QR code, null when bePaid gives none */
            qr_code: string | null;
        };
        ErrorResponse: {
            /**
             * @description One human-readable sentence
             * @example Товар в корзине не найден
             */
            detail: string;
        };
        EventFormatResponse: {
            /** @example 1 */
            id: number;
            /** @example buffet */
            code: string;
            /** @example Фуршет */
            name: string;
            /** @example Закуски на шпажках и боксы: гости едят стоя и общаются */
            description: string;
            /** @example 10 */
            min_guests: number;
            /** @description In catalogue order */
            categories: components["schemas"]["FormatCategoryResponse"][];
        };
        ForgotPasswordDto: {
            /** @example ivan@example.by */
            email: string;
        };
        FormatCategoryInput: {
            /** @example 1 */
            category_id: number;
            /** @example 1 */
            portions_per_guest: number;
        };
        FormatCategoryResponse: {
            /** @example 1 */
            category_id: number;
            /** @example Фуршетные боксы */
            category_name: string;
            /**
             * @description Portions of this category per guest
             * @example 1
             */
            portions_per_guest: number;
        };
        GuestPlanCategoryResponse: {
            /** @example 3 */
            category_id: number;
            /** @example Боксы */
            name: string;
            /**
             * @description Σ people_numbers × quantity of the cart lines in this category
             * @example 12
             */
            people: number;
            /**
             * @description people ≥ guests
             * @example false
             */
            enough: boolean;
        };
        GuestPlanExcludedResponse: {
            /** @example 12 */
            product_id: number;
            /** @example Бокс «Мини на двоих» */
            name: string;
            /**
             * @description Its allergens among the excluded ones
             * @example [
             *       "nuts"
             *     ]
             */
            allergens: string[];
        };
        GuestPlanResponse: {
            /** @example 25 */
            guests: number;
            /** @description Each category with a line in the cart, in catalogue order */
            categories: components["schemas"]["GuestPlanCategoryResponse"][];
            /** @description One per category that is not enough and has a product on sale serving at least one person */
            suggestions: components["schemas"]["GuestPlanSuggestionResponse"][];
            /** @description Only when `vegetarian` was given */
            vegetarian?: components["schemas"]["GuestPlanVegetarianResponse"];
            /** @description Only when `exclude_allergens` was given: cart lines holding one */
            excluded_in_cart?: components["schemas"]["GuestPlanExcludedResponse"][];
        };
        GuestPlanSuggestionResponse: {
            /** @example 3 */
            category_id: number;
            /** @example 12 */
            product_id: number;
            /** @example Бокс «Минский» */
            name: string;
            /**
             * @description People one unit serves (always ≥ 1)
             * @example 7
             */
            people_numbers: number;
            /**
             * @description Current unit price, BYN
             * @example 45.5
             */
            price: number;
            /**
             * @description Units that close the gap: ceil((guests − people) / people_numbers)
             * @example 2
             */
            quantity: number;
        };
        GuestPlanVegetarianResponse: {
            /**
             * @description The vegetarian guests asked for
             * @example 6
             */
            guests: number;
            /** @description Each category of the cart that has a vegetarian dish on sale, in catalogue order; people: Σ people_numbers × quantity of its vegetarian cart lines */
            categories: components["schemas"]["GuestPlanCategoryResponse"][];
            /** @description For each short category, the vegetarian dish that closes the gap for the lowest total */
            suggestions: components["schemas"]["GuestPlanSuggestionResponse"][];
        };
        HealthResponse: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok" | "error";
            /**
             * @example up
             * @enum {string}
             */
            database: "up" | "down";
            /**
             * @description Only when something is down
             * @example База данных недоступна
             */
            detail?: string;
        };
        ImageUploadBody: {
            /**
             * Format: binary
             * @description JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else)
             */
            img_file?: string;
        };
        IngredientResponse: {
            /** @example 7 */
            id: number;
            /** @example Сметана 20 % */
            name: string;
            /** @enum {string} */
            unit: "kg" | "l" | "pcs";
            /**
             * @description BYN per unit
             * @example 6.4
             */
            price_per_unit: number;
            /** @example 0.5 */
            pack_size: number | null;
            /** @example Савушкин продукт */
            supplier: string | null;
            /**
             * @example [
             *       "milk"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Recipes using it
             * @example 3
             */
            used_in: number;
            /** @description GET one only: every price it had, newest first */
            price_history?: components["schemas"]["PriceHistoryEntry"][];
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
        };
        InvoiceListItem: {
            /** @example BC-2026-000002 */
            number: string;
            /**
             * @description Minsk day it was issued
             * @example 2026-11-28
             */
            issued_at: string;
            /**
             * @description The order total it was issued for, BYN
             * @example 597
             */
            total: number;
            /** @enum {string} */
            state: "current" | "replaced";
            /**
             * @description The invoice this one replaces
             * @example BC-2026-000001
             */
            replaces: string | null;
            /**
             * @description The invoice that replaced this one
             * @example null
             */
            replaced_by: string | null;
            /**
             * @description As the customer reads it
             * @example Счёт № BC-2026-000002 от 28.11.2026, взамен счёта № BC-2026-000001
             */
            label: string;
        };
        LeadTimeTierDto: {
            /** @example 50 */
            min_guests: number;
            /**
             * @description Hours of notice an order of this size needs
             * @example 48
             */
            hours: number;
        };
        LivenessResponse: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok";
        };
        LoginDto: {
            /**
             * @description The account e-mail (compared trimmed, case-insensitively)
             * @example ivan@example.by
             */
            username: string;
            /** @example secret-pass-1 */
            password: string;
        };
        LunchCloseMonthBody: {
            /**
             * @description YYYY-MM
             * @example 2026-11
             */
            month: string;
        };
        LunchClosedDay: {
            /** @example 3 */
            contract_id: number;
            /** Format: date */
            date: string;
            /** @enum {string} */
            outcome: "ordered" | "skipped" | "closed" | "refused";
            order_id: number | null;
            /** @description Why no order was made */
            note: string | null;
            /** @description false: this run found the day already closed (idempotent) */
            closed_now: boolean;
        };
        LunchCompanyFields: {
            /** @example ООО «Ромашка» */
            name: string;
            /**
             * @description УНП, exactly 9 digits
             * @example 190123456
             */
            unp: string;
            /** @example г. Минск, ул. Немига, 5, офис 12 */
            address: string;
            /**
             * @description Settlement account, a Belarusian IBAN (spaces allowed)
             * @example BY13NBRB3600900000002Z00AB00
             */
            account: string;
            /**
             * @description Bank BIC, 8 or 11 characters
             * @example NBRBBY2X
             */
            bic: string;
        };
        LunchContractResponse: {
            /** @example 3 */
            id: number;
            company: components["schemas"]["CompanyPayerDto"];
            /** @example 12 */
            contact_user_id: number;
            /** @example office@romashka.by */
            contact_email: string | null;
            /** @example Петрова Анна */
            contact_name: string;
            /**
             * @description The contract’s own phone, null: the account’s
             * @example 375291234567
             */
            contact_phone: string | null;
            /** @example г. Минск, пр. Победителей, 100, офис 501 */
            delivery_address: string;
            /**
             * @description ISO weekdays
             * @example [
             *       1,
             *       2,
             *       3,
             *       4,
             *       5
             *     ]
             */
            weekdays: number[];
            /** @example 12:30 */
            delivery_time: string;
            /** @example 30 */
            headcount: number;
            /** @example 15 */
            price_per_person: number;
            /**
             * @description Of the day before each day, Minsk
             * @example 10:00
             */
            cutoff_time: string;
            /** @example 100 */
            late_charge_percent: number;
            /** @example PO-4471 */
            po_number: string | null;
            /**
             * Format: date
             * @example 2026-11-02
             */
            starts_on: string;
            /** Format: date */
            ends_on: string | null;
            /** @enum {string} */
            status: "active" | "paused" | "ended";
            /** @example действует */
            status_label: string;
            /** @description The terms in words, as the contact reads them (lunchTermsText of @bulbash/rules) */
            terms: string;
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
        };
        LunchDayChangeBody: {
            /** @example 26 */
            headcount?: number;
            /**
             * @description true: no lunch that day
             * @example true
             */
            skipped?: boolean;
            /**
             * @description One of the day’s set names; null: the first set
             * @example Набор Б
             */
            set?: string | null;
            /** @example 2 вегетарианских */
            diet_note?: string | null;
        };
        LunchDayResponse: {
            /**
             * Format: date
             * @example 2026-11-04
             */
            date: string;
            /**
             * @description The day’s people (the standing headcount unless changed)
             * @example 30
             */
            headcount: number;
            /**
             * @description The chosen set; null: the first (or no menu yet)
             * @example Набор Б
             */
            set: string | null;
            /** @example 2 вегетарианских */
            diet_note: string | null;
            /**
             * @description No lunches that day; a public holiday starts skipped (the contact may order it)
             * @example false
             */
            skipped: boolean;
            /**
             * @description The public holiday (a day off in Belarus) the day falls on, else null
             * @example Новый год
             */
            holiday: string | null;
            /** @description Whether the contact may still change it (before the cutoff, the day still open) */
            editable: boolean;
            /**
             * Format: date-time
             * @description When its changes close, Minsk time
             * @example 2026-11-03T10:00:00+03:00
             */
            cutoff_at: string;
            /**
             * @description The order made at the cutoff
             * @example 812
             */
            order_id: number | null;
            /**
             * @description open (editable), locked (past the cutoff, the order not made yet, or the contract paused/ended), ordered, skipped, closed (the kitchen does not work: no order), refused (the kitchen could not take it)
             * @enum {string}
             */
            state: "open" | "locked" | "ordered" | "skipped" | "closed" | "refused";
            /**
             * @description Why the day cannot be changed; null while editable
             * @example Изменения на 04.11.2026 принимались до 10:00 03.11.2026
             */
            reason: string | null;
            /** @description The kitchen’s closed-day reason when the day falls on one */
            closed_reason: string | null;
            /** @description The week’s menu for the day: one set, or a choice of two or three; [] before it is published */
            sets: components["schemas"]["LunchDaySetResponse"][];
            /**
             * @description BYN: the day’s people at the contract’s price (0 when skipped)
             * @example 450
             */
            amount: number;
            /**
             * @description BYN charged for a change after the cutoff (late terms)
             * @example 0
             */
            late_charge: number;
        };
        LunchDaySetResponse: {
            /** @example Набор А */
            name: string;
            dishes: components["schemas"]["LunchSetDishResponse"][];
        };
        LunchMenuBody: {
            days: components["schemas"]["LunchMenuDayBody"][];
        };
        LunchMenuDayBody: {
            /**
             * Format: date
             * @example 2026-11-02
             */
            date: string;
            /** @description One set, or a choice of up to 3 */
            sets: components["schemas"]["LunchMenuSetBody"][];
        };
        LunchMenuDayResponse: {
            /** Format: date */
            date: string;
            sets: components["schemas"]["LunchMenuSetResponse"][];
        };
        LunchMenuLineBody: {
            /**
             * @description A dish of the catalogue, on sale
             * @example 41
             */
            product_id: number;
            /**
             * @description Portions per person: the day’s quantity is ⌈people × this⌉
             * @example 1
             */
            quantity_per_person: number;
        };
        LunchMenuLineResponse: {
            /** @example 41 */
            product_id: number;
            /** @example 1 */
            quantity_per_person: number;
            /** @example Борщ с пампушками */
            product_name: string;
            /**
             * @description BYN, the catalogue’s price now
             * @example 8.5
             */
            price: number;
        };
        LunchMenuResponse: {
            /**
             * Format: date
             * @example 2026-11-02
             */
            monday: string;
            /** @description The days that have a menu, in order */
            days: components["schemas"]["LunchMenuDayResponse"][];
        };
        LunchMenuSetBody: {
            /** @example Набор А */
            name: string;
            lines: components["schemas"]["LunchMenuLineBody"][];
        };
        LunchMenuSetResponse: {
            /** @example Набор А */
            name: string;
            lines: components["schemas"]["LunchMenuLineResponse"][];
        };
        LunchRunCutoffBody: {
            /**
             * Format: date
             * @description The day to close now; absent: each active contract’s next day (after today)
             * @example 2026-11-04
             */
            date?: Record<string, never>;
        };
        LunchRunCutoffResponse: {
            days: components["schemas"]["LunchClosedDay"][];
        };
        LunchSetDishResponse: {
            /** @example 41 */
            product_id: number;
            /** @example Борщ с пампушками */
            name: string;
            /** @example 1 */
            quantity_per_person: number;
        };
        LunchStatementDay: {
            /** Format: date */
            date: string;
            /** @example 30 */
            headcount: number;
            /**
             * @description BYN billed for the day (0 when not delivered)
             * @example 450
             */
            amount: number;
            /**
             * @description BYN, a change after the cutoff
             * @example 0
             */
            late_charge: number;
            /** @description The day’s order was delivered (or is due to be: not canceled) */
            delivered: boolean;
            order_id: number | null;
            /**
             * @description The order’s status
             * @example completed
             */
            order_status: string | null;
        };
        LunchStatementResponse: {
            /** @example 3 */
            contract_id: number;
            /** @example 2026-11 */
            month: string;
            /** @description The month’s days with an order or a late charge, in order */
            days: components["schemas"]["LunchStatementDay"][];
            /** @example 20 */
            delivered_days: number;
            /**
             * @description BYN, Σ the delivered days
             * @example 9000
             */
            delivered_total: number;
            /**
             * @description BYN, Σ late charges
             * @example 60
             */
            late_charges: number;
            /**
             * @description BYN charged: the invoice’s total once issued, else what it would be
             * @example 9060
             */
            total: number;
            /**
             * @description null until the month is closed
             * @example BC-2026-000045
             */
            invoice_number: string | null;
            /** Format: date */
            issued_on: string | null;
            /**
             * Format: date
             * @description Paid by then
             */
            due_on: string | null;
            /**
             * @description BYN entered in the ledger against the month’s orders
             * @example 0
             */
            paid: number;
            /**
             * @description BYN still to pay (never below 0)
             * @example 9060
             */
            due: number;
        };
        LunchTransferBody: {
            /**
             * @description YYYY-MM
             * @example 2026-11
             */
            month: string;
            /**
             * @description BYN received; at most what is still due
             * @example 2250
             */
            amount: number;
            /**
             * Format: date-time
             * @description When the money arrived; absent: now. Not in the future
             */
            paid_at?: string;
            /** @example п/п № 118 от 03.12.2026 */
            note?: Record<string, never>;
        };
        MeResponse: {
            /** @example 1 */
            id: number;
            /** @example Иван */
            name: string;
            /** @example Петров */
            surname: string;
            /** @example ivan@example.by */
            email: string;
            /** @description E-mail verified */
            is_active: boolean;
            /** @description True for every staff role (kept for old clients) */
            is_admin: boolean;
            /**
             * @description The staff role; null for a customer
             * @enum {string|null}
             */
            role: "owner" | "manager" | "kitchen" | "driver" | "accountant" | null;
            /**
             * @description The role's permissions, resource → allowed actions (read, write); empty for a customer
             * @example {
             *       "orders": [
             *         "read",
             *         "write"
             *       ],
             *       "production": [
             *         "read"
             *       ]
             *     }
             */
            permissions: {
                [key: string]: ("read" | "write")[];
            };
            /** @description The company requisites of the last company order (prefilled at checkout); null when none */
            company_payer: components["schemas"]["CompanyPayerDto"] | null;
        };
        MenuCoverageResponse: {
            /** @example 1 */
            category_id: number;
            /** @example Фуршетные боксы */
            category_name: string;
            /**
             * @description ⌈guests × portions_per_guest⌉
             * @example 80
             */
            needed: number;
            /**
             * @description Σ people_numbers × quantity; 0 when the category has no eligible dish
             * @example 82
             */
            covered: number;
            /** @example 6 */
            vegetarian_needed: number;
            /** @example 6 */
            vegetarian_covered: number;
            /** @example 3 */
            variety_needed: number;
            /** @example 3 */
            dishes: number;
            /**
             * @description Eligible dishes among the candidates (see dishes), at most 24
             * @example 9
             */
            eligible: number;
            /** @example true */
            ok: boolean;
        };
        MenuDishResponse: {
            /** @example 12 */
            product_id: number;
            /** @example Фуршетный бокс «Минский» */
            name: string;
            /** @example 1 */
            category_id: number;
            /** @example 89.9 */
            price: number;
            /** @example 6 */
            people_numbers: number;
            /** @example false */
            vegetarian: boolean;
            /**
             * @example [
             *       "milk"
             *     ]
             */
            allergens: string[];
            image_path: string | null;
        };
        MenuItemInput: {
            /** @example 12 */
            product_id: number;
            /** @example 4 */
            quantity: number;
        };
        MenuLineResponse: {
            /** @example 12 */
            product_id: number;
            /** @example Фуршетный бокс «Минский» */
            name: string;
            /** @example 1 */
            category_id: number;
            /** @example 4 */
            quantity: number;
            /**
             * @description BYN
             * @example 89.9
             */
            unit_price: number;
            /**
             * @description BYN
             * @example 359.6
             */
            line_total: number;
        };
        MenuResponse: {
            /** @example 80 */
            guests: number;
            /** @example buffet */
            format: string;
            lines: components["schemas"]["MenuLineResponse"][];
            coverage: components["schemas"]["MenuCoverageResponse"][];
            /** @example 2480.5 */
            total: number;
            /** @example 31.01 */
            per_guest: number;
            /**
             * @description per_guest ≤ budget_per_guest (true without a budget)
             * @example true
             */
            within_budget: boolean;
            /**
             * @description The cheapest valid menu per guest
             * @example 29.5
             */
            min_per_guest: number;
            /** @example 2360 */
            min_total: number;
            /** @example 6 */
            vegetarian: number;
            /**
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /** @description The candidates the planner weighed, in price order: what the shopper may swap a dish for. Per category of the format, its eligible dishes split into vegetarian and other ones, and of each group the 6 cheapest per person fed (price / people_numbers) and the 6 cheapest units: at most 24 a category however many dishes the catalogue holds */
            dishes: components["schemas"]["MenuDishResponse"][];
        };
        MessageResponse: {
            /** @example Заказ успешно обновлен */
            message: string;
        };
        MoneyToRefund: {
            /** @example 1 */
            count: number;
            /**
             * @description BYN in all
             * @example 50
             */
            amount: number;
            /** @description Newest first, at most 20 */
            payments: components["schemas"]["PaymentToRefund"][];
        };
        MyDeliveryDto: {
            /** @example 42 */
            order_id: number;
            /**
             * @description The order number as staff and the customer read it
             * @example №42
             */
            number: string;
            /**
             * @description Minsk time the food must be there (HH:MM)
             * @example 14:00
             */
            time_from: string;
            /**
             * @description The end of its 30-minute delivery slot (HH:MM, Minsk)
             * @example 14:30
             */
            time_to: string;
            /** @example Минск, ул. Немига, 5 */
            address: string | null;
            /**
             * @description Opens the address in the phone’s maps app (a Yandex Maps search built from the text; no geocoding)
             * @example https://yandex.ru/maps/?text=%D0%9C%D0%B8%D0%BD%D1%81%D0%BA
             */
            maps_url: string | null;
            /** @example Ковалёва Анна Сергеевна */
            customer_name: string;
            /**
             * @description For a tel: link
             * @example +375291234567
             */
            phone: string;
            comment: string | null;
            /** @example 25 */
            guests: number | null;
            /**
             * @description What to collect at the door, BYN (amountToCollect of @bulbash/rules: the unpaid balance for cash or card, 0 when paid or by transfer); null for a role that may not see it (field visibility `collect`)
             * @example 120
             */
            to_collect: number | null;
            /**
             * @description The same figure in words; null as to_collect
             * @example получить наличными 120,00 byn
             */
            collect_label: string | null;
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "canceled";
            /** @description The assigned driver; null: any driver of the day */
            driver_id: number | null;
            /** @description The order is completed */
            delivered: boolean;
            /** @description The driver marked it «В пути» (set out with it) */
            on_the_way: boolean;
            /** @description «Доставлено» is possible: on today’s run (Minsk, by the shop’s clock) and not delivered yet; another day’s card is for planning */
            can_deliver: boolean;
        };
        NotificationAnswer: {
            /**
             * @description Whether this notification recorded a payment or settled a refund now (false: already recorded, or nothing to record)
             * @example true
             */
            recorded: boolean;
        };
        OnTheWayResponse: {
            /** @example Отмечено: в пути */
            message: string;
            delivery: components["schemas"]["MyDeliveryDto"];
        };
        OnlinePaymentAttempt: {
            /** @example 12 */
            id: number;
            /** @enum {string} */
            method: "card" | "erip";
            /** @enum {string} */
            what: "deposit" | "balance" | "full";
            /** @example 37.5 */
            amount: number;
            /** @enum {string} */
            status: "pending" | "successful" | "failed" | "expired";
            /** @description bePaid’s transaction uid */
            provider_uid: string | null;
            /** @description The hosted checkout page (card) */
            redirect_url: string | null;
            /** Format: date-time */
            date_created: string;
        };
        OnlinePaymentAvailability: {
            /**
             * @description false without BEPAID_SHOP_ID: the front ends show no «Оплатить онлайн»
             * @example true
             */
            enabled: boolean;
            /**
             * @description [] when disabled
             * @example [
             *       "card",
             *       "erip"
             *     ]
             */
            methods: ("card" | "erip")[];
        };
        OnlinePaymentOrderPosition: {
            /** @enum {string} */
            payment_status: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
            /**
             * @description BYN paid so far
             * @example 37.5
             */
            paid: number;
            /**
             * @description BYN still to pay
             * @example 37.5
             */
            balance: number;
        };
        OnlinePaymentView: {
            /** @example 12 */
            payment_id: number;
            /** @example 42 */
            order_id: number;
            /** @enum {string} */
            method: "card" | "erip";
            /** @enum {string} */
            what: "deposit" | "balance" | "full";
            /**
             * @description BYN
             * @example 37.5
             */
            amount: number;
            /** @enum {string} */
            status: "pending" | "successful" | "failed" | "expired";
            order: components["schemas"]["OnlinePaymentOrderPosition"];
        };
        OnlineRefundBody: {
            /**
             * @description BYN to give back (positive), at most the payment’s refundable amount
             * @example 20
             */
            amount: number;
            /** @example Гостей стало меньше */
            reason: string;
        };
        OrderAdjustmentDto: {
            /** @example Корректировка */
            label: string;
            /**
             * @description BYN, signed: a discount is negative
             * @example -5
             */
            amount: number;
            /** Format: date-time */
            date: string;
        };
        OrderLineDto: {
            /**
             * @description The caller’s cart item id
             * @example 7
             */
            cart_id: number;
            /** @example 12 */
            product_id: number;
            /** @example 2 */
            quantity: number;
            /**
             * @description Unit price (or the line total, unit price × quantity) the shopper saw, BYN; more than 0.01 off both → 409
             * @example 45.5
             */
            product_cost: number;
        };
        OrderOnClosingDayDto: {
            /**
             * @description Order number
             * @example 12
             */
            id: number;
            /**
             * @description Minsk day
             * @example 2026-12-05
             */
            date: string;
            /**
             * @description Delivery slot (Minsk time)
             * @example 15:00
             */
            time: string;
            /**
             * @description Guests, else what the dishes feed
             * @example 40
             */
            guests: number;
        };
        OrderPaymentFieldsDto: {
            /**
             * @description Σ of the payments ledger, BYN (refunds subtract)
             * @example 250
             */
            paid_amount: number;
            /**
             * @description What the customer still owes, BYN (never negative); a canceled order owes only its cancellation fee
             * @example 250
             */
            balance_due: number;
            /**
             * @description What the shop owes back (paid beyond what is owed), BYN
             * @example 0
             */
            refund_due: number;
            /** @description The deposit still due and its date; null when none is needed or it is paid */
            deposit_due: components["schemas"]["DepositDueDto"] | null;
            /**
             * @description Minsk day the balance is due (days before the event); null without an event time
             * @example 2026-12-18
             */
            balance_due_at: string | null;
            /**
             * @description Derived from the ledger: never stored
             * @enum {string}
             */
            payment_status: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
            /**
             * @description Until then the customer may cancel for free whatever the event time: free_cancel_minutes of the payment settings after placing (15 by default); null when that setting is 0 and for orders not placed at checkout or from before
             * @example 2026-12-05T09:15:00+03:00
             */
            free_cancel_until: string | null;
            /**
             * @description The free grace period after placing, in minutes (the payment settings' free_cancel_minutes; 0: none); the cancellation texts follow it
             * @example 15
             */
            free_cancel_minutes: number;
        };
        OutboxMessageResponse: {
            /** @example 12 */
            id: number;
            /**
             * @description email: a letter; telegram: a Telegram message (recipient is the chat id)
             * @enum {string}
             */
            channel: "email" | "telegram";
            /**
             * @description An e-mail address, or the Telegram chat id
             * @example anna@example.by
             */
            recipient: string;
            /** @example Заказ №15 принят */
            subject: string;
            /** @enum {string} */
            status: "pending" | "sent" | "failed";
            /**
             * @description Tries so far (the successful one included)
             * @example 1
             */
            attempts: number;
            /** @description The last refusal: the SMTP server’s reply, or Telegram’s error code and description (kept after a later success) */
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description A pending letter is not tried again before this
             */
            next_attempt_at: string;
            /** Format: date-time */
            sent_at: string | null;
        };
        PaymentChangeResponse: {
            /** @example Оплата записана */
            message: string;
            /** @description The recorded payment; null after a removal */
            payment: components["schemas"]["PaymentResponse"] | null;
            summary: components["schemas"]["OrderPaymentFieldsDto"];
            /**
             * @description The order’s version after the change (the history has a row for it)
             * @example 4
             */
            version: number;
        };
        PaymentListResponse: {
            data: components["schemas"]["PaymentResponse"][];
            /** @description The order’s online refunds with their state, oldest first */
            refunds: components["schemas"]["RefundAttemptResponse"][];
            /** @description The order’s position after these payments */
            summary: components["schemas"]["OrderPaymentFieldsDto"];
        };
        PaymentResponse: {
            /** @example 5 */
            id: number;
            /** @example 42 */
            order_id: number;
            /**
             * @description BYN, signed: a refund is negative
             * @example 250
             */
            amount: number;
            /**
             * @description card_online and erip: received online through bePaid
             * @enum {string}
             */
            method: "card" | "cash" | "transfer" | "card_online" | "erip";
            /**
             * @description Minsk time with its offset
             * @example 2026-12-05T15:30:00+03:00
             */
            paid_at: string;
            note: string | null;
            /** @example admin@example.com */
            recorded_by: string | null;
            /** Format: date-time */
            date_created: string;
            /**
             * @description bePaid’s transaction uid (online payments and refunds), null otherwise
             * @example 4107-310b0da80b
             */
            provider_uid: string | null;
            /**
             * @description BYN still refundable online: 0 for money received offline, for refunds and once fully refunded
             * @example 0
             */
            refundable: number;
            /**
             * @description Money taken online that must be given back: attempt_expired (paid through a checkout or ERIP invoice that had been replaced or expired), order_canceled (paid after the order was canceled); null for ordinary entries
             * @enum {string|null}
             */
            refund_flag: "attempt_expired" | "order_canceled" | null;
        };
        PaymentSettingsResponse: {
            /**
             * @description Deposit, % of the total; 0: no deposit
             * @example 50
             */
            deposit_percent: number;
            /**
             * @description Orders with a total at or above this (BYN) need the deposit
             * @example 500
             */
            deposit_min_total: number;
            /**
             * @description A bank transfer is due this many days before the event, moved back to a working day (cash or card on delivery: at the event)
             * @example 2
             */
            balance_due_days: number;
            /**
             * @description A company’s bank transfer is due this many days before the event (a person’s: balance_due_days), moved back to a working day (Mon–Fri). Cash or card on delivery is due at the event.
             * @example 5
             */
            company_payment_days: number;
            /**
             * @description Printed on invoices
             * @example Без НДС
             */
            vat_note: string;
            /**
             * @description Invoice numbers read PREFIX-YEAR-NNNNNN
             * @example BC
             */
            invoice_prefix: string;
            /**
             * @description The deposit a new quote asks for, % of its total (staff may change it per quote)
             * @example 50
             */
            quote_deposit_percent: number;
            /**
             * @description Minutes after placing an order during which the customer may cancel it for free whatever the event time (default 15); 0 turns this grace off. Read when the customer cancels and in every order answer (free_cancel_until), so a change applies to orders still within it.
             * @example 15
             */
            free_cancel_minutes: number;
            /**
             * @description The owner’s minimum margin, % of the dishes’ price: a quote below it warns before it is sent (default 60)
             * @example 60
             */
            min_margin_percent: number;
        };
        PaymentTermsResponse: {
            /**
             * @description Deposit, % of the total; 0: no deposit
             * @example 50
             */
            deposit_percent: number;
            /**
             * @description Orders with a total at or above this (BYN) need the deposit
             * @example 500
             */
            deposit_min_total: number;
            /**
             * @description A bank transfer is due this many days before the event, moved back to a working day (cash or card on delivery: at the event)
             * @example 2
             */
            balance_due_days: number;
            /**
             * @description A company’s bank transfer is due this many days before the event (a person’s: balance_due_days), moved back to a working day (Mon–Fri). Cash or card on delivery is due at the event.
             * @example 5
             */
            company_payment_days: number;
        };
        PaymentToRefund: {
            /** @example 42 */
            order_id: number;
            /**
             * @description The ledger entry
             * @example 5
             */
            payment_id: number;
            /**
             * @description BYN still to give back
             * @example 50
             */
            amount: number;
            /** @enum {string} */
            refund_flag: "attempt_expired" | "order_canceled";
            /** @example Оплата пришла после отмены заказа: верните её */
            label: string;
        };
        PeriodTotals: {
            /** @description Orders created in the period, canceled ones included */
            order_count: number;
            /** @description Ordered («Заказано»): sum of total_cost in BYN of the orders placed in the period, canceled orders excluded */
            revenue: number;
            /** @description Paid («Оплачено»): the payments ledger by paid_at in the period (refunds subtract), BYN — the total of «Касса» (cash-report) for the same days */
            paid: number;
        };
        PriceHistoryEntry: {
            /** @example 6.4 */
            price_per_unit: number;
            /**
             * Format: date-time
             * @description From this instant on
             */
            date_from: string;
        };
        ProductListResponse: {
            products: components["schemas"]["ProductResponse"][];
            /** @example 61 */
            total_products: number;
            /** @example 1 */
            page: number;
            /** @example 4 */
            total_pages: number;
            /**
             * @description Lowest price in the category/subcategory scope (0 when empty)
             * @example 18.5
             */
            price_min: number;
            /** @example 320 */
            price_max: number;
            /** @example 150 */
            weight_min: number;
            /** @example 5000 */
            weight_max: number;
            /** @example 1 */
            people_numbers_min: number;
            /** @example 30 */
            people_numbers_max: number;
        };
        ProductResponse: {
            /** @example 12 */
            id: number;
            /** @example Канапе с сёмгой и сливочным сыром */
            name: string;
            description: string;
            ingredients: string;
            /** @example /uploads/products/0a1b2c.webp */
            image_path: string | null;
            /**
             * @description BYN
             * @example 45.5
             */
            price: number;
            /**
             * @description Grams
             * @example 800
             */
            weight: number;
            /** @example 4 */
            people_numbers: number;
            /** @example 1 */
            category_id: number;
            category_name: string | null;
            /** @example 3 */
            subcategory_id: number;
            subcategory_name: string | null;
            status_enabled: boolean;
            /**
             * @description Allergen codes in the order of GET /dietary; [] when none
             * @example [
             *       "fish",
             *       "milk",
             *       "gluten"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Diet tag codes in the order of GET /dietary; [] when none
             * @example []
             */
            diet_tags: ("vegetarian" | "vegan" | "gluten_free" | "lactose_free")[];
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
        };
        ProductionDishDto: {
            /** @example Драники со сметаной */
            name: string;
            /** @example 2 */
            quantity: number;
            /**
             * @description The order’s excluded allergens this dish contains ([]: safe for this order)
             * @example []
             */
            conflicts: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
        };
        ProductionEventDto: {
            /** @example 15 */
            order_id: number;
            /**
             * @description Minsk time
             * @example 2026-12-05T14:00:00+03:00
             */
            delivery_at: string;
            /** @enum {string} */
            delivery_method: "delivery" | "pickup";
            /** @description The customer’s address; for a pickup the kitchen’s */
            address: string | null;
            /** @example 25 */
            guests: number | null;
            comment: string | null;
            /** @description The comment mentions an allergy or intolerance */
            allergy: boolean;
            /**
             * @description The order’s excluded allergens
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /** @example 3 */
            vegetarian_guests: number;
            dietary_note: string | null;
            dishes: components["schemas"]["ProductionDishDto"][];
            /** @description Services of an accepted quote (staff, tableware…), apart from the dishes */
            services: components["schemas"]["ProductionServiceDto"][];
            /**
             * @description BYN; items_total + delivery_cost + adjustments_total = total_cost; null for a role without order money (field visibility `money`: the kitchen) (so are the four below)
             * @example 79
             */
            items_total: number | null;
            /**
             * @description Of items_total, the services of an accepted quote (staff, tableware…: items of kind service), BYN; the dishes are items_total − services_total
             * @example 0
             */
            services_total: number | null;
            /** @example 5 */
            delivery_cost: number | null;
            /** @example 0 */
            adjustments_total: number | null;
            /** @example 84 */
            total_cost: number | null;
        };
        ProductionServiceDto: {
            /** @example Официант */
            name: string;
            /** @example час */
            unit: string | null;
            /** @example 8 */
            quantity: number;
        };
        ProductionServiceLineDto: {
            /** @example Официант */
            name: string;
            /** @example час */
            unit: string | null;
            /** @example 8 */
            quantity: number;
            /**
             * @example [
             *       15
             *     ]
             */
            order_ids: number[];
        };
        ProductionSheetLineDto: {
            /**
             * @description null when the product was deleted since
             * @example 12
             */
            product_id: number | null;
            /** @example Драники со сметаной */
            name: string;
            /**
             * @description Summed over the orders that are not canceled
             * @example 40
             */
            quantity: number;
            /**
             * @description The orders it comes from, ascending
             * @example [
             *       15,
             *       18
             *     ]
             */
            order_ids: number[];
            /**
             * @description The dish’s allergens as the catalogue has them now ([] for a deleted product)
             * @example [
             *       "eggs",
             *       "gluten"
             *     ]
             */
            allergens: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Those of order_ids whose comment mentions an allergy
             * @example [
             *       18
             *     ]
             */
            allergy_order_ids: number[];
            /** @description Orders that excluded an allergen this dish contains (their exclude_allergens), with those allergens */
            conflicts: components["schemas"]["DishConflictDto"][];
        };
        ProductionSheetResponse: {
            /** @example 2025-06-01 */
            date_from: string;
            /** @example 2025-06-01 */
            date_to: string;
            /** @description Products (dishes) by name */
            items: components["schemas"]["ProductionSheetLineDto"][];
            /** @description Services of accepted quotes (staff, tableware…) by name, apart from the dishes */
            services: components["schemas"]["ProductionServiceLineDto"][];
            /**
             * @description Orders in the period that are not canceled
             * @example 3
             */
            orders: number;
            /** @description Orders whose comment mentions an allergy or intolerance, by id */
            allergy_notes: components["schemas"]["AllergyNoteDto"][];
            /** @description The events of the period by time, with their dishes, comment and money breakdown */
            events: components["schemas"]["ProductionEventDto"][];
        };
        PublicQuoteResponse: {
            /** @example 5 */
            id: number;
            /** @example 9f86d081884c7d659a2feaa0c55ad015 */
            token: string;
            /**
             * @description As read now (expired: a sent quote past valid_until)
             * @enum {string}
             */
            status: "draft" | "sent" | "accepted" | "declined" | "expired" | "replaced";
            /** @example отправлено */
            status_label: string;
            /** @example 1 */
            version: number;
            /** @example Анна Ковалёва */
            contact_name: string;
            /** @example anna@example.by */
            contact_email: string;
            /** @example 375291234567 */
            contact_phone: string;
            /** @example person */
            payer_type: string;
            company_name: string | null;
            company_unp: string | null;
            company_address: string | null;
            company_account: string | null;
            company_bic: string | null;
            /** @example 2026-12-19T18:00:00+03:00 */
            event_at: string;
            /** @example 40 */
            guests: number;
            /** @example banquet */
            format: string | null;
            /** @example Банкет */
            format_name: string | null;
            /** @example delivery */
            delivery_method: string;
            delivery_address: string | null;
            /** @example 7 */
            delivery_distance_km: number;
            /** @example 7 */
            delivery_cost: number;
            /** @description Dishes then services, in the order staff put them */
            lines: components["schemas"]["QuoteLineResponse"][];
            discount_amount: number | null;
            /** @example 5 */
            discount_percent: number | null;
            /**
             * @description Σ dish lines
             * @example 935
             */
            items_total: number;
            /**
             * @description Σ service lines
             * @example 200
             */
            services_total: number;
            /**
             * @description What the discount takes off
             * @example 56.75
             */
            discount: number;
            /**
             * @description items_total + services_total + delivery_cost − discount
             * @example 1085.25
             */
            total: number;
            /** @example 27.13 */
            per_guest: number;
            /** @description due_at: 3 days after acceptance (today when not yet accepted), never after the balance */
            deposit: components["schemas"]["QuoteDepositResponse"];
            /** @description The rest, due balance_due_days before the event */
            balance: components["schemas"]["QuoteMoneyDue"];
            /** @example 2026-12-10 */
            valid_until: string;
            terms: string | null;
            /** @description The proposal’s cancellation terms in one sentence (cancellation_terms) */
            cancellation_rule: string;
            /** @enum {string} */
            cancellation_terms: "standard" | "deposit_kept";
            /**
             * @description Allergen codes the guests must not get
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /** @example 3 */
            vegetarian_guests: number;
            dietary_note: string | null;
            /** @description The customer’s own words (time window, wishes) */
            comment: string | null;
            sent_at: string | null;
            /** @description The order made on acceptance */
            order_id: number | null;
            /**
             * @description status is sent: the customer may accept, decline or ask for changes
             * @example true
             */
            can_accept: boolean;
        };
        PurchaseItem: {
            /** @example 4 */
            ingredient_id: number;
            /** @example Картофель */
            name: string;
            /** @enum {string} */
            unit: "kg" | "l" | "pcs";
            /**
             * @description Needed: Σ units × recipe quantity × (1 + waste %) / yield, rounded up to 3 decimals
             * @example 8.4
             */
            quantity: number;
            /** @example 5 */
            pack_size: number | null;
            /**
             * @description Whole packs to buy; null without a pack size
             * @example 2
             */
            packs: number | null;
            /**
             * @description What to buy: whole packs, or the quantity
             * @example 10
             */
            to_buy: number;
            /** @example 1.89 */
            price_per_unit: number;
            /**
             * @description to_buy × price_per_unit, BYN
             * @example 18.9
             */
            cost: number;
        };
        PurchaseListResponse: {
            /**
             * @description null for order_id / quote_id
             * @example 2026-12-05
             */
            from: string | null;
            /** @example 2026-12-06 */
            to: string | null;
            /** @description The orders counted (not canceled), by id; [] for a quote */
            orders: number[];
            /** @description By supplier name, «no supplier» last */
            suppliers: components["schemas"]["PurchaseSupplier"][];
            /**
             * @description Σ suppliers’ cost, BYN (after rounding up to packs)
             * @example 152.3
             */
            total_cost: number;
            /**
             * @description The exact cost of what the dishes use, before rounding up to packs: the events’ food costs summed (rounded once), BYN
             * @example 140.12
             */
            needed_cost: number;
            /** @description Dishes without a recipe («нет техкарты»): nothing of theirs is on the list */
            without_recipe: components["schemas"]["WithoutRecipeLine"][];
        };
        PurchaseSupplier: {
            /**
             * @description null: no supplier set («Без поставщика» in documents)
             * @example Минская овощная база
             */
            supplier: string | null;
            /** @description By name */
            items: components["schemas"]["PurchaseItem"][];
            /**
             * @description Σ items’ cost, BYN
             * @example 52.3
             */
            cost: number;
        };
        QuoteAcceptBody: {
            /**
             * @description How the customer will pay: required for a person; a company payer defaults to transfer
             * @enum {string}
             */
            payment_method?: "cash" | "card" | "transfer";
        };
        QuoteAcceptResponse: {
            /** @example Предложение принято, заказ №42 оформлен */
            message: string;
            /** @example 42 */
            order_id: number;
        };
        QuoteBody: {
            /**
             * @description company: the company_* fields are required
             * @default person
             * @enum {string}
             */
            payer_type: "person" | "company";
            /**
             * @description Company name; required when payer_type is company
             * @example ООО «Ромашка»
             */
            company_name?: string;
            /**
             * @description УНП, exactly 9 digits; required when payer_type is company
             * @example 190123456
             */
            company_unp?: string;
            /**
             * @description Legal address; required when payer_type is company
             * @example г. Минск, ул. Немига, 5, офис 12
             */
            company_address?: string;
            /**
             * @description Settlement account: a Belarusian IBAN (BY, 2 check digits, 4-character bank code, 20 more; 28 characters, mod-97 checked; spaces allowed); required when payer_type is company
             * @example BY13NBRB3600900000002Z00AB00
             */
            company_account?: string;
            /**
             * @description Bank BIC, 8 or 11 characters; required when payer_type is company
             * @example NBRBBY2X
             */
            company_bic?: string;
            /**
             * @description Create only: prefill from this enquiry (its menu, event, contacts). On PUT it may be sent back unchanged
             * @example 17
             */
            enquiry_id?: number | null;
            /**
             * @description The customer’s account, when known
             * @example 3
             */
            user_id?: number | null;
            /** @example Анна Ковалёва */
            contact_name?: string;
            /**
             * @description Only an account with this e-mail may accept
             * @example anna@example.by
             */
            contact_email?: string;
            /**
             * @description Typed the usual ways; stored as 375XXXXXXXXX
             * @example 375291234567
             */
            contact_phone?: string;
            /**
             * @description Event time, Minsk time without an offset; within 365 days
             * @example 2026-12-19T18:00:00+03:00
             */
            event_at?: string;
            /** @example 40 */
            guests?: number;
            /**
             * @description An event format code (GET /events/formats); unknown → 400
             * @example banquet
             */
            format?: string | null;
            /**
             * @description delivery (default) or pickup from the shop’s physical_address
             * @default delivery
             * @enum {string}
             */
            delivery_method: "delivery" | "pickup";
            /** @example Минск, ул. Немига, 5 */
            delivery_address?: string | null;
            /**
             * @description Whole km beyond the ring road (MKAD): 0 inside it (free), 1..25 cost 1 BYN per km, more → 400 (agreed by phone). Ignored for pickup.
             * @default 0
             * @example 12
             */
            delivery_distance_km: number;
            /** @description Replaces the lines when sent */
            lines?: components["schemas"]["QuoteLineInput"][];
            /**
             * @description BYN off dishes and services; not with discount_percent; null clears
             * @example 50
             */
            discount_amount?: number | null;
            /**
             * @description % off dishes and services (not delivery); not with discount_amount; null clears
             * @example 5
             */
            discount_percent?: number | null;
            /**
             * @description Minsk day the proposal holds through (default: 14 days on); extending it re-opens an expired one
             * @example 2026-12-10
             */
            valid_until?: string;
            /**
             * @description Default: payment settings’ quote_deposit_percent (50)
             * @example 50
             */
            deposit_percent?: number;
            /** @description Terms printed for the customer */
            terms?: string | null;
            /** @description Staff only */
            internal_note?: string | null;
            /**
             * @description Allergen codes to keep out (GET /dietary); a comma-separated string is read too; unknown code → 400; null clears
             * @example [
             *       "nuts",
             *       "peanuts"
             *     ]
             */
            exclude_allergens?: string[] | null;
            /** @example 3 */
            vegetarian_guests?: number | null;
            /** @example Ребёнок: аллергия на орехи */
            dietary_note?: string | null;
            /** @description The customer’s own words (time window, wishes; prefilled from the enquiry); becomes the order’s comment */
            comment?: string | null;
            /**
             * @description deposit_kept (default): a paid deposit is kept on cancellation except within the grace period; standard: the shop’s rule
             * @enum {string}
             */
            cancellation_terms?: "standard" | "deposit_kept";
        };
        QuoteChangesBody: {
            /** @example Можно заменить рыбу на курицу и добавить ещё одного официанта? */
            comment: string;
        };
        QuoteDeclineBody: {
            /** @example Мероприятие перенесли */
            comment?: string | null;
        };
        QuoteDepositResponse: {
            /** @example 542.63 */
            amount: number;
            /**
             * @description Minsk day
             * @example 2026-12-03
             */
            due_at: string | null;
            /** @example 50 */
            percent: number;
        };
        QuoteHistoryResponse: {
            /** @example draft */
            from_status: string | null;
            /** @example sent */
            to_status: string;
            /** @example Отправлено на anna@example.by */
            note: string | null;
            /** @example admin@bulbash.by */
            changed_by_email: string | null;
            /** @example 2026-11-26T10:00:00.000Z */
            date_created: string;
        };
        QuoteLineInput: {
            /**
             * @example dish
             * @enum {string}
             */
            kind: "dish" | "service";
            /**
             * @description Dishes: the product (name, category and catalogue price are copied)
             * @example 12
             */
            product_id?: number;
            /**
             * @description Services: what it is
             * @example Официант
             */
            name?: string;
            /**
             * @description Services: «час», «шт.», «чел.»…
             * @example час
             */
            unit?: string;
            /** @example 4 */
            quantity: number;
            /**
             * @description BYN per unit. Services: required. Dishes: optional, the catalogue price when left out (kept per quote)
             * @example 25
             */
            unit_price?: number;
        };
        QuoteLineResponse: {
            /** @example 41 */
            id: number;
            /** @enum {string} */
            kind: "dish" | "service";
            /** @example 12 */
            product_id: number | null;
            /**
             * @description Dishes: the category when quoted
             * @example Горячее
             */
            category_name: string | null;
            /** @example Драники с грибами */
            name: string;
            /** @example час */
            unit: string | null;
            /** @example 10 */
            quantity: number;
            /** @example 45.5 */
            unit_price: number;
            /**
             * @description Dishes: the catalogue price when quoted
             * @example 47.9
             */
            catalogue_price: number | null;
            /** @example 6 */
            people_numbers: number | null;
            /** @example 455 */
            line_total: number;
        };
        QuoteMessageResponse: {
            /** @example Спасибо! Мы получили ваш комментарий и пришлём обновлённое предложение */
            message: string;
        };
        QuoteMoneyDue: {
            /** @example 542.63 */
            amount: number;
            /**
             * @description Minsk day
             * @example 2026-12-03
             */
            due_at: string | null;
        };
        QuoteResponse: {
            /** @example 5 */
            id: number;
            /** @example 9f86d081884c7d659a2feaa0c55ad015 */
            token: string;
            /**
             * @description As read now (expired: a sent quote past valid_until)
             * @enum {string}
             */
            status: "draft" | "sent" | "accepted" | "declined" | "expired" | "replaced";
            /** @example отправлено */
            status_label: string;
            /** @example 1 */
            version: number;
            /** @example Анна Ковалёва */
            contact_name: string;
            /** @example anna@example.by */
            contact_email: string;
            /** @example 375291234567 */
            contact_phone: string;
            /** @example person */
            payer_type: string;
            company_name: string | null;
            company_unp: string | null;
            company_address: string | null;
            company_account: string | null;
            company_bic: string | null;
            /** @example 2026-12-19T18:00:00+03:00 */
            event_at: string;
            /** @example 40 */
            guests: number;
            /** @example banquet */
            format: string | null;
            /** @example Банкет */
            format_name: string | null;
            /** @example delivery */
            delivery_method: string;
            delivery_address: string | null;
            /** @example 7 */
            delivery_distance_km: number;
            /** @example 7 */
            delivery_cost: number;
            /** @description Dishes then services, in the order staff put them */
            lines: components["schemas"]["QuoteLineResponse"][];
            discount_amount: number | null;
            /** @example 5 */
            discount_percent: number | null;
            /**
             * @description Σ dish lines
             * @example 935
             */
            items_total: number;
            /**
             * @description Σ service lines
             * @example 200
             */
            services_total: number;
            /**
             * @description What the discount takes off
             * @example 56.75
             */
            discount: number;
            /**
             * @description items_total + services_total + delivery_cost − discount
             * @example 1085.25
             */
            total: number;
            /** @example 27.13 */
            per_guest: number;
            /** @description due_at: 3 days after acceptance (today when not yet accepted), never after the balance */
            deposit: components["schemas"]["QuoteDepositResponse"];
            /** @description The rest, due balance_due_days before the event */
            balance: components["schemas"]["QuoteMoneyDue"];
            /** @example 2026-12-10 */
            valid_until: string;
            terms: string | null;
            /** @description The proposal’s cancellation terms in one sentence (cancellation_terms) */
            cancellation_rule: string;
            /** @enum {string} */
            cancellation_terms: "standard" | "deposit_kept";
            /**
             * @description Allergen codes the guests must not get
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /** @example 3 */
            vegetarian_guests: number;
            dietary_note: string | null;
            /** @description The customer’s own words (time window, wishes) */
            comment: string | null;
            sent_at: string | null;
            /** @description The order made on acceptance */
            order_id: number | null;
            /**
             * @description status is sent: the customer may accept, decline or ask for changes
             * @example true
             */
            can_accept: boolean;
            previous_id: number | null;
            replaced_by_id: number | null;
            enquiry_id: number | null;
            user_id: number | null;
            /** @example 50 */
            deposit_percent: number;
            internal_note: string | null;
            /** @description The customer’s latest change request while the proposal waits for a new version (cleared when sent again) */
            change_request: string | null;
            /** @example http://localhost:3000/quote/9f86d081884c7d659a2feaa0c55ad015 */
            link: string;
            history: components["schemas"]["QuoteHistoryResponse"][];
            /** @example 2026-11-26T10:00:00.000Z */
            date_created: string;
            /** @example 2026-11-26T10:00:00.000Z */
            date_updated: string;
        };
        RecipeBody: {
            /**
             * @description Units as sold the lines make (one box, one tray)
             * @example 1
             */
            yield_portions: number;
            /** @description At most 60; [] removes the recipe; an ingredient at most once */
            lines: components["schemas"]["RecipeLineInput"][];
        };
        RecipeLineInput: {
            /** @example 4 */
            ingredient_id: number;
            /**
             * @description In the ingredient’s unit, for the whole recipe (yield_portions units as sold), before waste
             * @example 0.35
             */
            quantity: number;
            /**
             * @description Peeling, trimming: bought = quantity × (1 + waste/100); default 0
             * @example 20
             */
            waste_percent?: number;
        };
        RecipeLineResponse: {
            /** @example 4 */
            ingredient_id: number;
            /** @example Картофель */
            name: string;
            /** @enum {string} */
            unit: "kg" | "l" | "pcs";
            /** @example 0.35 */
            quantity: number;
            /** @example 20 */
            waste_percent: number;
            /**
             * @description BYN per unit, current
             * @example 1.89
             */
            price_per_unit: number;
            /**
             * @description quantity × (1 + waste) × price, BYN, for the whole recipe
             * @example 0.79
             */
            cost: number;
        };
        RecipeResponse: {
            /** @example 12 */
            product_id: number;
            /** @example 1 */
            yield_portions: number;
            lines: components["schemas"]["RecipeLineResponse"][];
            /**
             * @description Per ONE unit as sold: Σ line costs / yield_portions, BYN; null without a recipe
             * @example 3.42
             */
            food_cost: number | null;
            /** @description Allergens of its ingredients the dish does not declare and the owner has not confirmed; non-empty: «проверьте аллергены» */
            allergens_to_check: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
        };
        RefundAttemptResponse: {
            /**
             * @description Our refund id (bePaid’s tracking_id refund-7)
             * @example 7
             */
            id: number;
            /**
             * @description The ledger entry (online payment) being refunded
             * @example 5
             */
            payment_id: number;
            /**
             * @description BYN to give back (positive)
             * @example 30
             */
            amount: number;
            /** @example Гостей стало меньше */
            reason: string;
            /**
             * @description pending: bePaid is being asked; unknown: its answer was lost, the shop is checking («Возврат проверяется»); refunded: confirmed, in the ledger (entry_id); failed: bePaid refused or never got it (message)
             * @enum {string}
             */
            status: "pending" | "unknown" | "refunded" | "failed";
            /** @example Возврат проверяется */
            status_label: string;
            /** @description The negative ledger entry once refunded */
            entry_id: number | null;
            /** @description bePaid’s refund uid once known */
            provider_uid: string | null;
            /** @description bePaid’s words on a refusal */
            message: string | null;
            /** @example owner@example.com */
            requested_by: string | null;
            /** Format: date-time */
            date_created: string;
        };
        RefundPendingResponse: {
            /** @example 7 */
            refund_id: number;
            /**
             * @example unknown
             * @enum {string}
             */
            status: "unknown";
            /** @example Платёжная система не ответила вовремя. Возврат проверяется: … Не повторяйте возврат */
            message: string;
        };
        RegisterDto: {
            /** @example Иван */
            name: string;
            /** @example Петров */
            surname: string;
            /**
             * @description Stored trimmed and lower-cased
             * @example ivan@example.by
             */
            email: string;
            /** @example secret-pass-1 */
            password: string;
            /**
             * @description Must equal password
             * @example secret-pass-1
             */
            confirm_password: string;
        };
        RepeatOrderResponse: {
            /** @example Товары заказа добавлены в корзину */
            message: string;
            added: components["schemas"]["RepeatedItem"][];
            /**
             * @description Names of the order’s items no longer on sale
             * @example [
             *       "Торт «Наполеон»"
             *     ]
             */
            unavailable: string[];
        };
        RepeatedItem: {
            /** @example 12 */
            product_id: number;
            /** @example Канапе с сёмгой */
            name: string;
            /** @example 2 */
            quantity: number;
            /**
             * @description Today’s unit price, BYN
             * @example 46
             */
            price: number;
        };
        RequiredImageUploadBody: {
            /**
             * Format: binary
             * @description JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else)
             */
            img_file: string;
        };
        RestCreateCategoryBody: {
            /** @example Фуршетные боксы */
            name: string;
            /**
             * @default
             * @example Наборы закусок для фуршета
             */
            description: string;
            /**
             * @description 'true' or 'false'
             * @default false
             */
            status_enabled: boolean;
            /** @default 1 */
            position: number;
            /**
             * Format: binary
             * @description multipart/form-data only: JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else)
             */
            img_file?: string;
        };
        RestCreateProductBody: {
            /** @example Канапе с сёмгой */
            name: string;
            /** @default  */
            description: string;
            /** @default  */
            ingredients: string;
            /**
             * @description BYN, ≥ 0, at most 2 decimals
             * @default 0
             * @example 45.5
             */
            price: number;
            /**
             * @description Grams, integer ≥ 0
             * @default 0
             * @example 800
             */
            weight: number;
            /**
             * @description Integer ≥ 0
             * @default 0
             * @example 4
             */
            people_numbers: number;
            /** @example 1 */
            category_id: number;
            /**
             * @description Must belong to category_id (400 otherwise)
             * @example 3
             */
            subcategory_id: number;
            /** @default false */
            status_enabled: boolean;
            /**
             * @description Codes: gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged.
             * @example [
             *       "milk",
             *       "gluten"
             *     ]
             */
            allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Codes: vegetarian, vegan, gluten_free, lactose_free. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged.
             * @example [
             *       "vegetarian"
             *     ]
             */
            diet_tags?: ("vegetarian" | "vegan" | "gluten_free" | "lactose_free")[];
            /**
             * Format: binary
             * @description multipart/form-data only: JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else); required (400 without it)
             */
            img_file: string;
        };
        RestUpdateCategoryBody: {
            name?: string;
            description?: string;
            /** @description 'true' or 'false' */
            status_enabled?: boolean;
            position?: number;
            /**
             * Format: binary
             * @description multipart/form-data only: JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else); replaces the old image
             */
            img_file?: string;
        };
        RestUpdateOrderBody: {
            /**
             * @description Other values → 400 'Payment method does not exist'
             * @enum {string}
             */
            payment_method?: "card" | "cash" | "transfer";
            /**
             * @description BYN, ≥ 0, at most 2 decimals
             * @example 120.5
             */
            total_cost?: number;
            /**
             * @description Other values → 400 'Status does not exist'
             * @enum {string}
             */
            status?: "pending" | "processing" | "completed" | "canceled";
            /**
             * Format: date-time
             * @description Reschedule: any time staff agree with the customer (the shoppers’ rules do not bind staff); null → agreed by phone
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at?: string | null;
            /**
             * @description delivery (default) or pickup from the shop’s physical_address
             * @default delivery
             * @enum {string}
             */
            delivery_method: "delivery" | "pickup";
            /**
             * @description Whole km beyond the ring road (MKAD): 0 inside it (free), 1..25 cost 1 BYN per km, more → 400 (agreed by phone). Ignored for pickup.
             * @default 0
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description Plain text for the kitchen; shown as text, never as HTML
             * @example 25 гостей, без орехов; вход со двора
             */
            comment?: string | null;
            /** @description The customer’s address (kept while the order is a pickup) */
            delivery_address?: string | null;
            /**
             * @description Head count; null clears it
             * @example 25
             */
            guests?: number | null;
            /**
             * @description The version of the order the editor read (from its answer); if the order changed since, nothing is written and the answer is 409
             * @example 3
             */
            version?: number;
            /** @description The whole new list of dishes and quantities: a dish already on the order keeps its snapshot (name, price), a new one is priced from the catalogue now; the total is recomputed and the change recorded in the history */
            lines?: components["schemas"]["DeskOrderLineDto"][];
            /**
             * @description Ids (order_items[].id) of lines `lines` cannot name, to drop them: services (a quote’s «Официант 4 × 25») and dishes whose product was deleted. Such lines are kept by any `lines` edit unless named here; an id that is not such a line of this order → 400 naming it
             * @example [
             *       41
             *     ]
             */
            remove_line_ids?: number[];
            /** @description A delivery_at the kitchen capacity refuses (closed day, full day or slot, too little notice for the head count) is a 409 naming the nearest open day; true books it anyway and notes the override in the order history */
            force?: boolean;
        };
        RestUpdateProductBody: {
            name?: string;
            description?: string;
            ingredients?: string;
            price?: number;
            weight?: number;
            people_numbers?: number;
            category_id?: number;
            subcategory_id?: number;
            status_enabled?: boolean;
            /**
             * @description Codes: gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged.
             * @example [
             *       "milk",
             *       "gluten"
             *     ]
             */
            allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /**
             * @description Codes: vegetarian, vegan, gluten_free, lactose_free. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged.
             * @example [
             *       "vegetarian"
             *     ]
             */
            diet_tags?: ("vegetarian" | "vegan" | "gluten_free" | "lactose_free")[];
            /**
             * Format: binary
             * @description multipart/form-data only: JPEG, PNG or WebP, at most 5 MB (413 above, 415 for anything else); replaces the old image
             */
            img_file?: string;
        };
        RestorePasswordDto: {
            /** @example new-secret-2 */
            password: string;
            /**
             * @description Must equal password
             * @example new-secret-2
             */
            confirm_password: string;
            /** @description The token from the password reset e-mail link */
            token: string;
        };
        RestorePasswordResponse: {
            /** @example eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9... */
            access_token: string;
            /**
             * @example bearer
             * @enum {string}
             */
            token_type: "bearer";
            /** @example Пароль успешно изменен */
            message: string;
        };
        ShortItemResponse: {
            /** @example 1 */
            id: number;
            /** @example Фуршетные боксы */
            name: string;
        };
        SlotAvailabilityResponse: {
            /** @example 12:30 */
            time: string;
            /** @description Open day, allowed by the shop’s time rules for this head count now, and below max_orders_per_slot */
            available: boolean;
        };
        StaffResponse: {
            /** @example 12 */
            id: number;
            /** @example cook@bulbash.by */
            email: string;
            /** @example Анна */
            name: string;
            /** @example Козлова */
            surname: string;
            /** @enum {string} */
            role: "owner" | "manager" | "kitchen" | "driver" | "accountant";
            /**
             * @description Work phone, 375XXXXXXXXX
             * @example 375297654321
             */
            phone: string | null;
            /** @description false: deactivated (cannot sign in) */
            active: boolean;
            /**
             * Format: date-time
             * @description When the account was made (a customer given a role keeps their date)
             */
            date_created: string;
        };
        StartOnlinePaymentBody: {
            /**
             * @description deposit: the deposit still owed; balance and full: everything left to pay
             * @enum {string}
             */
            what: "deposit" | "balance" | "full";
            /** @enum {string} */
            method: "card" | "erip";
        };
        StartOnlinePaymentResponse: {
            /**
             * @description Our attempt id (the tracking_id bePaid carries)
             * @example 12
             */
            payment_id: number;
            /**
             * @description card: send the customer here
             * @example https://checkout.bepaid.by/v2/checkout?token=…
             */
            redirect_url?: string;
            /** @description erip: how to pay the invoice */
            erip?: components["schemas"]["EripInstructions"];
        };
        StatusChangedBy: {
            /**
             * @description User id (admin, or the customer who canceled)
             * @example 1
             */
            id: number;
            /** @example admin@example.com */
            email: string | null;
        };
        StatusCounts: {
            pending: number;
            processing: number;
            completed: number;
            canceled: number;
        };
        StatusHistoryEntry: {
            /**
             * @description null for the creation (the first entry)
             * @enum {string|null}
             */
            from: "pending" | "processing" | "completed" | "canceled" | null;
            /** @enum {string} */
            to: "pending" | "processing" | "completed" | "canceled";
            /** @description Who made the change; null when unknown */
            changed_by: components["schemas"]["StatusChangedBy"] | null;
            /** @description What else changed (Russian); an edit that kept the status has from = to */
            note: string | null;
            /** Format: date-time */
            date: string;
        };
        SubcategoryResponse: {
            /** @example 3 */
            id: number;
            /** @example Канапе */
            name: string;
            /** @example 1 */
            category_id: number;
            /** @example Фуршетные боксы */
            category_name: string | null;
            status_enabled: boolean;
            /** Format: date-time */
            date_created: string;
            /** Format: date-time */
            date_updated: string;
        };
        TelegramGroupDto: {
            /**
             * @description The group’s chat id (negative)
             * @example -1001234567890
             */
            chat_id: string;
            /** @example Кухня Bulbash */
            title: string;
        };
        TelegramLinkResponse: {
            /**
             * @description Opens the bot with a one-time /start token
             * @example https://t.me/bulbash_catering_bot?start=Q2xh...
             */
            url: string;
            /**
             * Format: date-time
             * @description The token works until then (30 minutes); a new link makes the older ones stop working
             */
            expires_at: string;
        };
        TelegramSettingsResponse: {
            /** @description TELEGRAM_BOT_TOKEN is set: the bot works; false: «Telegram не подключён» (everything else empty) */
            enabled: boolean;
            /**
             * @description The bot’s username (TELEGRAM_BOT_NAME)
             * @example bulbash_catering_bot
             */
            bot_name: string | null;
            /** @description The connected staff group; null until `/connect CODE` in a group */
            group: components["schemas"]["TelegramGroupDto"] | null;
            /**
             * @description A one-time code for `/connect CODE` in the team’s group (valid 30 minutes, used once; a new one is made when none is live). Only for a role that may change the settings (the owner); null otherwise and without Telegram.
             * @example K7P4M2QX
             */
            connect_code: string | null;
            /**
             * Format: date-time
             * @description When connect_code stops working
             */
            connect_code_expires_at: string | null;
            /** @description The events posted to the group (all of them until chosen) */
            events: ("order_created" | "enquiry_created" | "quote_accepted" | "change_request" | "payment_received" | "payment_failed" | "refund" | "order_canceled" | "daily_summary")[];
        };
        TelegramStatusResponse: {
            /** @description The shop has a Telegram bot (TELEGRAM_BOT_TOKEN set); false: the storefront offers nothing */
            enabled: boolean;
            /** @description A Telegram chat of this account gets its order news */
            connected: boolean;
        };
        TelegramWebhookAnswer: {
            /** @example true */
            ok: boolean;
        };
        UpdateAboutUsBody: {
            /**
             * @description HTML; sanitised on save (formatting tags and links only)
             * @example <p><strong>Bulbash catering</strong> — кейтеринг в Минске</p>
             */
            text: string;
        };
        UpdateCapacityBody: {
            /** @example 300 */
            max_guests_per_day?: number;
            /** @example 4 */
            max_orders_per_slot?: number;
            /**
             * @example [
             *       7
             *     ]
             */
            closed_weekdays?: number[];
            closed_dates?: components["schemas"]["ClosedDateDto"][];
            lead_time_tiers?: components["schemas"]["LeadTimeTierDto"][];
            /**
             * @description Close days (dates or weekdays) that hold orders anyway; without it such a change is a 409 listing the orders
             * @example true
             */
            confirm?: boolean;
        };
        UpdateCartItemDto: {
            /**
             * @description Cart item id (not the product id)
             * @example 7
             */
            id: number;
            /**
             * @description The new quantity (replaces the old one)
             * @example 3
             */
            quantity: number;
        };
        UpdateEnquiryBody: {
            /**
             * @description Unknown → 400
             * @enum {string}
             */
            status?: "new" | "in_progress" | "quoted" | "changes_requested" | "won" | "lost";
            /** @description Recorded in the history with the change */
            note?: string | null;
        };
        UpdateEventFormatBody: {
            /**
             * @description Unique; used in /events/menu?format=
             * @example buffet
             */
            code?: string;
            /** @example Фуршет */
            name?: string;
            /** @example Закуски и боксы для общения стоя */
            description?: string;
            /**
             * @default 1
             * @example 10
             */
            min_guests: number;
            /** @description The format’s categories (replaces them on update); each category once */
            categories?: components["schemas"]["FormatCategoryInput"][];
        };
        UpdateIngredientBody: {
            /**
             * @description The supplier sells packs of this many units; null: any quantity
             * @example 5
             */
            pack_size?: number | null;
            /** @example Белорусские сыры */
            supplier?: string | null;
            /**
             * @description Allergen codes (GET /dietary)
             * @example [
             *       "milk"
             *     ]
             */
            allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
            /** @example Сметана 20 % */
            name?: string;
            /**
             * @description kg, l or pcs (шт.)
             * @enum {string}
             */
            unit?: "kg" | "l" | "pcs";
            /**
             * @description A new price keeps the old one in price_history
             * @example 6.9
             */
            price_per_unit?: number;
        };
        UpdateLunchContractBody: {
            /**
             * @description ISO weekdays 1 (Monday) … 7 (Sunday), each once; default Monday to Friday
             * @example [
             *       1,
             *       2,
             *       3,
             *       4,
             *       5
             *     ]
             */
            weekdays?: number[];
            /**
             * @description HH:MM Minsk of the day before each day: its changes close then and its order is made (default 10:00)
             * @example 10:00
             */
            cutoff_time?: string;
            /**
             * @description Share of a change or cancellation after the cutoff charged (default 100: in full)
             * @example 100
             */
            late_charge_percent?: number;
            /**
             * @description PO number or cost centre printed on the invoice and the act
             * @example PO-4471
             */
            po_number?: string | null;
            /**
             * Format: date
             * @description The last day; null: open-ended
             */
            ends_on?: string | null;
            /**
             * @description active (default), paused (no orders are made), ended
             * @enum {string}
             */
            status?: "active" | "paused" | "ended";
            /**
             * @description The contact’s phone for the driver (375XXXXXXXXX); null: the account’s
             * @example 375291234567
             */
            contact_phone?: string | null;
            /** @description The whole set of requisites when sent */
            company?: components["schemas"]["LunchCompanyFields"];
            /** @example 12 */
            contact_user_id?: number;
            delivery_address?: string;
            /**
             * @description HH:MM Minsk
             * @example 12:30
             */
            delivery_time?: string;
            headcount?: number;
            /** @example 15 */
            price_per_person?: number;
            /**
             * Format: date
             * @description The first day
             */
            starts_on?: string;
        };
        UpdateOrderBody: {
            /** @example 15 */
            order_id: number;
            /**
             * @description Other values → 400 'Payment method does not exist'
             * @enum {string}
             */
            payment_method?: "card" | "cash" | "transfer";
            /**
             * @description BYN, ≥ 0, at most 2 decimals
             * @example 120.5
             */
            total_cost?: number;
            /**
             * @description Other values → 400 'Status does not exist'
             * @enum {string}
             */
            status?: "pending" | "processing" | "completed" | "canceled";
            /**
             * Format: date-time
             * @description Reschedule: any time staff agree with the customer (the shoppers’ rules do not bind staff); null → agreed by phone
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at?: string | null;
            /**
             * @description delivery (default) or pickup from the shop’s physical_address
             * @default delivery
             * @enum {string}
             */
            delivery_method: "delivery" | "pickup";
            /**
             * @description Whole km beyond the ring road (MKAD): 0 inside it (free), 1..25 cost 1 BYN per km, more → 400 (agreed by phone). Ignored for pickup.
             * @default 0
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description Plain text for the kitchen; shown as text, never as HTML
             * @example 25 гостей, без орехов; вход со двора
             */
            comment?: string | null;
            /** @description The customer’s address (kept while the order is a pickup) */
            delivery_address?: string | null;
            /**
             * @description Head count; null clears it
             * @example 25
             */
            guests?: number | null;
            /**
             * @description The version of the order the editor read (from its answer); if the order changed since, nothing is written and the answer is 409
             * @example 3
             */
            version?: number;
            /** @description The whole new list of dishes and quantities: a dish already on the order keeps its snapshot (name, price), a new one is priced from the catalogue now; the total is recomputed and the change recorded in the history */
            lines?: components["schemas"]["DeskOrderLineDto"][];
            /**
             * @description Ids (order_items[].id) of lines `lines` cannot name, to drop them: services (a quote’s «Официант 4 × 25») and dishes whose product was deleted. Such lines are kept by any `lines` edit unless named here; an id that is not such a line of this order → 400 naming it
             * @example [
             *       41
             *     ]
             */
            remove_line_ids?: number[];
            /** @description A delivery_at the kitchen capacity refuses (closed day, full day or slot, too little notice for the head count) is a 409 naming the nearest open day; true books it anyway and notes the override in the order history */
            force?: boolean;
        };
        UpdatePaymentSettingsBody: {
            /** @example 50 */
            deposit_percent?: number;
            /** @example 500 */
            deposit_min_total?: number;
            /** @example 2 */
            balance_due_days?: number;
            /** @example 5 */
            company_payment_days?: number;
            /** @example Без НДС */
            vat_note?: string;
            /** @example BC */
            invoice_prefix?: string;
            /** @example 50 */
            quote_deposit_percent?: number;
            /**
             * @description 0 turns the free-cancellation grace off
             * @example 15
             */
            free_cancel_minutes?: number;
            /** @example 60 */
            min_margin_percent?: number;
        };
        UpdateStaffBody: {
            /** @example Анна */
            name?: string;
            /** @example Козлова */
            surname?: string;
            /**
             * @description A role with fewer permissions revokes the person’s sessions
             * @enum {string}
             */
            role?: "owner" | "manager" | "kitchen" | "driver" | "accountant";
            /** @description false deactivates (sessions revoked, no sign-in); true lets the person in again */
            active?: boolean;
            /**
             * @description Work phone (a driver’s goes to the customer with «В пути»); absent keeps it, null or "" clears it
             * @example 375297654321
             */
            phone?: string | null;
        };
        UpdateSubcategoryBody: {
            name?: string;
            status_enabled?: boolean;
            /** @example 1 */
            category_id?: number;
        };
        UpdateTelegramSettingsBody: {
            /**
             * @description The events the group hears; [] silences it. Each known event once, else 400.
             * @example [
             *       "order_created",
             *       "enquiry_created",
             *       "daily_summary"
             *     ]
             */
            events: ("order_created" | "enquiry_created" | "quote_accepted" | "change_request" | "payment_received" | "payment_failed" | "refund" | "order_canceled" | "daily_summary")[];
        };
        UserOrderDetail: {
            /**
             * @description Σ of the payments ledger, BYN (refunds subtract)
             * @example 250
             */
            paid_amount: number;
            /**
             * @description What the customer still owes, BYN (never negative); a canceled order owes only its cancellation fee
             * @example 250
             */
            balance_due: number;
            /**
             * @description What the shop owes back (paid beyond what is owed), BYN
             * @example 0
             */
            refund_due: number;
            /** @description The deposit still due and its date; null when none is needed or it is paid */
            deposit_due: components["schemas"]["DepositDueDto"] | null;
            /**
             * @description Minsk day the balance is due (days before the event); null without an event time
             * @example 2026-12-18
             */
            balance_due_at: string | null;
            /**
             * @description Derived from the ledger: never stored
             * @enum {string}
             */
            payment_status: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
            /**
             * @description Until then the customer may cancel for free whatever the event time: free_cancel_minutes of the payment settings after placing (15 by default); null when that setting is 0 and for orders not placed at checkout or from before
             * @example 2026-12-05T09:15:00+03:00
             */
            free_cancel_until: string | null;
            /**
             * @description The free grace period after placing, in minutes (the payment settings' free_cancel_minutes; 0: none); the cancellation texts follow it
             * @example 15
             */
            free_cancel_minutes: number;
            /** @enum {string} */
            payer_type: "person" | "company";
            /** @description The company’s requisites when payer_type is company, else null */
            company: components["schemas"]["CompanyPayerDto"] | null;
            /**
             * @description Minsk time with its offset; null: agreed by phone
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at: string | null;
            /** @enum {string} */
            delivery_method: "delivery" | "pickup";
            /**
             * @description Whole km beyond MKAD
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description BYN, included in total_cost
             * @example 12
             */
            delivery_cost: number;
            comment: string | null;
            /**
             * @description Allergen codes the guests must not get, stable order
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /**
             * @description Guests who eat vegetarian
             * @example 3
             */
            vegetarian_guests: number;
            /** @description The customer’s words on diet and allergies */
            dietary_note: string | null;
            /**
             * @description BYN charged for a late cancellation; 0 when none
             * @example 0
             */
            cancellation_fee: number;
            /**
             * @description Head count the order is for (1..1000); null when the shopper gave none
             * @example 25
             */
            guests: number | null;
            /**
             * @description standard: the shop’s rule; deposit_kept: a paid deposit is kept (an accepted quote’s terms)
             * @enum {string}
             */
            cancellation_terms: "standard" | "deposit_kept";
            /** @description The cancellation terms in one sentence (the cancel dialog shows it) */
            cancellation_terms_text: string;
            /**
             * @description The deposit percent agreed (an accepted quote’s); null: the payment settings’ terms
             * @example 30
             */
            deposit_percent: number | null;
            /** @example 42 */
            id: number;
            /** @enum {string} */
            payment_method: "card" | "cash" | "transfer";
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "canceled";
            /** @example 91 */
            total_cost: number;
            /** @example 2026-11-23T09:15:00.000Z */
            date_created: string;
            /**
             * @description Σ product_cost × quantity of the items, BYN
             * @example 79
             */
            items_total: number;
            /**
             * @description Of items_total, the services of an accepted quote (staff, tableware…: items of kind service), BYN; the dishes are items_total − services_total
             * @example 0
             */
            services_total: number;
            /** @description Changes of the total agreed by staff, oldest first */
            adjustments: components["schemas"]["OrderAdjustmentDto"][];
            /**
             * @description Σ adjustments, BYN
             * @example 0
             */
            adjustments_total: number;
            /** @description The customer’s own address, kept while the order is a pickup (delivery_address then shows the kitchen’s) */
            customer_address: string | null;
            /** @example Анна */
            first_name: string;
            /** @example Ковалёва */
            surname: string;
            /** @example Сергеевна */
            last_name: string;
            /** @example 375291234567 */
            contact_phone: string;
            contact_email: string | null;
            delivery_address: string | null;
            order_items: components["schemas"]["UserOrderItem"][];
        };
        UserOrderItem: {
            /**
             * @description The dish in the catalogue; null for a service or a deleted dish
             * @example 12
             */
            product_id: number | null;
            /** @example Канапе с сёмгой */
            name: string;
            /** @example Сливочный сыр, слабосолёная сёмга */
            description: string;
            /** @example /uploads/products/3f9a1c.webp */
            image_path: string | null;
            /**
             * @description Unit price at the time of the order, BYN
             * @example 45.5
             */
            product_cost: number;
            /** @example 2 */
            quantity: number;
            /**
             * @description service: a line of an accepted quote (staff, tableware…), no product
             * @enum {string}
             */
            kind: "dish" | "service";
            /**
             * @description Services: «час», «шт.»…; null for dishes
             * @example null
             */
            unit: string | null;
        };
        UserOrderListResponse: {
            data: components["schemas"]["UserOrderRow"][];
        };
        UserOrderRow: {
            /**
             * @description Σ of the payments ledger, BYN (refunds subtract)
             * @example 250
             */
            paid_amount: number;
            /**
             * @description What the customer still owes, BYN (never negative); a canceled order owes only its cancellation fee
             * @example 250
             */
            balance_due: number;
            /**
             * @description What the shop owes back (paid beyond what is owed), BYN
             * @example 0
             */
            refund_due: number;
            /** @description The deposit still due and its date; null when none is needed or it is paid */
            deposit_due: components["schemas"]["DepositDueDto"] | null;
            /**
             * @description Minsk day the balance is due (days before the event); null without an event time
             * @example 2026-12-18
             */
            balance_due_at: string | null;
            /**
             * @description Derived from the ledger: never stored
             * @enum {string}
             */
            payment_status: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
            /**
             * @description Until then the customer may cancel for free whatever the event time: free_cancel_minutes of the payment settings after placing (15 by default); null when that setting is 0 and for orders not placed at checkout or from before
             * @example 2026-12-05T09:15:00+03:00
             */
            free_cancel_until: string | null;
            /**
             * @description The free grace period after placing, in minutes (the payment settings' free_cancel_minutes; 0: none); the cancellation texts follow it
             * @example 15
             */
            free_cancel_minutes: number;
            /** @enum {string} */
            payer_type: "person" | "company";
            /** @description The company’s requisites when payer_type is company, else null */
            company: components["schemas"]["CompanyPayerDto"] | null;
            /**
             * @description Minsk time with its offset; null: agreed by phone
             * @example 2026-12-05T15:30:00+03:00
             */
            delivery_at: string | null;
            /** @enum {string} */
            delivery_method: "delivery" | "pickup";
            /**
             * @description Whole km beyond MKAD
             * @example 12
             */
            delivery_distance_km: number;
            /**
             * @description BYN, included in total_cost
             * @example 12
             */
            delivery_cost: number;
            comment: string | null;
            /**
             * @description Allergen codes the guests must not get, stable order
             * @example [
             *       "nuts"
             *     ]
             */
            exclude_allergens: string[];
            /**
             * @description Guests who eat vegetarian
             * @example 3
             */
            vegetarian_guests: number;
            /** @description The customer’s words on diet and allergies */
            dietary_note: string | null;
            /**
             * @description BYN charged for a late cancellation; 0 when none
             * @example 0
             */
            cancellation_fee: number;
            /**
             * @description Head count the order is for (1..1000); null when the shopper gave none
             * @example 25
             */
            guests: number | null;
            /**
             * @description standard: the shop’s rule; deposit_kept: a paid deposit is kept (an accepted quote’s terms)
             * @enum {string}
             */
            cancellation_terms: "standard" | "deposit_kept";
            /** @description The cancellation terms in one sentence (the cancel dialog shows it) */
            cancellation_terms_text: string;
            /**
             * @description The deposit percent agreed (an accepted quote’s); null: the payment settings’ terms
             * @example 30
             */
            deposit_percent: number | null;
            /** @example 42 */
            id: number;
            /** @enum {string} */
            payment_method: "card" | "cash" | "transfer";
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "canceled";
            /** @example 91 */
            total_cost: number;
            /** @example 2026-11-23T09:15:00.000Z */
            date_created: string;
        };
        WishedLineResponse: {
            /** @example 12 */
            product_id: number;
            /** @example Драники со сметаной */
            name: string;
            /** @example 20 */
            quantity: number;
        };
        WithoutRecipeLine: {
            /**
             * @description null: a dish deleted from the catalogue
             * @example 12
             */
            product_id: number | null;
            /** @example Колдуны с мясом */
            name: string;
            /**
             * @description Units as sold
             * @example 25
             */
            quantity: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AboutUsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutUsResponse"];
                };
            };
        };
    };
    RestAuditLogController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogEntryResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `audit_log` (owner, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestAuditLogController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogEntryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `audit_log` (owner, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Audit log entry not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestCategoriesController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestCategoriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestCreateCategoryBody"];
                "multipart/form-data": components["schemas"]["RestCreateCategoryBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not a JPEG, PNG or WebP image (judged by content); nothing stored */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestCategoriesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestCategoriesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestUpdateCategoryBody"];
                "multipart/form-data": components["schemas"]["RestUpdateCategoryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not a JPEG, PNG or WebP image (judged by content); nothing stored */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestCategoriesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The category still has subcategories or products */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminChangeRequestsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminChangeRequestsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Change request not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminChangeRequestsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Change request not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already accepted or declined */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminChangeRequestsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineChangeRequestBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; the reason missing or longer than 1000 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Change request not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Already accepted or declined */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CostingController_event: {
        parameters: {
            query?: {
                order_id?: number;
                quote_id?: number;
                enquiry_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CostingResponse"];
                };
            };
            /** @description None or more than one of order_id, quote_id, enquiry_id; a bad id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `costing` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order, quote or enquiry not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestCustomersController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `customers` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestCustomersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `customers` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEnquiriesController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `enquiries` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEnquiriesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEnquiryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `enquiries` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Enquiry not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEnquiriesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEnquiryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEnquiryResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `enquiries` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Enquiry not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Another manager changed the status meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEnquiriesController_createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEnquiryOrderBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateEnquiryOrderResponse"];
                };
            };
            /** @description A name missing, an unknown payment method, a menu-less enquiry, or an event time the shop’s rules no longer allow (give time_override_reason) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Enquiry, or a dish of its menu no longer on sale not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The enquiry already has an order, or another manager changed it meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEventFormatsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFormatResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEventFormatsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEventFormatBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFormatResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The code is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEventFormatsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFormatResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Event format not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEventFormatsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEventFormatBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFormatResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Event format not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The code is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminEventFormatsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFormatResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Event format not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminIngredientsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `costing` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminIngredientsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateIngredientBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; unit not kg, l or pcs; a negative price; pack_size not above 0 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `costing` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The name is taken (any letter case) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminIngredientsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `costing` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ingredient not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminIngredientsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIngredientBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; unit not kg, l or pcs; a negative price; pack_size not above 0 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `costing` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ingredient not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The name is taken (any letter case) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminIngredientsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `costing` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Ingredient not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Ингредиент используется в техкартах» */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchContractResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateLunchContractBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchContractResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; a time not HH:MM, a weekday outside 1–7, ends_on before starts_on, a staff or unknown contact */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_runCutoff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LunchRunCutoffBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchRunCutoffResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchContractResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLunchContractBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchContractResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; see create */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_actPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `invoices` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract or the month’s invoice not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_closeMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LunchCloseMonthBody"];
            };
        };
        responses: {
            /** @description The month was closed before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchStatementResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchStatementResponse"];
                };
            };
            /** @description month not YYYY-MM */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `payments` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The month is not over, or it has nothing to bill */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_listDays: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchDayResponse"][];
                };
            };
            /** @description from/to not YYYY-MM-DD, to before from or more than 62 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_changeDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LunchDayChangeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchDayResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; A day not of the contract is a 404; a path date not YYYY-MM-DD is a 400; a set not of the day’s menu */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract or day not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The contract is paused or ended, the day is over, or it closed without an order */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_invoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `invoices` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract or the month’s invoice not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LunchTransferBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchStatementResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; an amount above what is due; paid_at in the future */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `payments` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No invoice for the month yet, or it is paid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchContractsController_statement: {
        parameters: {
            query: {
                /** @description YYYY-MM */
                month: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchStatementResponse"];
                };
            };
            /** @description month not YYYY-MM */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `payments` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Lunch contract not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchMenusController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                monday: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchMenuResponse"];
                };
            };
            /** @description The path is not a Monday */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminLunchMenusController_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                monday: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LunchMenuBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchMenuResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; the path not a Monday, a day outside the week or twice, two sets of a day named alike */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A dish not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestOrdersController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderRow"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestOrdersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDeskOrderBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDetailResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; neither user_id nor customer; a dish twice; a broken delivery rule */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Account or dish not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The new delivery_at is on a closed day, a full day or slot, or too soon for the order’s head count (lead-time tiers); the Russian detail names the nearest open day. Send force: true to book it anyway (recorded as an override). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestOrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDetailResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestOrdersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestUpdateOrderBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDetailResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; an unknown payment_method or status */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The new delivery_at is on a closed day, a full day or slot, or too soon for the order’s head count (lead-time tiers); the Russian detail names the nearest open day. Send force: true to book it anyway (recorded as an override). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderDriverController_assign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignDriverBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignDriverResponse"];
                };
            };
            /** @description The id in the path is not a positive integer; driver_id absent, not a positive integer or null, or not an active driver account */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OnlinePaymentsAdminController_attempts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentAttempt"][];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `payments` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PaymentsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentListResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `payments` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PaymentsController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentChangeResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; amount 0 or with more than 2 decimals; paid_at not ISO 8601 or in the future; unknown method → 'Payment method does not exist' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `payments` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The order changed at the same moment: nothing written */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PaymentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                pid: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentChangeResponse"];
                };
            };
            /** @description The order or payment id is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `payments` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order or payment not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OnlinePaymentsAdminController_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                pid: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnlineRefundBody"];
            };
        };
        responses: {
            /** @description bePaid confirmed: the ledger entry */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResponse"];
                };
            };
            /** @description bePaid did not answer: the refund is being checked, never to be retried */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundPendingResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; amount over the payment’s refundable amount (less refunds not yet settled) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `refunds` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order or payment not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Online payment off; the entry is not an online payment; another refund of this payment is under way or still unknown («…ещё проверяется…»: wait for it); or bePaid declined the refund (its message wrapped in Russian) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description bePaid refused the request outright (a 4xx): «Платёжная система не приняла запрос на возврат (…)», nothing refunded */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestOutboxController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `outbox` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestOutboxController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `outbox` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Letter not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestOutboxController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessageResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `outbox` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Letter not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The letter is not failed (already queued again, being tried or sent) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestProductsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestProductsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RestCreateProductBody"];
                "application/json": components["schemas"]["RestCreateProductBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary); a missing image; a subcategory outside the category */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category or subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not a JPEG, PNG or WebP image (judged by content); nothing stored */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestProductsController_setEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkProductStatusBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkProductStatusResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; ids not an array of 1..200 positive integers; status_enabled missing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description One of the products not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestProductsController_setDietary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkProductDietaryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkProductStatusResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; ids not an array of 1..200 positive integers; an unknown code; neither or both of diet_tag and allergen; a broken rule */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description One of the products not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestProductsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestProductsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestUpdateProductBody"];
                "multipart/form-data": components["schemas"]["RestUpdateProductBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary); a subcategory outside the category */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product, category or subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not a JPEG, PNG or WebP image (judged by content); nothing stored */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestProductsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminRecipesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `costing` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminRecipesController_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecipeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; an unknown or repeated ingredient; quantity not above 0; waste_percent outside 0–90; yield_portions below 1 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `costing` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminRecipesController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `costing` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminQuotesController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `quotes` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminQuotesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `quotes` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A dish of lines not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminQuotesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `quotes` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminQuotesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `quotes` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Accepted, declined or replaced; or changed meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminQuotesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `quotes` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not a draft */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminQuotesController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `quotes` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminQuotesController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteResponse"];
                };
            };
            /** @description No lines, a delivery without an address, or valid_until in the past */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `quotes` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Accepted, declined or replaced */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StaffController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `staff` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StaffController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `staff` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The e-mail is already a staff account: «Сотрудник с таким e-mail уже есть» */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StaffController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `staff` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Staff account (a customer’s id is not one) not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StaffController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStaffBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `staff` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Staff account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The last active owner would be demoted or deactivated: «Нельзя убрать последнего владельца», nothing changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    StaffController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `staff` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Staff account not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The last active owner would be demoted or deactivated: «Нельзя убрать последнего владельца», nothing changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestSubcategoriesController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"]; unknown field → 400 */
                sort?: string;
                /** @description JSON [first, last], 0-based and inclusive; at most 200 rows, first a multiple of the length (react-admin pages). Without it, every matching row. */
                range?: string;
                /** @description JSON object of the list filters (see the documented bulbash_admin list of the same resource); {"id":[1,2]} selects those ids; an array of strings stands for a comma-separated list ({"diet":["vegan"]}) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Rows sent and the number of rows matching the filter, e.g. "categories 0-24/319" ("categories *\/0" when none is sent) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"][];
                };
            };
            /** @description Malformed JSON in sort, range or filter, an invalid filter value, an unknown sort field or a range that is not a page */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestSubcategoriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubcategoryBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestSubcategoriesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestSubcategoriesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubcategoryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Subcategory or category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    RestSubcategoriesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The subcategory still has products */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminTelegramController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramSettingsResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `settings` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminTelegramController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTelegramSettingsBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramSettingsResponse"];
                };
            };
            /** @description events: укажите список событий из order_created, enquiry_created, quote_accepted, change_request, payment_received, payment_failed, refund, order_canceled, daily_summary (каждое не больше одного раза) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `settings` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Telegram не подключён» (no TELEGRAM_BOT_TOKEN) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminTelegramController_disconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramSettingsResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `settings` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Telegram не подключён», or no group is connected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminSettingsController_updateAboutUs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAboutUsBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutUsResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; text missing, empty or above 20000 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `settings` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_agendaEvents: {
        parameters: {
            query: {
                /** @description First Minsk day of the events (delivery_at), inclusive */
                date_from: string;
                /** @description Last Minsk day of the events, inclusive (at most 62 days in all) */
                date_to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgendaEventResponse"][];
                };
            };
            /** @description A missing or impossible date, date_to before date_from, or more than 62 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `production` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCapacityController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapacitySettingsResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `capacity` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCapacityController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCapacityBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapacitySettingsResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; a date that does not exist, a closed date or a tier's min_guests given twice */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `capacity` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The change closes days (from today on) that hold orders that are not canceled, and confirm is not true; nothing saved */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClosingDaysConflictResponse"];
                };
            };
        };
    };
    AdminCapacityController_calendar: {
        parameters: {
            query: {
                /** @description Month (Minsk days) */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarResponse"];
                };
            };
            /** @description month missing or not YYYY-MM */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `capacity` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CashReportController_report: {
        parameters: {
            query: {
                /** @description First Minsk day of the money received (paid_at), inclusive */
                from: string;
                /** @description Last Minsk day, inclusive (at most 366 days in all) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashReportResponse"];
                };
            };
            /** @description from or to missing, not YYYY-MM-DD or not a real date; to before from, or more than 366 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `cash_report` (owner, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CashReportController_csv: {
        parameters: {
            query: {
                /** @description First Minsk day of the money received (paid_at), inclusive */
                from: string;
                /** @description Last Minsk day, inclusive (at most 366 days in all) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @description UTF-8 with BOM, ";" separators, decimal comma, dates ДД.ММ.ГГГГ ЧЧ:ММ (Minsk) */
                    "text/csv": string;
                };
            };
            /** @description from or to missing, not YYYY-MM-DD or not a real date; to before from, or more than 366 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `cash_report` (owner, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminSettingsController_updateContacts: {
        parameters: {
            query?: {
                name_organization?: string;
                phone_number_1?: string;
                phone_number_2?: string;
                email?: string;
                telegram_link?: string;
                instagram_link?: string;
                app_link?: string;
                pan?: string;
                certificate_number?: string;
                commercial_register?: string;
                issued_by?: string;
                organization_address?: string;
                physical_address?: string;
                bank_current_account?: string;
                bank_identification_code?: string;
                bank_address?: string;
                about_me?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUploadBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactsResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `settings` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not a JPEG, PNG or WebP image (judged by content); nothing stored */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_createCategory: {
        parameters: {
            query: {
                name: string;
                description?: string;
                /** @description 'true' or 'false' */
                status_enabled?: boolean;
                position?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUploadBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description Not a JPEG, PNG or WebP image (judged by content); nothing stored
             *
             *     A JSON body was sent: this route reads query parameters
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminProductsController_create: {
        parameters: {
            query: {
                name: string;
                description?: string;
                ingredients?: string;
                /** @description BYN, ≥ 0, at most 2 decimals */
                price?: number;
                /** @description Grams, integer ≥ 0 */
                weight?: number;
                /** @description Integer ≥ 0 */
                people_numbers?: number;
                category_id: number;
                /** @description Must belong to category_id (400 otherwise) */
                subcategory_id: number;
                status_enabled?: boolean;
                /** @description Codes: gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged. */
                allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                /** @description Codes: vegetarian, vegan, gluten_free, lactose_free. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged. */
                diet_tags?: ("vegetarian" | "vegan" | "gluten_free" | "lactose_free")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RequiredImageUploadBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary); a missing image; a subcategory outside the category */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category or subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description Not a JPEG, PNG or WebP image (judged by content); nothing stored
             *
             *     A JSON body was sent: this route reads query parameters
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_createSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubcategoryBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminDashboardController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_deleteCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The category still has subcategories or products */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminProductsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_deleteSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The subcategory still has products */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_deliverySheet: {
        parameters: {
            query: {
                /** @description The Minsk day of the deliveries */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliverySheetResponse"];
                };
            };
            /** @description A missing or impossible date */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `deliveries` (owner, manager, driver); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_deliverySheetPdf: {
        parameters: {
            query: {
                /** @description The Minsk day of the deliveries */
                date: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A missing or impossible date */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `deliveries` (owner, manager, driver); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    MyDeliveriesController_drivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverDto"][];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `deliveries` (owner, manager, driver); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminOrdersController_list: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. Without page and per_page the whole filtered list is returned. */
                page?: number;
                /** @description Rows per page, 1..200 (default 25 when only page is given). */
                per_page?: number;
                /** @description Sort direction (default ASC; case-insensitive). */
                order?: "ASC" | "DESC";
                /** @description Comma-separated ids: only these rows (react-admin getMany). */
                ids?: string;
                /** @description Field to sort by (unknown → 400); ties are broken by id */
                sort?: "id" | "user_id" | "payment_method" | "status" | "total_cost" | "date_created" | "first_name" | "surname" | "contact_phone" | "delivery_at" | "upcoming";
                /** @description Other values → 400 'Payment method does not exist' */
                payment_method?: "card" | "cash" | "transfer";
                /** @description Other values → 400 'Status does not exist' */
                status?: "pending" | "processing" | "completed" | "canceled";
                /** @description Derived from the payments ledger; other values → 400 'Payment status does not exist' */
                payment_status?: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
                /** @description «Ожидают оплаты» (awaiting: not canceled, still owing, no due day passed) or «Просрочено» (overdue: the deposit or balance due day is before today, Minsk time, and the money is missing); other values → 400 'payment_due: expected awaiting or overdue' */
                payment_due?: "awaiting" | "overdue";
                /** @description Orders created on or after this day (Minsk time, inclusive) */
                date_from?: string;
                /** @description Orders created on or before this day (Minsk time, inclusive) */
                date_to?: string;
                /** @description Events (delivery_at) on or after this day (Minsk time, inclusive) */
                event_from?: string;
                /** @description Events (delivery_at) on or before this day (Minsk time, inclusive) */
                event_to?: string;
                /** @description Substring of contact_phone */
                phone?: string;
                /** @description Only the orders of this customer (account id, see GET /api/v1/admin/customers) */
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Number of rows matching the filters, before paging */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderListResponse"];
                };
            };
            /** @description Invalid filter, paging or unknown sort field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_shortCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortItemResponse"][];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_shortSubcategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortItemResponse"][];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminOrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDetailResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_listCategories: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. Without page and per_page the whole filtered list is returned. */
                page?: number;
                /** @description Rows per page, 1..200 (default 25 when only page is given). */
                per_page?: number;
                /** @description Sort direction (default ASC; case-insensitive). */
                order?: "ASC" | "DESC";
                /** @description Comma-separated ids: only these rows (react-admin getMany). */
                ids?: string;
                /** @description Field to sort by (unknown → 400); ties are broken by id */
                sort?: "id" | "name" | "description" | "position" | "status_enabled" | "date_created" | "date_updated";
                /** @description Only enabled ('true') or disabled ('false') ones */
                status_enabled?: boolean;
                /** @description Substring of the name, case-insensitive */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Number of rows matching the filters, before paging */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"][];
                };
            };
            /** @description Invalid filter, paging or unknown sort field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminProductsController_list: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. Without page and per_page the whole filtered list is returned. */
                page?: number;
                /** @description Rows per page, 1..200 (default 25 when only page is given). */
                per_page?: number;
                /** @description Sort direction (default ASC; case-insensitive). */
                order?: "ASC" | "DESC";
                /** @description Comma-separated ids: only these rows (react-admin getMany). */
                ids?: string;
                /** @description Field to sort by (unknown → 400); ties are broken by id */
                sort?: "id" | "name" | "price" | "weight" | "people_numbers" | "category_id" | "category_name" | "subcategory_id" | "subcategory_name" | "status_enabled" | "date_created" | "date_updated";
                category_id?: number;
                subcategory_id?: number;
                /** @description 'true' or 'false' */
                status_enabled?: boolean;
                /** @description Substring of the name, case-insensitive */
                name?: string;
                /** @description Only products carrying every listed diet tag. Codes: vegetarian, vegan, gluten_free, lactose_free; comma-separated. Unknown code → 400 naming it. */
                diet?: string;
                /** @description Only products containing every listed allergen. Codes: gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs; comma-separated. Unknown code → 400 naming it. */
                allergens?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Number of rows matching the filters, before paging */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"][];
                };
            };
            /** @description Invalid filter, paging or unknown sort field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_listSubcategories: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. Without page and per_page the whole filtered list is returned. */
                page?: number;
                /** @description Rows per page, 1..200 (default 25 when only page is given). */
                per_page?: number;
                /** @description Sort direction (default ASC; case-insensitive). */
                order?: "ASC" | "DESC";
                /** @description Comma-separated ids: only these rows (react-admin getMany). */
                ids?: string;
                /** @description Field to sort by (unknown → 400); ties are broken by id */
                sort?: "id" | "name" | "category_id" | "category_name" | "status_enabled" | "date_created" | "date_updated";
                category_id?: number;
                /** @description 'true' or 'false' */
                status_enabled?: boolean;
                /** @description Substring of the name, case-insensitive */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Number of rows matching the filters, before paging */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"][];
                };
            };
            /** @description Invalid filter, paging or unknown sort field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminProductsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_getSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `catalogue` (owner, manager, kitchen, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    MyDeliveriesController_list: {
        parameters: {
            query?: {
                /** @description The Minsk day of the deliveries; absent: today in Minsk */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyDeliveryDto"][];
                };
            };
            /** @description date not YYYY-MM-DD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `deliveries` (owner, manager, driver); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    MyDeliveriesController_delivered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveredBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveredResponse"];
                };
            };
            /** @description The id in the path is not a positive integer; cash_collected not a number from 0 to 100000 with two decimals at most */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `deliveries` (owner, manager, driver); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order, or a pickup: «Доставка не найдена». An order not on the viewer’s run of today — another driver’s, another day’s, or, for a driver, one not confirmed yet (pending): «Этой доставки нет в «Мои доставки» на сегодня: отметить доставленной можно только её» */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Заказ уже отмечен доставленным», or the order is canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    MyDeliveriesController_onTheWay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnTheWayResponse"];
                };
            };
            /** @description The id in the path is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `deliveries` (owner, manager, driver); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such delivery, or not on the viewer’s run of today (as for «Доставлено») */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Заказ уже отмечен «В пути»», already delivered, or canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_ordersCsv: {
        parameters: {
            query?: {
                /** @description Page number, 1-based. Without page and per_page the whole filtered list is returned. */
                page?: number;
                /** @description Rows per page, 1..200 (default 25 when only page is given). */
                per_page?: number;
                /** @description Sort direction (default ASC; case-insensitive). */
                order?: "ASC" | "DESC";
                /** @description Comma-separated ids: only these rows (react-admin getMany). */
                ids?: string;
                /** @description Field to sort by (unknown → 400); ties are broken by id */
                sort?: "id" | "user_id" | "payment_method" | "status" | "total_cost" | "date_created" | "first_name" | "surname" | "contact_phone" | "delivery_at" | "upcoming";
                /** @description Other values → 400 'Payment method does not exist' */
                payment_method?: "card" | "cash" | "transfer";
                /** @description Other values → 400 'Status does not exist' */
                status?: "pending" | "processing" | "completed" | "canceled";
                /** @description Derived from the payments ledger; other values → 400 'Payment status does not exist' */
                payment_status?: "unpaid" | "deposit_paid" | "paid" | "overpaid" | "refund_due";
                /** @description «Ожидают оплаты» (awaiting: not canceled, still owing, no due day passed) or «Просрочено» (overdue: the deposit or balance due day is before today, Minsk time, and the money is missing); other values → 400 'payment_due: expected awaiting or overdue' */
                payment_due?: "awaiting" | "overdue";
                /** @description Orders created on or after this day (Minsk time, inclusive) */
                date_from?: string;
                /** @description Orders created on or before this day (Minsk time, inclusive) */
                date_to?: string;
                /** @description Events (delivery_at) on or after this day (Minsk time, inclusive) */
                event_from?: string;
                /** @description Events (delivery_at) on or before this day (Minsk time, inclusive) */
                event_to?: string;
                /** @description Substring of contact_phone */
                phone?: string;
                /** @description Only the orders of this customer (account id, see GET /api/v1/admin/customers) */
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @description UTF-8 with BOM, ";" separators, decimal comma, dates ДД.ММ.ГГГГ ЧЧ:ММ (Minsk) */
                    "text/csv": string;
                };
            };
            /** @description Invalid filter or unknown sort field; bad payment_method → 'Payment method does not exist'; bad status → 'Status does not exist' */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `orders` (owner, manager, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_packingLabelsPdf: {
        parameters: {
            query?: {
                /** @description The Minsk day of the events: its orders that are not canceled, by time */
                date?: string;
                /** @description One order (whatever its status); with date as well, only when its event is on that day */
                order_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Neither date nor order_id, an impossible date or an invalid order_id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `labels` (owner, manager, kitchen, driver); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order (order_id) not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PaymentSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettingsResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `payment_settings` (owner, accountant); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PaymentSettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentSettingsBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettingsResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; deposit_percent outside 0–100, balance_due_days outside 0–60, free_cancel_minutes not a whole 0–1440, empty vat_note, invoice_prefix not 1–10 A–Z/0–9 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `payment_settings` (owner); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_sheet: {
        parameters: {
            query: {
                /** @description First Minsk day of the events (delivery_at), inclusive */
                date_from: string;
                /** @description Last Minsk day of the events, inclusive (at most 62 days in all) */
                date_to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductionSheetResponse"];
                };
            };
            /** @description A missing or impossible date, date_to before date_from, or more than 62 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `production` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_sheetCsv: {
        parameters: {
            query: {
                /** @description First Minsk day of the events (delivery_at), inclusive */
                date_from: string;
                /** @description Last Minsk day of the events, inclusive (at most 62 days in all) */
                date_to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @description UTF-8 with BOM, ";" separators, decimal comma, dates ДД.ММ.ГГГГ ЧЧ:ММ (Minsk) */
                    "text/csv": string;
                };
            };
            /** @description A missing or impossible date, date_to before date_from, or more than 62 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `production` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminKitchenController_sheetPdf: {
        parameters: {
            query: {
                /** @description First Minsk day of the events (delivery_at), inclusive */
                date_from: string;
                /** @description Last Minsk day of the events, inclusive (at most 62 days in all) */
                date_to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A missing or impossible date, date_to before date_from, or more than 62 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `production` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseListController_list: {
        parameters: {
            query?: {
                order_id?: number;
                quote_id?: number;
                enquiry_id?: number;
                /** @description First Minsk day of the events (delivery_at), inclusive */
                from?: string;
                /** @description Last Minsk day, inclusive (at most 31 days in all) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseListResponse"];
                };
            };
            /** @description Neither a period (from and to) nor order_id nor quote_id, or more than one; a bad or impossible date; to before from or more than 31 days; a bad id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `purchase_list` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order or quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseListController_csv: {
        parameters: {
            query?: {
                order_id?: number;
                quote_id?: number;
                enquiry_id?: number;
                /** @description First Minsk day of the events (delivery_at), inclusive */
                from?: string;
                /** @description Last Minsk day, inclusive (at most 31 days in all) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @description UTF-8 with BOM, ";" separators, decimal comma, dates ДД.ММ.ГГГГ ЧЧ:ММ (Minsk) */
                    "text/csv": string;
                };
            };
            /** @description Neither a period (from and to) nor order_id nor quote_id, or more than one; a bad or impossible date; to before from or more than 31 days; a bad id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `purchase_list` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order or quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PurchaseListController_pdf: {
        parameters: {
            query?: {
                order_id?: number;
                quote_id?: number;
                enquiry_id?: number;
                /** @description First Minsk day of the events (delivery_at), inclusive */
                from?: string;
                /** @description Last Minsk day, inclusive (at most 31 days in all) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Neither a period (from and to) nor order_id nor quote_id, or more than one; a bad or impossible date; to before from or more than 31 days; a bad id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may read `purchase_list` (owner, manager, kitchen); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order or quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminOrdersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON; an unknown payment_method or status */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `orders` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The new delivery_at is on a closed day, a full day or slot, or too soon for the order’s head count (lead-time tiers); the Russian detail names the nearest open day. Send force: true to book it anyway (recorded as an override). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_updateCategory: {
        parameters: {
            query?: {
                name?: string;
                description?: string;
                /** @description 'true' or 'false' */
                status_enabled?: boolean;
                position?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUploadBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description Not a JPEG, PNG or WebP image (judged by content); nothing stored
             *
             *     A JSON body was sent: this route reads query parameters
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminProductsController_update: {
        parameters: {
            query?: {
                name?: string;
                description?: string;
                ingredients?: string;
                price?: number;
                weight?: number;
                people_numbers?: number;
                category_id?: number;
                subcategory_id?: number;
                status_enabled?: boolean;
                /** @description Codes: gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged. */
                allergens?: ("gluten" | "crustaceans" | "eggs" | "fish" | "peanuts" | "soy" | "milk" | "nuts" | "celery" | "mustard" | "sesame" | "sulphites" | "lupin" | "molluscs")[];
                /** @description Codes: vegetarian, vegan, gluten_free, lactose_free. Query string: comma-separated, an empty value clears the list; JSON: an array. Absent: unchanged. */
                diet_tags?: ("vegetarian" | "vegan" | "gluten_free" | "lactose_free")[];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "multipart/form-data": components["schemas"]["ImageUploadBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            /** @description Invalid id or query field (the detail names it), or a malformed multipart form (file outside img_file, more than one file, no boundary); a subcategory outside the category */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Product, category or subcategory not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Image above 5 MB; nothing stored */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description Not a JPEG, PNG or WebP image (judged by content); nothing stored
             *
             *     A JSON body was sent: this route reads query parameters
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    AdminCategoriesController_updateSubcategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubcategoryBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetailResponse"];
                };
            };
            /** @description Invalid id or field (the detail names it; an explicit null counts as invalid), or malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Refused unless the role may write `catalogue` (owner, manager); the detail names the role and the area */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Subcategory or category not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CartController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartItemDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddCartItemResponse"];
                };
            };
            /** @description Quantity not a whole number 1..1000, or the sum would exceed 1000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such product on sale */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CartController_addMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartItemsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddCartItemsResponse"];
                };
            };
            /** @description No items, a quantity not 1..1000, a sum over 1000, or guests not 1..1000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A line names a product not on sale (items[i].product_id) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CartController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartMessageResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such item in the caller’s cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CartController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CartController_guestPlan: {
        parameters: {
            query: {
                /** @description How many people the order must feed */
                guests: number;
                /** @description How many of the guests eat only vegetarian dishes (at most guests); the answer then carries `vegetarian` */
                vegetarian?: number;
                /** @description Comma-separated allergen codes the guests must not get: no suggestion holds one, and `excluded_in_cart` lists the cart lines that do */
                exclude_allergens?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestPlanResponse"];
                };
            };
            /** @description guests missing or not a whole number 1..1000; vegetarian not a whole number 0..guests; an unknown allergen code */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CartController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartMessageResponse"];
                };
            };
            /** @description Quantity not a whole number 1..1000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such item in the caller’s cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    CategoryController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryResponse"][];
                };
            };
        };
    };
    CategoryController_subcategories: {
        parameters: {
            query?: {
                /** @description Only subcategories of this category */
                category_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubcategoryResponse"][];
                };
            };
            /** @description category_id is not an id (a whole 1..2147483647 written plainly: 01, 1.0, 1e0, 0x1, 0 are refused); the detail names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail?: string;
                    };
                };
            };
        };
    };
    ContactsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactsResponse"];
                };
            };
        };
    };
    DietaryController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DietaryResponse"];
                };
            };
        };
    };
    EventsController_createEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEnquiryDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateEnquiryResponse"];
                };
            };
            /** @description A field broke a rule (the detail names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A bearer token was sent but is not a live session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A line names a product that is not on sale */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The kitchen does not work on the event’s day: the reason and the nearest open day */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingRefusalResponse"];
                };
            };
            /** @description More than 5 enquiries in an hour from this address or for this e-mail */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    EventsController_listFormats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFormatResponse"][];
                };
            };
        };
    };
    EventsController_menu: {
        parameters: {
            query: {
                guests: number;
                /** @description A format code of GET /events/formats; unknown → 400 */
                format: string;
                /** @description BYN per guest; only sets within_budget */
                budget_per_guest?: number;
                /** @description Guests who eat vegetarian (0..guests) */
                vegetarian?: number;
                /** @description Comma-separated allergen codes (GET /dietary); unknown code → 400 */
                exclude_allergens?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuResponse"];
                };
            };
            /** @description guests outside 1..1000 or below the format’s minimum, unknown format or allergen, negative budget, more vegetarians than guests */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    EventsController_myEnquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryResponse"][];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description Something is down (Retry-After is sent) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessResponse"];
                };
            };
        };
    };
    LunchesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchContractResponse"][];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LunchesController_actPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such contract, or another company’s (the contact of another contract gets this too); or no invoice for the month yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    LunchesController_listDays: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchDayResponse"][];
                };
            };
            /** @description from/to not YYYY-MM-DD, to before from or more than 62 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such contract, or another company’s (the contact of another contract gets this too) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LunchesController_changeDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LunchDayChangeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LunchDayResponse"];
                };
            };
            /** @description A field out of its rule (the detail names it), nothing to change, or a set not of the day */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such contract, or another company’s (the contact of another contract gets this too); or the date is not a day of the contract */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Past the cutoff (detail names it, `cutoff_at`), the day closed, the kitchen closed, or the contract paused/ended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    LunchesController_invoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such contract, or another company’s (the contact of another contract gets this too); or no invoice for the month yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    CapacityController_availability: {
        parameters: {
            query: {
                /** @description First Minsk day (inclusive) */
                from: string;
                /** @description Last Minsk day (inclusive), at most 61 days after from */
                to: string;
                /** @description Head count of the order; default 1 */
                guests?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityResponse"];
                };
            };
            /** @description from/to missing, not YYYY-MM-DD or not a real date; to before from or more than 61 days after it; guests not 1..1000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    OrdersController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelOrderResponse"];
                };
            };
            /** @description The id is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order among the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The order is completed or already canceled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrdersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrderResponse"];
                };
            };
            /** @description A field breaks a rule of the checkout form (the detail names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description A cart_id is not in the caller’s cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Prices or the cart changed since the page was loaded, or this checkout was already placed, or the kitchen cannot take delivery_at (closed day, full day or slot, too little notice for the head count: see GET /order/availability; the detail names the nearest open day, also given as `next_open_day`, and a closed day’s `reason`); nothing was created */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description More than 10 orders in an hour or 30 in a day from this account (Retry-After is sent) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrdersController_list: {
        parameters: {
            query?: {
                /** @description Other values → 400 'Payment method does not exist' */
                payment_method?: "card" | "cash" | "transfer";
                /** @description Other values → 400 'Status does not exist' */
                status?: "pending" | "processing" | "completed" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOrderListResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOrderDetail"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order among the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    PaymentTermsController_terms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTermsResponse"];
                };
            };
        };
    };
    OrdersController_repeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepeatOrderResponse"];
                };
            };
            /** @description The id is not a positive integer, or a cart line would exceed 1000 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order among the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderChangeRequestsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestResponse"][];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order among the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OrderChangeRequestsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChangeRequestBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateChangeRequestResponse"];
                };
            };
            /** @description Nothing to change, or a field breaks its rule (the detail names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order among the caller’s, or a dish not on sale */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The order is completed or canceled, or a request of it is still open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /**
             * @description Too many requests from this address or this account
             *
             *     Rate limited (see src/auth/rate-limits.ts)
             */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    InvoiceController_invoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order, or another customer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    InvoiceController_invoiceList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceListItem"][];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order, or another customer’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OnlinePaymentsController_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartOnlinePaymentBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartOnlinePaymentResponse"];
                };
            };
            /** @description what or method missing or unknown; the id is not a positive integer */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order among the caller’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Онлайн-оплата не подключена» (no BEPAID_SHOP_ID), nothing is due now, or the same attempt is being opened by another request this moment (try again in a few seconds: it is then answered) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description bePaid refused or could not be reached; the attempt is marked failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OnlinePaymentsController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                paymentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentView"];
                };
            };
            /** @description No, invalid, expired or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No such order among the caller’s, or no such attempt of it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OnlinePaymentsPublicController_notify: {
        parameters: {
            query?: never;
            header: {
                /** @description base64 RSA-SHA256 signature of the raw body */
                "Content-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description bePaid’s { "transaction": { uid, status, amount, currency, tracking_id, type, … } } */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationAnswer"];
                };
            };
            /** @description Basic auth or signature did not verify (or online payment is off) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    OnlinePaymentsPublicController_availability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlinePaymentAvailability"];
                };
            };
        };
    };
    ProductController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResponse"];
                };
            };
            /** @description id is not a number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail?: string;
                    };
                };
            };
            /** @description Missing or disabled (itself, its subcategory or its category) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail?: string;
                    };
                };
            };
        };
    };
    ProductController_list: {
        parameters: {
            query?: {
                /** @description Page number, 1-based */
                page?: number;
                category_id?: number;
                subcategory_id?: number;
                /** @description BYN */
                price_min?: number;
                /** @description BYN */
                price_max?: number;
                /** @description Grams */
                weight_min?: number;
                /** @description Grams */
                weight_max?: number;
                /** @description Products serving at least this many people */
                people_of_numbers?: number;
                /** @description Part of the product name (1–100 characters after trimming; letter case ignored, Cyrillic included; % and _ match themselves). Blank counts as absent. The six bounds and the counts follow the search. */
                q?: string;
                /** @description price_asc / price_desc: by price (then id); name: by name (then id); new: newest first. Absent: by id. */
                sort?: "price_asc" | "price_desc" | "name" | "new";
                /** @description Only products carrying every listed diet tag (e.g. vegetarian,gluten_free). Codes: vegetarian, vegan, gluten_free, lactose_free; comma-separated. Unknown code → 400 naming it. */
                diet?: string;
                /** @description Only products containing none of the listed allergens (e.g. nuts,milk). Codes: gluten, crustaceans, eggs, fish, peanuts, soy, milk, nuts, celery, mustard, sesame, sulphites, lupin, molluscs; comma-separated. Unknown code → 400 naming it. */
                exclude_allergens?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductListResponse"];
                };
            };
            /** @description A negative or non-numeric parameter, a category_id or subcategory_id that is not an id (01, 1.0, 1e0, 0x1, 0, 2147483648), or an unknown diet/allergen code; the detail names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail?: string;
                    };
                };
            };
        };
    };
    QuotesController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicQuoteResponse"];
                };
            };
            /** @description No quote with this token (or not sent yet) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    QuotesController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description No quote with this token (or not sent yet) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    QuotesController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteAcceptBody"];
            };
        };
        responses: {
            /** @description Already accepted: the order made then */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteAcceptResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteAcceptResponse"];
                };
            };
            /** @description Not signed in, or another account: {detail, email} */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description No quote with this token (or not sent yet) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not open for acceptance, or no capacity that day */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    QuotesController_changes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteChangesBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteMessageResponse"];
                };
            };
            /** @description No quote with this token (or not sent yet) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not sent (accepted, declined, expired, replaced) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description More than 5 change requests and declines in an hour for this quote from this address (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    QuotesController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteDeclineBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteMessageResponse"];
                };
            };
            /** @description No quote with this token (or not sent yet) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Not sent (accepted, declined, expired, replaced) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description More than 5 change requests and declines in an hour for this quote from this address (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    TelegramWebhookController_update: {
        parameters: {
            query?: never;
            header: {
                /** @description TELEGRAM_WEBHOOK_SECRET, as setWebhook registered it */
                "X-Telegram-Bot-Api-Secret-Token": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A Telegram Update object ({ update_id, message | my_chat_member, … }) */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramWebhookAnswer"];
                };
            };
            /** @description Missing or wrong secret header */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Telegram не подключён» (no TELEGRAM_BOT_TOKEN) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    AuthController_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessageResponse"];
                };
            };
            /** @description Missing or invalid e-mail */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["LoginDto"];
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenResponse"];
                };
            };
            /** @description Missing or malformed field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description Unknown e-mail or wrong password (same detail) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description Right password, e-mail not verified yet (a new verification letter is sent) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessageResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    UsersController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    MyTelegramController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramStatusResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    MyTelegramController_unlink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramStatusResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Telegram не подключён» (the shop has no bot) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    MyTelegramController_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TelegramLinkResponse"];
                };
            };
            /** @description No, invalid or revoked token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description «Telegram не подключён» (the shop has no bot) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    UsersController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountMessageResponse"];
                };
            };
            /** @description A field is missing or breaks its rule (the detail names it) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description E-mail already registered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    AuthController_restorePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestorePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestorePasswordResponse"];
                };
            };
            /** @description Invalid password, passwords differ, or unknown/used/expired token */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    AuthController_verifyEmail: {
        parameters: {
            query: {
                /** @description The token from the verification e-mail link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenResponse"];
                };
            };
            /** @description Missing, unknown, used or expired token */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
            /** @description Rate limited (see src/auth/rate-limits.ts) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountErrorResponse"];
                };
            };
        };
    };
    MetricsController_scrape: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metrics in the Prometheus text format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Missing or wrong token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description METRICS_TOKEN is not set: metrics are off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
