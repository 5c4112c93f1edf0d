import { ApiProperty } from '@nestjs/swagger';
import { MENU_CANDIDATES_PER_ORDER } from '@bulbash/rules';

export class MenuLineResponse {
  @ApiProperty({ example: 12 }) product_id!: number;
  @ApiProperty({ example: 'Фуршетный бокс «Минский»' }) name!: string;
  @ApiProperty({ example: 1 }) category_id!: number;
  @ApiProperty({ example: 4 }) quantity!: number;
  @ApiProperty({ example: 89.9, description: 'BYN' }) unit_price!: number;
  @ApiProperty({ example: 359.6, description: 'BYN' }) line_total!: number;
}

export class MenuDishResponse {
  @ApiProperty({ example: 12 }) product_id!: number;
  @ApiProperty({ example: 'Фуршетный бокс «Минский»' }) name!: string;
  @ApiProperty({ example: 1 }) category_id!: number;
  @ApiProperty({ example: 89.9 }) price!: number;
  @ApiProperty({ example: 6 }) people_numbers!: number;
  @ApiProperty({ example: false }) vegetarian!: boolean;
  @ApiProperty({ type: [String], example: ['milk'] }) allergens!: string[];
  @ApiProperty({ type: String, nullable: true }) image_path!: string | null;
}

export class MenuCoverageResponse {
  @ApiProperty({ example: 1 }) category_id!: number;
  @ApiProperty({ example: 'Фуршетные боксы' }) category_name!: string;
  @ApiProperty({ example: 80, description: '⌈guests × portions_per_guest⌉' }) needed!: number;
  @ApiProperty({ example: 82, description: 'Σ people_numbers × quantity; 0 when the category has no eligible dish' }) covered!: number;
  @ApiProperty({ example: 6 }) vegetarian_needed!: number;
  @ApiProperty({ example: 6 }) vegetarian_covered!: number;
  @ApiProperty({ example: 3 }) variety_needed!: number;
  @ApiProperty({ example: 3 }) dishes!: number;
  @ApiProperty({ example: 9, description: `Eligible dishes among the candidates (see dishes), at most ${4 * MENU_CANDIDATES_PER_ORDER}` })
  eligible!: number;
  @ApiProperty({ example: true }) ok!: boolean;
}

export class MenuResponse {
  @ApiProperty({ example: 80 }) guests!: number;
  @ApiProperty({ example: 'buffet' }) format!: string;
  @ApiProperty({ type: [MenuLineResponse] }) lines!: MenuLineResponse[];
  @ApiProperty({ type: [MenuCoverageResponse] }) coverage!: MenuCoverageResponse[];
  @ApiProperty({ example: 2480.5 }) total!: number;
  @ApiProperty({ example: 31.01 }) per_guest!: number;
  @ApiProperty({ example: true, description: 'per_guest ≤ budget_per_guest (true without a budget)' }) within_budget!: boolean;
  @ApiProperty({ example: 29.5, description: 'The cheapest valid menu per guest' }) min_per_guest!: number;
  @ApiProperty({ example: 2360 }) min_total!: number;
  @ApiProperty({ example: 6 }) vegetarian!: number;
  @ApiProperty({ type: [String], example: ['nuts'] }) exclude_allergens!: string[];
  @ApiProperty({
    type: [MenuDishResponse],
    description:
      'The candidates the planner weighed, in price order: what the shopper may swap a dish for. Per category of the format, its eligible dishes ' +
      `split into vegetarian and other ones, and of each group the ${MENU_CANDIDATES_PER_ORDER} cheapest per person fed (price / people_numbers) ` +
      `and the ${MENU_CANDIDATES_PER_ORDER} cheapest units: at most ${4 * MENU_CANDIDATES_PER_ORDER} a category however many dishes the catalogue holds`,
  })
  dishes!: MenuDishResponse[];
}

export class CreateEnquiryResponse {
  @ApiProperty({ example: 'Заявка отправлена. Мы свяжемся с вами в рабочее время' }) message!: string;
  @ApiProperty({ example: 17 }) enquiry_id!: number;
}

export class EnquiryLineResponse {
  @ApiProperty({ example: 12 }) product_id!: number;
  @ApiProperty({ example: 1 }) category_id!: number;
  @ApiProperty({ example: 'Фуршетный бокс «Минский»' }) name!: string;
  @ApiProperty({ example: 89.9 }) unit_price!: number;
  @ApiProperty({ example: 6 }) people_numbers!: number;
  @ApiProperty({ example: 4 }) quantity!: number;
  @ApiProperty({ example: 359.6 }) line_total!: number;
}

export class EnquiryHistoryResponse {
  @ApiProperty({ type: String, nullable: true, example: 'new' }) from_status!: string | null;
  @ApiProperty({ example: 'in_progress' }) to_status!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'admin@bulbash.by' }) changed_by_email!: string | null;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) date_created!: string;
}

export class EnquiryResponse {
  @ApiProperty({ example: 17 }) id!: number;
  @ApiProperty({ example: 'new' }) status!: string;
  @ApiProperty({ example: 'Новая' }) status_label!: string;
  @ApiProperty({ example: '2026-12-05T15:30:00+03:00' }) event_at!: string;
  @ApiProperty({ example: 60 }) guests!: number;
  @ApiProperty({ example: 'buffet' }) format!: string;
  @ApiProperty({ example: 'Фуршет' }) format_name!: string;
  @ApiProperty({ type: Number, nullable: true }) budget_per_guest!: number | null;
  @ApiProperty({ example: 'delivery' }) delivery_method!: string;
  @ApiProperty({ type: String, nullable: true }) delivery_address!: string | null;
  @ApiProperty({ example: 0 }) delivery_distance_km!: number;
  @ApiProperty({ example: 'Анна Ковалёва' }) contact_name!: string;
  @ApiProperty({ example: '375291234567' }) contact_phone!: string;
  @ApiProperty({ example: 'anna@example.by' }) contact_email!: string;
  @ApiProperty({ type: String, nullable: true }) company_name!: string | null;
  @ApiProperty({ type: [String], example: ['nuts'], description: 'Allergen codes the guests must not get, stable order' })
  exclude_allergens!: string[];
  @ApiProperty({ example: 3, description: 'Guests who eat vegetarian' }) vegetarian_guests!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The customer’s words on diet and allergies' }) dietary_note!: string | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The customer’s account; null for a guest' }) user_id!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The order made from this enquiry («Создать заказ»); null until then' })
  order_id!: number | null;
  @ApiProperty({ example: 1450.5, description: 'Σ line totals, BYN' }) total!: number;
  @ApiProperty({ type: [EnquiryLineResponse] }) lines!: EnquiryLineResponse[];
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) date_created!: string;
}

export class AdminEnquiryResponse extends EnquiryResponse {
  @ApiProperty({
    type: [MenuCoverageResponse],
    description: 'Coverage of the enquiry’s menu against its format as it is now (empty when the format is gone)',
  })
  coverage!: MenuCoverageResponse[];

  @ApiProperty({ type: [EnquiryHistoryResponse], description: 'Oldest first' }) history!: EnquiryHistoryResponse[];
}
