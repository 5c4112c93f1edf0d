import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { OutboxAttachments } from './outbox-attachments';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';

@Global()
@Module({
  providers: [MailService, OutboxSender, OutboxService, OutboxAttachments],
  exports: [MailService, OutboxSender, OutboxService, OutboxAttachments],
})
export class MailModule {}
