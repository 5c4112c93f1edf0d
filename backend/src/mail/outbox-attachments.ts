import { Injectable } from '@nestjs/common';
import { DeferredAttachment, StoredAttachment } from './outbox-message.entity';

type Renderer = (ref: number) => Promise<StoredAttachment>;

/**
 * Files a letter names when it is queued and that are made when it is sent (the invoice PDF
 * with an order's confirmation): the causing transaction stays short, and the sender renders
 * them once, stores them in the row and sends that on every retry. A domain above the mail
 * gives its renderer at start (`register`), so mail imports nothing above it.
 */
@Injectable()
export class OutboxAttachments {
  private readonly renderers = new Map<string, Renderer>();

  register(kind: string, render: Renderer): void {
    this.renderers.set(kind, render);
  }

  render(file: DeferredAttachment): Promise<StoredAttachment> {
    const render = this.renderers.get(file.kind);
    if (!render) return Promise.reject(new Error(`No renderer for the attachment «${file.kind}»`));
    return render(file.ref);
  }
}
