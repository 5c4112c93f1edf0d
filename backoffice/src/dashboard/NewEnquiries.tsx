import { Box, Chip, CircularProgress, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, useGetList } from 'react-admin';
import { enquiryStatusLabel } from '../enquiries/enquiryStatus';
import { formatDateTime } from '../shared/format';
import { phoneText } from '../shared/PhoneField';

const SHOWN = 5;

/** The dashboard's «Новые заявки»: how many wait, and the newest few. */
export const NewEnquiries = () => {
  const { data, total, isPending } = useGetList('enquiries', {
    filter: { status: 'new' },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'date_created', order: 'DESC' },
  });
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        Новые заявки <Chip size="small" color={total ? 'warning' : 'default'} label={total ?? '…'} data-testid="new-enquiries-count" />
      </Typography>
      {isPending ? (
        <CircularProgress size={20} />
      ) : data?.length ? (
        <MuiList dense>
          {data.map((enquiry) => (
            <ListItemButton key={enquiry.id} component={Link} to={`/enquiries/${enquiry.id}/show`} divider>
              <ListItemText
                primary={`№${enquiry.id} · ${enquiry.format_name}, ${enquiry.guests} гостей · ${enquiry.contact_name}`}
                secondary={`${formatDateTime(enquiry.event_at)} · ${phoneText(enquiry.contact_phone)} · ${enquiryStatusLabel(enquiry.status)}`}
              />
            </ListItemButton>
          ))}
        </MuiList>
      ) : (
        <Typography color="text.secondary" variant="body2">
          Нет новых заявок
        </Typography>
      )}
      <Link to={`/enquiries?filter=${encodeURIComponent(JSON.stringify({ status: 'new' }))}`}>Все новые заявки</Link>
    </Box>
  );
};
