import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { Order } from '../orders/order.entity';
import { ORDER_STATUS_LABELS } from '../orders/order-status';
import { User } from '../users/user.entity';

/**
 * Tells the customer that an administrator changed their order's status.
 * Interim: until OrdersService.notifyStatusChanged lands, a plain notice is sent here.
 * A failure to notify never fails the admin's update.
 */
@Injectable()
export class OrderStatusNotifier {
  private readonly logger = new Logger('OrderStatusNotifier');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  async statusChanged(order: Order): Promise<void> {
    try {
      const user = await this.dataSource.getRepository(User).findOneBy({ id: order.userId });
      const to = order.contactEmail ?? user?.email;
      if (!to) return;
      const label = ORDER_STATUS_LABELS[order.status];
      await this.mail.send({
        to,
        subject: `Заказ №${order.id}: статус изменён`,
        text: `Здравствуйте, ${order.firstName}!\n\nСтатус Вашего заказа №${order.id} изменён: ${label}.\n\nBulbash catering`,
        html: `<p>Здравствуйте, ${escapeHtml(order.firstName)}!</p><p>Статус Вашего заказа №${order.id} изменён: <b>${label}</b>.</p><p>Bulbash catering</p>`,
      });
    } catch (error) {
      this.logger.error(`Could not notify about order ${order.id}`, error instanceof Error ? error.stack : String(error));
    }
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
