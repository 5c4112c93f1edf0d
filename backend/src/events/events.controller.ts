import { Body, Controller, Get, HttpException, HttpStatus, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Request, Response } from 'express';
import { AuthenticatedRequest } from '../auth/authenticated-request';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { OptionalJwtAuthGuard } from '../auth/optional-jwt-auth.guard';
import { RateLimited } from '../auth/rate-limit.decorator';
import { PER_IP, RATE_LIMITS } from '../auth/rate-limits';
import { MENU_CANDIDATES_PER_ORDER } from '@bulbash/rules';
import { BookingRefusalResponse } from '../capacity/capacity.dto';
import { ErrorResponse } from '../common/error-response';
import { User } from '../auth/user.entity';
import { EnquiriesService } from './enquiries.service';
import { EnquiryLimits } from './enquiry-limits';
import { EnquiryMailService } from './enquiry-mail.service';
import { EventFormatResponse } from './event-format.dto';
import { EventFormatsService } from './event-formats.service';
import { CreateEnquiryDto, MenuQuery } from './events.dto';
import { CreateEnquiryResponse, EnquiryResponse, MenuResponse } from './events-response.dto';
import { ENQUIRY_RATE_LIMIT_DETAIL, ENQUIRY_SENT } from './events.messages';
import { MenuService } from './menu.service';

const clientIp = (request: Request) => request.ip ?? request.socket.remoteAddress ?? 'unknown';

/** The event menu builder and enquiries: open to guests, except the customer's own list. */
@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly formats: EventFormatsService,
    private readonly menus: MenuService,
    private readonly enquiries: EnquiriesService,
    private readonly limits: EnquiryLimits,
    private readonly mail: EnquiryMailService,
  ) {}

  @Get('formats')
  @ApiOperation({ summary: 'Event formats (buffet, banquet, …) with the portions per guest of each category' })
  @ApiOkResponse({ type: [EventFormatResponse] })
  listFormats(): Promise<EventFormatResponse[]> {
    return this.formats.listPublic();
  }

  @Get('menu')
  @RateLimited(RATE_LIMITS.eventMenu)
  @ApiOperation({
    summary:
      'Proposes a menu for a head count and a format: every category covered (Σ people_numbers × quantity ≥ ⌈guests × portions⌉), 2 different dishes below 30 guests and 3 from 30, eligible dishes only, vegetarian dishes covering the vegetarians, at most 10 % above the cheapest valid menu (exact search, see rules/src/menu-planner.ts)',
    description:
      `Bounded work: per category the planner weighs only its candidates (the ${MENU_CANDIDATES_PER_ORDER} cheapest per person fed and the ` +
      `${MENU_CANDIDATES_PER_ORDER} cheapest units of its vegetarian and of its other dishes, at most ${4 * MENU_CANDIDATES_PER_ORDER}), ` +
      `which are also the alternatives the answer lists; ${RATE_LIMITS.eventMenu[PER_IP].limit} requests a minute per client address`,
  })
  @ApiOkResponse({ type: MenuResponse })
  @ApiBadRequestResponse({
    description:
      'guests outside 1..1000 or below the format’s minimum, unknown format or allergen, negative budget, more vegetarians than guests',
    type: ErrorResponse,
  })
  menu(@Query() query: MenuQuery): Promise<MenuResponse> {
    return this.menus.propose(query);
  }

  @Post('enquiries')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Send an event to the caterer (signed in or as a guest). Event time follows the order rules (Minsk time, lead time); 5 enquiries an hour per client address and per e-mail; the customer and the shop get letters',
  })
  @ApiCreatedResponse({ type: CreateEnquiryResponse })
  @ApiBadRequestResponse({ description: 'A field broke a rule (the detail names it)', type: ErrorResponse })
  @ApiNotFoundResponse({ description: 'A line names a product that is not on sale', type: ErrorResponse })
  @ApiUnauthorizedResponse({ description: 'A bearer token was sent but is not a live session', type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: 'More than 5 enquiries in an hour from this address or for this e-mail', type: ErrorResponse })
  @ApiConflictResponse({
    description: 'The kitchen does not work on the event’s day: the reason and the nearest open day',
    type: BookingRefusalResponse,
  })
  async createEnquiry(
    @Body() dto: CreateEnquiryDto,
    @Req() request: Request & Partial<AuthenticatedRequest>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CreateEnquiryResponse> {
    // A bot filled the hidden field: it is told all went well, and nothing is stored or sent.
    if (typeof dto.website === 'string' ? dto.website.trim() !== '' : dto.website !== undefined && dto.website !== null) {
      return { message: ENQUIRY_SENT, enquiry_id: 0 };
    }
    const place = await this.limits.reserve(clientIp(request), dto.contact_email);
    if ('waitMs' in place) {
      response.setHeader('Retry-After', String(Math.ceil(place.waitMs / 1000)));
      throw new HttpException(ENQUIRY_RATE_LIMIT_DETAIL, HttpStatus.TOO_MANY_REQUESTS);
    }
    let enquiry: Awaited<ReturnType<EnquiriesService['create']>>;
    try {
      enquiry = await this.enquiries.create(dto, request.user ?? null, (stored, lines) => this.mail.enquirySent(stored, lines));
    } catch (error) {
      // A refused or failed enquiry costs no place.
      await place.release();
      throw error;
    }
    return { message: ENQUIRY_SENT, enquiry_id: enquiry.id };
  }

  @Get('my-enquiries')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in customer’s enquiries, newest first' })
  @ApiOkResponse({ type: [EnquiryResponse] })
  @ApiUnauthorizedResponse({ description: 'No, invalid, expired or revoked token', type: ErrorResponse })
  myEnquiries(@CurrentUser() user: User): Promise<EnquiryResponse[]> {
    return this.enquiries.mine(user.id);
  }
}
