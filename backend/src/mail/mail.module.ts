import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';

@Global()
@Module({ providers: [MailService, OutboxSender, OutboxService], exports: [MailService, OutboxSender, OutboxService] })
export class MailModule {}
