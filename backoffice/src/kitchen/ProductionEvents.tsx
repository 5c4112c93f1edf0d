import { dietLine, fromMinor, serviceQuantityText, toMinor } from '@bulbash/rules';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useVisibility } from '../access/useVisibility';
import { OrderRef } from '../access/OrderRef';
import { allergenPhrase } from '../shared/dietary';
import { formatMoney } from '../shared/format';
import { minskDateTime } from './minskDays';

export interface ProductionService {
  name: string;
  unit: string | null;
  quantity: number;
}

/** The event's diet in the kitchen's one line (dietLine of @bulbash/rules), '' for none. */
const dietOf = (event: ProductionEvent) =>
  dietLine({
    exclude_allergens: event.exclude_allergens ?? [],
    vegetarian_guests: event.vegetarian_guests ?? 0,
    dietary_note: event.dietary_note ?? null,
  });

/** «Официант — 8 час». */
export const serviceText = (service: ProductionService) => `${service.name} — ${serviceQuantityText(service.quantity, service.unit)}`;

export interface ProductionEvent {
  order_id: number;
  delivery_at: string;
  delivery_method: string;
  address: string | null;
  guests: number | null;
  comment: string | null;
  allergy: boolean;
  exclude_allergens?: string[];
  vegetarian_guests?: number;
  dietary_note?: string | null;
  /** Each dish with the order's excluded allergens it holds. */
  dishes: { name: string; quantity: number; conflicts?: string[] }[];
  /** Services of an accepted quote (staff, tableware…), apart from the dishes. */
  services: ProductionService[];
  items_total: number;
  /** Of items_total, the services. */
  services_total: number;
  delivery_cost: number;
  adjustments_total: number;
  total_cost: number;
}

/** «79,00 byn + 5,00 byn − 3,00 byn = 81,00 byn»: how the order’s total adds up. */
export const breakdown = (
  event: Pick<ProductionEvent, 'items_total' | 'services_total' | 'delivery_cost' | 'adjustments_total' | 'total_cost'>,
) => {
  const adjustment =
    event.adjustments_total === 0 ? '' : ` ${event.adjustments_total > 0 ? '+' : '−'} ${formatMoney(Math.abs(event.adjustments_total))}`;
  const lines =
    event.services_total === 0
      ? formatMoney(event.items_total)
      : `Блюда: ${formatMoney(fromMinor(toMinor(event.items_total) - toMinor(event.services_total)))} + Услуги: ${formatMoney(event.services_total)}`;
  return `${lines} + ${formatMoney(event.delivery_cost)}${adjustment} = ${formatMoney(event.total_cost)}`;
};

/**
 * The events of the sheet's days by time, for the cook and the packer: when, delivery or pickup
 * and where, guests, the dishes, the customer's comment (an allergy in it stands out) and how the
 * total adds up (dishes + delivery ± adjustments).
 */
export const ProductionEvents = ({ events }: { events: ProductionEvent[] }) => {
  // The amounts are for those who read orders; the kitchen has no money.
  const canSeeMoney = useVisibility().money;
  return events.length === 0 ? null : (
    <Box sx={{ overflowX: 'auto', mt: 3 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Мероприятия
      </Typography>
      <Table size="small" aria-label="Мероприятия">
        <TableHead>
          <TableRow>
            <TableCell>Время</TableCell>
            <TableCell>Заказ</TableCell>
            <TableCell>Получение</TableCell>
            <TableCell align="right">Гостей</TableCell>
            <TableCell>Блюда</TableCell>
            <TableCell>Комментарий</TableCell>
            {canSeeMoney && <TableCell>Сумма</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.order_id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{minskDateTime(event.delivery_at)}</TableCell>
              <TableCell>
                <OrderRef id={event.order_id} />
              </TableCell>
              <TableCell>
                {event.delivery_method === 'pickup' ? 'Самовывоз' : 'Доставка'}
                {event.address ? `: ${event.address}` : ''}
              </TableCell>
              <TableCell align="right">{event.guests ?? '—'}</TableCell>
              <TableCell>
                {dietOf(event) && (
                  <Box component="strong" sx={{ display: 'block', color: 'error.main' }} data-testid="event-diet">
                    {dietOf(event)}
                  </Box>
                )}
                {event.dishes.map((dish, index) => (
                  <span key={`${dish.name}-${index}`}>
                    {index > 0 ? '; ' : ''}
                    {dish.name} × {dish.quantity}
                    {dish.conflicts && dish.conflicts.length > 0 && (
                      <Box component="strong" sx={{ color: 'error.main' }}>
                        {' '}
                        — содержит {allergenPhrase(dish.conflicts)}!
                      </Box>
                    )}
                  </span>
                ))}
                {event.services.length > 0 && (
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                    <strong>Услуги:</strong> {event.services.map(serviceText).join('; ')}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>
                {event.allergy ? (
                  <Box component="strong" sx={{ color: 'error.main' }} title="В комментарии упомянута аллергия">
                    ⚠ {event.comment}
                  </Box>
                ) : (
                  (event.comment ?? '—')
                )}
              </TableCell>
              {canSeeMoney && <TableCell sx={{ whiteSpace: 'nowrap' }}>{breakdown(event)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
