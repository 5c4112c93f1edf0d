import { Alert, Box, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PurchaseListData, PurchaseSupplier } from '../costing/costingApi';
import { formatQuantity, unitName } from '../costing/units';
import { formatMoney } from '../shared/format';

export const NO_SUPPLIER = 'Без поставщика';

interface Props {
  list: PurchaseListData;
  /** Ticked lines, `${supplier}:${ingredient_id}`. */
  ticked: ReadonlySet<string>;
  onTick: (key: string, ticked: boolean) => void;
}

export const tickKey = (supplier: PurchaseSupplier, ingredientId: number) => `${supplier.supplier ?? ''}:${ingredientId}`;

/** «2 уп. по 5 кг» for a pack size, or '' without one. */
const packsText = (packs: number | null, packSize: number | null, unit: string) =>
  packs !== null && packSize ? `${packs} уп. по ${formatQuantity(packSize)} ${unitName(unit)}` : '';

function SupplierTable({ supplier, ticked, onTick }: { supplier: PurchaseSupplier } & Omit<Props, 'list'>) {
  const name = supplier.supplier ?? NO_SUPPLIER;
  return (
    <Box component="section" aria-label={name} sx={{ breakInside: 'avoid' }}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {name}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Закупка: ${name}`} sx={{ tableLayout: 'fixed', minWidth: 640 }}>
          {/* The same columns in every supplier's table, so the tables line up. */}
          <colgroup>
            <col style={{ width: 88 }} />
            <col />
            <col style={{ width: '14%' }} />
            <col style={{ width: '16%' }} />
            <col style={{ width: '14%' }} />
            <col style={{ width: '14%' }} />
          </colgroup>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">Куплено</TableCell>
              <TableCell>Ингредиент</TableCell>
              <TableCell align="right">Нужно</TableCell>
              <TableCell align="right">Купить</TableCell>
              <TableCell align="right">Цена</TableCell>
              <TableCell align="right">Стоимость</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {supplier.items.map((item) => {
              const key = tickKey(supplier, item.ingredient_id);
              const done = ticked.has(key);
              return (
                <TableRow key={key} sx={done ? { '& td': { color: 'text.disabled', textDecoration: 'line-through' } } : undefined}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={done}
                      onChange={(event) => onTick(key, event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Куплено: ${item.name}` } }}
                    />
                  </TableCell>
                  <TableCell>{item.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(item.quantity)} {unitName(item.unit)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                    {formatQuantity(item.to_buy)} {unitName(item.unit)}
                    {item.packs !== null && (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                        {packsText(item.packs, item.pack_size, item.unit)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.price_per_unit)} / {unitName(item.unit)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.cost)}
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell colSpan={5} sx={{ fontWeight: 700 }}>
                Итого у поставщика
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatMoney(supplier.cost)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/**
 * The purchase list on screen: a table per supplier with a box to tick what is bought, the
 * supplier's total, the whole total, and the dishes without a recipe apart («нет техкарты»).
 */
export function PurchaseTables({ list, ticked, onTick }: Props) {
  const empty = list.suppliers.length === 0 && list.without_recipe.length === 0;
  return (
    <Box>
      {empty && <Typography>На эти дни закупать нечего: заказов нет.</Typography>}
      {list.without_recipe.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} aria-label="Нет техкарты">
          <Typography sx={{ fontWeight: 700 }}>Нет техкарты — эти блюда не вошли в закупку:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {list.without_recipe.map((dish) => (
              <li key={dish.product_id}>
                {dish.name} × {dish.quantity}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {list.suppliers.map((supplier) => (
        <SupplierTable key={supplier.supplier ?? ''} supplier={supplier} ticked={ticked} onTick={onTick} />
      ))}
      {list.suppliers.length > 0 && (
        <Typography variant="h6" sx={{ mt: 2, textAlign: 'right' }} aria-label="Итого закупка">
          Итого закупка: {formatMoney(list.total_cost)}
        </Typography>
      )}
    </Box>
  );
}
