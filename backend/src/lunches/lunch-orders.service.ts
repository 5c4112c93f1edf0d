import { HttpException, Inject, Injectable } from '@nestjs/common';
import { lunchDayAmountMinor, lunchDeliveryAt, lunchOrderLabel, toMinor, toMoney } from '@bulbash/rules';
import { EntityManager, In } from 'typeorm';
import { User } from '../auth/user.entity';
import { InfoService } from '../catalogue/info.service';
import { Product } from '../catalogue/product.entity';
import { SHOP_IDENTITY } from '../common/shop-identity';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { forUpdate } from '../database/row-locks';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { lunchDayNotOrderedMail, lunchDayNotOrderedNoticeMail } from '../mail/templates';
import { OrderDraft, OrderFactory } from '../orders/order-factory';
import { OrderItem } from '../orders/order-item.entity';
import { StatusActor } from '../orders/order-status-history';
import { LunchContract } from './lunch-contract.entity';
import { LunchDay, LunchDayOutcome } from './lunch-day.entity';
import { lockDayRow } from './lunch-day-rows';
import { LunchClosedDay } from './lunch-statement.dto';
import { LunchMenusService, MenuSet } from './lunch-menus.service';
import { LUNCH_NO_MENU_NOTE, lunchKitchenClosed, lunchOrderNote, lunchPriceLabel } from './lunch.messages';

/** The storefront's «Обеды в офис» and the back office's contract page (links in the letters). */
export const LUNCHES_PATH = '/lunches';
export const ADMIN_LUNCH_CONTRACT_PATH = '/bulbash_admin/admin/lunch-contracts';

/** The unique checkout key of a contract's day: the orders' index refuses a second order of it. */
export const lunchCheckoutKey = (contractId: number, day: string) => `lunch:${contractId}:${day}`;

/** ⌈people × portions per person⌉, in whole hundredths (no float drift). */
export const dishQuantity = (quantityPerPerson: number, headcount: number): number =>
  Math.ceil((Math.round(quantityPerPerson * 100) * headcount) / 100);

/**
 * A contract's day becomes a real order (issue 46): the day's row is locked (made if the contact
 * never touched the day), so of two runs — a second tick, a second instance, the manager's early
 * close — one makes the order and the other finds the day closed. The order comes from the one
 * factory with the day's people and the week's dishes, booked against the kitchen's guest limit
 * (a closed day is checked before and makes none, with a letter to both sides), marked «Обеды по
 * договору» with the company's name, billed on the month's invoice.
 */
