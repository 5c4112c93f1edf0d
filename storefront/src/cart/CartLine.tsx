import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { CartItem } from '../api/types';
import type { LocalCartItem } from '../state/cartReducer';
import { formatPrice, formatWeight } from '../shared/format';
import { Picture } from '../shared/Picture';
import { QuantityCounter } from '../shared/QuantityCounter';

interface Props {
  item: CartItem;
  line: LocalCartItem | undefined;
  onCount: (count: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, line, onCount, onRemove }: Props) {
  const count = line?.count ?? item.quantity;
  const total = line?.totalPrice ?? item.product_price;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '80px 1fr', sm: '120px 1fr auto auto auto' },
        gap: { xs: 1, sm: 2 },
        alignItems: 'center',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ width: { xs: 80, sm: 120 } }}>
        <Picture src={item.image_path} alt="" width={120} height={90} sizes="120px" sx={{ borderRadius: 1 }} />
      </Box>
      <Box>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatPrice(item.price)} за шт.{item.weight ? `, ${formatWeight(item.weight)}` : ''}
        </Typography>
      </Box>
      <Box
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
      >
        <QuantityCounter value={count} onChange={onCount} label={`Количество: ${item.name}`} />
        <Typography sx={{ display: { sm: 'none' }, fontWeight: 700 }}>{formatPrice(total)}</Typography>
        <IconButton aria-label={`Удалить ${item.name} из корзины`} onClick={onRemove} sx={{ display: { sm: 'none' } }}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <Typography sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 700, minWidth: 90, textAlign: 'right' }}>
        {formatPrice(total)}
      </Typography>
      <IconButton aria-label={`Удалить ${item.name} из корзины`} onClick={onRemove} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
