import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatMinskDateTime } from '@bulbash/rules';
import { fetchMyEnquiries } from '../api/events';
import type { Enquiry } from '../api/types';
import { formatPrice } from '../shared/format';

/** «Заявки»: the customer's event enquiries (format, guests, date, menu total, status), newest first. */
export function UserEnquiries() {
  const [enquiries, setEnquiries] = useState<Enquiry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    fetchMyEnquiries().then(
      (answer) => alive && setEnquiries(answer),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, []);

  return (
    <Box component="section" aria-labelledby="my-enquiries-title" sx={{ mt: 4 }}>
      <Typography id="my-enquiries-title" component="h2" variant="h5" gutterBottom>
        Заявки
      </Typography>
      {failed && <Typography color="text.secondary">Не удалось загрузить заявки.</Typography>}
      {enquiries && enquiries.length === 0 && (
        <Typography>
          Заявок пока нет.{' '}
          <Link component={RouterLink} to="/event">
            Рассчитать меню
          </Link>
        </Typography>
      )}
      {enquiries && enquiries.length > 0 && (
        <Box component="ul" aria-label="Мои заявки" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {enquiries.map((enquiry) => (
            <Box component="li" key={enquiry.id} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                Заявка №{enquiry.id}: {enquiry.format_name}, {enquiry.guests} гостей
              </Typography>
              <Typography variant="body2">Мероприятие: {formatMinskDateTime(new Date(enquiry.event_at))}</Typography>
              {enquiry.lines.length > 0 && (
                <Typography variant="body2">
                  Меню: {enquiry.lines.length} блюд на {formatPrice(enquiry.total)}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                Статус: {enquiry.status_label}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
