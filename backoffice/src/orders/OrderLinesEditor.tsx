import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { multiplyMoney } from '@bulbash/rules';
import { formatMoney } from '../shared/format';
import { MAX_LINE_QUANTITY, removeLine, setQuantity, validQuantity, type EditLine, type Totals } from './orderLines';

const TotalRow = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <TableRow>
    <TableCell component="th" scope="row" colSpan={3} align="right">
      {strong ? <strong>{label}</strong> : label}
    </TableCell>
    <TableCell align="right" aria-label={label}>
      {strong ? <strong>{value}</strong> : value}
    </TableCell>
    <TableCell />
  </TableRow>
);

/** The dishes of the order as a table: quantity inputs, a remove button per row, and the new totals under them. */
export const OrderLinesEditor = ({
  lines,
  totals,
  onChange,
}: {
  lines: readonly EditLine[];
  totals: Totals;
  onChange: (lines: EditLine[]) => void;
}) => (
  <Table size="small" aria-label="Блюда заказа">
    <TableHead>
      <TableRow>
        <TableCell>Блюдо</TableCell>
        <TableCell align="right">Цена</TableCell>
        <TableCell align="right">Кол-во</TableCell>
        <TableCell align="right">Сумма</TableCell>
        <TableCell />
      </TableRow>
    </TableHead>
    <TableBody>
      {lines.map((line) => (
        <TableRow key={line.product_id}>
          <TableCell>{line.name}</TableCell>
          <TableCell align="right">{formatMoney(line.price)}</TableCell>
          <TableCell align="right" sx={{ width: 110 }}>
            <TextField
              type="number"
              size="small"
              value={Number.isNaN(line.quantity) ? '' : line.quantity}
              error={!validQuantity(line.quantity)}
              onChange={(event) =>
                onChange(setQuantity(lines, line.product_id, event.target.value === '' ? NaN : Number(event.target.value)))
              }
              slotProps={{ htmlInput: { min: 1, max: MAX_LINE_QUANTITY, step: 1, 'aria-label': `Количество: ${line.name}` } }}
            />
          </TableCell>
          <TableCell align="right">{validQuantity(line.quantity) ? formatMoney(multiplyMoney(line.price, line.quantity)) : '—'}</TableCell>
          <TableCell sx={{ width: 48 }}>
            <IconButton aria-label={`Убрать: ${line.name}`} onClick={() => onChange(removeLine(lines, line.product_id))} size="small">
              <DeleteIcon fontSize="small" />
            </IconButton>
          </TableCell>
        </TableRow>
      ))}
      <TotalRow label="Блюда" value={formatMoney(totals.items)} />
      <TotalRow label="Доставка" value={totals.delivery === null ? 'не доставляем так далеко' : formatMoney(totals.delivery)} />
      {totals.adjustments !== 0 ? <TotalRow label="Корректировки" value={formatMoney(totals.adjustments)} /> : null}
      <TotalRow label="Новая сумма" value={totals.total === null ? '—' : formatMoney(totals.total)} strong />
    </TableBody>
  </Table>
);
