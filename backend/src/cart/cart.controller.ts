import { unknownAllergen } from './cart.messages';
import { isAllergenCode, splitCodes } from '@bulbash/rules';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ErrorResponse } from '../common/error-response';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { User } from '../auth/user.entity';
import {
  AddCartItemDto,
  AddCartItemResponse,
  AddCartItemsDto,
  AddCartItemsResponse,
  CartMessageResponse,
  CartResponse,
  GuestPlanQuery,
  GuestPlanResponse,
  UpdateCartItemDto,
  VEGETARIAN_RULE,
} from './cart.dto';
import { CartService } from './cart.service';
import { GuestPlanService } from './guest-plan.service';

@ApiTags('cart')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
@Controller('cart')
@UseGuards(JwtAuthGuard)
export class CartController {
  constructor(
    private readonly cart: CartService,
    private readonly guestPlans: GuestPlanService,
  ) {}

  @Get('get-items-from-cart')
  @ApiOperation({ summary: 'The caller’s cart at current prices; products taken off sale are left out' })
  @ApiOkResponse({ type: CartResponse })
  list(@CurrentUser() user: User): Promise<CartResponse> {
    return this.cart.list(user.id);
  }

  @Get('guest-plan')
  @ApiOperation({
    summary:
      'Will the cart feed this many guests? Per category of the cart: people covered (Σ people_numbers × quantity) and whether that is enough (≥ guests); for each short category the product on sale that closes the gap for the lowest total, with the quantity. ' +
      'With vegetarian=N, `vegetarian` answers the same for N guests over the vegetarian dishes only, for each category of the cart that has a vegetarian dish on sale',
  })
  @ApiOkResponse({ type: GuestPlanResponse })
  @ApiBadRequestResponse({
    description: 'guests missing or not a whole number 1..1000; vegetarian not a whole number 0..guests; an unknown allergen code',
    type: ErrorResponse,
  })
  guestPlan(@CurrentUser() user: User, @Query() query: GuestPlanQuery): Promise<GuestPlanResponse> {
    if (query.vegetarian !== undefined && query.vegetarian > query.guests) throw new BadRequestException(`vegetarian: ${VEGETARIAN_RULE}`);
    const excluded = splitCodes(query.exclude_allergens ?? '');
    const unknown = excluded.find((code) => !isAllergenCode(code));
    if (unknown !== undefined) throw new BadRequestException(unknownAllergen(unknown));
    return this.guestPlans.plan(user.id, query.guests, query.vegetarian, excluded);
  }

  @Post('add-item-to-cart')
  @ApiOperation({ summary: 'Add a product; a product already in the cart gets the quantity added to it' })
  @ApiCreatedResponse({ type: AddCartItemResponse })
  @ApiBadRequestResponse({ description: 'Quantity not a whole number 1..1000, or the sum would exceed 1000', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such product on sale', type: ErrorResponse })
  add(@CurrentUser() user: User, @Body() dto: AddCartItemDto): Promise<AddCartItemResponse> {
    return this.cart.add(user.id, dto);
  }

  @Post('add-items')
  @ApiOperation({
    summary:
      'Add several products at once (an event menu): one transaction, all or nothing; the same rules as add-item-to-cart per product, the failing line named by its index. guests is answered back as the cart’s head count',
  })
  @ApiCreatedResponse({ type: AddCartItemsResponse })
  @ApiBadRequestResponse({ description: 'No items, a quantity not 1..1000, a sum over 1000, or guests not 1..1000', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'A line names a product not on sale (items[i].product_id)', type: ErrorResponse })
  addMany(@CurrentUser() user: User, @Body() dto: AddCartItemsDto): Promise<AddCartItemsResponse> {
    return this.cart.addMany(user.id, dto);
  }

  @Patch('update-quantity-item-in-cart')
  @ApiOperation({ summary: 'Set the quantity of one of the caller’s cart items' })
  @ApiOkResponse({ type: CartMessageResponse })
  @ApiBadRequestResponse({ description: 'Quantity not a whole number 1..1000', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'No such item in the caller’s cart', type: ErrorResponse })
  update(@CurrentUser() user: User, @Body() dto: UpdateCartItemDto): Promise<CartMessageResponse> {
    return this.cart.updateQuantity(user.id, dto);
  }

  @Delete('delete-item-from-cart/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove one of the caller’s cart items' })
  @ApiOkResponse({ type: CartMessageResponse })
  @ApiNotFoundResponse({ description: 'No such item in the caller’s cart', type: ErrorResponse })
  remove(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<CartMessageResponse> {
    return this.cart.remove(user.id, id);
  }
}
