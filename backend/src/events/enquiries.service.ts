import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { checkedDiet, excludedAllergens, toDietaryFields } from '../common/dietary-columns';
import { DataSource, EntityManager, In } from 'typeorm';
import { evaluateMenu, multiplyMoney, parseDeliveryAt, sumMoney, toMinor, toMinskIso, toMoney } from '@bulbash/rules';
import { Product } from '../catalogue/product.entity';
import { loadDietary } from '../catalogue/product-dietary';
import { onlyVisibleProducts } from '../catalogue/visible-products';
import { CapacityService } from '../capacity/capacity.service';
import { Clock } from '../common/clock';
import { applyListQuery, ListPage, SortExpression, SortTerm } from '../database/list-query';
import { TransactionRunner } from '../database/transaction-runner';
import { whereMinskDays } from '../orders/minsk-day-filter';
import { DeliveryTerms, NEW_ORDER_DELIVERY, resolveDeliveryTerms } from '../orders/order-delivery';
import { DELIVERY_AT_FORMAT } from '../common/fields/field-messages';
import { assertOrderTotal, cappedLines } from '../orders/order-caps';
import { User } from '../auth/user.entity';
import { EnquiryListQuery } from './enquiry.dto';
import { Enquiry, EnquiryLine, EnquiryStatusChange } from './enquiry.entity';
import { EnquiryStatus, enquiryStatusLabel, isEnquiryStatus } from './enquiry-status';
import { EventFormatsService } from './event-formats.service';
import { CreateEnquiryDto, MenuItemInput, UpdateEnquiryBody } from './events.dto';
import { AdminEnquiryResponse, EnquiryResponse } from './events-response.dto';
import { ENQUIRY_CHANGED_MEANWHILE, ENQUIRY_NOT_FOUND, menuLineNotFound, unknownEnquiryStatus } from './events.messages';
import { MenuService } from './menu.service';
import { ENQUIRY_CREATED } from './enquiry-events';
import { DomainEvents } from '../database/domain-events';
import { AuditLog } from '../audit/audit-log.entity';
import { change as auditChange } from '../audit/audit-changes';

/** New enquiries first, then the newest: the list's default, also asked for by name (react-admin always sends a sort). */
const NEW_FIRST: readonly SortTerm[] = [
  { expression: `CASE WHEN e.status = 'new' THEN 0 ELSE 1 END`, fixed: 'ASC' },
  { expression: 'e.date_created', fixed: 'DESC' },
  { expression: 'e.id', fixed: 'DESC' },
];

const SORTABLE: Record<string, SortExpression> = {
  priority: NEW_FIRST,
  id: 'e.id',
  date_created: 'e.date_created',
  event_at: 'e.event_at',
  guests: 'e.guests',
  status: 'e.status',
};

/** The product rows a menu's lines name, on sale now; 404-style 400 naming the first missing line. */
export async function readMenuProducts(manager: EntityManager, lines: MenuItemInput[], field: string): Promise<Map<number, Product>> {
  const ids = [...new Set(lines.map((line) => line.product_id))];
  const found =
    ids.length === 0
      ? []
      : await onlyVisibleProducts(manager.getRepository(Product).createQueryBuilder('p'), 'p')
          .andWhere('p.id IN (:...ids)', { ids })
          .getMany();
  const byId = new Map(found.map((product) => [product.id, product]));
  lines.forEach((line, index) => {
    if (!byId.has(line.product_id)) throw new NotFoundException(menuLineNotFound(field, index, line.product_id));
  });
  return byId;
}

/** The order rules for the event's time and delivery (Minsk time, lead time); a refusal names event_at, not delivery_at. */
function eventTerms(dto: CreateEnquiryDto, now: Date): DeliveryTerms {
  try {
    return resolveDeliveryTerms(
      { delivery_at: dto.event_at, delivery_method: dto.delivery_method, delivery_distance_km: dto.delivery_distance_km },
      NEW_ORDER_DELIVERY,
      { now, shopRules: true },
    );
  } catch (error) {
    if (error instanceof BadRequestException) throw new BadRequestException(error.message.replace(/^delivery_at/, 'event_at'));
    throw error;
  }
}

