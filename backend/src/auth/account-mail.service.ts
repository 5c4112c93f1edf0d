import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService, OutgoingMail } from '../mail/mail.service';
import { accountOpenedMail, Letter, resetPasswordMail, staffInviteMail, verifyEmailMail } from '../mail/templates';
import { User } from './user.entity';

/** Paths of the e-mail links; both are also storefront pages. */
export const VERIFY_EMAIL_PATH = '/api/v1/users/verify-email';
export const RESTORE_PASSWORD_PATH = '/api/v1/users/restore-password';

/**
 * Account letters, written to the outbox in the transaction that makes their token (call them
 * inside it and await them): a token exists only with its letter. The outbox sends them after
 * the commit, so answer times do not depend on the mail server and do not reveal accounts.
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

  /** In the caller's transaction (the token's): the letter is written to the outbox with it. None without an e-mail. */
  async sendVerification(user: Pick<User, 'email' | 'name'>, token: string): Promise<void> {
    if (user.email) await this.mail.queue(mailTo(user.email, verifyEmailMail(user.name, this.link(VERIFY_EMAIL_PATH, token))));
  }

  /** An account the shop opened for a phone order: the link sets the first password (a reset token). */
  async sendAccountOpened(user: Pick<User, 'email' | 'name'>, token: string): Promise<void> {
    if (user.email) await this.mail.queue(mailTo(user.email, accountOpenedMail(user.name, this.link(RESTORE_PASSWORD_PATH, token))));
  }

  /** A staff account's set-password letter naming the role (a reset token of `hours` hours). */
  async sendStaffInvite(
    user: Pick<User, 'email' | 'name'>,
    roleLabel: string,
    token: string,
    hours: number,
    hasPassword: boolean,
  ): Promise<void> {
    if (user.email) {
      await this.mail.queue(
        mailTo(user.email, staffInviteMail(user.name, roleLabel, this.link(RESTORE_PASSWORD_PATH, token), hours, hasPassword)),
      );
    }
  }

  async sendPasswordReset(user: Pick<User, 'email' | 'name'>, token: string): Promise<void> {
    if (user.email) await this.mail.queue(mailTo(user.email, resetPasswordMail(user.name, this.link(RESTORE_PASSWORD_PATH, token))));
  }
}

function mailTo(to: string, letter: Letter): OutgoingMail {
  return { to, subject: letter.subject, html: letter.html, text: letter.text };
}
