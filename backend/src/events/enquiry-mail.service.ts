import { Inject, Injectable } from '@nestjs/common';
import { InfoService } from '../catalogue/info.service';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { enquiryReceivedMail, EnquirySummary, newEnquiryNoticeMail } from '../mail/templates/enquiry-mails';
import { Letter } from '../mail/templates';
import { Enquiry, EnquiryLine } from './enquiry.entity';
import { toEnquiryResponse } from './enquiries.service';

const EVENT_PAGE_PATH = '/event';
const ADMIN_ENQUIRY_PATH = '/bulbash_admin/admin/enquiries';

/**
 * Enquiry letters: a summary to the customer's contact e-mail and a notice to the shop. Written
 * to the outbox in the enquiry's transaction and sent once it commits (retried by the outbox).
 */
@Injectable()
export class EnquiryMailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly info: InfoService,
  ) {}

  /** The customer's summary and the shop's notice; call inside the enquiry's transaction (written to the outbox there). */
  async enquirySent(enquiry: Enquiry, lines: EnquiryLine[]): Promise<void> {
    const summary = toSummary(enquiry, lines);
    const shopEmail = (await this.info.getContacts()).email || SHOP_IDENTITY.email;
    await this.queue(enquiry.contactEmail, enquiryReceivedMail(summary, this.link(EVENT_PAGE_PATH)));
    await this.queue(shopEmail, newEnquiryNoticeMail(summary, this.link(`${ADMIN_ENQUIRY_PATH}/${enquiry.id}/show`)));
  }

  private link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  private async queue(to: string, letter: Letter): Promise<void> {
    await this.mail.queue({ to, subject: letter.subject, html: letter.html, text: letter.text });
  }
}

function toSummary(enquiry: Enquiry, lines: EnquiryLine[]): EnquirySummary {
  const response = toEnquiryResponse(enquiry, lines);
  return {
    id: enquiry.id,
    eventAt: enquiry.eventAt,
    guests: enquiry.guests,
    formatName: enquiry.formatName,
    budgetPerGuest: response.budget_per_guest,
    deliveryMethod: enquiry.deliveryMethod,
    deliveryAddress: enquiry.deliveryAddress,
    deliveryDistanceKm: enquiry.deliveryDistanceKm,
    contactName: enquiry.contactName,
    contactPhone: enquiry.contactPhone,
    contactEmail: enquiry.contactEmail,
    companyName: enquiry.companyName,
    comment: enquiry.comment,
    total: response.total,
    lines: response.lines.map((line) => ({
      name: line.name,
      unitPrice: line.unit_price,
      quantity: line.quantity,
      lineTotal: line.line_total,
    })),
  };
}
