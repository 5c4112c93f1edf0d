import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AccountErrorResponse, AccountMessageResponse } from '../auth/auth.dto';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { RateLimited } from '../auth/rate-limit.decorator';
import { RATE_LIMITS } from '../auth/rate-limits';
import { toMeResponse } from './user.mapper';
import { MeResponse, RegisterDto } from './users.dto';
import { User } from '../auth/user.entity';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post('register')
  @RateLimited(RATE_LIMITS.register)
  @ApiOperation({ summary: 'Create an account and send the e-mail verification letter' })
  @ApiCreatedResponse({ type: AccountMessageResponse })
  @ApiBadRequestResponse({ description: 'A field is missing or breaks its rule (the detail names it)', type: AccountErrorResponse })
  @ApiConflictResponse({ description: 'E-mail already registered', type: AccountErrorResponse })
  register(@Body() dto: RegisterDto) {
    return this.users.register(dto);
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The logged-in user' })
  @ApiOkResponse({ type: MeResponse })
  @ApiUnauthorizedResponse({ description: 'No, invalid or revoked token', type: AccountErrorResponse })
  me(@CurrentUser() user: User): MeResponse {
    return toMeResponse(user);
  }
}