/** Enquiries: customers (and guests) send them, the back office works them through their statuses. */
@Injectable()
export class EnquiriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly menus: MenuService,
    private readonly formats: EventFormatsService,
    private readonly capacity: CapacityService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Stores an enquiry with its menu and its first history step, in one transaction; answers it.
   * `letters` runs last inside that transaction (the caller writes its letters to the outbox there).
   */
  async create(
    dto: CreateEnquiryDto,
    user: User | null,
    letters: (enquiry: Enquiry, lines: EnquiryLine[]) => Promise<void> = () => Promise.resolve(),
  ): Promise<Enquiry & { lines: EnquiryLine[] }> {
    const format = await this.menus.format(dto.format, dto.guests);
    const eventAt = parseDeliveryAt(dto.event_at.trim());
    if (!eventAt) throw new BadRequestException(DELIVERY_AT_FORMAT.replace('delivery_at', 'event_at'));
    const terms = eventTerms(dto, this.clock.now());
    await this.capacity.assertOpenDay(eventAt, dto.guests);
    const lines = dto.lines ?? [];
    return this.transactions.run(async (manager) => {
      const products = await readMenuProducts(manager, lines, 'lines');
      // One line per product: the same dish twice adds up, within the order caps (order-caps.ts).
      const quantities = new Map(cappedLines(lines, 'lines').map((line) => [line.product_id, line.quantity]));
      const totalMinor = [...quantities].reduce(
        (sum, [productId, quantity]) => sum + toMinor(toMoney(products.get(productId)!.price)) * quantity,
        0,
      );
      assertOrderTotal(totalMinor, 'lines');
      const created = await manager.insert(Enquiry, {
        userId: user?.id ?? null,
        status: 'new',
        eventAt,
        guests: dto.guests,
        formatCode: format.code,
        formatName: format.name,
        budgetPerGuest: dto.budget_per_guest ?? null,
        deliveryMethod: terms.deliveryMethod,
        deliveryAddress: terms.deliveryMethod === 'pickup' ? null : (dto.delivery_address ?? null),
        deliveryDistanceKm: terms.deliveryDistanceKm,
        contactName: dto.contact_name,
        contactPhone: dto.contact_phone,
        contactEmail: dto.contact_email.toLowerCase(),
        companyName: dto.company_name ?? null,
        comment: dto.comment ?? null,
        diet: checkedDiet(dto, dto.guests),
      });
      const enquiryId = Number(created.identifiers[0].id);
      if (quantities.size > 0) {
        await manager.insert(
          EnquiryLine,
          [...quantities].map(([productId, quantity]) => {
            const product = products.get(productId) as Product;
            return {
              enquiryId,
              productId,
              categoryId: product.categoryId,
              name: product.name,
              unitPrice: product.price,
              peopleNumbers: product.peopleNumbers,
              quantity,
            };
          }),
        );
      }
      await manager.insert(EnquiryStatusChange, {
        enquiryId,
        fromStatus: null,
        toStatus: 'new',
        note: null,
        changedById: user?.id ?? null,
        changedByEmail: user?.email ?? dto.contact_email.toLowerCase(),
      });
      const enquiry = await manager.getRepository(Enquiry).findOneByOrFail({ id: enquiryId });
      const stored = await manager.getRepository(EnquiryLine).find({ where: { enquiryId }, order: { id: 'ASC' } });
      await letters(enquiry, stored);
      await this.events.publish(manager, ENQUIRY_CREATED, { enquiryId });
      return Object.assign(enquiry, { lines: stored });
    });
  }

  /** The signed-in customer's enquiries, newest first. */
  async mine(userId: number): Promise<EnquiryResponse[]> {
    const enquiries = await this.dataSource.getRepository(Enquiry).find({ where: { userId }, order: { dateCreated: 'DESC', id: 'DESC' } });
    const lines = await this.linesOf(enquiries.map((enquiry) => enquiry.id));
    return enquiries.map((enquiry) => toEnquiryResponse(enquiry, lines.get(enquiry.id) ?? []));
  }

  async list(query: EnquiryListQuery): Promise<ListPage<EnquiryResponse>> {
    const builder = this.dataSource.getRepository(Enquiry).createQueryBuilder('e');
    if (query.status !== undefined) {
      if (!isEnquiryStatus(query.status)) throw new BadRequestException(unknownEnquiryStatus(String(query.status)));
      builder.andWhere('e.status = :status', { status: query.status });
    }
    whereMinskDays(builder, 'e.event_at', query.event_from, query.event_to, 'event');
    applyListQuery(builder, query, {
      idColumn: 'e.id',
      sortable: SORTABLE,
      defaultSort: NEW_FIRST.map((term) => [term.expression, term.fixed ?? 'ASC']),
    });
    const [enquiries, total] = await builder.getManyAndCount();
    const lines = await this.linesOf(enquiries.map((enquiry) => enquiry.id));
    return { rows: enquiries.map((enquiry) => toEnquiryResponse(enquiry, lines.get(enquiry.id) ?? [])), total };
  }

  async get(id: number): Promise<AdminEnquiryResponse> {
    const enquiry = await this.dataSource.getRepository(Enquiry).findOneBy({ id });
    if (!enquiry) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    const lines = (await this.linesOf([id])).get(id) ?? [];
    const [history, format, dietary] = await Promise.all([
      this.dataSource.getRepository(EnquiryStatusChange).find({ where: { enquiryId: id }, order: { id: 'ASC' } }),
      this.formats.findByCode(enquiry.formatCode),
      loadDietary(
        this.dataSource.manager,
        lines.map((line) => Object.assign(new Product(), { id: line.productId })),
      ),
    ]);
    const dietOf = new Map(dietary.map((product) => [product.id, product]));
    const coverage = format
      ? evaluateMenu(
          {
            guests: enquiry.guests,
            vegetarian: enquiry.diet?.vegetarianGuests ?? 0,
            excludeAllergens: excludedAllergens(enquiry.diet),
            categories: format.categories.map((category) => ({
              categoryId: category.category_id,
              name: category.category_name,
              portionsPerGuest: category.portions_per_guest,
            })),
            dishes: lines.map((line) => ({
              productId: line.productId,
              name: line.name,
              categoryId: line.categoryId,
              price: line.unitPrice,
              peopleNumbers: line.peopleNumbers,
              vegetarian: (dietOf.get(line.productId)?.dietTags ?? []).includes('vegetarian'),
              allergens: dietOf.get(line.productId)?.allergens ?? [],
            })),
          },
          new Map(lines.map((line) => [line.productId, line.quantity])),
        ).coverage
      : [];
    return {
      ...toEnquiryResponse(enquiry, lines),
      coverage,
      history: history.map((step) => ({
        from_status: step.fromStatus,
        to_status: step.toStatus,
        note: step.note,
        changed_by_email: step.changedByEmail,
        date_created: step.dateCreated.toISOString(),
      })),
    };
  }

  /** A manager changes the status and/or adds a note; each call is one history step, in one transaction. */
  async update(id: number, body: UpdateEnquiryBody, admin: User): Promise<AdminEnquiryResponse> {
    if (body.status !== undefined && !isEnquiryStatus(body.status))
      throw new BadRequestException(unknownEnquiryStatus(String(body.status)));
    await this.transactions.run(async (manager) => {
      const repository = manager.getRepository(Enquiry);
      const enquiry = await repository.findOneBy({ id });
      if (!enquiry) throw new NotFoundException(ENQUIRY_NOT_FOUND);
      const to = isEnquiryStatus(body.status) ? body.status : enquiry.status;
      const note = body.note ?? null;
      if (to === enquiry.status && note === null) return;
      // From the stored status only: a change made meanwhile by another manager is not overwritten unseen.
      const result = await repository.update({ id, status: enquiry.status }, { status: to });
      if (!result.affected) throw new ConflictException(ENQUIRY_CHANGED_MEANWHILE);
      await manager.insert(EnquiryStatusChange, {
        enquiryId: id,
        fromStatus: enquiry.status,
        toStatus: to,
        note,
        changedById: admin.id,
        changedByEmail: admin.email,
      });
      await AuditLog.record(manager, {
        entity: 'enquiry',
        entityId: id,
        action: to === enquiry.status ? 'update' : 'status',
        changes: [...auditChange('status', enquiry.status, to), ...auditChange('note', null, note)],
      });
    });
    return this.get(id);
  }

  /**
   * A quote made from an enquiry moves it, in the quote's transaction: sent → quoted, the
   * customer's change request → changes_requested, accepted → won with the order. A lost or won
   * enquiry stays as it is (a later quote of a won one does not undo the order). One history step.
   */
  async followQuote(
    manager: EntityManager,
    enquiryId: number,
    to: Extract<EnquiryStatus, 'quoted' | 'changes_requested' | 'won'>,
    actor: { id: number | null; email: string },
    note: string,
    orderId: number | null = null,
  ): Promise<void> {
    const enquiry = await manager.getRepository(Enquiry).findOneBy({ id: enquiryId });
    if (!enquiry || enquiry.status === 'lost' || (enquiry.status === 'won' && to !== 'won')) return;
    if (enquiry.status === to && orderId === null) return;
    await manager.getRepository(Enquiry).update({ id: enquiryId }, { status: to, ...(orderId !== null ? { orderId } : {}) });
    await manager.insert(EnquiryStatusChange, {
      enquiryId,
      fromStatus: enquiry.status,
      toStatus: to,
      note,
      changedById: actor.id,
      changedByEmail: actor.email,
    });
  }

  private async linesOf(ids: number[]): Promise<Map<number, EnquiryLine[]>> {
    const result = new Map<number, EnquiryLine[]>();
    if (ids.length === 0) return result;
    const lines = await this.dataSource.getRepository(EnquiryLine).find({ where: { enquiryId: In(ids) }, order: { id: 'ASC' } });
    for (const line of lines) {
      const group = result.get(line.enquiryId);
      if (group) group.push(line);
      else result.set(line.enquiryId, [line]);
    }
    return result;
  }
}

