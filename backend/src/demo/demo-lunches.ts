import { isoWeekday, minskDay, shiftDay } from '@bulbash/rules';
import { EntityManager } from 'typeorm';
import { User } from '../auth/user.entity';
import { LunchContract } from '../lunches/lunch-contract.entity';
import { LunchMenuLine, LunchMenuSet } from '../lunches/lunch-menu.entity';

/** The demo office's contact: a customer account that signs in to «Обеды в офис» (README, «Demo data»). */
export const DEMO_LUNCH_CONTACT = { email: 'office@demo.bulbash-catering.by', password: 'demo-obedy-2026' };

/** The sets of each demo day: the office lunch boxes of the demo catalogue, one a person. */
const DEMO_SETS: Array<{ name: string; dish: string }> = [
  { name: 'Классический', dish: 'Ланч-бокс «Классический»' },
  { name: 'Фитнес', dish: 'Ланч-бокс «Фитнес»' },
  { name: 'Вегетарианский', dish: 'Ланч-бокс «Вегетарианский»' },
];

/**
 * A demo lunch contract (issue 46), written in the demo transaction: «ООО «Демо-Офис»», 12 people
 * Monday to Friday from today at 18 byn, its contact the demo customer, and the menu of this week
 * and the next (a choice of three boxes a day).
 */
export async function seedDemoLunches(
  manager: EntityManager,
  productIds: ReadonlyMap<string, number>,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const dishes = DEMO_SETS.map((set) => ({ ...set, productId: productIds.get(set.dish) }));
  if (dishes.some((set) => set.productId === undefined)) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(User)
    .values({
      email: DEMO_LUNCH_CONTACT.email,
      name: 'Ольга',
      surname: 'Демидова',
      passwordHash,
      isActive: true,
      role: null,
      phone: '375291112233',
    })
    .orIgnore()
    .execute();
  const contact = await manager.findOneByOrFail(User, { email: DEMO_LUNCH_CONTACT.email });
  const today = minskDay(now);
  await manager.insert(LunchContract, {
    payerType: 'company',
    companyName: 'ООО «Демо-Офис»',
    companyUnp: '192345678',
    companyAddress: 'г. Минск, пр. Победителей, 100, офис 501',
    companyAccount: 'BY13NBRB3600900000002Z00AB00',
    companyBic: 'NBRBBY2X',
    contactUserId: contact.id,
    contactPhone: null,
    deliveryAddress: 'г. Минск, пр. Победителей, 100, офис 501',
    weekdays: '1,2,3,4,5',
    deliveryTime: '12:30',
    headcount: 12,
    pricePerPerson: 18,
    cutoffTime: '10:00',
    lateChargePercent: 100,
    poNumber: 'ЦЗ-014',
    startsOn: today,
    endsOn: null,
    status: 'active',
  });
  const monday = shiftDay(today, 1 - isoWeekday(today));
  for (let offset = 0; offset < 14; offset += 1) {
    const day = shiftDay(monday, offset);
    if (isoWeekday(day) > 5) continue;
    for (const [position, set] of dishes.entries()) {
      const inserted = await manager.insert(LunchMenuSet, { day, position, name: set.name });
      await manager.insert(LunchMenuLine, {
        setId: Number(inserted.identifiers[0].id),
        productId: set.productId!,
        quantityPerPerson: 1,
        position: 0,
      });
    }
  }
}
