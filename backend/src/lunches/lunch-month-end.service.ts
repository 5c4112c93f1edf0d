import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import {
  allocateTransfer,
  firstWorkingDayOfMonth,
  fromMinor,
  lunchDayAmountMinor,
  lunchDueMinor,
  lunchInvoiceDueDay,
  lunchMonthTotal,
  monthBounds,
  previousMonth,
  toMinor,
  toMinskTime,
  toMoney,
} from '@bulbash/rules';
import { Between, DataSource, EntityManager, In } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity';
import { User } from '../auth/user.entity';
import { InfoService } from '../catalogue/info.service';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { forUpdate } from '../database/row-locks';
import { TransactionRunner } from '../database/transaction-runner';
import { MailService } from '../mail/mail.service';
import { OutboxAttachments } from '../mail/outbox-attachments';
import { lunchMonthInvoiceMail } from '../mail/templates';
import { Order } from '../orders/order.entity';
import { StatusActor } from '../orders/order-status-history';
import { InvoiceNumbers } from '../payments/invoice-numbers';
import { renderInvoicePdf } from '../payments/invoice-pdf';
import { LedgerService } from '../payments/ledger.service';
import { paidByOrder } from '../payments/payment-positions.service';
import { PaymentSettingsService } from '../payments/payment-settings.service';
import { TaskRunner } from '../scheduling/scheduled-task';
import { renderLunchActPdf } from './lunch-act-pdf';
import { LunchContract } from './lunch-contract.entity';
import { LunchContractsService } from './lunch-contracts.service';
import { LunchDay } from './lunch-day.entity';
import { lunchActDocument, lunchInvoiceDocument, MonthDay } from './lunch-documents';
import { LUNCH_INVOICE_UNIQUE, LunchInvoice } from './lunch-invoice.entity';
import { LUNCHES_PATH } from './lunch-orders.service';
import { LunchStatementResponse, LunchTransferBody } from './lunch-statement.dto';
import {
  LUNCH_INVOICE_NOT_FOUND,
  LUNCH_MONTH_EMPTY,
  LUNCH_MONTH_NOT_OVER,
  LUNCH_NO_INVOICE,
  LUNCH_NO_ORDERS,
  LUNCH_PAID_ALREADY,
  lunchOverpaid,
  lunchTransferNote,
} from './lunch.messages';

export const LUNCH_MONTH_END_TASK = 'lunch-month-end';
export const LUNCH_MONTH_END_EVERY_MS = 30 * 60_000;
export const LUNCH_INVOICE_ATTACHMENT = 'lunch-invoice';
export const LUNCH_ACT_ATTACHMENT = 'lunch-act';

/** A month of a contract with its money: the days, their orders' ledger, the invoice once issued. */
interface MonthMoney {
  days: MonthDay[];
  invoice: LunchInvoice | null;
  totalMinor: number;
  deliveredMinor: number;
  lateMinor: number;
  deliveredDays: number;
  paidMinor: number;
  /** The month's orders in day order with what each still owes (0 for a canceled one). */
  owed: Array<{ orderId: number; owedMinor: number }>;
}

/**
 * The month end of lunch contracts (issue 46): on the month's first working day (a task every 30
 * minutes, once across instances) or at the manager's «close month», one invoice per contract for
 * the past month's delivered days — numbered in the shop's invoice sequence, one per contract and
 * month (unique: a second close makes none) — and its act, e-mailed to the contact. A transfer is
 * entered against the month's orders through the one ledger writer; the statement reads it back.
 */
