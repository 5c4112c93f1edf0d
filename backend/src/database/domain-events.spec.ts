import { EntityManager } from 'typeorm';
import { DomainEvent, DomainEvents } from './domain-events';

const inTransaction = { queryRunner: { isTransactionActive: true } } as unknown as EntityManager;
const outside = { queryRunner: undefined } as unknown as EntityManager;

describe('DomainEvents (the in-transaction bus)', () => {
  const WITHDRAWN = new DomainEvent<{ productIds: number[] }>('test.withdrawn');
  const OTHER = new DomainEvent<string>('test.other');

  it('runs every handler of the event, in subscription order, with the publisher’s manager and payload', async () => {
    const bus = new DomainEvents();
    const calls: string[] = [];
    bus.on(WITHDRAWN, async (manager, payload) => {
      expect(manager).toBe(inTransaction);
      calls.push(`first ${payload.productIds.join(',')}`);
    });
    bus.on(WITHDRAWN, async (_manager, payload) => {
      calls.push(`second ${payload.productIds.join(',')}`);
    });
    bus.on(OTHER, async () => {
      calls.push('other');
    });
    await bus.publish(inTransaction, WITHDRAWN, { productIds: [3, 4] });
    expect(calls).toEqual(['first 3,4', 'second 3,4']);
  });

  it('a failing handler fails the publish (so the transaction rolls back) and stops the handlers after it', async () => {
    const bus = new DomainEvents();
    const later = jest.fn(async () => undefined);
    bus.on(OTHER, async () => {
      throw new Error('refused');
    });
    bus.on(OTHER, later);
    await expect(bus.publish(inTransaction, OTHER, 'x')).rejects.toThrow('refused');
    expect(later).not.toHaveBeenCalled();
  });

  it('refuses to publish outside a transaction', async () => {
    const bus = new DomainEvents();
    await expect(bus.publish(outside, OTHER, 'x')).rejects.toThrow('published outside a transaction');
  });

  it('an event nobody handles is published without effect', async () => {
    await expect(new DomainEvents().publish(inTransaction, OTHER, 'x')).resolves.toBeUndefined();
  });
});
