import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity';
import { AccountMailService } from './account-mail.service';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { OneTimeToken } from './one-time-token.entity';
import { OneTimeTokenService } from './one-time-token.service';
import { PasswordService } from './password.service';
import { THROTTLER_OPTIONS } from './rate-limit.decorator';
import { Session } from './session.entity';
import { TokenService } from './token.service';

/**
 * Sessions, e-mailed one-time links, password hashing and rate limits.
 * Global so every domain module can put JwtAuthGuard / AdminGuard on its routes.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Session, OneTimeToken]), ThrottlerModule.forRoot(THROTTLER_OPTIONS)],
  controllers: [AuthController],
  providers: [TokenService, JwtAuthGuard, AdminGuard, PasswordService, OneTimeTokenService, AccountMailService, AuthService],
  exports: [TokenService, JwtAuthGuard, AdminGuard, PasswordService, OneTimeTokenService, AccountMailService],
})
export class AuthModule {}
