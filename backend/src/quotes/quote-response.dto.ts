import { ApiProperty } from '@nestjs/swagger';

import { CANCELLATION_TERMS, CancellationTerms, QUOTE_LINE_KINDS, QUOTE_STATUSES, QuoteLineKind } from '@bulbash/rules';

export class QuoteLineResponse {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ enum: QUOTE_LINE_KINDS }) kind!: QuoteLineKind;
  @ApiProperty({ type: Number, nullable: true, example: 12 }) product_id!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Горячее', description: 'Dishes: the category when quoted' }) category_name!:
    string | null;
  @ApiProperty({ example: 'Драники с грибами' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'час' }) unit!: string | null;
  @ApiProperty({ example: 10 }) quantity!: number;
  @ApiProperty({ example: 45.5 }) unit_price!: number;
  @ApiProperty({ type: Number, nullable: true, example: 47.9, description: 'Dishes: the catalogue price when quoted' }) catalogue_price!:
    number | null;
  @ApiProperty({ type: Number, nullable: true, example: 6 }) people_numbers!: number | null;
  @ApiProperty({ example: 455 }) line_total!: number;
}

export class QuoteMoneyDue {
  @ApiProperty({ example: 542.63 }) amount!: number;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-03', description: 'Minsk day' }) due_at!: string | null;
}

export class QuoteDepositResponse extends QuoteMoneyDue {
  @ApiProperty({ example: 50 }) percent!: number;
}

export class QuoteHistoryResponse {
  @ApiProperty({ type: String, nullable: true, example: 'draft' }) from_status!: string | null;
  @ApiProperty({ example: 'sent' }) to_status!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Отправлено на anna@example.by' }) note!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin@bulbash.by' }) changed_by_email!: string | null;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) date_created!: string;
}

/** What the customer's link shows (no internal note, no history). */
export class PublicQuoteResponse {
  @ApiProperty({ example: 5 }) id!: number;
  @ApiProperty({ example: '9f86d081884c7d659a2feaa0c55ad015' }) token!: string;
  @ApiProperty({ enum: QUOTE_STATUSES, description: 'As read now (expired: a sent quote past valid_until)' }) status!: string;
  @ApiProperty({ example: 'отправлено' }) status_label!: string;
  @ApiProperty({ example: 1 }) version!: number;
  @ApiProperty({ example: 'Анна Ковалёва' }) contact_name!: string;
  @ApiProperty({ example: 'anna@example.by' }) contact_email!: string;
  @ApiProperty({ example: '375291234567' }) contact_phone!: string;
  @ApiProperty({ example: 'person' }) payer_type!: string;
  @ApiProperty({ type: String, nullable: true }) company_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) company_unp!: string | null;
  @ApiProperty({ type: String, nullable: true }) company_address!: string | null;
  @ApiProperty({ type: String, nullable: true }) company_account!: string | null;
  @ApiProperty({ type: String, nullable: true }) company_bic!: string | null;
  @ApiProperty({ example: '2026-12-19T18:00:00+03:00' }) event_at!: string;
  @ApiProperty({ example: 40 }) guests!: number;
  @ApiProperty({ type: String, nullable: true, example: 'banquet' }) format!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Банкет' }) format_name!: string | null;
  @ApiProperty({ example: 'delivery' }) delivery_method!: string;
  @ApiProperty({ type: String, nullable: true }) delivery_address!: string | null;
  @ApiProperty({ example: 7 }) delivery_distance_km!: number;
  @ApiProperty({ example: 7 }) delivery_cost!: number;
  @ApiProperty({ type: [QuoteLineResponse], description: 'Dishes then services, in the order staff put them' }) lines!: QuoteLineResponse[];
  @ApiProperty({ type: Number, nullable: true }) discount_amount!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 5 }) discount_percent!: number | null;
  @ApiProperty({ example: 935, description: 'Σ dish lines' }) items_total!: number;
  @ApiProperty({ example: 200, description: 'Σ service lines' }) services_total!: number;
  @ApiProperty({ example: 56.75, description: 'What the discount takes off' }) discount!: number;
  @ApiProperty({ example: 1085.25, description: 'items_total + services_total + delivery_cost − discount' }) total!: number;
  @ApiProperty({ example: 27.13 }) per_guest!: number;
  @ApiProperty({
    type: QuoteDepositResponse,
    description: 'due_at: 3 days after acceptance (today when not yet accepted), never after the balance',
  })
  deposit!: QuoteDepositResponse;
  @ApiProperty({ type: QuoteMoneyDue, description: 'The rest, due balance_due_days before the event' }) balance!: QuoteMoneyDue;
  @ApiProperty({ example: '2026-12-10' }) valid_until!: string;
  @ApiProperty({ type: String, nullable: true }) terms!: string | null;
  @ApiProperty({ description: 'The proposal’s cancellation terms in one sentence (cancellation_terms)' }) cancellation_rule!: string;
  @ApiProperty({ enum: CANCELLATION_TERMS }) cancellation_terms!: CancellationTerms;
  @ApiProperty({ type: [String], example: ['nuts'], description: 'Allergen codes the guests must not get' }) exclude_allergens!: string[];
  @ApiProperty({ example: 3 }) vegetarian_guests!: number;
  @ApiProperty({ type: String, nullable: true }) dietary_note!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The customer’s own words (time window, wishes)' }) comment!: string | null;
  @ApiProperty({ type: String, nullable: true }) sent_at!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The order made on acceptance' }) order_id!: number | null;
  @ApiProperty({ example: true, description: 'status is sent: the customer may accept, decline or ask for changes' }) can_accept!: boolean;
}

export class QuoteResponse extends PublicQuoteResponse {
  @ApiProperty({ type: Number, nullable: true }) previous_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) replaced_by_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) enquiry_id!: number | null;
  @ApiProperty({ type: Number, nullable: true }) user_id!: number | null;
  @ApiProperty({ example: 50 }) deposit_percent!: number;
  @ApiProperty({ type: String, nullable: true }) internal_note!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The customer’s latest change request while the proposal waits for a new version (cleared when sent again)',
  })
  change_request!: string | null;
  @ApiProperty({ example: 'http://localhost:3000/quote/9f86d081884c7d659a2feaa0c55ad015' }) link!: string;
  @ApiProperty({ type: [QuoteHistoryResponse] }) history!: QuoteHistoryResponse[];
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) date_created!: string;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) date_updated!: string;
}

export class QuoteAcceptResponse {
  @ApiProperty({ example: 'Предложение принято, заказ №42 оформлен' }) message!: string;
  @ApiProperty({ example: 42 }) order_id!: number;
}

export class QuoteMessageResponse {
  @ApiProperty({ example: 'Спасибо! Мы получили ваш комментарий и пришлём обновлённое предложение' }) message!: string;
}
