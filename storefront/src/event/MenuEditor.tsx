import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MenuPlan } from '@bulbash/rules';
import type { MenuDish } from '../api/types';
import { formatPrice } from '../shared/format';
import { QuantityCounter } from '../shared/QuantityCounter';
import type { Quantities } from './menuEditing';

interface Props {
  plan: MenuPlan;
  dishes: MenuDish[];
  quantities: Quantities;
  onQuantity: (productId: number, quantity: number) => void;
  onSwap: (from: number, to: number) => void;
}

/** «хватает на 60 из 60» or what is missing: people, variety or the vegetarian part. */
function coverageText(row: MenuPlan['coverage'][number]): string {
  if (row.eligible === 0) return 'нет подходящих блюд';
  const parts = [`${row.covered} из ${row.needed} порций`];
  if (row.vegetarian_needed > 0 && row.vegetarian_covered < row.vegetarian_needed)
    parts.push(`вегетарианских ${row.vegetarian_covered} из ${row.vegetarian_needed}`);
  if (row.dishes < row.variety_needed) parts.push(`нужно блюд: ${row.variety_needed}`);
  return `${row.ok ? '✓ хватает' : '✗ не хватает'}: ${parts.join(', ')}`;
}

/** The menu grouped by category with coverage marks; each dish's units can change, or the dish be swapped for another of its category. */
export function MenuEditor({ plan, dishes, quantities, onQuantity, onSwap }: Props) {
  return (
    <Box component="section" aria-labelledby="event-menu-title" className="event-section">
      <Typography id="event-menu-title" component="h2" variant="h6" gutterBottom>
        Предлагаемое меню
      </Typography>
      {plan.coverage.map((row) => {
        const lines = plan.lines.filter((line) => line.category_id === row.category_id);
        const others = dishes.filter((dish) => dish.category_id === row.category_id && !quantities.has(dish.product_id));
        return (
          <Box key={row.category_id} component="section" className="event-category" aria-label={row.category_name}>
            <Box className="event-category-head">
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {row.category_name}
              </Typography>
              <Typography variant="body2" color={row.ok ? 'success.main' : 'error'} data-testid={`coverage-${row.category_id}`}>
                {coverageText(row)}
              </Typography>
            </Box>
            {lines.map((line) => {
              const dish = dishes.find((candidate) => candidate.product_id === line.product_id);
              return (
                <Box key={line.product_id} className="event-line" data-testid="menu-line">
                  <div>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {line.name}
                    </Typography>
                    {dish?.vegetarian && (
                      <Typography component="span" variant="body2" color="success.main">
                        {' '}
                        · вегетарианское
                      </Typography>
                    )}
                    <Typography variant="body2" color="text.secondary">
                      {formatPrice(line.unit_price)} · на {dish?.people_numbers ?? '?'} чел.
                    </Typography>
                  </div>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPrice(line.line_total)}</Typography>
                  <div className="event-line-controls">
                    <QuantityCounter
                      value={line.quantity}
                      onChange={(value) => onQuantity(line.product_id, value)}
                      label={`Количество: ${line.name}`}
                    />
                    {others.length > 0 && (
                      <TextField
                        select
                        size="small"
                        label="Заменить на"
                        value=""
                        onChange={(event) => onSwap(line.product_id, Number(event.target.value))}
                        slotProps={{
                          select: { native: true },
                          inputLabel: { shrink: true },
                          htmlInput: { 'aria-label': `Заменить «${line.name}»` },
                        }}
                        sx={{ minWidth: 160, maxWidth: '100%' }}
                      >
                        <option value="">—</option>
                        {others.map((other) => (
                          <option key={other.product_id} value={other.product_id}>
                            {other.name} — {formatPrice(other.price)}
                          </option>
                        ))}
                      </TextField>
                    )}
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => onQuantity(line.product_id, 0)}
                      aria-label={`Убрать «${line.name}»`}
                    >
                      Убрать
                    </Button>
                  </div>
                </Box>
              );
            })}
            {others.length > 0 && (
              <TextField
                select
                size="small"
                label="Добавить блюдо"
                value=""
                onChange={(event) => onQuantity(Number(event.target.value), 1)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ mt: 1, minWidth: 200 }}
              >
                <option value="">—</option>
                {others.map((other) => (
                  <option key={other.product_id} value={other.product_id}>
                    {other.name} — {formatPrice(other.price)}
                  </option>
                ))}
              </TextField>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
