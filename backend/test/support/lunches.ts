import { TestAccount } from './accounts';
import { TestApp } from './test-app';

export const LUNCH_CONTRACTS = '/api/v1/admin/lunch-contracts';

export const ROMASHKA = {
  name: 'ООО «Ромашка»',
  unp: '190123456',
  address: 'г. Минск, ул. Немига, 5, офис 12',
  account: 'BY13NBRB3600900000002Z00AB00',
  bic: 'NBRBBY2X',
};

/** A contract of 5 days × 30 people at 15 byn, 12:30, changes until 10:00 the day before (the example). */
export async function createLunchContract(
  shop: TestApp,
  admin: TestAccount,
  contact: TestAccount,
  fields: Record<string, unknown> = {},
): Promise<{ id: number } & Record<string, unknown>> {
  const response = await shop
    .api()
    .post(LUNCH_CONTRACTS)
    .set(admin.auth)
    .send({
      company: ROMASHKA,
      contact_user_id: contact.user.id,
      delivery_address: 'г. Минск, пр. Победителей, 100, офис 501',
      delivery_time: '12:30',
      headcount: 30,
      price_per_person: 15,
      starts_on: '2026-11-02',
      ends_on: '2026-11-06',
      ...fields,
    })
    .expect(201);
  return response.body as { id: number } & Record<string, unknown>;
}

/** Publishes a week's menu: each day one set of the dishes, Wednesday a choice of two. */
export async function publishLunchMenu(
  shop: TestApp,
  admin: TestAccount,
  monday: string,
  days: string[],
  productIds: number[],
): Promise<void> {
  const [soup, main, salad] = productIds;
  await shop
    .api()
    .put(`/api/v1/admin/lunch-menus/${monday}`)
    .set(admin.auth)
    .send({
      days: days.map((date, index) => ({
        date,
        sets: [
          {
            name: 'Набор А',
            lines: [
              { product_id: soup, quantity_per_person: 1 },
              { product_id: main, quantity_per_person: 1 },
            ],
          },
          ...(index === 2
            ? [
                {
                  name: 'Набор Б',
                  lines: [
                    { product_id: salad, quantity_per_person: 0.5 },
                    { product_id: main, quantity_per_person: 1 },
                  ],
                },
              ]
            : []),
        ],
      })),
    })
    .expect(200);
}
