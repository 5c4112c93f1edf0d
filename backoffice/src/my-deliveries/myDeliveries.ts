import { httpClient } from '../dataProvider/http';

const ADMIN_API = '/api/v1/bulbash_admin';

/** One delivery on the driver's phone (GET /bulbash_admin/my-deliveries). */
export interface MyDelivery {
  order_id: number;
  number: string;
  time_from: string;
  time_to: string;
  address: string | null;
  maps_url: string | null;
  customer_name: string;
  phone: string;
  comment: string | null;
  guests: number | null;
  /** null for a role that may not see it (never the driver: he takes the cash). */
  to_collect: number | null;
  collect_label: string | null;
  status: string;
  driver_id: number | null;
  delivered: boolean;
  /** The driver set out with it («В пути»: the customer's Telegram was told, with the driver's phone). */
  on_the_way: boolean;
  /** «Доставлено» is possible: today's run, not delivered yet. */
  can_deliver: boolean;
}

export async function fetchMyDeliveries(date: string): Promise<MyDelivery[]> {
  const { json } = await httpClient(`${ADMIN_API}/my-deliveries?${new URLSearchParams({ date }).toString()}`);
  return json as MyDelivery[];
}

/** «Доставлено» with the cash taken (null: nothing); answers the delivery as it now stands. */
export async function markDelivered(orderId: number, cash: number | null): Promise<MyDelivery> {
  const { json } = await httpClient(`${ADMIN_API}/my-deliveries/${orderId}/delivered`, {
    method: 'POST',
    body: JSON.stringify({ cash_collected: cash }),
  });
  return (json as { delivery: MyDelivery }).delivery;
}

/** «В пути»: the driver sets out with the delivery; answers it as it now stands. */
export async function markOnTheWay(orderId: number): Promise<MyDelivery> {
  const { json } = await httpClient(`${ADMIN_API}/my-deliveries/${orderId}/on-the-way`, { method: 'POST' });
  return (json as { delivery: MyDelivery }).delivery;
}

/** «2026-12-05» moved by whole days. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

/** «пт, 05.12» */
export function dayTitle(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${day.slice(8, 10)}.${day.slice(5, 7)}`;
}
