import { FILL_IN } from '../common/fields/field-messages';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ConfirmPasswordField, EmailField, PASSWORD_MAX_LENGTH, PasswordField } from './account-fields';
import { MAX_ONE_TIME_TOKEN_LENGTH } from './one-time-token.service';

const REQUIRED_TOKEN = 'ссылка не содержит токен';

export class LoginDto {
  @ApiProperty({ description: 'The account e-mail (compared trimmed, case-insensitively)', example: 'ivan@example.by' })
  @EmailField()
  username!: string;

  /** Any string up to 32 characters: a wrong password is a 401, not a validation error. */
  @ApiProperty({ example: 'secret-pass-1', minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов` })
  @IsNotEmpty({ message: FILL_IN })
  @IsString({ message: 'пароль должен быть строкой' })
  @IsDefined({ message: FILL_IN })
  password!: string;
}

export class VerifyEmailQuery {
  @ApiProperty({ description: 'The token from the verification e-mail link' })
  @MaxLength(MAX_ONE_TIME_TOKEN_LENGTH, { message: 'недействительный токен' })
  @IsNotEmpty({ message: REQUIRED_TOKEN })
  @IsString({ message: 'недействительный токен' })
  @IsDefined({ message: REQUIRED_TOKEN })
  token!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ivan@example.by' })
  @EmailField()
  email!: string;
}

export class RestorePasswordDto {
  @ApiProperty({ minLength: 6, maxLength: 32, example: 'new-secret-2' })
  @PasswordField()
  password!: string;

  @ApiProperty({ description: 'Must equal password', example: 'new-secret-2' })
  @ConfirmPasswordField()
  confirm_password!: string;

  @ApiProperty({ description: 'The token from the password reset e-mail link' })
  @MaxLength(MAX_ONE_TIME_TOKEN_LENGTH, { message: 'недействительный токен' })
  @IsNotEmpty({ message: REQUIRED_TOKEN })
  @IsString({ message: 'недействительный токен' })
  @IsDefined({ message: REQUIRED_TOKEN })
  token!: string;
}

export class AccessTokenResponse {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9...' }) access_token!: string;
  @ApiProperty({ example: 'bearer', enum: ['bearer'] }) token_type!: 'bearer';
}

export class AccountMessageResponse {
  @ApiProperty({ example: 'Вы вышли из учетной записи' }) message!: string;
}

export class RestorePasswordResponse extends AccessTokenResponse {
  @ApiProperty({ example: 'Пароль успешно изменен' }) message!: string;
}

export class AccountErrorResponse {
  @ApiProperty({ example: 'Неверный e-mail или пароль' }) detail!: string;
}
