import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuthService } from './auth.service';
import { AuthenticatedRequest } from './authenticated-request';
import {
  AccessTokenResponse,
  AccountErrorResponse,
  AccountMessageResponse,
  ForgotPasswordDto,
  LoginDto,
  RestorePasswordDto,
  RestorePasswordResponse,
  VerifyEmailQuery,
} from './auth.dto';
import { JwtAuthGuard } from './jwt-auth.guard';
import { RateLimited } from './rate-limit.decorator';
import { RATE_LIMITS } from './rate-limits';

@ApiTags('users')
@Controller('users')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.login)
  @ApiOperation({ summary: 'Log in with e-mail (username) and password; form-urlencoded or JSON' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: AccessTokenResponse })
  @ApiBadRequestResponse({ description: 'Missing or malformed field', type: AccountErrorResponse })
  @ApiUnauthorizedResponse({ description: 'Unknown e-mail or wrong password (same detail)', type: AccountErrorResponse })
  @ApiForbiddenResponse({
    description: 'Right password, e-mail not verified yet (a new verification letter is sent)',
    type: AccountErrorResponse,
  })
  login(@Body() dto: LoginDto) {
    return this.auth.login(dto);
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session: its token answers 401 from now on' })
  @ApiOkResponse({ type: AccountMessageResponse })
  @ApiUnauthorizedResponse({ description: 'No, invalid or revoked token', type: AccountErrorResponse })
  logout(@Req() request: AuthenticatedRequest) {
    return this.auth.logout(request.sessionId);
  }

  @Get('verify-email')
  @RateLimited(RATE_LIMITS.verifyEmail)
  @ApiOperation({
    summary: 'Verify the e-mail with the token from the letter (single use, 24 hours) and log in',
    description: 'A browser navigation (Accept: text/html) to this path gets the storefront page instead.',
  })
  @ApiOkResponse({ type: AccessTokenResponse })
  @ApiBadRequestResponse({ description: 'Missing, unknown, used or expired token', type: AccountErrorResponse })
  verifyEmail(@Query() query: VerifyEmailQuery) {
    return this.auth.verifyEmail(query.token);
  }

  @Post('forgot-your-password')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.forgotPassword)
  @ApiOperation({ summary: 'Send a password reset link (single use, 1 hour); same answer whether or not the account exists' })
  @ApiOkResponse({ type: AccountMessageResponse })
  @ApiBadRequestResponse({ description: 'Missing or invalid e-mail', type: AccountErrorResponse })
  forgotPassword(@Body() dto: ForgotPasswordDto) {
    return this.auth.forgotPassword(dto);
  }

  @Post('restore-new-password')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.restorePassword)
  @ApiOperation({ summary: 'Set a new password with the reset token; ends every earlier session and logs in' })
  @ApiOkResponse({ type: RestorePasswordResponse })
  @ApiBadRequestResponse({ description: 'Invalid password, passwords differ, or unknown/used/expired token', type: AccountErrorResponse })
  restorePassword(@Body() dto: RestorePasswordDto) {
    return this.auth.restorePassword(dto);
  }
}