@Injectable()
export class LunchMonthEnd implements OnModuleInit {
  private readonly logger = new Logger('LunchMonthEnd');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly runner: TaskRunner,
    private readonly clock: Clock,
    private readonly contracts: LunchContractsService,
    private readonly numbers: InvoiceNumbers,
    private readonly settings: PaymentSettingsService,
    private readonly ledger: LedgerService,
    private readonly info: InfoService,
    private readonly mail: MailService,
    private readonly attachments: OutboxAttachments,
  ) {}

  onModuleInit(): void {
    this.runner.register({ name: LUNCH_MONTH_END_TASK, everyMs: LUNCH_MONTH_END_EVERY_MS, run: async () => void (await this.closeDue()) });
    this.attachments.register(LUNCH_INVOICE_ATTACHMENT, async (invoiceId) => {
      const { invoice, pdf } = await this.invoicePdfById(invoiceId);
      return { filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') };
    });
    this.attachments.register(LUNCH_ACT_ATTACHMENT, async (invoiceId) => {
      const { invoice, pdf } = await this.actPdfById(invoiceId);
      return { filename: `act-${invoice.number}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') };
    });
  }

  /** From the month's first working day on: every contract with a past-month day billed and no invoice yet gets it. */
  async closeDue(): Promise<number> {
    const today = toMinskTime(this.clock.now()).day;
    const month = previousMonth(today.slice(0, 7));
    if (today < firstWorkingDayOfMonth(today.slice(0, 7))) return 0;
    const { first, last } = monthBounds(month);
    const rows = await this.dataSource
      .getRepository(LunchDay)
      .createQueryBuilder('d')
      .select('DISTINCT d.contractId', 'contract_id')
      .where('d.day BETWEEN :first AND :last', { first, last })
      .andWhere('(d.orderId IS NOT NULL OR d.lateCharge > 0)')
      .getRawMany<{ contract_id: number | string }>();
    const invoiced = new Set(
      (await this.dataSource.getRepository(LunchInvoice).find({ select: { contractId: true }, where: { month } })).map(
        (row) => row.contractId,
      ),
    );
    let made = 0;
    for (const contractId of rows.map((row) => Number(row.contract_id)).filter((id) => !invoiced.has(id))) {
      try {
        if ((await this.closeMonth(contractId, month)).made) made += 1;
      } catch (error) {
        if (error instanceof ConflictException) continue;
        this.logger.error(`Contract ${contractId}, ${month}: no invoice`, error instanceof Error ? error.stack : String(error));
      }
    }
    return made;
  }

  /** The month's invoice now (idempotent: the one already issued is answered, `made` false). */
  async closeMonth(contractId: number, month: string): Promise<{ made: boolean; statement: LunchStatementResponse }> {
    const contract = await this.contracts.row(contractId);
    const today = toMinskTime(this.clock.now()).day;
    if (monthBounds(month).last >= today) throw new ConflictException(LUNCH_MONTH_NOT_OVER);
    const existing = await this.dataSource.getRepository(LunchInvoice).findOneBy({ contractId, month });
    if (existing) return { made: false, statement: await this.statement(contractId, month) };
    const settings = await this.settings.get();
    await this.numbers.prepare(today);
    let made = false;
    try {
      await this.transactions.run(async (manager) => {
        const money = await this.monthMoney(manager, contract, month);
        if (money.invoice) return;
        if (money.deliveredDays === 0 && money.lateMinor === 0) throw new ConflictException(LUNCH_MONTH_EMPTY);
        const number = await this.numbers.take(manager, today);
        const inserted = await manager.insert(LunchInvoice, {
          contractId,
          month,
          number,
          issuedDay: today,
          dueDay: lunchInvoiceDueDay(today, settings.company_payment_days),
          deliveredDays: money.deliveredDays,
          deliveredTotal: fromMinor(money.deliveredMinor),
          lateTotal: fromMinor(money.lateMinor),
          total: fromMinor(money.totalMinor),
        });
        const invoice = await manager.findOneByOrFail(LunchInvoice, { id: Number(inserted.identifiers[0].id) });
        await AuditLog.record(manager, {
          entity: 'lunch_invoice',
          entityId: invoice.id,
          action: 'create',
          changes: [
            { field: 'contract_id', old: null, new: contractId },
            { field: 'month', old: null, new: month },
            { field: 'number', old: null, new: number },
            { field: 'total', old: null, new: toMoney(invoice.total) },
          ],
        });
        await this.sendInvoice(manager, contract, invoice);
        made = true;
      });
    } catch (error) {
      // A concurrent close issued it first: its invoice stands, this one's number rolled back with it.
      if (!isUniqueViolation(error, LUNCH_INVOICE_UNIQUE)) throw error;
    }
    return { made, statement: await this.statement(contractId, month) };
  }

  /** The month's statement: the days, delivered, charged, paid and due. */
  async statement(contractId: number, month: string, manager: EntityManager = this.dataSource.manager): Promise<LunchStatementResponse> {
    const contract = await this.contracts.row(contractId, undefined, manager);
    const money = await this.monthMoney(manager, contract, month);
    return {
      contract_id: contractId,
      month,
      days: money.days.map((day) => ({
        date: day.day,
        headcount: day.headcount,
        amount: fromMinor(day.amountMinor),
        late_charge: fromMinor(day.lateChargeMinor),
        delivered: day.delivered,
        order_id: day.orderId,
        order_status: day.orderStatus,
      })),
      delivered_days: money.deliveredDays,
      delivered_total: fromMinor(money.deliveredMinor),
      late_charges: fromMinor(money.lateMinor),
      total: fromMinor(money.totalMinor),
      invoice_number: money.invoice?.number ?? null,
      issued_on: money.invoice?.issuedDay ?? null,
      due_on: money.invoice?.dueDay ?? null,
      paid: fromMinor(money.paidMinor),
      due: fromMinor(lunchDueMinor(money.totalMinor, money.paidMinor)),
    };
  }

  /**
   * A bank transfer against the month's invoice: split over the month's orders (oldest first, the
   * rest on the last: allocateTransfer) and entered through the ledger's one writer, each entry
   * naming the invoice. The invoice row is locked first, so two entries at once cannot pay more than is due.
   */
  async transfer(contractId: number, body: LunchTransferBody, actor: StatusActor): Promise<LunchStatementResponse> {
    const contract = await this.contracts.row(contractId);
    const now = this.clock.now();
    const paidAt = body.paid_at ? new Date(body.paid_at) : now;
    if (Number.isNaN(paidAt.getTime()) || paidAt.getTime() > now.getTime())
      throw new BadRequestException('paid_at: дата оплаты не может быть в будущем');
    return this.transactions.run(async (manager) => {
      const invoice = await forUpdate(
        manager,
        manager
          .createQueryBuilder(LunchInvoice, 'i')
          .where('i.contractId = :contractId AND i.month = :month', { contractId, month: body.month }),
      ).getOne();
      if (!invoice) throw new ConflictException(LUNCH_NO_INVOICE);
      const money = await this.monthMoney(manager, contract, body.month);
      const dueMinor = lunchDueMinor(money.totalMinor, money.paidMinor);
      if (dueMinor === 0) throw new ConflictException(LUNCH_PAID_ALREADY);
      const amountMinor = toMinor(body.amount);
      if (amountMinor > dueMinor) throw new BadRequestException(lunchOverpaid(fromMinor(dueMinor)));
      if (money.owed.length === 0) throw new ConflictException(LUNCH_NO_ORDERS);
      const parts = allocateTransfer(
        money.owed.map((entry) => entry.owedMinor),
        amountMinor,
      );
      for (const [index, part] of parts)
        await this.ledger.enter(manager, {
          orderId: money.owed[index].orderId,
          amount: fromMinor(part),
          method: 'transfer',
          paidAt,
          note: body.note ?? lunchTransferNote(invoice.number),
          actor,
          historyDetail: ` (${lunchTransferNote(invoice.number)})`,
        });
      return this.statement(contractId, body.month, manager);
    });
  }

  /** The month's invoice PDF; `contactUserId`: only the contact's own (404 otherwise, as for a missing one). */
  async invoicePdf(contractId: number, month: string, contactUserId?: number): Promise<{ invoice: LunchInvoice; pdf: Buffer }> {
    return this.invoicePdfById((await this.issued(contractId, month, contactUserId)).id);
  }

  async actPdf(contractId: number, month: string, contactUserId?: number): Promise<{ invoice: LunchInvoice; pdf: Buffer }> {
    return this.actPdfById((await this.issued(contractId, month, contactUserId)).id);
  }

  private async issued(contractId: number, month: string, contactUserId?: number): Promise<LunchInvoice> {
    await this.contracts.row(contractId, contactUserId);
    const invoice = await this.dataSource.getRepository(LunchInvoice).findOneBy({ contractId, month });
    if (!invoice) throw new NotFoundException(LUNCH_INVOICE_NOT_FOUND);
    return invoice;
  }

  private async invoicePdfById(invoiceId: number): Promise<{ invoice: LunchInvoice; pdf: Buffer }> {
    const { invoice, contract, money } = await this.documentFacts(invoiceId);
    const [seller, settings] = await Promise.all([this.info.getContacts(), this.settings.get()]);
    const document = lunchInvoiceDocument({
      invoice,
      contract,
      days: money.days,
      seller,
      dueMinor: lunchDueMinor(toMinor(toMoney(invoice.total)), money.paidMinor),
      vatNote: settings.vat_note,
    });
    return { invoice, pdf: await renderInvoicePdf(document) };
  }

  private async actPdfById(invoiceId: number): Promise<{ invoice: LunchInvoice; pdf: Buffer }> {
    const { invoice, contract, money } = await this.documentFacts(invoiceId);
    const [seller, settings] = await Promise.all([this.info.getContacts(), this.settings.get()]);
    return {
      invoice,
      pdf: await renderLunchActPdf(lunchActDocument({ invoice, contract, days: money.days, seller, vatNote: settings.vat_note })),
    };
  }

  private async documentFacts(invoiceId: number) {
    const manager = this.dataSource.manager;
    const invoice = await manager.findOneByOrFail(LunchInvoice, { id: invoiceId });
    const contract = await manager.findOneByOrFail(LunchContract, { id: invoice.contractId });
    return { invoice, contract, money: await this.monthMoney(manager, contract, invoice.month) };
  }

  /** The invoice and act to the contact, written in the invoice's transaction; the PDFs are made when it is sent. */
  private async sendInvoice(manager: EntityManager, contract: LunchContract, invoice: LunchInvoice): Promise<void> {
    const contact = await manager.findOneBy(User, { id: contract.contactUserId });
    if (!contact?.email) return;
    const letter = lunchMonthInvoiceMail(
      {
        contractId: contract.id,
        companyName: contract.companyName ?? '',
        month: invoice.month,
        number: invoice.number,
        total: toMoney(invoice.total),
        dueDay: invoice.dueDay,
        days: invoice.deliveredDays,
      },
      `${this.config.publicUrl}${LUNCHES_PATH}`,
    );
    await this.mail.queue({
      to: contact.email,
      subject: letter.subject,
      html: letter.html,
      text: letter.text,
      deferredAttachments: [
        { kind: LUNCH_INVOICE_ATTACHMENT, ref: invoice.id },
        { kind: LUNCH_ACT_ATTACHMENT, ref: invoice.id },
      ],
    });
  }

  /** The month's days with an order or a late charge, their amounts, the ledger's sum over their orders and the invoice. */
  async monthMoney(manager: EntityManager, contract: LunchContract, month: string): Promise<MonthMoney> {
    const { first, last } = monthBounds(month);
    const rows = await manager.find(LunchDay, { where: { contractId: contract.id, day: Between(first, last) }, order: { day: 'ASC' } });
    const billed = rows.filter((row) => row.orderId !== null || toMinor(toMoney(row.lateCharge)) > 0);
    const orderIds = billed.map((row) => row.orderId).filter((id): id is number => id !== null);
    const orders = orderIds.length
      ? await manager.find(Order, { select: { id: true, status: true, totalCost: true }, where: { id: In(orderIds) } })
      : [];
    const orderById = new Map(orders.map((order) => [order.id, order]));
    const paid = await paidByOrder(manager, orderIds);
    const days: MonthDay[] = billed.map((row) => {
      const order = row.orderId !== null ? orderById.get(row.orderId) : undefined;
      const delivered = order !== undefined && order.status !== 'canceled';
      const headcount = row.headcount ?? contract.headcount;
      const price = toMoney(row.pricePerPerson ?? contract.pricePerPerson);
      return {
        day: row.day,
        headcount,
        pricePerPerson: price,
        delivered,
        amountMinor: delivered ? lunchDayAmountMinor(headcount, toMinor(price)) : 0,
        lateChargeMinor: toMinor(toMoney(row.lateCharge)),
        orderId: row.orderId,
        orderStatus: order?.status ?? null,
      };
    });
    const total = lunchMonthTotal(days);
    const invoice = await manager.findOneBy(LunchInvoice, { contractId: contract.id, month });
    const owed = orders
      .map((order) => ({
        orderId: order.id,
        day: billed.find((row) => row.orderId === order.id)?.day ?? '',
        owedMinor: order.status === 'canceled' ? 0 : Math.max(0, toMinor(toMoney(order.totalCost)) - (paid.get(order.id) ?? 0)),
      }))
      .sort((a, b) => a.day.localeCompare(b.day))
      .map(({ orderId, owedMinor }) => ({ orderId, owedMinor }));
    return {
      days,
      invoice,
      totalMinor: invoice ? toMinor(toMoney(invoice.total)) : total.totalMinor,
      deliveredMinor: total.deliveredMinor,
      lateMinor: total.lateMinor,
      deliveredDays: total.deliveredDays,
      paidMinor: [...paid.values()].reduce((sum, value) => sum + value, 0),
      owed,
    };
  }
}
