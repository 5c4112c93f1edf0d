import { LunchContract } from './lunch-contract.entity';
import { LunchDay } from './lunch-day.entity';
import { dayLock, dayResponse, DayFacts } from './lunch-day-view';
import { dishQuantity } from './lunch-orders.service';

const contract = Object.assign(new LunchContract(), {
  id: 3,
  headcount: 30,
  pricePerPerson: 15,
  cutoffTime: '10:00',
  status: 'active',
  weekdays: '1,2,3,4,5',
}) as LunchContract;

const facts = (overrides: Partial<DayFacts> = {}): DayFacts => ({
  contract,
  day: '2026-11-04',
  row: undefined,
  sets: [],
  closedReason: null,
  now: new Date('2026-11-03T09:59:00+03:00'),
  ...overrides,
});

const row = (fields: Partial<LunchDay>) =>
  Object.assign(new LunchDay(), { headcount: null, skipped: false, outcome: null, lateCharge: 0, ...fields });

describe('a lunch day as the calendars show it', () => {
  it('is open until the cutoff, then locked naming it', () => {
    expect(dayLock(facts())).toEqual({ state: 'open', reason: null });
    expect(dayLock(facts({ now: new Date('2026-11-03T10:00:00+03:00') }))).toEqual({
      state: 'locked',
      reason: 'Изменения на 04.11.2026 принимались до 10:00 03.11.2026',
    });
  });

  it('says why it cannot be changed: ordered, closed by the kitchen, a paused contract', () => {
    expect(dayLock(facts({ row: row({ outcome: 'ordered', orderId: 812 }) })).reason).toBe(
      'День 04.11.2026 уже закрыт: заказ №812 передан на кухню',
    );
    expect(dayLock(facts({ closedReason: 'Санитарный день' }))).toEqual({
      state: 'locked',
      reason: 'Кухня не работает 04.11.2026: Санитарный день. Обеды не заказаны',
    });
    const paused = Object.assign(new LunchContract(), contract, { status: 'paused' }) as LunchContract;
    expect(dayLock(facts({ contract: paused })).reason).toBe('Договор приостановлен: обеды не заказываются');
  });

  it('bills the day’s own people, nothing when skipped, and the cutoff in Minsk time', () => {
    expect(dayResponse(facts({ row: row({ headcount: 26 }) }))).toMatchObject({
      headcount: 26,
      amount: 390,
      cutoff_at: '2026-11-03T10:00:00+03:00',
      editable: true,
    });
    expect(dayResponse(facts({ row: row({ skipped: true }) }))).toMatchObject({ headcount: 30, skipped: true, amount: 0 });
    expect(dayResponse(facts({ closedReason: 'Выходной' })).amount).toBe(0);
  });
});

describe('a dish’s quantity for the day', () => {
  it('is people × portions, rounded up, without float drift', () => {
    expect(dishQuantity(1, 30)).toBe(30);
    expect(dishQuantity(0.5, 25)).toBe(13);
    expect(dishQuantity(0.1, 30)).toBe(3);
    expect(dishQuantity(1.15, 20)).toBe(23);
  });
});
