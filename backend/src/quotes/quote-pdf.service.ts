import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InfoService } from '../catalogue/info.service';
import { Quote, QuoteLine } from './quote.entity';
import { QUOTE_NOT_FOUND } from './quote.messages';
import { QuoteCustomerService } from './quote-customer.service';
import { toPublicQuoteResponse } from './quote.mappers';
import { renderQuotePdf } from './quote-pdf';
import { QuotesService } from './quotes.service';

/** The proposal's PDF for the customer's link and the back office's preview (drafts included). */
@Injectable()
export class QuotePdfService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly info: InfoService,
    private readonly quotes: QuotesService,
    private readonly customers: QuoteCustomerService,
  ) {}

  async forToken(token: string): Promise<{ fileName: string; pdf: Buffer }> {
    const quote = await this.customers.read(token);
    return {
      fileName: fileName(quote.id, quote.version),
      pdf: await renderQuotePdf(quote, await this.info.getContacts(), this.quotes.today()),
    };
  }

  async forAdmin(id: number): Promise<{ fileName: string; pdf: Buffer }> {
    const quote = await this.dataSource.getRepository(Quote).findOneBy({ id });
    if (!quote) throw new NotFoundException(QUOTE_NOT_FOUND);
    const lines = await this.dataSource.getRepository(QuoteLine).findBy({ quoteId: id });
    const answer = toPublicQuoteResponse(quote, lines, await this.quotes.readContext());
    return {
      fileName: fileName(quote.id, quote.version),
      pdf: await renderQuotePdf(answer, await this.info.getContacts(), this.quotes.today()),
    };
  }
}

const fileName = (id: number, version: number) => `predlozhenie-${id}${version > 1 ? `-v${version}` : ''}.pdf`;
