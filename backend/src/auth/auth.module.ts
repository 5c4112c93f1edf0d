import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottlerStorageHolder, ThrottlerStorageModule } from '../cache/throttler-storage';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { User } from './user.entity';
import { AccountMailService } from './account-mail.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_ALGORITHM, JWT_STRATEGY, JwtStrategy } from './jwt.strategy';
import { OneTimeToken } from './one-time-token.entity';
import { OneTimeTokenService } from './one-time-token.service';
import { PasswordService } from './password.service';
import { PermissionGuard } from './permission.guard';
import { THROTTLER_OPTIONS } from './rate-limit.decorator';
import { Session } from './session.entity';
import { TokenService } from './token.service';

/**
 * Sessions (JWTs signed by @nestjs/jwt, checked by the passport-jwt strategy), e-mailed
 * one-time links, password hashing and rate limits.
 * Global so every domain module can put JwtAuthGuard / PermissionGuard on its routes.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([User, Session, OneTimeToken]),
    ThrottlerModule.forRootAsync({
      imports: [ThrottlerStorageModule],
      inject: [ThrottlerStorageHolder],
      useFactory: (holder: ThrottlerStorageHolder) => ({ ...THROTTLER_OPTIONS, storage: holder.storage }),
    }),
    PassportModule.register({ defaultStrategy: JWT_STRATEGY, session: false }),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    TokenService,
    JwtStrategy,
    JwtAuthGuard,
    PermissionGuard,
    PasswordService,
    OneTimeTokenService,
    AccountMailService,
    AuthService,
  ],
  exports: [TokenService, JwtAuthGuard, PermissionGuard, PasswordService, OneTimeTokenService, AccountMailService],
})
export class AuthModule {}
