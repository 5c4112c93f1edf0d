import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * A domain event a lower domain publishes for the domains above it (docs/architecture.md,
 * «Layers»). The publisher declares it beside its code, with the payload's type; a handler's
 * parameter is typed by the declaration, so publisher and handlers cannot disagree.
 */
export class DomainEvent<Payload> {
  /** Type-only: carries `Payload` for `on` and `publish`; never set. */
  declare readonly payload?: Payload;
  constructor(readonly name: string) {}
}

/** Runs inside the publisher's transaction, with its manager: what it writes commits or rolls back with the publisher's change. */
export type DomainEventHandler<Payload> = (manager: EntityManager, payload: Payload) => Promise<void>;

/**
 * The in-process bus of domain events, tied to the TransactionRunner: `publish` takes the
 * manager of the running transaction and awaits every handler in it, in the order they
 * subscribed, so a handler's failure rolls the whole change back (nothing half-written).
 * Higher domains subscribe in `onModuleInit`.
 */
@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<DomainEvent<unknown>, Array<DomainEventHandler<never>>>();

  on<Payload>(event: DomainEvent<Payload>, handler: DomainEventHandler<Payload>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler);
    this.handlers.set(event, list);
  }

  async publish<Payload>(manager: EntityManager, event: DomainEvent<Payload>, payload: Payload): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error(`Domain event ${event.name} published outside a transaction`);
    for (const handler of (this.handlers.get(event) ?? []) as Array<DomainEventHandler<Payload>>) await handler(manager, payload);
  }
}