export function toEnquiryResponse(enquiry: Enquiry, lines: EnquiryLine[]): EnquiryResponse {
  const mapped = lines.map((line) => {
    const unitPrice = toMoney(line.unitPrice);
    return {
      product_id: line.productId,
      category_id: line.categoryId,
      name: line.name,
      unit_price: unitPrice,
      people_numbers: line.peopleNumbers,
      quantity: line.quantity,
      line_total: multiplyMoney(unitPrice, line.quantity),
    };
  });
  return {
    id: enquiry.id,
    status: enquiry.status,
    status_label: enquiryStatusLabel(enquiry.status, enquiry.orderId),
    event_at: toMinskIso(enquiry.eventAt),
    guests: enquiry.guests,
    format: enquiry.formatCode,
    format_name: enquiry.formatName,
    budget_per_guest: enquiry.budgetPerGuest === null ? null : toMoney(enquiry.budgetPerGuest),
    delivery_method: enquiry.deliveryMethod,
    delivery_address: enquiry.deliveryAddress,
    delivery_distance_km: enquiry.deliveryDistanceKm,
    contact_name: enquiry.contactName,
    contact_phone: enquiry.contactPhone,
    contact_email: enquiry.contactEmail,
    company_name: enquiry.companyName,
    comment: enquiry.comment,
    ...toDietaryFields(enquiry.diet),
    user_id: enquiry.userId,
    order_id: enquiry.orderId,
    total: sumMoney(mapped.map((line) => line.line_total)),
    lines: mapped,
    date_created: enquiry.dateCreated.toISOString(),
  };
}
