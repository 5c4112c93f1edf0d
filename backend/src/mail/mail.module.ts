import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { OutboxAttachments } from './outbox-attachments';
import { OutboxQueue } from './outbox-queue';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';

@Global()
@Module({
  providers: [MailService, OutboxQueue, OutboxSender, OutboxService, OutboxAttachments],
  exports: [MailService, OutboxQueue, OutboxSender, OutboxService, OutboxAttachments],
})
export class MailModule {}
