import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the letter (the invoice PDF with a confirmation paid by transfer). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * Sends mail over SMTP_URL; without it, prints each message (links included) to the log.
 * Sending never fails the request that caused it: errors are logged.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) {
      this.logger.log(`E-mail to ${mail.to}: «${mail.subject}»\n${mail.text}`);
      return;
    }
    try {
      await this.transport.sendMail({ from: `Bulbash catering <${this.config.mailFrom}>`, ...mail });
    } catch (error) {
      this.logger.error(`Could not send «${mail.subject}» to ${mail.to}`, error instanceof Error ? error.stack : String(error));
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
