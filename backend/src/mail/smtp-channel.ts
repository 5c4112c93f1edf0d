import type { Transporter } from 'nodemailer';
import { onFirstUse } from '../common/on-first-use';
import { AppConfig } from '../config/app-config';
import { OutboxChannel } from './outbox-channel';
import { DeliveryFailure } from './outbox-retries';
import { OutboxMessage } from './outbox-message.entity';

const loadNodemailer = onFirstUse<typeof import('nodemailer')>('nodemailer');

/** What a claim lasts, as a multiple of the longest wait of one SMTP step: renewed every half of that wait. */
const CLAIM_PER_TIMEOUT = 2;

/**
 * E-mail through nodemailer over SMTP_URL, every wait bounded by SMTP_TIMEOUT_MS: the connection
 * (DNS included), the greeting and each reply (socket inactivity). Without SMTP_URL a letter is
 * written to the log and counts as sent.
 */
export class SmtpChannel implements OutboxChannel {
  readonly claimMs: number;
  /** Made on the first letter (nodemailer is loaded then); none without SMTP_URL. */
  private transport: Transporter | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly log: (line: string) => void,
  ) {
    this.claimMs = CLAIM_PER_TIMEOUT * config.smtpTimeoutMs;
  }

  private smtp(url: string): Transporter {
    const timeout = this.config.smtpTimeoutMs;
    this.transport ??= loadNodemailer().createTransport({
      url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
    });
    return this.transport;
  }

  async send(row: OutboxMessage): Promise<void> {
    if (!this.config.smtpUrl) {
      this.log(`E-mail to ${row.recipient}: «${row.subject}»\n${row.content.text}`);
      return;
    }
    await this.smtp(this.config.smtpUrl).sendMail({
      from: `Bulbash catering <${this.config.mailFrom}>`,
      to: row.recipient,
      subject: row.subject,
      html: row.content.html,
      text: row.content.text,
      attachments: (row.content.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.base64, 'base64'),
      })),
    });
  }

  /** A 5xx reply is a refusal for good; 4xx, timeouts and broken connections pass. The message carries the server's reply. */
  failure(error: unknown): DeliveryFailure {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'SMTP error';
    const code = (error as { responseCode?: unknown } | null)?.responseCode;
    return { reason, permanent: typeof code === 'number' && code >= 500 && code < 600 };
  }

  close(): void {
    this.transport?.close();
  }
}
