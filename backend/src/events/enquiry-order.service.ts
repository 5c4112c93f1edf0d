import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { toMinskIso } from '@bulbash/rules';
import { TransactionRunner } from '../database/transaction-runner';
import { CreateDeskOrderBody } from '../orders/order-desk.dto';
import { OrderDeskService } from '../orders/order-desk.service';
import { COMMENT_MAX_LENGTH } from '../orders/order.entity';
import { User } from '../auth/user.entity';
import { EnquiriesService } from './enquiries.service';
import { Enquiry, EnquiryLine, EnquiryStatusChange } from './enquiry.entity';
import { CreateEnquiryOrderBody, CreateEnquiryOrderResponse } from './enquiry-order.dto';
import { ENQUIRY_NOT_FOUND, ENQUIRY_WITHOUT_MENU, enquiryHasOrder, orderFromEnquiry } from './events.messages';

/**
 * «Создать заказ»: turns an enquiry's menu into an order for its customer through the order desk
 * (OrderDeskService.create: catalogue prices now, the shop's time rules unless overridden, the
 * customer's account found by e-mail or opened), and marks the enquiry «Заказ оформлен» with the
 * order's number — all in one transaction; a second attempt is a 409.
 */
@Injectable()
export class EnquiryOrderService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly desk: OrderDeskService,
    private readonly enquiries: EnquiriesService,
  ) {}

  async create(id: number, body: CreateEnquiryOrderBody, admin: User): Promise<CreateEnquiryOrderResponse> {
    const orderId = await this.transactions.run(async (manager) => {
      const repository = manager.getRepository(Enquiry);
      const enquiry = await repository.findOneBy({ id });
      if (!enquiry) throw new NotFoundException(ENQUIRY_NOT_FOUND);
      if (enquiry.orderId !== null) throw new ConflictException(enquiryHasOrder(enquiry.orderId));
      const lines = await manager.getRepository(EnquiryLine).find({ where: { enquiryId: id }, order: { id: 'ASC' } });
      if (lines.length === 0) throw new BadRequestException(ENQUIRY_WITHOUT_MENU);
      // Claim the enquiry first (from its stored state), so two managers cannot both make an order of it.
      const claimed = await repository
        .createQueryBuilder()
        .update()
        .set({ status: 'won' })
        .where('id = :id AND order_id IS NULL AND status = :status', { id, status: enquiry.status })
        .execute();
      if (!claimed.affected) throw new ConflictException(enquiryHasOrder(null));
      const deskBody: CreateDeskOrderBody = {
        user_id: enquiry.userId ?? undefined,
        customer: {
          email: enquiry.contactEmail,
          first_name: body.first_name,
          surname: body.surname,
          last_name: body.last_name,
          phone: enquiry.contactPhone,
        },
        lines: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })),
        guests: enquiry.guests,
        delivery_at: toMinskIso(enquiry.eventAt),
        delivery_method: enquiry.deliveryMethod,
        delivery_address: enquiry.deliveryAddress,
        delivery_distance_km: enquiry.deliveryDistanceKm,
        comment: [`По заявке №${enquiry.id} (${enquiry.formatName})`, enquiry.companyName, enquiry.comment]
          .filter(Boolean)
          .join('. ')
          .slice(0, COMMENT_MAX_LENGTH),
        payment_method: body.payment_method,
        time_override_reason: body.time_override_reason,
        force: body.force,
      };
      const order = await this.desk.create(deskBody, admin);
      await repository.update({ id }, { orderId: order.id });
      await manager.insert(EnquiryStatusChange, {
        enquiryId: id,
        fromStatus: enquiry.status,
        toStatus: 'won',
        note: orderFromEnquiry(order.id),
        changedById: admin.id,
        changedByEmail: admin.email,
      });
      return order.id;
    });
    return { message: `${orderFromEnquiry(orderId)} по заявке №${id}`, order_id: orderId, enquiry: await this.enquiries.get(id) };
  }
}