@Injectable()
export class LunchOrders {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: TransactionRunner,
    private readonly factory: OrderFactory,
    private readonly menus: LunchMenusService,
    private readonly mail: MailService,
    private readonly info: InfoService,
  ) {}

  /** Closes one day of a contract (idempotent); `closedReason` is the kitchen's for that day (read before). */
  closeDay(contract: LunchContract, day: string, closedReason: string | null, actor: StatusActor | null): Promise<LunchClosedDay> {
    return this.transactions.run(async (manager) => {
      // The contract's row first: the writers of its days run one at a time (see LunchContractsService.row).
      await forUpdate(manager, manager.createQueryBuilder(LunchContract, 'c').where('c.id = :id', { id: contract.id })).getOne();
      const row = await lockDayRow(manager, contract.id, day);
      const answer = (outcome: LunchDayOutcome, orderId: number | null, note: string | null, closedNow: boolean): LunchClosedDay => ({
        contract_id: contract.id,
        date: day,
        outcome,
        order_id: orderId,
        note,
        closed_now: closedNow,
      });
      if (row.outcome) return answer(row.outcome, row.orderId, row.outcomeNote, false);
      const headcount = row.headcount ?? contract.headcount;
      const settled = { headcount, pricePerPerson: toMoney(contract.pricePerPerson) };
      if (row.skipped) {
        await manager.update(LunchDay, { id: row.id }, { ...settled, outcome: 'skipped' });
        return answer('skipped', null, null, true);
      }
      if (closedReason !== null) {
        const note = lunchKitchenClosed(day, closedReason);
        await manager.update(LunchDay, { id: row.id }, { ...settled, outcome: 'closed', outcomeNote: note });
        await this.tellBothSides(manager, contract, day, closedReason);
        return answer('closed', null, note, true);
      }
      const sets = (await this.menus.setsBetween(manager, day, day)).get(day) ?? [];
      const set = sets.find((candidate) => candidate.name === row.setName) ?? sets[0];
      const contact = await manager.findOneByOrFail(User, { id: contract.contactUserId });
      const draft = await this.draft(manager, contract, contact, day, row, headcount, set, actor);
      try {
        const { order } = await this.factory.place(manager, draft);
        await manager.update(
          LunchDay,
          { id: row.id },
          { ...settled, outcome: 'ordered', orderId: order.id, setName: set?.name ?? row.setName },
        );
        return answer('ordered', order.id, null, true);
      } catch (error) {
        // The kitchen refused (its guest limit) or the order's caps: no order, the reason on the day, both sides told.
        if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
        const note = refusalText(error);
        await manager.update(LunchDay, { id: row.id }, { ...settled, outcome: 'refused', outcomeNote: note });
        await this.tellBothSides(manager, contract, day, note);
        return answer('refused', null, note, true);
      }
    });
  }

  /** The dishes of the day's set for its people, priced as the catalogue has them now (the adjustment makes the contract's price). */
  async items(manager: EntityManager, set: MenuSet | undefined, headcount: number): Promise<OrderItem[]> {
    if (!set || set.lines.length === 0) return [];
    const products = await manager.find(Product, { where: { id: In(set.lines.map((line) => line.productId)) } });
    const byId = new Map(products.map((product) => [product.id, product]));
    return set.lines.flatMap((line) => {
      const product = byId.get(line.productId);
      if (!product) return [];
      return [
        manager.getRepository(OrderItem).create({
          productId: product.id,
          name: product.name,
          description: product.description,
          imagePath: product.imagePath,
          productCost: toMoney(product.price),
          quantity: dishQuantity(line.quantityPerPerson, headcount),
        }),
      ];
    });
  }

  private async draft(
    manager: EntityManager,
    contract: LunchContract,
    contact: User,
    day: string,
    row: LunchDay,
    headcount: number,
    set: MenuSet | undefined,
    actor: StatusActor | null,
  ): Promise<OrderDraft> {
    const items = await this.items(manager, set, headcount);
    const price = toMoney(contract.pricePerPerson);
    const itemsMinor = items.reduce((sum, item) => sum + toMinor(toMoney(item.productCost)) * item.quantity, 0);
    const gap = lunchDayAmountMinor(headcount, toMinor(price)) - itemsMinor;
    const setText = set ? ` · ${set.name}` : '';
    return {
      userId: contact.id,
      contacts: { first_name: contact.name, surname: contact.surname, last_name: '', phone: contract.contactPhone ?? contact.phone ?? '' },
      contactEmail: contact.email,
      paymentMethod: 'transfer',
      items,
      deliveryAt: lunchDeliveryAt(day, contract.deliveryTime),
      deliveryMethod: 'delivery',
      deliveryAddress: contract.deliveryAddress,
      deliveryDistanceKm: 0,
      deliveryCostMinor: 0,
      adjustments: gap !== 0 ? [{ label: lunchPriceLabel(headcount, price), amountMinor: gap }] : [],
      guests: headcount,
      comment: `${lunchOrderLabel(contract.companyName)}${setText}${contract.poNumber ? ` · PO ${contract.poNumber}` : ''}`,
      diet: { excludeAllergens: '', vegetarianGuests: 0, dietaryNote: row.dietNote },
      payer: {
        payerType: 'company',
        companyName: contract.companyName,
        companyUnp: contract.companyUnp,
        companyAddress: contract.companyAddress,
        companyAccount: contract.companyAccount,
        companyBic: contract.companyBic,
      },
      // Billed on the month's invoice: no deposit of its own.
      depositPercent: 0,
      checkoutKey: lunchCheckoutKey(contract.id, day),
      totalField: 'headcount',
      // Agreed long before: only the day's guest limit (the closed days were checked before).
      booking: { staff: true, loadOnly: true },
      historyNotes: [lunchOrderNote(contract.id, day), ...(items.length === 0 ? [LUNCH_NO_MENU_NOTE] : [])],
      actor,
      accountEmail: contact.email,
      origin: { kind: 'lunch', id: contract.id },
      quiet: true,
    };
  }

  /** The contact's and the shop's letters about a day that made no order, in the day's transaction. */
  private async tellBothSides(manager: EntityManager, contract: LunchContract, day: string, reason: string): Promise<void> {
    const contact = await manager.findOneBy(User, { id: contract.contactUserId });
    const facts = { contractId: contract.id, companyName: contract.companyName ?? '', day, reason };
    if (contact?.email) {
      const letter = lunchDayNotOrderedMail(facts, `${this.config.publicUrl}${LUNCHES_PATH}`);
      await this.mail.queue({ to: contact.email, subject: letter.subject, html: letter.html, text: letter.text });
    }
    const shop = (await this.info.getContacts()).email || SHOP_IDENTITY.email;
    const notice = lunchDayNotOrderedNoticeMail(facts, `${this.config.publicUrl}${ADMIN_LUNCH_CONTRACT_PATH}/${contract.id}/show`);
    await this.mail.queue({ to: shop, subject: notice.subject, html: notice.html, text: notice.text });
  }
}

/** The refusal's Russian detail (the error filter's text). */
function refusalText(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const detail = (body as { detail?: unknown; message?: unknown }).detail ?? (body as { message?: unknown }).message;
  return typeof detail === 'string' ? detail : error.message;
}
