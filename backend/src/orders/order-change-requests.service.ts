import { BadRequestException, ConflictException, HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { deliveryWindowProblem, formatMinskDateTime, parseDeliveryAt, toMinskIso } from '@bulbash/rules';
import { DataSource, MoreThan } from 'typeorm';
import { InfoService } from '../catalogue/info.service';
import { Product } from '../catalogue/product.entity';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { Clock } from '../common/clock';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { applyListQuery, ListPage } from '../database/list-query';
import { DomainEvents } from '../database/domain-events';
import { forUpdate } from '../database/row-locks';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import {
  ChangeRequestLetter,
  changeRequestAcceptedMail,
  changeRequestDeclinedMail,
  changeRequestNoticeMail,
  Letter,
} from '../mail/templates';
import { AuditLog } from '../audit/audit-log.entity';
import { change as auditChange } from '../audit/audit-changes';
import { User } from '../auth/user.entity';
import { ChangeRequestListQuery, ChangeRequestResponse, CreateChangeRequestBody } from './order-change-request.dto';
import { CHANGE_REQUEST_STATUSES, ChangeRequestStatus, OrderChangeRequest, WishedLine } from './order-change-request.entity';
import { StatusActor } from './order-status-history';
import { CHANGE_REQUESTED } from './order-events';
import { Order } from './order.entity';
import {
  CHANGE_REQUEST_ALREADY_OPEN,
  CHANGE_REQUEST_CLOSED_ORDER,
  CHANGE_REQUEST_DECIDED,
  CHANGE_REQUEST_EMPTY,
  CHANGE_REQUEST_NOT_FOUND,
  CHANGE_REQUEST_TOO_MANY,
  CHANGE_REQUEST_BAD_TIME,
  ORDER_NOT_FOUND,
  unknownChangeRequestStatus,
  CHANGE_REQUEST_DUPLICATE_LINES,
  deskProductMissing,
} from './order.messages';

/** Requests one account may send in 24 hours (besides the per-address limit of the route). */
export const CHANGE_REQUESTS_PER_DAY = 10;
const DAY_MS = 86_400_000;
const USER_ORDERS_PATH = '/user-orders';
const ADMIN_ORDER_PATH = '/bulbash_admin/admin/orders';
/** Orders a customer may still ask to change. */
const CHANGEABLE: ReadonlyArray<Order['status']> = ['pending', 'processing'];

/** The wishes in words: «Гостей: 40», «Время: 05.12.2026 в 16:00», «Блюда: Драники × 20», «Комментарий: …». */
export function describeWishes(request: Pick<OrderChangeRequest, 'guests' | 'deliveryAt' | 'lines' | 'comment'>): string[] {
  return [
    ...(request.guests !== null ? [`Гостей: ${request.guests}`] : []),
    ...(request.deliveryAt ? [`Время: ${formatMinskDateTime(new Date(request.deliveryAt))}`] : []),
    ...(request.lines ? [`Блюда: ${request.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}`] : []),
    ...(request.comment ? [`Комментарий: ${request.comment}`] : []),
  ];
}

const customerName = (order: Pick<Order, 'surname' | 'firstName'>) => [order.surname, order.firstName].filter(Boolean).join(' ');

function toResponse(request: OrderChangeRequest, order: Pick<Order, 'surname' | 'firstName'>): ChangeRequestResponse {
  return {
    id: request.id,
    order_id: request.orderId,
    status: request.status,
    guests: request.guests,
    delivery_at: request.deliveryAt ? toMinskIso(new Date(request.deliveryAt)) : null,
    lines: request.lines,
    comment: request.comment,
    decline_reason: request.declineReason,
    date_created: new Date(request.dateCreated).toISOString(),
    decided_at: request.decidedAt ? new Date(request.decidedAt).toISOString() : null,
    customer_name: customerName(order),
    summary: describeWishes(request),
  };
}

/**
 * Change requests («Попросить изменить»): the customer asks, staff accept or decline. The order
 * itself is changed only through the order editor (the state machine); accepting records the
 * decision. Every decision is one conditional UPDATE from `open`, so two managers cannot both
 * decide; the letters are written to the outbox in the deciding transaction and sent once it commits.
 */
@Injectable()
export class OrderChangeRequestsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly info: InfoService,
    private readonly events: DomainEvents,
  ) {}

  async create(customer: User, orderId: number, body: CreateChangeRequestBody): Promise<ChangeRequestResponse> {
    const comment = body.comment?.trim() || null;
    if (body.guests === undefined && !body.delivery_at && body.lines === undefined && comment === null)
      throw new BadRequestException(CHANGE_REQUEST_EMPTY);
    let deliveryAt: Date | null = null;
    if (body.delivery_at) {
      deliveryAt = parseDeliveryAt(body.delivery_at.trim());
      if (!deliveryAt || deliveryWindowProblem(deliveryAt, this.clock.now())) throw new BadRequestException(CHANGE_REQUEST_BAD_TIME);
    }
    const { request, order } = await this.transactions.run(async (manager) => {
      // Both limits count this account's requests (one open per order: every order of theirs is
      // theirs alone), so the account's row, locked first, lets one request of theirs in at a time.
      await forUpdate(
        manager,
        manager.getRepository(User).createQueryBuilder('u').select('u.id').where('u.id = :id', { id: customer.id }),
      ).getOne();
      const order = await manager.findOneBy(Order, { id: orderId, userId: customer.id });
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      if (!CHANGEABLE.includes(order.status)) throw new ConflictException(CHANGE_REQUEST_CLOSED_ORDER);
      const requests = manager.getRepository(OrderChangeRequest);
      if (await requests.existsBy({ orderId, status: 'open' })) throw new ConflictException(CHANGE_REQUEST_ALREADY_OPEN);
      const since = new Date(this.clock.now().getTime() - DAY_MS);
      if ((await requests.countBy({ userId: customer.id, dateCreated: MoreThan(since) })) >= CHANGE_REQUESTS_PER_DAY)
        throw new HttpException(CHANGE_REQUEST_TOO_MANY, HttpStatus.TOO_MANY_REQUESTS);
      let lines: WishedLine[] | null = null;
      if (body.lines) {
        const ids = body.lines.map((line) => line.product_id);
        if (new Set(ids).size !== ids.length) throw new BadRequestException(CHANGE_REQUEST_DUPLICATE_LINES);
        const products = await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
          .andWhere('p.id IN (:...ids)', { ids })
          .getMany();
        const names = new Map(products.map((product) => [product.id, product.name]));
        lines = body.lines.map((line) => {
          const name = names.get(line.product_id);
          if (!name) throw new NotFoundException(deskProductMissing(line.product_id));
          return { product_id: line.product_id, name, quantity: line.quantity };
        });
      }
      const inserted = await requests.insert({
        // The business clock's moment, which the daily cap counts by.
        dateCreated: this.clock.now(),
        orderId,
        userId: customer.id,
        status: 'open',
        guests: body.guests ?? null,
        deliveryAt,
        lines,
        comment,
      });
      const request = await requests.findOneByOrFail({ id: Number(inserted.identifiers[0].id) });
      // The shop's notice, written to the outbox in this transaction.
      const shopEmail = (await this.info.getContacts()).email || SHOP_IDENTITY.email;
      await this.send(shopEmail, changeRequestNoticeMail(this.letter(request, order), this.link(`${ADMIN_ORDER_PATH}/${order.id}/show`)));
      await this.events.publish(manager, CHANGE_REQUESTED, { orderId, requestId: request.id });
      return { request, order };
    });
    return toResponse(request, order);
  }

  /** The requests of one of the customer's orders, newest first (404 when the order is not theirs). */
  async ofCustomerOrder(customer: User, orderId: number): Promise<ChangeRequestResponse[]> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId, userId: customer.id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    const requests = await this.dataSource.getRepository(OrderChangeRequest).find({ where: { orderId }, order: { id: 'DESC' } });
    return requests.map((request) => toResponse(request, order));
  }

  /** Back office: open requests first, then the newest; filters status and order_id. */
  async list(query: ChangeRequestListQuery): Promise<ListPage<ChangeRequestResponse>> {
    const builder = this.dataSource.getRepository(OrderChangeRequest).createQueryBuilder('r');
    if (query.status !== undefined) {
      if (!CHANGE_REQUEST_STATUSES.includes(query.status as ChangeRequestStatus))
        throw new BadRequestException(unknownChangeRequestStatus(String(query.status)));
      builder.andWhere('r.status = :status', { status: query.status });
    }
    if (query.order_id !== undefined) builder.andWhere('r.order_id = :orderId', { orderId: query.order_id });
    applyListQuery(builder, query, {
      idColumn: 'r.id',
      sortable: { id: 'r.id', date_created: 'r.date_created', status: 'r.status', order_id: 'r.order_id' },
      defaultSort: [
        [`CASE WHEN r.status = 'open' THEN 0 ELSE 1 END`, 'ASC'],
        ['r.id', 'DESC'],
      ],
    });
    const [requests, total] = await builder.getManyAndCount();
    const orderIds = [...new Set(requests.map((request) => request.orderId))];
    const orders = orderIds.length
      ? await this.dataSource
          .getRepository(Order)
          .find({ select: { id: true, surname: true, firstName: true }, where: orderIds.map((id) => ({ id })) })
      : [];
    const byId = new Map(orders.map((order) => [order.id, order]));
    return { rows: requests.map((request) => toResponse(request, byId.get(request.orderId) ?? { surname: '', firstName: '' })), total };
  }

  async get(id: number): Promise<ChangeRequestResponse> {
    const request = await this.dataSource.getRepository(OrderChangeRequest).findOneBy({ id });
    if (!request) throw new NotFoundException(CHANGE_REQUEST_NOT_FOUND);
    const order = await this.dataSource.getRepository(Order).findOneByOrFail({ id: request.orderId });
    return toResponse(request, order);
  }

  /** open → accepted (staff changed the order in the editor, or will); the customer gets a letter. 409 when already decided. */
  accept(id: number, actor: StatusActor): Promise<ChangeRequestResponse> {
    return this.decide(id, actor, 'accepted', null);
  }

  /** open → declined with the reason, which the customer's letter gives. 409 when already decided. */
  decline(id: number, actor: StatusActor, reason: string): Promise<ChangeRequestResponse> {
    return this.decide(id, actor, 'declined', reason.trim());
  }

  private async decide(
    id: number,
    actor: StatusActor,
    status: 'accepted' | 'declined',
    reason: string | null,
  ): Promise<ChangeRequestResponse> {
    const { request, order } = await this.transactions.run(async (manager) => {
      const requests = manager.getRepository(OrderChangeRequest);
      if (!(await requests.existsBy({ id }))) throw new NotFoundException(CHANGE_REQUEST_NOT_FOUND);
      const result = await requests
        .createQueryBuilder()
        .update()
        .set({ status, declineReason: reason, decidedByEmail: actor.email, decidedAt: this.clock.now() })
        .where('id = :id AND status = :open', { id, open: 'open' })
        .execute();
      if (!result.affected) throw new ConflictException(CHANGE_REQUEST_DECIDED);
      const request = await requests.findOneByOrFail({ id });
      await AuditLog.record(manager, {
        entity: 'change_request',
        entityId: id,
        action: 'status',
        changes: [...auditChange('status', 'open', status), ...auditChange('decline_reason', null, reason)],
      });
      const order = await manager.findOneByOrFail(Order, { id: request.orderId });
      // The customer's answer, written to the outbox in this transaction (none without an e-mail).
      const to = order.contactEmail ?? (await manager.findOneBy(User, { id: order.userId }))?.email;
      if (to) {
        const letter = this.letter(request, order);
        const link = this.link(USER_ORDERS_PATH);
        await this.send(
          to,
          status === 'accepted' ? changeRequestAcceptedMail(letter, link) : changeRequestDeclinedMail(letter, reason ?? '', link),
        );
      }
      return { request, order };
    });
    return toResponse(request, order);
  }

  private letter(request: OrderChangeRequest, order: Order): ChangeRequestLetter {
    return { orderId: order.id, customerName: order.firstName || customerName(order), wishes: describeWishes(request) };
  }

  private link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  private async send(to: string, letter: Letter): Promise<void> {
    await this.mail.queue({ to, subject: letter.subject, html: letter.html, text: letter.text });
  }
}
