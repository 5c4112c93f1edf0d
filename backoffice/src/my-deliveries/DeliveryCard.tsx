import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhoneIcon from '@mui/icons-material/Phone';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PlaceIcon from '@mui/icons-material/Place';
import { formatPhone, PAID_LABEL } from '@bulbash/rules';
import { formatMoney } from '../shared/format';
import type { MyDelivery } from './myDeliveries';

interface Props {
  delivery: MyDelivery;
  onDeliver: (delivery: MyDelivery) => void;
  /** «В пути»; absent: not offered. */
  onOnTheWay?: (delivery: MyDelivery) => void;
  busy?: boolean;
}

/** One stop of the run: time, address (opens the maps app), customer, tap-to-call, comment, guests, the cash in large type. */
export const DeliveryCard = ({ delivery, onDeliver, onOnTheWay, busy = false }: Props) => (
  <Card component="article" aria-label={`Доставка ${delivery.number}`} variant="outlined" sx={{ opacity: delivery.delivered ? 0.75 : 1 }}>
    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {delivery.time_from}–{delivery.time_to}
        </Typography>
        <Typography color="text.secondary">{delivery.number}</Typography>
      </Stack>
      {delivery.address ? (
        <Link
          href={delivery.maps_url ?? undefined}
          target="_blank"
          rel="noopener"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 1, fontSize: '1.05rem' }}
        >
          <PlaceIcon fontSize="small" sx={{ mt: '3px' }} />
          {delivery.address}
        </Link>
      ) : (
        <Typography sx={{ mt: 1 }}>Адрес не указан</Typography>
      )}
      <Typography sx={{ mt: 1 }}>{delivery.customer_name}</Typography>
      <Link href={`tel:${delivery.phone}`} sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', fontSize: '1.1rem', py: 0.5 }}>
        <PhoneIcon fontSize="small" />
        {formatPhone(delivery.phone.replace(/\D/g, ''))}
      </Link>
      {delivery.guests !== null ? <Typography color="text.secondary">Гостей: {delivery.guests}</Typography> : null}
      {delivery.comment ? (
        <Typography sx={{ whiteSpace: 'pre-line', mt: 0.5, bgcolor: 'warning.light', px: 1, py: 0.5, borderRadius: 1 }}>
          {delivery.comment}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          К получению
        </Typography>
        <Typography data-testid={`collect-${delivery.order_id}`} sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
          {delivery.to_collect === null ? '—' : delivery.to_collect > 0 ? formatMoney(delivery.to_collect) : PAID_LABEL}
        </Typography>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        {delivery.delivered ? (
          <Chip icon={<CheckCircleIcon />} label="Доставлено" color="success" sx={{ fontSize: '1rem', py: 2.5, px: 1 }} />
        ) : delivery.can_deliver ? (
          <Stack spacing={1}>
            {delivery.on_the_way ? (
              <Chip icon={<LocalShippingIcon />} label="В пути" color="info" sx={{ alignSelf: 'flex-start' }} />
            ) : onOnTheWay ? (
              <Button
                variant="outlined"
                size="large"
                fullWidth
                disabled={busy}
                startIcon={<LocalShippingIcon />}
                onClick={() => onOnTheWay(delivery)}
              >
                В пути
              </Button>
            ) : null}
            <Button variant="contained" color="success" size="large" fullWidth onClick={() => onDeliver(delivery)} sx={{ py: 1.5 }}>
              Доставлено
            </Button>
          </Stack>
        ) : (
          // Another day's run is for planning: «Доставлено» takes today's only (the API's rule).
          <Typography color="text.secondary">Отметить доставку можно в её день</Typography>
        )}
      </Box>
    </CardContent>
  </Card>
);
