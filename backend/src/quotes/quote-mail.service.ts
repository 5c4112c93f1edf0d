import { Inject, Injectable } from '@nestjs/common';
import { InfoService } from '../catalogue/info.service';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { Letter } from '../mail/templates';
import { quoteFeedbackNoticeMail, quoteSentMail, QuoteSummary } from '../mail/templates/quote-mails';
import { PublicQuoteResponse } from './quote-response.dto';
import { quoteLink } from './quote.mappers';

const ADMIN_QUOTE_PATH = '/bulbash_admin/admin/quotes';

export function toQuoteSummary(quote: PublicQuoteResponse): QuoteSummary {
  return {
    id: quote.id,
    version: quote.version,
    contactName: quote.contact_name,
    contactEmail: quote.contact_email,
    contactPhone: quote.contact_phone,
    eventAt: new Date(quote.event_at),
    guests: quote.guests,
    formatName: quote.format_name,
    total: quote.total,
    perGuest: quote.per_guest,
    validUntil: quote.valid_until,
  };
}

/**
 * Quote letters: the link to the customer («Отправить»), and a notice to the shop's e-mail when
 * the customer asks for changes or declines. Written to the outbox in the transaction that
 * causes them and sent once it commits; a broken mail server fails nothing (the outbox retries).
 */
@Injectable()
export class QuoteMailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly info: InfoService,
  ) {}

  link(token: string): string {
    return quoteLink(this.config.publicUrl, token);
  }

  /** The link to the customer; call inside the transaction that sends the quote (written to the outbox there). */
  async quoteSent(quote: PublicQuoteResponse): Promise<void> {
    await this.queue(quote.contact_email, quoteSentMail(toQuoteSummary(quote), this.link(quote.token)));
  }

  /** The shop's notice of the customer's answer; call inside the transaction that records it. */
  async customerFeedback(quote: PublicQuoteResponse, kind: 'changes' | 'declined', comment: string | null): Promise<void> {
    const shopEmail = (await this.info.getContacts()).email || SHOP_IDENTITY.email;
    const adminLink = `${this.config.publicUrl}${ADMIN_QUOTE_PATH}/${quote.id}`;
    await this.queue(shopEmail, quoteFeedbackNoticeMail(toQuoteSummary(quote), kind, comment, adminLink));
  }

  private async queue(to: string, letter: Letter): Promise<void> {
    await this.mail.queue({ to, subject: letter.subject, html: letter.html, text: letter.text });
  }
}
