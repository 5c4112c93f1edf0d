import { Inject, Injectable, Logger } from '@nestjs/common';
import { InfoService } from '../catalogue/info.service';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { Letter } from '../mail/templates';
import { quoteFeedbackNoticeMail, quoteSentMail, QuoteSummary } from '../mail/templates/quote-mails';
import { PublicQuoteResponse } from './quote.dto';
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
 * the customer asks for changes or declines. Sent after the transaction commits, never awaited
 * by the request; a broken mail server fails nothing.
 */
@Injectable()
export class QuoteMailService {
  private readonly logger = new Logger('QuoteMail');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly info: InfoService,
  ) {}

  link(token: string): string {
    return quoteLink(this.config.publicUrl, token);
  }

  quoteSent(quote: PublicQuoteResponse): Promise<void> {
    return this.deliver(quote.id, () => this.send(quote.contact_email, quoteSentMail(toQuoteSummary(quote), this.link(quote.token))));
  }

  customerFeedback(quote: PublicQuoteResponse, kind: 'changes' | 'declined', comment: string | null): Promise<void> {
    return this.deliver(quote.id, async () => {
      const shopEmail = (await this.info.getContacts()).email || SHOP_IDENTITY.email;
      const adminLink = `${this.config.publicUrl}${ADMIN_QUOTE_PATH}/${quote.id}`;
      await this.send(shopEmail, quoteFeedbackNoticeMail(toQuoteSummary(quote), kind, comment, adminLink));
    });
  }

  private send(to: string, letter: Letter): Promise<void> {
    return this.mail.send({ to, subject: letter.subject, html: letter.html, text: letter.text });
  }

  private async deliver(id: number, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(`Could not send the letter for quote ${id}`, error instanceof Error ? error.stack : String(error));
    }
  }
}
