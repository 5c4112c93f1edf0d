import fc from 'fast-check';
import { deliveryCostMinor, DeliveryMethod } from '@bulbash/rules';
import { applyOrderEdits, OrderChangeRefused, OrderEdit, OrderFacts, totalOf } from './order-changes';
import { ORDER_STATUSES } from './order-status';
import { OrderRole } from './order-transitions';

/** Fixed so a failure can be replayed; fast-check prints it with the shrunk counterexample. */
const SEED = 20261126;

const newOrder = (itemsMinor: number): OrderFacts => ({
  status: 'pending',
  paymentMethod: 'cash',
  itemsMinor,
  deliveryAt: null,
  deliveryMethod: 'delivery',
  deliveryDistanceKm: 0,
  deliveryCostMinor: 0,
  deliveryAddress: 'Минск, ул. Немига, 5',
  pickupAddress: null,
  adjustmentsMinor: 0,
  totalMinor: itemsMinor,
  cancellationFeeMinor: 0,
  comment: null,
  guests: null,
});

/** A delivery edit as the service builds it: the cost always comes from the rule. */
const deliveryEdit = fc
  .record({
    method: fc.constantFrom<DeliveryMethod>('delivery', 'pickup'),
    km: fc.integer({ min: 0, max: 25 }),
    day: fc.integer({ min: 1, max: 365 }),
  })
  .map(({ method, km, day }): OrderEdit => ({
    kind: 'delivery',
    deliveryAt: new Date(Date.UTC(2027, 0, day, 12)),
    deliveryMethod: method,
    deliveryDistanceKm: method === 'pickup' ? 0 : km,
    deliveryCostMinor: deliveryCostMinor(method, method === 'pickup' ? 0 : km) ?? 0,
    pickupPoint: 'пр-т Дзержинского, 104',
  }));

const edit: fc.Arbitrary<OrderEdit> = fc.oneof(
  fc.constantFrom(...ORDER_STATUSES).map((to): OrderEdit => ({ kind: 'status', to })),
  fc.integer({ min: 0, max: 500_000 }).map((feeMinor): OrderEdit => ({ kind: 'status', to: 'canceled', feeMinor })),
  fc.integer({ min: 0, max: 1_000_000 }).map((totalMinor): OrderEdit => ({ kind: 'total', totalMinor })),
  deliveryEdit,
  fc.constantFrom<OrderEdit>({ kind: 'payment_method', to: 'card' }, { kind: 'payment_method', to: 'cash' }),
  fc.option(fc.string({ maxLength: 20 }), { nil: null }).map((address): OrderEdit => ({ kind: 'address', address })),
);

/** One request: one to three edits at once, by staff or the customer. */
const step = fc.record({
  role: fc.constantFrom<OrderRole>('admin', 'admin', 'customer'),
  edits: fc.array(edit, { minLength: 1, maxLength: 3 }),
});

describe('order changes (the state machine’s pure core)', () => {
  it('keeps the money and history invariants after every step of random admin edits, reschedules, cancels and reopenings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.array(step, { minLength: 1, maxLength: 25 }), (itemsMinor, steps) => {
        let facts = newOrder(itemsMinor);
        let lastTo = facts.status;
        let address = facts.deliveryAddress;
        for (const { role, edits } of steps) {
          let applied;
          try {
            applied = applyOrderEdits(facts, edits, role);
          } catch (error) {
            if (!(error instanceof OrderChangeRefused)) throw error;
            continue; // refused: nothing changes
          }
          const next = applied.facts;
          expect(next.totalMinor).toBe(totalOf(next));
          expect(next.totalMinor).toBeGreaterThanOrEqual(0);
          if (next.status !== 'canceled') expect(next.cancellationFeeMinor).toBe(0);
          expect(next.deliveryCostMinor).toBe(deliveryCostMinor(next.deliveryMethod, next.deliveryDistanceKm));
          expect(next.itemsMinor).toBe(itemsMinor);
          if (applied.history) {
            expect(applied.history.from).toBe(lastTo);
            expect(applied.history.to).toBe(next.status);
            lastTo = next.status;
          } else {
            expect(next).toEqual(facts);
          }
          if (role === 'customer') expect(next.status === facts.status || next.status === 'canceled').toBe(true);
          // The customer's address survives pickups; only an address edit changes it.
          if (!edits.some((one) => one.kind === 'address')) expect(next.deliveryAddress).toBe(address);
          address = next.deliveryAddress;
          expect(next.pickupAddress !== null).toBe(next.deliveryMethod === 'pickup');
          facts = next;
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('lets a customer cancel only a pending or processing order', () => {
    for (const status of ORDER_STATUSES) {
      const facts = { ...newOrder(1000), status };
      const attempt = () => applyOrderEdits(facts, [{ kind: 'status', to: 'canceled', feeMinor: 500 }], 'customer');
      if (status === 'pending' || status === 'processing')
        expect(attempt().facts).toMatchObject({ status: 'canceled', cancellationFeeMinor: 500 });
      else expect(attempt).toThrow(OrderChangeRefused);
    }
  });

  it('turns an agreed total into a signed adjustment and describes it', () => {
    const applied = applyOrderEdits(newOrder(4000), [{ kind: 'total', totalMinor: 3500 }], 'admin');
    expect(applied.adjustmentMinor).toBe(-500);
    expect(applied.facts).toMatchObject({ adjustmentsMinor: -500, totalMinor: 3500 });
    expect(applied.history).toEqual({ from: 'pending', to: 'pending', note: 'Корректировка −5,00\u00a0byn' });
  });
});
