import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { accountOpenedMail, resetPasswordMail, verifyEmailMail } from '../mail/templates';
import { User } from './user.entity';

/** Paths of the e-mail links; both are also storefront pages. */
export const VERIFY_EMAIL_PATH = '/api/v1/users/verify-email';
export const RESTORE_PASSWORD_PATH = '/api/v1/users/restore-password';

/**
 * Account letters. Sending is not awaited by the request (MailService never throws and logs
 * failures), so answer times do not depend on the mail server and do not reveal accounts.
 */
@Injectable()
export class AccountMailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  link(path: string, token: string): string {
    return `${this.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  sendVerification(user: Pick<User, 'email' | 'name'>, token: string): void {
    const letter = verifyEmailMail(user.name, this.link(VERIFY_EMAIL_PATH, token));
    void this.mail.send({ to: user.email, subject: letter.subject, html: letter.html, text: letter.text });
  }

  /** An account the shop opened for a phone order: the link sets the first password (a reset token). */
  sendAccountOpened(user: Pick<User, 'email' | 'name'>, token: string): void {
    const letter = accountOpenedMail(user.name, this.link(RESTORE_PASSWORD_PATH, token));
    void this.mail.send({ to: user.email, subject: letter.subject, html: letter.html, text: letter.text });
  }

  sendPasswordReset(user: Pick<User, 'email' | 'name'>, token: string): void {
    const letter = resetPasswordMail(user.name, this.link(RESTORE_PASSWORD_PATH, token));
    void this.mail.send({ to: user.email, subject: letter.subject, html: letter.html, text: letter.text });
  }
}
