import { BadRequestException, ConflictException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { deliveryWindowProblem, effectiveQuoteStatus, formatByn, formatMinskDateTime, toMinor, toMoney } from '@bulbash/rules';
import { DataSource, EntityManager } from 'typeorm';
import { Product } from '../catalogue/product.entity';
import { Clock } from '../common/clock';
import { HttpExceptionWithFields } from '../common/http-exception-with-fields';
import { TransactionRunner } from '../database/transaction-runner';
import { OrderFactory } from '../orders/order-factory';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { COMMENT_MAX_LENGTH } from '../orders/order.entity';
import { User } from '../auth/user.entity';
import { QuoteAcceptBody } from './quote.dto';
import { PublicQuoteResponse, QuoteAcceptResponse } from './quote-response.dto';
import { copyDiet } from '../common/dietary-columns';
import { EnquiriesService } from '../events/enquiries.service';
import type { PaymentMethod } from '../orders/order-status';
import { Quote, QuoteLine } from './quote.entity';
import { QuoteMailService } from './quote-mail.service';
import { toPublicQuoteResponse } from './quote.mappers';
import {
  QUOTE_CHANGES_THANKS,
  QUOTE_PAYMENT_METHOD_REQUIRED,
  QUOTE_DECLINED,
  QUOTE_NOT_FOUND,
  quoteAccepted,
  quoteClosed,
  quoteWrongAccount,
} from './quote.messages';
import { QuoteActor, QuotesService, recordQuoteStep } from './quotes.service';
import { QUOTE_ACCEPTED } from './quote-events';
import { DomainEvents } from '../database/domain-events';
import { AuditLog } from '../audit/audit-log.entity';
import { change as auditChange } from '../audit/audit-changes';

/** The acceptance lost a race: another request accepted the quote first (its order is the answer). */
class AlreadyAccepted extends Error {}

/**
 * What the customer's link can do: read the proposal, ask for changes, decline, accept. The link
 * (a 128-bit token) is the access; a draft is not there yet (404). Accepting needs the account
 * whose e-mail the proposal was made out to, and makes exactly one order.
 */
@Injectable()
export class QuoteCustomerService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly quotes: QuotesService,
    private readonly orders: OrderFactory,
    private readonly letters: QuoteMailService,
    private readonly enquiries: EnquiriesService,
    private readonly events: DomainEvents,
  ) {}

  async read(token: string, manager: EntityManager = this.dataSource.manager): Promise<PublicQuoteResponse> {
    const { quote, lines } = await this.find(manager, token);
    return toPublicQuoteResponse(quote, lines, await this.quotes.readContext(manager));
  }

  /** «Нужны изменения»: a history note and a letter to the shop; the proposal stays sent. */
  async requestChanges(token: string, comment: string): Promise<{ message: string }> {
    await this.transactions.run(async (manager) => {
      const quote = await this.open(manager, token);
      await this.quotes.claim(manager, quote, 'sent', { dateUpdated: this.clock.now(), changeRequest: comment });
      await recordQuoteStep(manager, quote.id, 'sent', 'sent', this.customer(quote), `Клиент просит изменения: ${comment}`);
      if (quote.enquiryId !== null)
        await this.enquiries.followQuote(
          manager,
          quote.enquiryId,
          'changes_requested',
          this.customer(quote),
          `Клиент просит изменить предложение №${quote.id}: ${comment}`,
        );
      const answer = await this.read(token, manager);
      await this.letters.customerFeedback(answer, 'changes', comment);
    });
    return { message: QUOTE_CHANGES_THANKS };
  }

  async decline(token: string, comment: string | null): Promise<{ message: string }> {
    await this.transactions.run(async (manager) => {
      const quote = await this.open(manager, token);
      await this.quotes.claim(manager, quote, 'sent', { status: 'declined' });
      await recordQuoteStep(
        manager,
        quote.id,
        'sent',
        'declined',
        this.customer(quote),
        comment ? `Клиент отказался: ${comment}` : 'Клиент отказался',
      );
      const answer = await this.read(token, manager);
      await this.letters.customerFeedback(answer, 'declined', comment);
    });
    return { message: QUOTE_DECLINED };
  }

  /**
   * «Принять»: one order with every dish and service line, the delivery, the discount as an
   * adjustment, the company payer and the proposal's deposit, under the kitchen's capacity and
   * lead-time rules (409 with the nearest open day). The proposal is claimed (sent → accepted)
   * before the order is written, in the same transaction, and the order's checkout key is unique
   * per proposal: two requests at once make one order; the later one answers that order
   * (`created: false`).
   */
  async accept(token: string, signedIn: User | null, body: QuoteAcceptBody = {}): Promise<QuoteAcceptResponse & { created: boolean }> {
    const user = signedIn?.email ? (signedIn as User & { email: string }) : null;
    const { quote } = await this.find(this.dataSource.manager, token);
    if (!user || user.email.toLowerCase() !== quote.contactEmail.toLowerCase())
      throw new HttpExceptionWithFields(HttpStatus.FORBIDDEN, quoteWrongAccount(quote.contactEmail), { email: quote.contactEmail });
    if (quote.status === 'accepted' && quote.orderId !== null)
      return { message: quoteClosed('accepted'), order_id: quote.orderId, created: false };
    // Nobody is put down for cash unasked: a person chooses; a company pays against the invoice unless it says otherwise.
    const paymentMethod = body.payment_method ?? (quote.payerType === 'company' ? 'transfer' : null);
    if (paymentMethod === null && !(quote.status === 'accepted')) throw new BadRequestException(QUOTE_PAYMENT_METHOD_REQUIRED);
    try {
      const placed = await this.transactions.run(async (manager) => {
        return this.placeOrder(manager, token, user, paymentMethod ?? 'cash');
      });
      return { message: quoteAccepted(placed.order.id), order_id: placed.order.id, created: true };
    } catch (error) {
      if (!(error instanceof AlreadyAccepted)) throw error;
      const { quote: winner } = await this.find(this.dataSource.manager, token);
      if (winner.orderId === null) throw new ConflictException(quoteClosed(winner.status));
      return { message: quoteClosed('accepted'), order_id: winner.orderId, created: false };
    }
  }

  private async placeOrder(
    manager: EntityManager,
    token: string,
    user: User,
    paymentMethod: PaymentMethod,
  ): Promise<{ order: Order; items: OrderItem[] }> {
    const { quote, lines } = await this.find(manager, token);
    const now = this.clock.now();
    const today = this.quotes.today();
    const status = effectiveQuoteStatus(quote.status, quote.validUntil, today);
    if (status === 'accepted') throw new AlreadyAccepted();
    if (status !== 'sent') throw new ConflictException(quoteClosed(status));
    if (deliveryWindowProblem(new Date(quote.eventAt), now))
      throw new ConflictException(
        `Дата мероприятия (${formatMinskDateTime(new Date(quote.eventAt))}) уже прошла — попросите менеджера обновить предложение`,
      );
    // The claim: of two acceptances at once, the second finds the row no longer sent.
    const claimed = await manager
      .createQueryBuilder()
      .update(Quote)
      .set({ status: 'accepted', acceptedAt: now })
      .where("id = :id AND status = 'sent' AND valid_until >= :today", { id: quote.id, today })
      .execute();
    if (!claimed.affected) throw new AlreadyAccepted();

    const answer = toPublicQuoteResponse(quote, lines, await this.quotes.readContext(manager));
    const items = await this.orderItems(manager, lines);
    const [firstName, ...rest] = quote.contactName.split(/\s+/);
    return this.orders.place(
      manager,
      {
        userId: user.id,
        contacts: {
          first_name: user.name || firstName,
          surname: user.surname || rest.join(' ') || firstName,
          last_name: '',
          phone: quote.contactPhone,
        },
        contactEmail: user.email,
        paymentMethod,
        items,
        guests: quote.guests,
        deliveryAt: new Date(quote.eventAt),
        deliveryMethod: quote.deliveryMethod,
        deliveryAddress: quote.deliveryAddress,
        deliveryDistanceKm: quote.deliveryDistanceKm,
        deliveryCostMinor: toMinor(toMoney(quote.deliveryCost)),
        adjustments: answer.discount > 0 ? [{ label: discountLabel(quote), amountMinor: -toMinor(answer.discount) }] : [],
        payer: {
          payerType: quote.payerType,
          companyName: quote.payerType === 'company' ? quote.companyName : null,
          companyUnp: quote.companyUnp,
          companyAddress: quote.companyAddress,
          companyAccount: quote.companyAccount,
          companyBic: quote.companyBic,
        },
        depositPercent: quote.depositPercent,
        cancellationTerms: quote.cancellationTerms ?? 'standard',
        diet: copyDiet(quote.diet),
        comment: quoteOrderComment(quote),
        checkoutKey: `quote:${quote.id}`,
        totalField: 'lines',
        historyNotes: [`Принято предложение №${quote.id}: ${answer.lines.length} позиций, итого ${formatByn(answer.total)}`],
        actor: { id: user.id, email: user.email },
        accountEmail: user.email,
      },
      async ({ order }) => {
        await manager.getRepository(Quote).update({ id: quote.id }, { orderId: order.id, changeRequest: null });
        await recordQuoteStep(manager, quote.id, 'sent', 'accepted', this.customer(quote), `Принято, заказ №${order.id}`);
        if (quote.enquiryId !== null)
          await this.enquiries.followQuote(
            manager,
            quote.enquiryId,
            'won',
            this.customer(quote),
            `Принято предложение №${quote.id}: заказ №${order.id}`,
            order.id,
          );
        await AuditLog.record(manager, {
          entity: 'quote',
          entityId: quote.id,
          action: 'accept',
          changes: [...auditChange('status', quote.status, 'accepted'), ...auditChange('order_id', null, order.id)],
        });
        await this.events.publish(manager, QUOTE_ACCEPTED, { quoteId: quote.id, orderId: order.id });
      },
    );
  }

  /** Every line as an order item: dishes with their product (and its description), services without one. */
  private async orderItems(manager: EntityManager, lines: readonly QuoteLine[]): Promise<OrderItem[]> {
    const productIds = lines.filter((line) => line.productId !== null).map((line) => line.productId as number);
    const products = productIds.length ? await manager.getRepository(Product).findBy(productIds.map((id) => ({ id }))) : [];
    const byId = new Map(products.map((product) => [product.id, product]));
    return [...lines]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((line) => {
        const product = line.productId !== null ? byId.get(line.productId) : undefined;
        return manager.getRepository(OrderItem).create({
          productId: product?.id ?? null,
          name: line.name,
          description: product?.description ?? '',
          imagePath: product?.imagePath ?? null,
          productCost: toMoney(line.unitPrice),
          quantity: line.quantity,
          kind: line.kind,
          unit: line.kind === 'service' ? line.unit : null,
        });
      });
  }

  /** A sent (and not expired) proposal by its token, else 404 / 409 naming why. */
  private async open(manager: EntityManager, token: string): Promise<Quote> {
    const { quote } = await this.find(manager, token);
    const status = effectiveQuoteStatus(quote.status, quote.validUntil, this.quotes.today());
    if (status !== 'sent') throw new ConflictException(quoteClosed(status));
    return quote;
  }

  private async find(manager: EntityManager, token: string): Promise<{ quote: Quote; lines: QuoteLine[] }> {
    const quote = /^[0-9a-f]{32}$/.test(token) ? await manager.getRepository(Quote).findOneBy({ token }) : null;
    if (!quote || quote.status === 'draft') throw new NotFoundException(QUOTE_NOT_FOUND);
    const lines = await manager.getRepository(QuoteLine).find({ where: { quoteId: quote.id }, order: { position: 'ASC', id: 'ASC' } });
    return { quote, lines };
  }

  private customer(quote: Quote): QuoteActor {
    return { id: quote.userId, email: quote.contactEmail };
  }
}

/**
 * The order's comment: where it came from, then the customer's own words (their time window,
 * wishes) as the proposal carried them from the enquiry.
 */
export function quoteOrderComment(quote: Quote): string {
  const source = [`По предложению №${quote.id}${quote.version > 1 ? ` (версия ${quote.version})` : ''}`, quote.formatName]
    .filter(Boolean)
    .join(', ');
  return (quote.comment ? `${source}. ${quote.comment}` : source).slice(0, COMMENT_MAX_LENGTH);
}

const discountLabel = (quote: Quote) =>
  quote.discountPercent !== null
    ? `Скидка ${Number(quote.discountPercent)} % по предложению №${quote.id}`
    : `Скидка по предложению №${quote.id}`;
